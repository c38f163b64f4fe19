import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash)],
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
