import type { TScope } from '../../lib/scope';
import { findUserEmails as findEmails } from './users.repository';

/** Who did something, by user id: the email the console shows for each of the project's users. */
export async function findUserEmails(scope: TScope, ids: number[]): Promise<Map<number, string>> {
  const rows = await findEmails(scope, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.email]));
}
