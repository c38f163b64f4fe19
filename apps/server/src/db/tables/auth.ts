import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

// The tables the auth module owns: only its repositories read or write them.

// Every table but `projects` carries project_id; repositories scope every query by it
// (docs/design.md#data).
export const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const projects = pgTable('projects', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The languages its websites speak unless a website has its own, the default first. */
  languages: jsonb('languages').$type<string[]>().notNull().default(['en']),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    projectId: projectId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** What the member may do in the project (packages/domain/src/team/roles.ts). */
    role: text('role', { enum: ['owner', 'admin', 'business_manager'] })
      .notNull()
      .default('owner'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * The console's language the member chose (account.schema.ts MEMBER_LANGUAGES); null until
     * they choose one, when the console goes by the browser.
     */
    language: text('language', { enum: ['en', 'es', 'fr', 'ar'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_role', sql`${t.role} in ('owner', 'admin', 'business_manager')`),
    check('users_language', sql`${t.language} in ('en', 'es', 'fr', 'ar')`),
  ],
);

/**
 * An invitation to join a project's team: a single-use link (only its token's hash is kept),
 * valid until `expires_at` (7 days), with the role (and for a business manager, the businesses)
 * the invitee gets. Accepted, revoked or expired, it no longer admits anyone.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    projectId: projectId(),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'business_manager'] }).notNull(),
    /** For a business manager: the businesses' ids, as given when invited. */
    businessIds: integer('business_ids').array().notNull().default(sql`'{}'::integer[]`),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When it was last sent (made, or sent again). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    index('invitations_project_idx').on(t.projectId, t.createdAt),
    check('invitations_role', sql`${t.role} in ('owner', 'admin', 'business_manager')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    projectId: projectId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Where it was signed in from, for the member's list of their sessions. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/**
 * Failed logins, counted per (email, address) pair, per address and per email to slow guessing
 * across processes (docs/decisions/002-login-rate-limit-in-database.md).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_email_ip_idx').on(t.email, t.ip, t.createdAt),
    index('login_attempts_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Clients that have logged in to an account: an address, or a device (the hash of the token in its
 * device cookie). They keep logging in while strangers hit the account's failure ceiling.
 */
export const loginKnownClients = pgTable(
  'login_known_clients',
  {
    id: id(),
    projectId: projectId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['address', 'device'] }).notNull(),
    value: text('value').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('login_known_clients_unique').on(t.userId, t.kind, t.value),
    check('login_known_clients_kind', sql`${t.kind} in ('address', 'device')`),
  ],
);

/**
 * A password reset link an owner or admin made for a member (docs/product/account.md#reset-links):
 * single use, valid until `expires_at` (24 hours); only its token's hash is kept.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    projectId: projectId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);
