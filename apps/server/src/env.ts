import { isIP } from 'node:net';
import { z } from 'zod';

// The names Fastify's proxy-addr understands for whole private ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR) or a range name; what Fastify's trustProxy accepts. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

// Off unless listed: trusting X-Forwarded-For from anyone lets every client pick its own address,
// and the login limits are counted per address.
const ZTrustProxy = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .refine((entries) => entries.length > 0 && entries.every(isProxyAddress), {
    message:
      'must be a comma-separated list of proxy addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8',
  })
  .optional();

const ZSwitch = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true, false, 1 or 0' })
  .transform((value) => value === 'true' || value === '1');

/** An http(s) address; a service we call (Google Play) is never reached over another scheme. */
const ZHttpUrl = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'must be an http:// or https:// address',
  });

// docs/design.md#environment: validated at start, a clear message on a bad value.
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  OWNER_EMAIL: z.string().trim().toLowerCase().email().default('owner@demo.localhost'),
  OWNER_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  PLATFORM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name such as localhost or example.com')
    .default('localhost'),
  PUBLIC_URL: z.string().url().optional(),
  SECRET_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  // Where uploads, resized images and built apps are kept: this machine's disk (DATA_DIR/files), or
  // the database, which every process behind a balancer shares (docs/decisions/034). Unset: the
  // database when it is PostgreSQL, else the disk.
  FILE_STORAGE: z.enum(['disk', 'postgres']).optional(),
  // How long a stopping process keeps serving after /api/ready turns 503, before it stops taking
  // connections: a balancer's health-check interval (docs/operations.md#rolling-restarts).
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  // A job's lease (docs/design.md#jobs): how long a worker that died holds its job before another
  // takes it over. Renewed while the worker lives, so it bounds the wait after a crash, not a build.
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  // Google Play's publishing API and Google's OAuth token endpoint (send to store); tests point them
  // at a local fake.
  GOOGLE_PLAY_API_URL: ZHttpUrl.default('https://androidpublisher.googleapis.com'),
  GOOGLE_OAUTH_TOKEN_URL: ZHttpUrl.default('https://oauth2.googleapis.com/token'),
  // Custom domains (docs/product/custom-domain.md): HTTPS for them when HTTPS_PORT is set; the ACME
  // directory certificates are ordered from (Let's Encrypt by default, pebble in tests), with an
  // extra CA to trust for its own TLS (pebble's); the DNS server the CNAME check asks (host:port;
  // the system's resolver when unset); how often a pending domain's DNS is checked again.
  HTTPS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  ACME_DIRECTORY_URL: ZHttpUrl.default('https://acme-v02.api.letsencrypt.org/directory'),
  ACME_CA_FILE: z.string().min(1).optional(),
  ACME_EMAIL: z.string().trim().toLowerCase().email().optional(),
  DNS_RESOLVER: z
    .string()
    .regex(
      /^[0-9a-f.:[\]]+:\d{1,5}$|^[0-9.]+$/i,
      'must be an address with an optional port, e.g. 127.0.0.1:8053',
    )
    .optional(),
  DOMAIN_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // The orders a website takes (docs/decisions/025-order-limits.md): per customer address (an IPv6
  // /64 counts as one) in a window of minutes, per website in a window of seconds, and how many
  // orders a website may have open at once.
  ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
  ORDERS_PER_ADDRESS_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  ORDERS_PER_SITE: z.coerce.number().int().min(1).max(100_000).default(120),
  ORDERS_PER_SITE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  OPEN_ORDERS_PER_SITE: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  // Webhooks (docs/product/webhooks.md#where-webhooks-may-go): only to public https addresses,
  // unless this development allowance lets them reach http and private networks (a receiver on
  // this machine).
  WEBHOOKS_ALLOW_PRIVATE: ZSwitch.default(false),
  // Team invitations are emailed through this SMTP server (smtp:// or smtps://, with user:password
  // if it needs them), from SMTP_FROM; unset, the inviter copies the link instead.
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^\s]+$/,
      'must be an smtp:// or smtps:// address, e.g. smtp://user:pass@mail.example.com:587',
    )
    .optional(),
  SMTP_FROM: z.string().trim().min(3).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONSOLE_DIST: z.string().optional(),
  TRUST_PROXY: ZTrustProxy,
  API_DOCS: ZSwitch.default(true),
  // Where an app product's 'Purchase Now' and 'Book a demo' lead (the platform's own sales pages,
  // the same for every project); unset, the product page does not offer that button.
  PURCHASE_URL: ZHttpUrl.optional(),
  DEMO_URL: ZHttpUrl.optional(),
});
export type TEnv = z.infer<typeof ZEnv>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): TEnv {
  // Treat empty strings as unset, as shells and .env files often leave them so.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  // Owners' webhook addresses never reach this machine's network in production: the allowance
  // is for a receiver on a developer's own machine, and a deployment that sets it by mistake stops.
  if (parsed.data.WEBHOOKS_ALLOW_PRIVATE && cleaned.NODE_ENV === 'production')
    throw new EnvError(
      'Invalid environment:\n  WEBHOOKS_ALLOW_PRIVATE: not allowed when NODE_ENV is production',
    );
  return parsed.data;
}

