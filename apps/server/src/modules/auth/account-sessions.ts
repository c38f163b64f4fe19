import type { TAccountSession } from '@oc/domain/account/account.schema';
import type { TScope } from '../../lib/scope';
import * as repo from './account.repository';
import { deviceSummary } from './account-device';

/** GET /api/account/sessions: the member's own sessions, this one marked `current`. */
export async function listAccountSessions(
  scope: TScope,
  me: { userId: number; sessionId: number },
): Promise<TAccountSession[]> {
  const rows = await repo.listSessions(scope, me.userId, new Date());
  return rows.map((row) => ({
    id: row.id,
    device: deviceSummary(row.userAgent),
    address: row.ip,
    signed_in_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === me.sessionId,
  }));
}
