import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projectId } from './auth';
import { createdAt, id, updatedAt } from './columns';

// The tables the sites module owns: only its repositories read or write them.

export const sites = pgTable(
  'sites',
  {
    id: id(),
    projectId: projectId(),
    kind: text('kind', { enum: ['ordering', 'franchise', 'dashboard'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    image: text('image'),
    /**
     * The languages the website speaks, the default first (packages/domain's site-languages.ts);
     * null: the project's.
     */
    languages: jsonb('languages').$type<string[]>(),
    /** The custom domain, lower case (docs/product/custom-domain.md). */
    domain: text('domain'),
    sslStatus: text('ssl_status'),
    sslProcessStatus: text('ssl_process_status'),
    /** The last DNS check of the custom domain: what the resolver answered, and when. */
    dnsSeen: jsonb('dns_seen').$type<string[]>(),
    dnsCheckedAt: timestamp('dns_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The target of orders' (project_id, site_id) foreign key.
    uniqueIndex('sites_project_id_unique').on(t.projectId, t.id),
    // A proven custom domain (its challenge passed, or its certificate issued) belongs to one
    // website of one project, however requests race. Requests that prove nothing (pending,
    // cancelled, failed, expired, revoked) hold nothing, so nobody can squat a name by asking for
    // it (docs/decisions/016-custom-domain-serving.md).
    uniqueIndex('sites_domain_claimed_unique')
      .on(t.domain)
      .where(sql`${t.sslStatus} in ('pre-issued', 'issued')`),
  ],
);
