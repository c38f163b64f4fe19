import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readUploadedBundle } from './fake-play-bundle';
import { badging, googleError, readBody, send } from './fake-play-http';

// The stand-in's androidpublisher v3 edits (fake-google-play.ts): insert, bundle (or APK) upload,
// track update and commit, for the account a bearer token was given to, on the packages it may
// publish. It refuses what Google Play refuses, in Google's words: an APK for an app made since
// App Bundles became required, a bundle not signed or signed with another upload key than the
// first one it took (Play App Signing), a target API below Play's minimum, a version code not above
// the last, and a release that is not a draft while the app itself is still a draft.

/** The lowest target API level Google Play takes for new apps and updates (since 31 August 2025). */
export const PLAY_MIN_TARGET_SDK = 35;

export type TPackages = Record<
  string,
  {
    publisher: string;
    usedVersionCodes?: number[];
    /** An app made before App Bundles were required (August 2021): it may still take APKs. */
    takesApks?: boolean;
    /** Never published (set up in Play Console but not rolled out): only draft releases. */
    draft?: boolean;
    /** The upload certificate's SHA-1 Play already knows; else the first bundle's becomes it. */
    uploadCertificateSha1?: string;
  }
>;
export type TCommit = {
  packageName: string;
  track: string;
  versionCode: number;
  sha256: string;
  status: string;
};
export type TEdit = {
  packageName: string;
  account: string;
  uploads: Map<number, string>;
  track?: { name: string; versionCodes: number[]; status: string };
};

/** The release statuses of the Play API's tracks.update. */
const RELEASE_STATUSES = new Set(['draft', 'inProgress', 'halted', 'completed']);

/** What the stand-in knows: its packages, the tokens it gave, open edits, used codes, commits. */
export type TFakePlayState = {
  packages: TPackages;
  /** Access tokens given, with the account each was given to. */
  tokens: Map<string, string>;
  edits: Map<string, TEdit>;
  used: Map<string, Set<number>>;
  /** Each package's upload certificate (SHA-1), remembered from its first bundle. */
  uploadKeys: Map<string, string>;
  commits: TCommit[];
};

export async function answerFakeEdits(
  state: TFakePlayState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const account = bearer ? state.tokens.get(bearer) : undefined;
  if (!account)
    return googleError(
      res,
      401,
      'UNAUTHENTICATED',
      'Request is missing required authentication credential.',
      'required',
    );
  const match =
    /^\/(upload\/)?androidpublisher\/v3\/applications\/([^/]+)\/edits(?:\/([^/:]+))?(?::(commit)|\/(apks|bundles)|\/tracks\/([^/]+))?$/.exec(
      url.pathname,
    );
  if (!match) return googleError(res, 404, 'NOT_FOUND', 'Not Found', 'notFound');
  const [, upload, rawPackage, editId, commit, kind, rawTrack] = match;
  const packageName = decodeURIComponent(rawPackage ?? '');
  const known = state.packages[packageName];
  if (!known)
    return googleError(
      res,
      404,
      'NOT_FOUND',
      `Package not found: ${packageName}.`,
      'applicationNotFound',
    );
  if (known.publisher !== account)
    return googleError(
      res,
      403,
      'PERMISSION_DENIED',
      'The caller does not have permission',
      'permissionDenied',
    );

  // edits.insert
  if (!editId && req.method === 'POST' && !upload) {
    const id = randomBytes(10).toString('hex');
    state.edits.set(id, { packageName, account, uploads: new Map() });
    return send(res, 200, {
      id,
      expiryTimeSeconds: String(Math.floor(Date.now() / 1000) + 3600),
    });
  }
  const edit = editId ? state.edits.get(decodeURIComponent(editId)) : undefined;
  if (!edit || edit.packageName !== packageName || edit.account !== account)
    return googleError(res, 404, 'NOT_FOUND', 'This Edit has been deleted.', 'editNotFound');

  // edits.apks.upload / edits.bundles.upload (media upload)
  if (upload && kind && req.method === 'POST') {
    if (url.searchParams.get('uploadType') !== 'media')
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid upload type.', 'badRequest');
    const bytes = await readBody(req);
    if (!bytes)
      return googleError(res, 413, 'INVALID_ARGUMENT', 'The file is too large.', 'uploadTooLarge');
    return kind === 'bundles'
      ? uploadBundle(state, res, edit, bytes)
      : uploadApk(state, res, edit, bytes, known.takesApks === true);
  }

  // edits.tracks.update
  if (!upload && rawTrack && req.method === 'PUT') {
    const track = decodeURIComponent(rawTrack);
    let body: { releases?: { versionCodes?: unknown[]; status?: unknown }[] };
    try {
      body = JSON.parse((await readBody(req))?.toString('utf8') ?? '');
    } catch {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload.', 'badRequest');
    }
    const releases = body.releases ?? [];
    const status = String(releases[0]?.status ?? '');
    if (releases.some((r) => !RELEASE_STATUSES.has(String(r.status ?? ''))))
      return googleError(
        res,
        400,
        'INVALID_ARGUMENT',
        'Invalid value for release status.',
        'badRequest',
      );
    const codes = releases.flatMap((r) => (r.versionCodes ?? []).map(Number));
    const missing = codes.find((c) => !edit.uploads.has(c));
    if (codes.length === 0 || missing !== undefined)
      return googleError(
        res,
        400,
        'INVALID_ARGUMENT',
        missing === undefined
          ? 'The release names no version code.'
          : `Version code ${missing} is not in this edit.`,
        'badRequest',
      );
    edit.track = { name: track, versionCodes: codes, status };
    return send(res, 200, { track, releases: body.releases });
  }

  // edits.commit
  if (!upload && commit && req.method === 'POST') {
    const id = decodeURIComponent(editId ?? '');
    if (!edit.track)
      return googleError(
        res,
        400,
        'FAILED_PRECONDITION',
        'The edit assigns no release to a track.',
        'badRequest',
      );
    // Google's answer, word for word, to a release that is not a draft of an app never published.
    if (known.draft && edit.track.status !== 'draft')
      return googleError(
        res,
        400,
        'INVALID_ARGUMENT',
        'Only releases with status draft may be created on draft app.',
        'badRequest',
      );
    for (const versionCode of edit.track.versionCodes) {
      state.used.get(packageName)?.add(versionCode);
      state.commits.push({
        packageName,
        track: edit.track.name,
        versionCode,
        sha256: edit.uploads.get(versionCode) ?? '',
        status: edit.track.status,
      });
    }
    state.edits.delete(id);
    return send(res, 200, { id });
  }
  return googleError(res, 404, 'NOT_FOUND', 'Not Found', 'notFound');
}

