import type { TDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import type { TSite } from '@oc/domain/sites/site.schema';
import type { QueryClient } from '@tanstack/react-query';
import { siteKeys } from '../sites/keys';
import { domainKeys } from './keys';

/**
 * The site record carries the domain and its two statuses too, and 'Visit my website' reads them
 * there (docs/product/website-settings.md#visit-website-link). When the domain's status moves on,
 * the cached site takes the new values at once and is then asked for again, so every screen
 * showing the site follows without a reload.
 */
export function syncSiteWithDomain(queryClient: QueryClient, status: TDomainStatus) {
  const key = siteKeys.detail(status.site_id);
  const site = queryClient.getQueryData<TSite>(key);
  if (
    !site ||
    (site.domain === status.domain &&
      site.ssl_status === status.ssl_status &&
      site.ssl_process_status === status.ssl_process_status)
  )
    return;
  queryClient.setQueryData<TSite>(key, {
    ...site,
    domain: status.domain,
    ssl_status: status.ssl_status,
    ssl_process_status: status.ssl_process_status,
  });
  void queryClient.invalidateQueries({ queryKey: key });
}

/** A status the server answered a request, check or cancel with: the page shows it at once. */
export function writeDomainStatus(queryClient: QueryClient, status: TDomainStatus) {
  queryClient.setQueryData(domainKeys.of(status.site_id), status);
  syncSiteWithDomain(queryClient, status);
}
