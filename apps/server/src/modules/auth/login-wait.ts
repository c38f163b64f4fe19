import type { TDb } from '../../db/client';
import type { TLoginClient } from './auth.types';
import { isKnown } from './known-clients';
import * as repo from './login-attempts.repository';
import {
  ACCOUNT_WINDOW_MINUTES,
  ADDRESS_WINDOW_MINUTES,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  PAIR_WINDOW_HOURS,
  pairDelaySeconds,
} from './login-limits';

const secondsUntil = (end: number, now: number) => Math.max(1, Math.ceil((end - now) / 1000));

/** The longest wait any limit asks of this client, or 0. */
export async function waitSeconds(
  db: TDb,
  email: string,
  client: TLoginClient,
  user: { id: number } | null,
  now: Date,
): Promise<number> {
  const t = now.getTime();
  const addressWindow = ADDRESS_WINDOW_MINUTES * 60_000;
  const accountWindow = ACCOUNT_WINDOW_MINUTES * 60_000;
  // One after another: `db` is the login's transaction, a single connection that runs one query
  // at a time anyway (node-postgres deprecates queuing them at once on it).
  const pair = await repo.failureStats(
    db,
    { email, ip: client.ip },
    new Date(t - PAIR_WINDOW_HOURS * 3_600_000),
  );
  const byAddress = await repo.latestFailures(
    db,
    { ip: client.ip },
    new Date(t - addressWindow),
    MAX_FAILURES_PER_ADDRESS,
  );
  const byAccount = await repo.latestFailures(
    db,
    { email },
    new Date(t - accountWindow),
    MAX_FAILURES_PER_ACCOUNT,
  );
  const ends: number[] = [];
  if (pair.latest) ends.push(pair.latest.getTime() + pairDelaySeconds(pair.count) * 1000);
  // A ceiling holds until its oldest counted failure leaves the window.
  const oldestAddress = byAddress[MAX_FAILURES_PER_ADDRESS - 1];
  if (oldestAddress) ends.push(oldestAddress.getTime() + addressWindow);
  const oldestAccount = byAccount[MAX_FAILURES_PER_ACCOUNT - 1];
  if (oldestAccount && !(user && (await isKnown(db, user.id, client, now)))) {
    ends.push(oldestAccount.getTime() + accountWindow);
  }
  const end = Math.max(0, ...ends);
  return end > t ? secondsUntil(end, t) : 0;
}
