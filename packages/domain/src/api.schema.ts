import { z } from 'zod';
import { DB_INT_MAX } from './limits';
import { PRODUCT_CODES } from './products';

// The HTTP contract between console and server (DESIGN.md "API"). Every answer is an envelope:
// {error: false, result} on success, {error: true, result: string[]} on failure.
export const ZErrorEnvelope = z.object({ error: z.literal(true), result: z.array(z.string()) });
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
export function okEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ error: z.literal(false), result });
}

/** A row id in a path: a whole number that fits the integer columns ids live in. */
export const ZId = z.coerce.number().int().min(1).max(DB_INT_MAX);
export const ZIdParams = z.object({ id: ZId });
export const ZAppIdParams = z.object({ appId: ZId });

// --- auth ---
export const ZLoginRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(255),
  password: z.string().min(1).max(1024),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;
export const ZUser = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  project: z.object({ id: z.number(), code: z.string(), name: z.string() }),
});
export type TUser = z.infer<typeof ZUser>;
export const ZLoginResult = z.object({ token: z.string(), expires_at: z.string(), user: ZUser });
export type TLoginResult = z.infer<typeof ZLoginResult>;

// --- apps (products) ---
export const CONSTANT_TYPES = ['string', 'integer', 'decimal', 'boolean', 'json'] as const;
export type TConstantType = (typeof CONSTANT_TYPES)[number];
export const ZBaseConstant = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.enum(CONSTANT_TYPES),
  value: z.string().nullable(),
});
export type TBaseConstant = z.infer<typeof ZBaseConstant>;

export const ZFileRules = z.object({
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  max_size: z.number().int().positive().optional(), // KB (1024 bytes)
  extension: z.array(z.string()).optional(), // without the dot: ['png']
  mimetype: z.array(z.string()).optional(),
});
export type TFileRules = z.infer<typeof ZFileRules>;

export const ZBaseAction = z.object({
  id: z.number(),
  group: z.string(),
  name: z.string(),
  target_path: z.string(),
  public_url: z.string().nullable(),
  editable: z.boolean(),
  file_rules: ZFileRules.nullable(),
  text_content: z.string().nullable(),
  source_path: z.string().nullable(),
});
export type TBaseAction = z.infer<typeof ZBaseAction>;

export const PLATFORMS = ['ios', 'android'] as const;
export type TPlatform = (typeof PLATFORMS)[number];

/** Facts of the Android signing certificate, read by keytool when the keystore was checked on save. */
export const ZKeystoreFacts = z.object({
  subject: z.string(),
  sha1_fingerprint: z.string(), // AA:BB:… upper-case hex, as keytool and the Play Console show it
  sha256_fingerprint: z.string(),
  not_before: z.string(), // ISO 8601
  not_after: z.string(),
});
export type TKeystoreFacts = z.infer<typeof ZKeystoreFacts>;

/**
 * What the console may know about stored credentials (docs/decisions/007-store-credentials.md): every
 * field of the platform with whether it is set and, for files, their name and upload date; never a
 * value. Android adds the keystore's certificate facts (null until a keystore and its alias are set).
 */
export const ZCredentialsSummary = z.object({
  fields: z.record(
    z.string(),
    z.object({
      is_set: z.boolean(),
      file_name: z.string().nullable().optional(),
      uploaded_at: z.string().nullable().optional(),
    }),
  ),
  keystore: ZKeystoreFacts.nullable().optional(),
  updated_at: z.string().nullable(),
});
export type TCredentialsSummary = z.infer<typeof ZCredentialsSummary>;

export const BUILD_STATUSES = [
  'pending',
  'queued',
  'building',
  'finishing',
  'successful',
  'failed',
  'error_request',
] as const;
export type TBuildStatus = (typeof BUILD_STATUSES)[number];
export const BUILD_MODES = ['release', 'debug', 'app-store', 'ad-hoc'] as const;
export type TBuildMode = (typeof BUILD_MODES)[number];

