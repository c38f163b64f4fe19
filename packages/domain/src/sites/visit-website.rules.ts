import type { TSslProcessStatus } from '../domains/ssl-status.rules';

export type TVisitWebsiteInput = {
  domain: string | null;
  sslProcessStatus: TSslProcessStatus | null;
  siteUrl: string | null;
  defaultUrl: string;
};

/**
 * docs/product/website-settings.md#visit-website-link: 'Visit my website' opens the custom domain
 * once its process has ended; otherwise the configured site url; otherwise the default project
 * subdomain.
 */
export function visitWebsiteUrl({
  domain,
  sslProcessStatus,
  siteUrl,
  defaultUrl,
}: TVisitWebsiteInput): string {
  if (domain && sslProcessStatus === 'ended') return `https://${domain}`;
  if (siteUrl?.trim()) return siteUrl.trim();
  return defaultUrl;
}
