import { crypto as acmeCrypto, Client, type Order } from 'acme-client';
import type { TDb } from '../../db/client';
import type { TEnv } from '../../env';
import type { TSecretBox } from '../../lib/secrets';
import { acmeAccountOf } from './acme-account';
import { setAccountUrl } from './acme-accounts.repository';
import { passHttpChallenge } from './pass-http-challenge';

/** acme-client asks the CA again this often while a challenge or order is being processed. */
const POLLING = { backoffAttempts: 10, backoffMin: 1_000, backoffMax: 10_000 };

/**
 * One order at the CA, step by step (docs/decisions/017-certificates.md): the platform's account
 * (registered once per directory), the order, each authorization's HTTP-01 challenge, then the
 * CSR from a fresh key and the chain. Answers the key and the chain (PEM, leaf first).
 */
export async function placeAcmeOrder(
  deps: { db: TDb; env: TEnv; secrets: TSecretBox },
  domain: string,
  ctx: { signal: AbortSignal; log: (line: string) => void },
): Promise<{ key: Buffer; chain: string }> {
  const { db, env, secrets } = deps;
  const { signal, log } = ctx;
  const directoryUrl = env.ACME_DIRECTORY_URL;
  const platform = await acmeAccountOf(db, secrets, directoryUrl);
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
    await setAccountUrl(db, platform.id, client.getAccountUrl());
  }
  signal.throwIfAborted();

  const placed: Order = await client.createOrder({
    identifiers: [{ type: 'dns', value: domain }],
  });
  for (const authz of await client.getAuthorizations(placed)) {
    signal.throwIfAborted();
    // A CA may still hold a passed check for this name from an earlier order.
    if (authz.status === 'valid') continue;
    await passHttpChallenge(client, db, authz, log);
  }

  signal.throwIfAborted();
  log('Collecting the certificate…');
  const [key, csr] = await acmeCrypto.createCsr({ commonName: domain, altNames: [domain] });
  const finalized = await client.finalizeOrder(placed, csr);
  const chain = await client.getCertificate(finalized);
  return { key, chain };
}