export const ZBuild = z.object({
  id: z.number(),
  platform: z.enum(PLATFORMS),
  status: z.enum(BUILD_STATUSES),
  app_version: z.string(),
  mode: z.enum(BUILD_MODES),
  job_id: z.string().nullable(),
  updated_at: z.string(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
});
export type TBuild = z.infer<typeof ZBuild>;

export const ZBuiltApp = z.object({
  id: z.number(),
  platform: z.enum(PLATFORMS),
  mode: z.enum(BUILD_MODES),
  kind: z.enum(['assemble', 'bundle']),
  extension: z.enum(['apk', 'aab', 'ipa', 'zip']),
  url: z.string(),
  created_at: z.string(),
});
export type TBuiltApp = z.infer<typeof ZBuiltApp>;

export const ZApp = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  version: z.string(),
  package: z.string(),
  site_id: z.number().nullable(),
  base: z.object({
    id: z.number(),
    code: z.enum(PRODUCT_CODES),
    name: z.string(),
    platforms: z.array(z.enum(PLATFORMS)),
  }),
  baseConstants: z.array(ZBaseConstant),
  baseActions: z.array(ZBaseAction),
  ios_credentials: ZCredentialsSummary.nullable(),
  android_credentials: ZCredentialsSummary.nullable(),
  builds: z.array(ZBuild),
  built_apps: z.array(ZBuiltApp),
});
export type TApp = z.infer<typeof ZApp>;

export const ZProductListItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  code: z.enum(PRODUCT_CODES),
  site_id: z.number().nullable(),
});
export type TProductListItem = z.infer<typeof ZProductListItem>;

// --- sites and themes ---
export const SITE_KINDS = ['ordering', 'franchise', 'dashboard'] as const;
export const SSL_STATUSES = [
  'issued',
  'pre-issued',
  'error',
  'pending_validation',
  'revoked',
  'cancelled',
  'expired',
] as const;
export type TSslStatus = (typeof SSL_STATUSES)[number];
export const SSL_PROCESS_STATUSES = ['pending', 'ended'] as const;
export type TSslProcessStatus = (typeof SSL_PROCESS_STATUSES)[number];

export const ZSite = z.object({
  id: z.number(),
  kind: z.enum(SITE_KINDS),
  name: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  domain: z.string().nullable(),
  ssl_status: z.enum(SSL_STATUSES).nullable(),
  ssl_process_status: z.enum(SSL_PROCESS_STATUSES).nullable(),
  slug: z.string(),
  default_url: z.string(),
});
export type TSite = z.infer<typeof ZSite>;

export const ZThemeValues = z.record(z.string(), z.unknown());
export const ZTheme = z.object({
  id: z.number(),
  /** The website that owns the theme, or null for an app's own theme (exactly one of the two is set). */
  site_id: z.number().nullable(),
  /** The app that owns the theme (the kiosk and franchises apps), or null for a website's. */
  app_id: z.number().nullable(),
  theme_id: z.string(),
  structure: z.string(),
  values: ZThemeValues,
  version: z.number().int(),
  updated_at: z.string(),
});
export type TTheme = z.infer<typeof ZTheme>;

// --- lists ---
export const ZBusiness = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
});
export type TBusiness = z.infer<typeof ZBusiness>;
export const BUSINESS_PAGE_SIZE_MAX = 100;
export const ZBusinessesQuery = z.object({
  search: z.string().trim().max(255).optional(),
  /** Exact slug: how a picker shows the name of the business already chosen. */
  slug: z.string().trim().max(255).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(BUSINESS_PAGE_SIZE_MAX).default(20),
});
export type TBusinessesQuery = z.infer<typeof ZBusinessesQuery>;
export const ZBusinessPage = z.object({
  items: z.array(ZBusiness),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type TBusinessPage = z.infer<typeof ZBusinessPage>;

export const ZFranchise = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  header: z.string().nullable(),
});
export type TFranchise = z.infer<typeof ZFranchise>;

export const ZConfigs = z.object({
  google_maps_api_key: z.string().nullable(),
  site_url: z.string().nullable(),
  /** Spec 5: the custom notification sound, an uploaded file's URL or an address. */
  custom_sound: z.string().nullable(),
});
export type TConfigs = z.infer<typeof ZConfigs>;
export const ZConfigurations = z.object({ subdomain: z.string() });
export type TConfigurations = z.infer<typeof ZConfigurations>;
