import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { projectId } from './auth';
import { createdAt, id } from './columns';
import { sites } from './sites';

// The tables the certificates module owns: only its repositories read or write them.

/**
 * A certificate obtained for a custom domain. The private key is sealed like every secret
 * (docs/design.md#data); the chain is public. The newest `issued` row of a domain is served.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    projectId: projectId(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    status: text('status', { enum: ['issued', 'expired', 'revoked', 'replaced'] }).notNull(),
    certificatePem: text('certificate_pem').notNull(),
    keySealed: text('key_sealed').notNull(),
    issuer: text('issuer').notNull(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('certificates_domain_idx').on(t.domain, t.status)],
);

/** The ACME account of this platform at one directory (system-level: one for every project). */
export const acmeAccounts = pgTable('acme_accounts', {
  id: id(),
  directoryUrl: text('directory_url').notNull().unique(),
  keySealed: text('key_sealed').notNull(),
  accountUrl: text('account_url'),
  createdAt: createdAt(),
});

/**
 * Answers to ACME HTTP-01 challenges, served at /.well-known/acme-challenge/{token} by any
 * process (system-level, short-lived).
 */
export const acmeChallenges = pgTable('acme_challenges', {
  token: text('token').primaryKey(),
  keyAuthorization: text('key_authorization').notNull(),
  domain: text('domain').notNull(),
  createdAt: createdAt(),
});