/** The highest version code the package has used, or 0. */
function lastVersionCode(state: TFakePlayState, packageName: string): number {
  return Math.max(0, ...(state.used.get(packageName) ?? []));
}

/**
 * A version code at or below the last one is refused, as Play refuses a code it has seen (its
 * wording for a used code, and for a lower one).
 */
function versionCodeRefusal(
  state: TFakePlayState,
  res: ServerResponse,
  packageName: string,
  versionCode: number,
  reason: string,
): true | undefined {
  const last = lastVersionCode(state, packageName);
  if (versionCode > last) return undefined;
  googleError(
    res,
    400,
    'INVALID_ARGUMENT',
    state.used.get(packageName)?.has(versionCode)
      ? `Version code ${versionCode} has already been used.`
      : `Version code ${versionCode} is lower than version code ${last}, which has already been used.`,
    reason,
  );
  return true;
}

/** edits.bundles.upload: what Play checks of an App Bundle, in its order and words. */
async function uploadBundle(
  state: TFakePlayState,
  res: ServerResponse,
  edit: TEdit,
  bytes: Buffer,
) {
  const { packageName } = edit;
  const facts = await readUploadedBundle(bytes);
  if (!facts)
    return googleError(
      res,
      400,
      'INVALID_ARGUMENT',
      'The file is not a valid Android App Bundle.',
      'badRequest',
    );
  if (facts.packageName !== packageName)
    return googleError(
      res,
      400,
      'INVALID_ARGUMENT',
      `The Android App Bundle has the wrong package name: ${facts.packageName}.`,
      'badRequest',
    );
  if (facts.signer === 'unsigned' || facts.signer === 'invalid')
    return googleError(
      res,
      400,
      'INVALID_ARGUMENT',
      facts.signer === 'unsigned'
        ? 'The Android App Bundle was not signed.'
        : 'The Android App Bundle signature is invalid.',
      'badRequest',
    );
  const expected =
    state.packages[packageName]?.uploadCertificateSha1 ?? state.uploadKeys.get(packageName);
  if (expected && expected !== facts.signer)
    return googleError(
      res,
      400,
      'INVALID_ARGUMENT',
      `The Android App Bundle was signed with the wrong key. Found: SHA1: ${facts.signer}, expected: SHA1: ${expected}.`,
      'badRequest',
    );
  // Play's API answers this one as forbidden.
  if (facts.targetSdk < PLAY_MIN_TARGET_SDK)
    return googleError(
      res,
      403,
      'PERMISSION_DENIED',
      `Your app currently targets API level ${facts.targetSdk} and must target at least API level ${PLAY_MIN_TARGET_SDK}.`,
      'forbidden',
    );
  if (versionCodeRefusal(state, res, packageName, facts.versionCode, 'badRequest')) return;
  if (!expected) state.uploadKeys.set(packageName, facts.signer);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  edit.uploads.set(facts.versionCode, sha256);
  return send(res, 200, { versionCode: facts.versionCode, sha1, sha256 });
}

/** edits.apks.upload: only for an app made before App Bundles were required. */
async function uploadApk(
  state: TFakePlayState,
  res: ServerResponse,
  edit: TEdit,
  bytes: Buffer,
  takesApks: boolean,
) {
  const { packageName } = edit;
  if (!takesApks)
    return googleError(
      res,
      400,
      'INVALID_ARGUMENT',
      'APKs are not allowed for this application. You need to use the Android App Bundle format to publish new apps on Google Play.',
      'badRequest',
    );
  const facts = await badging(bytes);
  if (!facts)
    return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid APK file.', 'apkInvalidFile');
  if (facts.packageName !== packageName)
    return googleError(
      res,
      403,
      'PERMISSION_DENIED',
      `APK has the wrong package name: ${facts.packageName}.`,
      'apkIncompatiblePackageName',
    );
  if (state.used.get(packageName)?.has(facts.versionCode))
    return googleError(
      res,
      403,
      'PERMISSION_DENIED',
      'APK specifies a version code that has already been used.',
      'apkUpgradeVersionConflict',
    );
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  edit.uploads.set(facts.versionCode, sha256);
  return send(res, 200, { versionCode: facts.versionCode, binary: { sha1, sha256 } });
}
