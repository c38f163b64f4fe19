import type { TDb } from '../../db/client';
import type { TLoginClient } from './auth.types';
import * as repo from './login-known-clients.repository';
import { KNOWN_CLIENT_DAYS } from './login-limits';
import { hashToken } from './token-hash';

/** The client as rows of known clients: its address and, with a device cookie, its token's hash. */
export function knownClientsOf(client: TLoginClient): repo.TKnownClient[] {
  const clients: repo.TKnownClient[] = [{ kind: 'address', value: client.ip }];
  if (client.deviceToken) clients.push({ kind: 'device', value: hashToken(client.deviceToken) });
  return clients;
}

/** Whether the client logged in to the user's account within KNOWN_CLIENT_DAYS. */
export const isKnown = (db: TDb, userId: number, client: TLoginClient, now: Date) =>
  repo.isKnownClient(
    db,
    userId,
    knownClientsOf(client),
    new Date(now.getTime() - KNOWN_CLIENT_DAYS * 86_400_000),
  );
