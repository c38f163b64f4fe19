import { X509Certificate } from 'node:crypto';
import { createSecureContext, type SecureContext } from 'node:tls';
import { type Authorization, crypto as acmeCrypto, Client, type Order } from 'acme-client';
import type { TDb } from '../../db/client';
import type { TEnv } from '../../env';
import type { TSecretBox } from '../../lib/secrets';
import { AcmeUnreachable, lastRequestAnswered, withAcmeTransport } from './acme-transport';
import * as repo from './certificates.repository';
import { checkRevocation, type TRevocation } from './revocation';

export type { TRevocation };

/** A certificate could not be obtained; `reason` is for the owner (no secrets, what to act on). */
export class CertificateFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'CertificateFailure';
  }
}

export type TCertificateSummary = { id: number; issuer: string; notBefore: Date; notAfter: Date };

// Host names are case-insensitive and may be written with the root's trailing dot; rows and
// lookups use one spelling.
const normalise = (domain: string) => domain.trim().toLowerCase().replace(/\.$/, '');

/**
 * Bumped whenever this process issues or ends a certificate, so that every TLS context cache of
 * the process drops what it holds at its next lookup (other processes wait out their cache time).
 */
let certificatesGeneration = 0;

/** acme-client asks the CA again this often while a challenge or order is being processed. */
const POLLING = { backoffAttempts: 10, backoffMin: 1_000, backoffMax: 10_000 };

/** The platform's account at this directory: its key made and stored sealed on first use. */
async function account(db: TDb, secrets: TSecretBox, directoryUrl: string) {
  const found = await repo.findAccount(db, directoryUrl);
  if (found) return { ...found, key: secrets.decrypt(found.keySealed) };
  const key = await acmeCrypto.createPrivateEcdsaKey('P-256');
  await repo.insertAccount(db, directoryUrl, secrets.encrypt(key));
  // Read back: another process may have stored its key first, and that one is the account's.
  const stored = await repo.findAccount(db, directoryUrl);
  if (!stored) throw new Error('The ACME account was not stored');
  return { ...stored, key: secrets.decrypt(stored.keySealed) };
}

/** Issuer as an owner reads it: "Let's Encrypt (R11)", or the common name alone. */
function issuerName(certificate: X509Certificate): string {
  const fields = new Map(
    certificate.issuer.split('\n').map((line) => {
      const at = line.indexOf('=');
      return [line.slice(0, at), line.slice(at + 1)] as const;
    }),
  );
  const organisation = fields.get('O');
  const common = fields.get('CN');
  if (organisation && common) return `${organisation} (${common})`;
  return organisation ?? common ?? certificate.issuer.replace(/\n/g, ', ');
}

const messageOf = (error: unknown) =>
  error instanceof Error
    ? error.message || (error as { code?: string }).code || error.name
    : String(error);

/** An error from the CA's side, in words the owner can act on. */
function failureOf(error: unknown, directoryUrl: string): Error {
  if (error instanceof CertificateFailure) return error;
  if (error instanceof AcmeUnreachable)
    return new CertificateFailure(
      `The certificate authority (${new URL(directoryUrl).host}) could not be reached: ${messageOf(error)}. Please try again later.`,
    );
  return new CertificateFailure(
    `The certificate authority refused the request: ${messageOf(error)}`,
  );
}

/** Rejects as soon as `signal` aborts, whatever `work` is still waiting for. */
function untilAborted<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Answers one authorization's HTTP-01 challenge from our own server: the key authorization is
 * stored for acmeChallengeRoutes (any process may be asked), the CA told to check, and the answer
 * removed whatever happened.
 */
async function passChallenge(
  client: Client,
  db: TDb,
  authz: Authorization,
  log: (line: string) => void,
) {
  const domain = authz.identifier.value;
  const challenge = authz.challenges.find((c) => c.type === 'http-01');
  if (!challenge)
    throw new CertificateFailure(
      `The certificate authority offers no HTTP check for ${domain}, the only kind we can answer.`,
    );
  const address = `http://${domain}/.well-known/acme-challenge/${challenge.token}`;
  const keyAuthorization = await client.getChallengeKeyAuthorization(challenge);
  await repo.putChallenge(db, { token: challenge.token, keyAuthorization, domain });
  try {
    log(`The certificate authority is checking ${address}`);
    await client.completeChallenge(challenge);
    try {
      await client.waitForValidStatus(challenge);
    } catch (error) {
      // Not the check's outcome: the CA itself stopped answering while we asked.
      if (!lastRequestAnswered()) throw error;
      throw new CertificateFailure(
        `The certificate authority could not reach ${address}: ${messageOf(error)}`,
      );
    }
    log('Challenge passed');
  } finally {
    await repo.deleteChallenge(db, challenge.token);
  }
}

/**
 * Orders a certificate for `domain` from env.ACME_DIRECTORY_URL with an HTTP-01 challenge answered
 * by our own server, and stores it as the domain's issued certificate (earlier ones 'replaced').
 * Both private keys are stored only sealed. Throws CertificateFailure with words for the owner, or
 * the signal's reason once it aborts.
 */
