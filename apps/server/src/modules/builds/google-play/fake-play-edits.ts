import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { badging, googleError, readBody, send } from './fake-play-http';

// The stand-in's androidpublisher v3 edits (fake-google-play.ts): insert, APK upload, track update
// and commit, for the account a bearer token was given to, on the packages it may publish.

export type TPackages = Record<string, { publisher: string; usedVersionCodes?: number[] }>;
export type TCommit = { packageName: string; track: string; versionCode: number; sha256: string };
export type TEdit = {
  packageName: string;
  account: string;
  uploads: Map<number, string>;
  track?: { name: string; versionCodes: number[] };
};

/** What the stand-in knows: its packages, the tokens it gave, open edits, used codes, commits. */
export type TFakePlayState = {
  packages: TPackages;
  /** Access tokens given, with the account each was given to. */
  tokens: Map<string, string>;
  edits: Map<string, TEdit>;
  used: Map<string, Set<number>>;
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
    if (kind === 'bundles')
      return googleError(
        res,
        400,
        'INVALID_ARGUMENT',
        'This stand-in for Google Play reads APKs only (there is no bundletool here).',
        'badRequest',
      );
    const bytes = await readBody(req);
    if (!bytes)
      return googleError(res, 413, 'INVALID_ARGUMENT', 'The APK is too large.', 'uploadTooLarge');
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

  // edits.tracks.update
  if (!upload && rawTrack && req.method === 'PUT') {
    const track = decodeURIComponent(rawTrack);
    let body: { releases?: { versionCodes?: unknown[]; status?: unknown }[] };
    try {
      body = JSON.parse((await readBody(req))?.toString('utf8') ?? '');
    } catch {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload.', 'badRequest');
    }
    const codes = (body.releases ?? []).flatMap((r) => (r.versionCodes ?? []).map(Number));
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
    edit.track = { name: track, versionCodes: codes };
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
    for (const versionCode of edit.track.versionCodes) {
      state.used.get(packageName)?.add(versionCode);
      state.commits.push({
        packageName,
        track: edit.track.name,
        versionCode,
        sha256: edit.uploads.get(versionCode) ?? '',
      });
    }
    state.edits.delete(id);
    return send(res, 200, { id });
  }
  return googleError(res, 404, 'NOT_FOUND', 'Not Found', 'notFound');
}