/** Where the files are kept (FILE_STORAGE, else the database when it is PostgreSQL). */
export const fileStorageOf = (env: Pick<TEnv, 'FILE_STORAGE' | 'DATABASE_URL'>) =>
  env.FILE_STORAGE ?? (env.DATABASE_URL ? 'postgres' : 'disk');

/**
 * Whether this server can give custom domains a certificate and serve it: only with an HTTPS
 * listener (HTTPS_PORT). Without one, a request could never end, so it is refused up front and
 * `npm start` says so once.
 */
export const canServeCertificates = (env: Pick<TEnv, 'HTTPS_PORT'>) => env.HTTPS_PORT !== undefined;

/**
 * The default websites' hosts (docs/product/website.md#addresses): `{sub}.{PLATFORM_DOMAIN}` is the
 * ordering website, `{sub}{suffix}.{PLATFORM_DOMAIN}` the franchise website and the preview
 * addresses of the kiosk and franchises apps' themes.
 */
export const SITE_HOST_SUFFIXES = {
  franchise: '-franchise',
  app_kiosk_x: '-kiosk-app',
  app_franchises_x: '-franchises-app',
} as const;

/** The scheme and port the default websites are served on: PUBLIC_URL's, else http and PORT. */
function siteScheme(env: TEnv): { protocol: string; port: string } {
  if (env.PUBLIC_URL) {
    const u = new URL(env.PUBLIC_URL);
    return { protocol: u.protocol, port: u.port ? `:${u.port}` : '' };
  }
  return { protocol: 'http:', port: env.PORT === 80 ? '' : `:${env.PORT}` };
}

/**
 * The public URL of a project's default website (docs/product/website.md#addresses): the ordering
 * website at http://demo.localhost:8080 by default; `label` is the host's first label (`demo`,
 * `demo-franchise`).
 */
export function defaultSiteUrl(env: TEnv, label: string): string {
  const { protocol, port } = siteScheme(env);
  return `${protocol}//${label}.${env.PLATFORM_DOMAIN}${port}`;
}

/** Every default website's origin as a CSP source, e.g. `http://*.localhost:8080`. */
export const siteOriginsSource = (env: TEnv) => defaultSiteUrl(env, '*');

/**
 * Where the console is served: PUBLIC_URL's origin, else http://{PLATFORM_DOMAIN}:{PORT}. The
 * websites let only this origin frame their preview.
 */
export function consoleOrigin(env: TEnv): string {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  return `http://${env.PLATFORM_DOMAIN}${env.PORT === 80 ? '' : `:${env.PORT}`}`;
}
