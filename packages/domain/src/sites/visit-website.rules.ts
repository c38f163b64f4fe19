import { isDomainServed, type TCertificateState } from '../domains/ssl-status.rules';

export type TVisitWebsiteInput = TCertificateState & {
  siteUrl: string | null;
  defaultUrl: string;
};

/**
 * docs/product/website-settings.md#visit-website-link: 'Visit my website' opens the custom domain
 * once it is served (docs/product/custom-domain.md#where-the-domain-is-used: issued, its process
 * ended; a cancelled, failed or expired request is never opened); otherwise the configured site
 * url; otherwise the default project subdomain.
 */
export function visitWebsiteUrl(input: TVisitWebsiteInput): string {
  const { domain, siteUrl, defaultUrl } = input;
  if (domain && isDomainServed(input)) return `https://${domain}`;
  if (siteUrl?.trim()) return siteUrl.trim();
  return defaultUrl;
}
