import { z } from 'zod';
import { AREAS } from '../team/roles';

// The record of who changed what, as the console's Activity page reads it (docs/product/audit.md).
// Instants as ISO 8601 in UTC.

export const AUDIT_PAGE_SIZE = 50;

/** The most entries one CSV export holds: the newest its filters match. */
export const AUDIT_EXPORT_MAX = 50_000;

/** GET /api/audit and /api/audit.csv: the filters, all optional; `from` and `to` are instants. */
export const ZAuditQuery = z.object({
  /** A member's user id. */
  member: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  area: z.enum(AREAS, { message: 'Choose an area.' }).optional(),
  /** At or after. */
  from: z.iso.datetime({ offset: true, message: 'from must be a date and time' }).optional(),
  /** Before. */
  to: z.iso.datetime({ offset: true, message: 'to must be a date and time' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

/** A field's change: before and after for a plain value; neither for a secret (which, never what). */
export const ZAuditChange = z.object({
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});

export const ZAuditEntry = z.object({
  id: z.number(),
  created_at: z.string(),
  /** The member's user id; null once they were removed from the team. */
  user_id: z.number().nullable(),
  /** 'Jo Baker <jo@x.com>', as they were when they made the change. */
  actor: z.string(),
  ip: z.string().nullable(),
  area: z.string(),
  action: z.string(),
  target: z.string(),
  changes: z.record(z.string(), ZAuditChange).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** Who appears in the project's log, for the member filter (removed members have no user id). */
export const ZAuditMember = z.object({ user_id: z.number(), actor: z.string() });

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  members: z.array(ZAuditMember),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
