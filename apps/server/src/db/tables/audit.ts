import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { projectId, users } from './auth';
import { createdAt, id } from './columns';

// The table the audit module owns: only its repository reads or writes it.

/**
 * Who changed what, when and from where (docs/product/audit.md): one row per change, written in the
 * same transaction as the change, so a change that failed leaves none. Never updated or deleted:
 * the migration's trigger refuses both, whatever asks.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    projectId: projectId(),
    /** The member who made the change; null once they are removed (their name stays below). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member's name and email as they were, so an entry still says who after removal. */
    actor: text('actor').notNull(),
    /** The caller's address. */
    ip: text('ip'),
    /** The part of the product (packages/domain/src/team/roles.ts TArea). */
    area: text('area').notNull(),
    /** What was done, in a word or two: 'theme.saved', 'member.invited', 'order.status'… */
    action: text('action').notNull(),
    /** What it was done to, as the owner knows it: 'Ordering website', 'Pizza Palace', 'jo@x.com'. */
    target: text('target').notNull().default(''),
    /**
     * The fields changed: `{ field: { before, after } }` for plain values; a secret's field is
     * named with no values (`{ store_password: {} }`).
     */
    changes: jsonb('changes').$type<Record<string, { before?: unknown; after?: unknown }>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_project_idx').on(t.projectId, t.createdAt),
    index('audit_events_user_idx').on(t.projectId, t.userId, t.createdAt),
  ],
);
