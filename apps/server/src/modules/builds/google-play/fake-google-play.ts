import { generateKeyPair, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { decodeJwt, importSPKI, jwtVerify } from 'jose';
import {
  answerFakeEdits,
  type TCommit,
  type TFakePlayState,
  type TPackages,
} from './fake-play-edits';
import { googleError, readBody, send } from './fake-play-http';

// A stand-in for Google Play that speaks the documented HTTP API (OAuth2 token endpoint for service
// accounts, androidpublisher v3 edits), for the tests and the browser journeys: Google Play cannot be
// reached from here, and publishing to a real app is not something a test may do. Plain node:http and
// no test-runner imports, so the journeys can start it too. It checks what Google checks that
// matters to us: the assertion's signature and audience, the bearer token, that the package exists
// and the account may publish it, and what Play refuses of an upload (fake-play-edits.ts): an APK
// for a new app, a bundle unsigned or signed with another upload key, a target API below Play's
// minimum, a used version code (read with the real aapt2, aapt, jarsigner and keytool).

const SCOPE = 'https://www.googleapis.com/auth/androidpublisher';

export async function startFakeGooglePlay(options: {
  /** Service-account public keys it trusts (PEM), by client_email. */
  accounts: Record<string, string>;
  /** Packages that exist, and the account allowed to publish each. */
  packages: TPackages;
}): Promise<{
  apiUrl: string;
  tokenUrl: string;
  close(): Promise<void>;
  /** What was committed: package, track, versionCode, bytes sha256, release status. */
  commits: TCommit[];
}> {
  const commits: TCommit[] = [];
  const tokens = new Map<string, string>();
  const state: TFakePlayState = {
    packages: options.packages,
    tokens,
    edits: new Map(),
    used: new Map(
      Object.entries(options.packages).map(([name, p]) => [
        name,
        new Set(p.usedVersionCodes ?? []),
      ]),
    ),
    uploadKeys: new Map(),
    commits,
  };
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

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const handled =
      url.pathname === '/token' && req.method === 'POST'
        ? token(req, res)
        : answerFakeEdits(state, req, res, url);
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
