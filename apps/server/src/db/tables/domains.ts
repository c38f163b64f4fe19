import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projectId } from './auth';
import { id } from './columns';
import { sites } from './sites';

// The tables the domains module owns: only its repositories read or write them.

/** What happened to a site's custom domain, for its timeline (docs/product/custom-domain.md). */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: id(),
    projectId: projectId(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    kind: text('kind').notNull(),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_site_idx').on(t.siteId, t.at)],
);
