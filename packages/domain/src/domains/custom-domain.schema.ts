import { z } from 'zod';
import { cleanDomain } from './domain-name.rules';
import { SSL_PROCESS_STATUSES, SSL_STATUSES } from './ssl-status.rules';

// The custom domain of a website (docs/product/custom-domain.md, docs/product/api.md#custom-domain).

/**
 * POST /api/sites/{id}/domain. The maps key is required unless the project's configuration
 * already has one; sent, it is saved to the configuration. The server checks everything again
 * (custom-domain.rules.ts) and answers every problem at once, in the spec's words.
 */
export const ZRequestDomainRequest = z
  .object({
    // Cleaned before any check: a pasted address keeps only its domain (domain-name.rules.ts).
    domain: z.string().max(1000).transform(cleanDomain),
    google_maps_api_key: z.string().max(1000).optional(),
  })
  .strict();
export type TRequestDomainRequest = z.infer<typeof ZRequestDomainRequest>;

/** What happened to a custom domain, for the page's timeline. */
export const DOMAIN_EVENT_KINDS = [
  'requested',
  'dns_seen',
  'challenge_passed',
  'issued',
  'renewed',
  'cancelled',
  'failed',
  'expired',
  'revoked',
] as const;
export type TDomainEventKind = (typeof DOMAIN_EVENT_KINDS)[number];

export const ZDomainEvent = z.object({
  kind: z.enum(DOMAIN_EVENT_KINDS),
  at: z.string(),
  /** Owner-readable words on what happened (a failure's reason), or null. */
  detail: z.string().nullable(),
});

/** The DNS record to create, what the resolver answers now, and why it does not match yet. */
export const ZDomainDns = z.object({
  type: z.literal('CNAME'),
  /** The record's name: the custom domain itself. */
  name: z.string(),
  /** Where it must point: `{subdomain}.{PLATFORM_DOMAIN}` (or the franchise variant). */
  value: z.string(),
  /** What the resolver answered at the last check (CNAME targets, else addresses); empty: nothing. */
  seen: z.array(z.string()),
  matches: z.boolean(),
  /** Why it does not match yet, in words; null when it matches or was never checked. */
  problem: z.string().nullable(),
  checked_at: z.string().nullable(),
});
export type TDomainDns = z.infer<typeof ZDomainDns>;

export const ZDomainCertificate = z.object({
  issuer: z.string(),
  not_before: z.string(),
  not_after: z.string(),
});

/** GET /api/sites/{id}/domain: everything the site page shows about its custom domain. */
export const ZDomainStatus = z.object({
  site_id: z.number(),
  domain: z.string().nullable(),
  ssl_status: z.enum(SSL_STATUSES).nullable(),
  ssl_process_status: z.enum(SSL_PROCESS_STATUSES).nullable(),
  /** Null when there is no domain. */
  dns: ZDomainDns.nullable(),
  /** Oldest first. */
  timeline: z.array(ZDomainEvent),
  /** The certificate being served, when there is one. */
  certificate: ZDomainCertificate.nullable(),
  /**
   * Whether this server can issue and serve certificates for custom domains (its operator turned
   * on HTTPS for them); without it a request is refused, and the dialog says so before anything is
   * typed.
   */
  certificates_available: z.boolean(),
});
export type TDomainStatus = z.infer<typeof ZDomainStatus>;
