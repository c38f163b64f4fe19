import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Every table but `projects` carries project_id; repositories scope every query by it
// (docs/design.md#data).
const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
/** The app (product) a row belongs to; deleted with it. */
const appId = () =>
  integer('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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

/**
 * A theme values tree. Websites own one through their site; the kiosk and franchises apps, which
 * have no site, own one directly (docs/decisions/005-app-themes.md). Exactly one owner is set.
 */
export const themes = pgTable(
  'themes',
  {
    id: id(),
    projectId: projectId(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    appId: integer('app_id'),
    themeId: text('theme_id').notNull(),
    structure: text('structure').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Bumped on every save (docs/product/theme-values.md#saving). */
    version: integer('version').notNull().default(1),
    /**
     * The version at which each path was last written: a save is stale only for paths it changes.
     */
    pathVersions: jsonb('path_versions')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('themes_site_unique').on(t.siteId),
    uniqueIndex('themes_app_unique').on(t.appId),
    // Through (project_id, app_id): an app's theme can only ever sit in the app's own project.
    foreignKey({
      name: 'themes_app_same_project_fk',
      columns: [t.projectId, t.appId],
      foreignColumns: [apps.projectId, apps.id],
    }).onDelete('cascade'),
    check('themes_one_owner', sql`(${t.siteId} is null) <> (${t.appId} is null)`),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    projectId: projectId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logo: text('logo'),
    /** The franchise the business belongs to, whose franchise website lists it; null for none. */
    franchiseId: integer('franchise_id'),
  },
  (t) => [
    uniqueIndex('businesses_project_slug_unique').on(t.projectId, t.slug),
    index('businesses_project_name_idx').on(t.projectId, sql`lower(${t.name})`),
    index('businesses_project_franchise_idx').on(t.projectId, t.franchiseId),
    // The business search's `name ILIKE '%term%'` (catalogue.repository.ts): a trigram index
    // answers a substring match, which no btree can (decision 022; the migration creates pg_trgm).
    // fastupdate off: a new row goes straight into the index, not into a pending list that every
    // search reads through until (auto)vacuum merges it or it passes 4 MB; PGlite has no autovacuum.
    index('businesses_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // Through (project_id, franchise_id): a business only ever joins its own project's franchise.
    foreignKey({
      name: 'businesses_franchise_same_project_fk',
      columns: [t.projectId, t.franchiseId],
      foreignColumns: [franchises.projectId, franchises.id],
    }),
  ],
);

export const franchises = pgTable(
  'franchises',
  {
    id: id(),
    projectId: projectId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    header: text('header'),
  },
  (t) => [
    uniqueIndex('franchises_project_slug_unique').on(t.projectId, t.slug),
    // The target of businesses' (project_id, franchise_id) foreign key.
    uniqueIndex('franchises_project_id_unique').on(t.projectId, t.id),
  ],
);

/**
 * Spec "Configs" (google_maps_api_key, site_url) and "Configurations" (subdomain): key/value rows.
 */
export const configs = pgTable(
  'configs',
  {
    id: id(),
    projectId: projectId(),
    scope: text('scope', { enum: ['configs', 'configurations'] }).notNull(),
    key: text('key').notNull(),
    value: text('value'),
  },
  (t) => [uniqueIndex('configs_project_key_unique').on(t.projectId, t.scope, t.key)],
);

/** The template an app (or website product) is made from. */
export const bases = pgTable('bases', {
  id: id(),
  projectId: projectId(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  platforms: jsonb('platforms').$type<('ios' | 'android')[]>().notNull(),
});

/** A product of the project: one of the three websites or six apps. */
export const apps = pgTable(
  'apps',
  {
    id: id(),
    projectId: projectId(),
    baseId: integer('base_id')
      .notNull()
      .references(() => bases.id),
    siteId: integer('site_id').references(() => sites.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    version: text('version').notNull().default('1.0.0'),
    package: text('package').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('apps_project_idx').on(t.projectId),
    // The target of themes' (project_id, app_id) foreign key.
    uniqueIndex('apps_project_id_unique').on(t.projectId, t.id),
  ],
);

export const baseConstants = pgTable(
  'base_constants',
  {
    id: id(),
    projectId: projectId(),
    appId: appId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['string', 'integer', 'decimal', 'boolean', 'json'] }).notNull(),
    value: text('value'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('base_constants_app_code_unique').on(t.appId, t.code)],
);

export type TFileRulesRow = {
  width?: number;
  height?: number;
  max_size?: number;
  extension?: string[];
  mimetype?: string[];
};

export const baseActions = pgTable(
  'base_actions',
  {
    id: id(),
    projectId: projectId(),
    appId: appId(),
    group: text('group').notNull(),
    name: text('name').notNull(),
    targetPath: text('target_path').notNull(),
    publicUrl: text('public_url'),
    editable: boolean('editable').notNull().default(true),
    fileRules: jsonb('file_rules').$type<TFileRulesRow>(),
    textContent: text('text_content'),
    sourcePath: text('source_path'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('base_actions_app_idx').on(t.appId)],
);

/** Store credentials: the secret fields are one AES-256-GCM blob; `summary` says which are set. */
export const storeCredentials = pgTable(
  'store_credentials',
  {
    id: id(),
    projectId: projectId(),
    appId: appId(),
    platform: text('platform', { enum: ['ios', 'android'] }).notNull(),
    secret: text('secret'),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('store_credentials_app_platform_unique').on(t.appId, t.platform)],
);

export const builds = pgTable(
  'builds',
  {
    id: id(),
    projectId: projectId(),
    appId: appId(),
    platform: text('platform', { enum: ['ios', 'android'] }).notNull(),
    status: text('status').notNull(),
    appVersion: text('app_version').notNull(),
    mode: text('mode').notNull(),
    kind: text('kind', { enum: ['assemble', 'bundle'] })
      .notNull()
      .default('assemble'),
    jobId: text('job_id'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('builds_app_idx').on(t.appId, t.platform),
    // At most one unfinished build per app and platform, however many requests race.
    uniqueIndex('builds_one_running_unique')
      .on(t.appId, t.platform)
      .where(sql`${t.status} in ('pending', 'queued', 'building', 'finishing')`),
  ],
);

/**
 * A build's log, a line a row, written as the build goes (docs/product/builds.md#following-a-build).
 */
export const buildLogs = pgTable(
  'build_logs',
  {
    id: id(),
    projectId: projectId(),
    buildId: integer('build_id')
      .notNull()
      .references(() => builds.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('build_logs_build_seq_unique').on(t.buildId, t.seq)],
);

export const builtApps = pgTable(
  'built_apps',
  {
    id: id(),
    projectId: projectId(),
    appId: appId(),
    buildId: integer('build_id').references(() => builds.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: ['ios', 'android'] }).notNull(),
    mode: text('mode').notNull(),
    kind: text('kind', { enum: ['assemble', 'bundle'] }).notNull(),
    extension: text('extension').notNull(),
    fileKey: text('file_key').notNull(),
    appVersion: text('app_version').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    size: integer('size').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('built_apps_app_idx').on(t.appId)],
);

/**
 * Durable background work (docs/design.md#jobs): builds, and custom domains' certificates. A worker
 * claims a due job with FOR UPDATE SKIP LOCKED and holds it under a lease it renews while it
 * works; a job whose lease ran out belongs to a worker that died and is taken again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    projectId: projectId(),
    kind: text('kind').notNull(),
    /** The row the job works on (builds.id for a build). */
    refId: integer('ref_id').notNull(),
    state: text('state', { enum: ['queued', 'running', 'done', 'cancelled'] })
      .notNull()
      .default('queued'),
    /** How many times a worker has taken it. */
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Set by a cancel while it runs; the worker stops at its next step. */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.kind, t.state, t.runAt),
    index('jobs_ref_idx').on(t.kind, t.refId),
  ],
);

/**
 * The project's Android debug key (Test builds), made once on the first debug build; sealed like
 * credentials (docs/design.md#data).
 */
export const debugKeys = pgTable('debug_keys', {
  id: id(),
  projectId: integer('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** Metadata of stored files (content-addressed on disk); one row per project and key. */
export const files = pgTable(
  'files',
  {
    id: id(),
    projectId: projectId(),
    key: text('key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_project_key_unique').on(t.projectId, t.key)],
);

/** A line of an order, priced by the server from the business's menu (cents). */
export type TOrderLineRow = {
  product_id: string;
  name: string;
  quantity: number;
  unit_price: number;
  total: number;
};
export type TOrderCustomerRow = {
  name: string;
  phone: string;
  address: string;
  internal_number: string;
  notes: string;
};

/**
 * An order placed on a website (docs/product/website.md#orders). The business is a snapshot: the
 * order reads the same after the business is renamed.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    projectId: projectId(),
    siteId: integer('site_id').notNull(),
    /** Random and unguessable (base64url): the confirmation page's address. */
    publicId: text('public_id').notNull(),
    /** Per project, from 1001 (order_numbers). */
    number: integer('number').notNull(),
    businessSlug: text('business_slug').notNull(),
    businessName: text('business_name').notNull(),
    businessLogo: text('business_logo'),
    orderType: text('order_type').notNull(),
    lines: jsonb('lines').$type<TOrderLineRow[]>().notNull(),
    /** Cents. */
    total: integer('total').notNull(),
    customer: jsonb('customer').$type<TOrderCustomerRow>().notNull(),
    /** Where the order is in its life (ORDER_STATUSES); 'received' until the store acts on it. */
    status: text('status').notNull().default('received'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_public_id_unique').on(t.publicId),
    uniqueIndex('orders_project_number_unique').on(t.projectId, t.number),
    // A site's orders by time: its recent and open orders are counted on every new order
    // (docs/decisions/025-order-limits.md).
    index('orders_site_created_idx').on(t.siteId, t.createdAt),
    // Through (project_id, site_id): an order only ever sits in its site's project.
    foreignKey({
      name: 'orders_site_same_project_fk',
      columns: [t.projectId, t.siteId],
      foreignColumns: [sites.projectId, sites.id],
    }).onDelete('cascade'),
  ],
);

/** The last order number given in each project: taken and bumped in one statement. */
export const orderNumbers = pgTable('order_numbers', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  last: integer('last').notNull(),
});

/**
 * The address each recent order of a site came from, for the per-address limit
 * (docs/decisions/025-order-limits.md). Kept apart from the order and only as long as the limit's
 * window: the order itself never stores where the customer was.
 */
export const orderClients = pgTable(
  'order_clients',
  {
    id: id(),
    projectId: projectId(),
    siteId: integer('site_id').notNull(),
    /** The client's address; an IPv6 one as its /64 network. */
    client: text('client').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_clients_site_client_idx').on(t.siteId, t.client, t.createdAt),
    index('order_clients_created_at_idx').on(t.createdAt),
    // As orders': a row only ever sits in its site's project.
    foreignKey({
      name: 'order_clients_site_same_project_fk',
      columns: [t.projectId, t.siteId],
      foreignColumns: [sites.projectId, sites.id],
    }).onDelete('cascade'),
  ],
);
