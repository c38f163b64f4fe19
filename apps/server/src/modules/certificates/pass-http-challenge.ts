import type { Authorization, Client } from 'acme-client';
import type { TDb } from '../../db/client';
import { deleteChallenge, putChallenge } from './acme-challenges.repository';
import { acmeMessageOf } from './acme-failure';
import { lastRequestAnswered } from './acme-transport';
import { CertificateFailure } from './certificate-failure';

/**
 * Answers one authorization's HTTP-01 challenge from our own server: the key authorization is
 * stored for acmeChallengeRoutes (any process may be asked), the CA told to check, and the answer
 * removed whatever happened.
 */
export async function passHttpChallenge(
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
  await putChallenge(db, { token: challenge.token, keyAuthorization, domain });
  try {
    log(`The certificate authority is checking ${address}`);
    await client.completeChallenge(challenge);
    try {
      await client.waitForValidStatus(challenge);
    } catch (error) {
      // Not the check's outcome: the CA itself stopped answering while we asked.
      if (!lastRequestAnswered()) throw error;
      throw new CertificateFailure(
        `The certificate authority could not reach ${address}: ${acmeMessageOf(error)}`,
      );
    }
    log('Challenge passed');
  } finally {
    await deleteChallenge(db, challenge.token);
  }
}