export async function obtainCertificate(
  deps: { db: TDb; env: TEnv; secrets: TSecretBox },
  input: { projectId: number; siteId: number; domain: string },
  ctx: { signal: AbortSignal; log: (line: string) => void },
): Promise<TCertificateSummary> {
  const { db, env, secrets } = deps;
  const { signal, log } = ctx;
  const domain = normalise(input.domain);
  const directoryUrl = env.ACME_DIRECTORY_URL;
  signal.throwIfAborted();
  log('Asking the certificate authority for a certificate…');

  const order = async () => {
    const platform = await account(db, secrets, directoryUrl);
    const client = new Client({
      directoryUrl,
      accountKey: platform.key,
      accountUrl: platform.accountUrl ?? undefined,
      ...POLLING,
    });
    // Registered once per directory; later orders sign with the account URL kept from then.
    if (!platform.accountUrl) {
      await client.createAccount({
        termsOfServiceAgreed: true,
        ...(env.ACME_EMAIL ? { contact: [`mailto:${env.ACME_EMAIL}`] } : {}),
      });
      await repo.setAccountUrl(db, platform.id, client.getAccountUrl());
    }
    signal.throwIfAborted();

    const placed: Order = await client.createOrder({
      identifiers: [{ type: 'dns', value: domain }],
    });
    for (const authz of await client.getAuthorizations(placed)) {
      signal.throwIfAborted();
      // A CA may still hold a passed check for this name from an earlier order.
      if (authz.status === 'valid') continue;
      await passChallenge(client, db, authz, log);
    }

    signal.throwIfAborted();
    log('Collecting the certificate…');
    const [key, csr] = await acmeCrypto.createCsr({ commonName: domain, altNames: [domain] });
    const finalized = await client.finalizeOrder(placed, csr);
    const chain = await client.getCertificate(finalized);
    return { key, chain };
  };

  let obtained: { key: Buffer; chain: string };
  try {
    obtained = await untilAborted(
      signal,
      withAcmeTransport(directoryUrl, env.ACME_CA_FILE, signal, order),
    );
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw failureOf(error, directoryUrl);
  }

  const certificate = new X509Certificate(obtained.chain);
  const stored = await repo.storeIssued(db, {
    projectId: input.projectId,
    siteId: input.siteId,
    domain,
    certificatePem: obtained.chain,
    keySealed: secrets.encrypt(obtained.key),
    issuer: issuerName(certificate),
    notBefore: new Date(certificate.validFrom),
    notAfter: new Date(certificate.validTo),
  });
  certificatesGeneration += 1;
  log(
    `Certificate issued by ${stored.issuer}, valid until ${stored.notAfter.toISOString().slice(0, 10)}`,
  );
  return stored;
}

/** The domain's certificate being served (newest 'issued'), or null. */
export async function currentCertificate(
  db: TDb,
  domain: string,
): Promise<TCertificateSummary | null> {
  return repo.findServed(db, normalise(domain));
}

/**
 * Whether the certificate authority has revoked the domain's served certificate, from its
 * revocation list (revocation.ts); unknown, with the reason, when that cannot be told. `signal`
 * stops the list's download.
 */
export async function checkCurrentRevocation(
  db: TDb,
  domain: string,
  signal?: AbortSignal,
): Promise<TRevocation> {
  const served = await repo.findServedChain(db, normalise(domain));
  if (!served) return { status: 'unknown', reason: 'no certificate is served' };
  return checkRevocation(served.certificatePem, { signal });
}

/** Marks the domain's issued certificates expired or revoked (the domains job decides when). */
export async function endCertificates(
  db: TDb,
  domain: string,
  status: 'expired' | 'revoked',
): Promise<void> {
  await repo.endIssued(db, normalise(domain), status);
  certificatesGeneration += 1;
}

/** How long a host name's context (or its absence) is reused before the database is asked again. */
const CONTEXT_TTL_MS = 30_000;
/** Beyond this many names the oldest are dropped: unknown names asked for must not grow memory. */
const CONTEXT_CACHE_MAX = 1_000;

/**
 * For the HTTPS server's SNI: a SecureContext for a host name with an issued certificate, or null.
 * Cached briefly so a handshake costs no query most of the time; a lookup already under way for a
 * name is shared.
 */
export function createTlsContexts(deps: { db: TDb; secrets: TSecretBox }): {
  contextFor(hostname: string): Promise<SecureContext | null>;
  clear(): void;
} {
  const cache = new Map<string, { until: number; context: Promise<SecureContext | null> }>();
  let generation = certificatesGeneration;

  const load = async (domain: string) => {
    const pair = await repo.findServedKeyPair(deps.db, domain);
    if (!pair) return null;
    return createSecureContext({
      cert: pair.certificatePem,
      key: deps.secrets.decrypt(pair.keySealed),
    });
  };

  return {
    contextFor(hostname) {
      if (generation !== certificatesGeneration) {
        cache.clear();
        generation = certificatesGeneration;
      }
      const domain = normalise(hostname);
      const now = Date.now();
      const cached = cache.get(domain);
      if (cached && cached.until > now) return cached.context;
      cache.delete(domain);
      if (cache.size >= CONTEXT_CACHE_MAX) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      const context = load(domain);
      cache.set(domain, { until: now + CONTEXT_TTL_MS, context });
      // A failed lookup (database down) is not remembered: the next handshake asks again.
      context.catch(() => {
        if (cache.get(domain)?.context === context) cache.delete(domain);
      });
      return context;
    },
    clear() {
      cache.clear();
    },
  };
}

/** The key authorization to answer an HTTP-01 challenge with, or null for an unknown token. */
export async function challengeAnswer(db: TDb, token: string): Promise<string | null> {
  return repo.findChallenge(db, token);
}
