import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import { auditEvents } from '../../db/tables/audit';
import type { TScope } from '../../lib/scope';

// The audit module's statements: only these touch audit_events. There is no statement that
// changes or removes an entry (and the migration's trigger refuses one whatever asks).

export type TAuditRow = Omit<typeof auditEvents.$inferInsert, 'id' | 'projectId' | 'createdAt'>;
export type TAuditEventRow = typeof auditEvents.$inferSelect;

/** The filters of the Activity page; `from` at or after, `to` before. */
export type TAuditFilters = {
  userId?: number;
  area?: string;
  from?: Date;
  to?: Date;
};

/** One entry, in the scope's database or transaction (the change's own, so both or neither stay). */
export async function insertAuditEvent(scope: TScope, row: TAuditRow): Promise<void> {
  await scope.db.insert(auditEvents).values({ ...row, projectId: scope.projectId });
}

function whereOf(projectId: number, filters: TAuditFilters): SQL | undefined {
  return and(
    eq(auditEvents.projectId, projectId),
    filters.userId !== undefined ? eq(auditEvents.userId, filters.userId) : undefined,
    filters.area !== undefined ? eq(auditEvents.area, filters.area) : undefined,
    filters.from !== undefined ? gte(auditEvents.createdAt, filters.from) : undefined,
    filters.to !== undefined ? lt(auditEvents.createdAt, filters.to) : undefined,
  );
}

/** The project's entries the filters match, newest first (entries of one instant: last written first). */
export async function findAuditEvents(
  { db, projectId }: TScope,
  filters: TAuditFilters,
  { limit, offset }: { limit: number; offset: number },
): Promise<TAuditEventRow[]> {
  return db
    .select()
    .from(auditEvents)
    .where(whereOf(projectId, filters))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditEvents(
  { db, projectId }: TScope,
  filters: TAuditFilters,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(whereOf(projectId, filters));
  return row?.n ?? 0;
}

/** The members who appear in the project's log (still members: removed ones have no user id). */
export async function findAuditActors({
  db,
  projectId,
}: TScope): Promise<{ userId: number; actor: string }[]> {
  const rows = await db
    .selectDistinctOn([auditEvents.userId], {
      userId: auditEvents.userId,
      actor: auditEvents.actor,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.projectId, projectId), isNotNull(auditEvents.userId)))
    .orderBy(auditEvents.userId, desc(auditEvents.createdAt));
  return rows.flatMap((r) => (r.userId === null ? [] : [{ userId: r.userId, actor: r.actor }]));
}
