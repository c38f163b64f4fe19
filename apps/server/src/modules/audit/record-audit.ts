import type { TArea } from '@oc/domain/team/roles';
import type { TScope } from '../../lib/scope';
import { insertAuditEvent } from './audit.repository';

// The record of who changed what (docs/product/audit.md). Every change an owner, admin or business
// manager makes is recorded by the operation that makes it, inside its transaction: pass the
// transaction's scope, so an entry exists exactly when its change does.

/** Who made a change and from where (audit-actor.http.ts reads it off the request). */
export type TAuditActor = { userId: number | null; name: string; email: string; ip: string | null };

/** A field's change: its values for a plain value, none for a secret (which field, never what). */
export type TAuditChanges = Record<string, { before?: unknown; after?: unknown }>;

export type TAuditEntry = {
  area: TArea;
  /** What was done: 'theme.saved', 'business.created', 'member.invited', 'order.status'… */
  action: string;
  /** What it was done to, as the owner knows it: a product's, business's or member's name. */
  target?: string;
  changes?: TAuditChanges | null;
};

/** Writes one entry in `scope` (the change's transaction). */
export async function recordAudit(
  scope: TScope,
  actor: TAuditActor,
  entry: TAuditEntry,
): Promise<void> {
  await insertAuditEvent(scope, {
    userId: actor.userId,
    actor: `${actor.name} <${actor.email}>`,
    ip: actor.ip,
    area: entry.area,
    action: entry.action,
    target: entry.target ?? '',
    changes: entry.changes ?? null,
  });
}

/**
 * The plain values that differ between `before` and `after`, field by field, as an entry's
 * changes; fields named in `secret` are listed with no values when they changed at all.
 */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  secret: readonly string[] = [],
): TAuditChanges {
  const changes: TAuditChanges = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[field];
    const is = after[field];
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changes[field] = secret.includes(field) ? {} : { before: was ?? null, after: is ?? null };
  }
  return changes;
}
