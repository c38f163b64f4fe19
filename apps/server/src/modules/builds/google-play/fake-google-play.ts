import { spawn } from 'node:child_process';
import { createHash, generateKeyPair, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt, importSPKI, jwtVerify } from 'jose';

// A stand-in for Google Play that speaks the documented HTTP API (OAuth2 token endpoint for service
// accounts, androidpublisher v3 edits), for the tests and the browser journeys: Google Play cannot be
// reached from here, and publishing to a real app is not something a test may do. Plain node:http and
// no test-runner imports, so the journeys can start it too. It checks what Google checks that
// matters to us: the assertion's signature and audience, the bearer token, that the package exists
// and the account may publish it, and the APK's version code (read with the real aapt) is new.

type TPackages = Record<string, { publisher: string; usedVersionCodes?: number[] }>;
type TCommit = { packageName: string; track: string; versionCode: number; sha256: string };
type TEdit = {
  packageName: string;
  account: string;
  uploads: Map<number, string>;
  track?: { name: string; versionCodes: number[] };
};

const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
/** A WebView app's APK is a few MB; the cap keeps a runaway upload from filling memory. */
const MAX_UPLOAD = 200 * 1024 * 1024;
const AAPT_TIMEOUT_MS = 20_000;

/** Google's error envelope. */
function googleError(
  res: ServerResponse,
  code: number,
  status: string,
  message: string,
  reason: string,
) {
  send(res, code, {
    error: { code, message, status, errors: [{ message, domain: 'global', reason }] },
  });
}

function send(res: ServerResponse, code: number, body: unknown) {
  res.writeHead(code, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_UPLOAD) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The package name and version code of an APK, as `aapt dump badging` reads them: the real tool,
 * on a file in a private temporary directory, arguments as an array, no shell, a minimal
 * environment. null when aapt cannot read it (not an APK).
 */
async function badging(apk: Buffer): Promise<{ packageName: string; versionCode: number } | null> {
  const dir = await mkdtemp(join(tmpdir(), 'fake-play-'));
  try {
    const file = join(dir, 'upload.apk');
    await writeFile(file, apk, { mode: 0o600 });
    const output = await new Promise<string | null>((resolve) => {
      const child = spawn('aapt', ['dump', 'badging', file], {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: AAPT_TIMEOUT_MS,
      });
      let out = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (data: string) => {
        out += data;
      });
      child.on('error', () => resolve(null));
      child.on('close', (code) => resolve(code === 0 ? out : null));
    });
    const line = output?.split('\n').find((l) => l.startsWith('package:'));
    const name = line && /\bname='([^']*)'/.exec(line)?.[1];
    const code = line && /\bversionCode='(\d+)'/.exec(line)?.[1];
    return name && code ? { packageName: name, versionCode: Number(code) } : null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function startFakeGooglePlay(options: {
  /** Service-account public keys it trusts (PEM), by client_email. */
  accounts: Record<string, string>;
  /** Packages that exist, and the account allowed to publish each. */
  packages: TPackages;
}): Promise<{
  apiUrl: string;
  tokenUrl: string;
  close(): Promise<void>;
  /** What was committed: package, track, versionCode, bytes sha256. */
  commits: TCommit[];
}> {
  const commits: TCommit[] = [];
  const tokens = new Map<string, string>();
  const edits = new Map<string, TEdit>();
  const used = new Map<string, Set<number>>(
    Object.entries(options.packages).map(([name, p]) => [name, new Set(p.usedVersionCodes ?? [])]),
  );
  let tokenUrl = '';

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams((await readBody(req))?.toString('utf8') ?? '');
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return send(res, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Invalid grant_type.',
      });
    const assertion = form.get('assertion') ?? '';
    let issuer: unknown;
    try {
      issuer = decodeJwt(assertion).iss;
    } catch {
      return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT.' });
    }
    const pem = typeof issuer === 'string' ? options.accounts[issuer] : undefined;
    const badSignature = { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' };
    if (!pem) return send(res, 400, badSignature);
    let claims: Record<string, unknown>;
    try {
      const key = await importSPKI(pem, 'RS256');
      claims = (await jwtVerify(assertion, key, { algorithms: ['RS256'] })).payload;
    } catch {
      return send(res, 400, badSignature);
    }
    if (claims.aud !== tokenUrl)
      return send(res, 400, {
        error: 'invalid_grant',
        error_description: 'Invalid JWT: Failed audience check.',
      });
    const now = Math.floor(Date.now() / 1000);
    const iat = Number(claims.iat);
    const exp = Number(claims.exp);
    if (!(iat <= now + 300 && exp > now && exp - iat <= 3600))
      return send(res, 400, {
        error: 'invalid_grant',
        error_description:
          'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.',
      });
    if (typeof claims.scope !== 'string' || !claims.scope.split(' ').includes(SCOPE))
      return send(res, 400, { error: 'invalid_scope', error_description: 'Invalid OAuth scope.' });
    const accessToken = `ya29.fake-${randomBytes(24).toString('hex')}`;
    tokens.set(accessToken, issuer as string);
    send(res, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const account = bearer ? tokens.get(bearer) : undefined;
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
    const known = options.packages[packageName];
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
      edits.set(id, { packageName, account, uploads: new Map() });
      return send(res, 200, {
        id,
        expiryTimeSeconds: String(Math.floor(Date.now() / 1000) + 3600),
      });
    }
    const edit = editId ? edits.get(decodeURIComponent(editId)) : undefined;
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
      if (used.get(packageName)?.has(facts.versionCode))
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
        used.get(packageName)?.add(versionCode);
        commits.push({
          packageName,
          track: edit.track.name,
          versionCode,
          sha256: edit.uploads.get(versionCode) ?? '',
        });
      }
      edits.delete(id);
      return send(res, 200, { id });
    }
    return googleError(res, 404, 'NOT_FOUND', 'Not Found', 'notFound');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const handled =
      url.pathname === '/token' && req.method === 'POST' ? token(req, res) : api(req, res, url);
    handled.catch(() => {
      if (!res.headersSent) googleError(res, 500, 'INTERNAL', 'Internal error.', 'backendError');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUrl = `${base}/token`;
  return {
    apiUrl: base,
    tokenUrl,
    commits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A test service account as Google issues it (RSA 2048, PKCS#8 PEM), and its public key for the
 * fake to trust.
 */
export async function makeServiceAccount(
  email: string,
): Promise<{ json: Buffer; publicKeyPem: string }> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const projectId = email.split('@')[1]?.split('.')[0] ?? 'test-project';
  const json = {
    type: 'service_account',
    project_id: projectId,
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey,
    client_email: email,
    client_id: String(BigInt(`0x${randomBytes(8).toString('hex')}`)),
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'https://oauth2.googleapis.com/token',
  };
  return { json: Buffer.from(JSON.stringify(json, null, 2)), publicKeyPem: publicKey };
}
