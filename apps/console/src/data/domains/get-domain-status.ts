import type { TDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { syncSiteWithDomain } from './domain-cache';
import { domainKeys } from './keys';

/** How often the status is asked again while the platform is still working on the domain. */
export const DOMAIN_POLL_MS = 5000;

/**
 * The site's custom domain (GET /api/sites/:siteId/domain): the DNS record to create, what the
 * last check saw, the certificate and the timeline. While the process is pending it is asked for
 * again every 5 s, so the owner sees the DNS record found and the certificate issued without a
 * reload; it stops by itself once the process has ended.
 */
export function useDomainStatus(siteId: number, isEnabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: domainKeys.of(siteId),
    // Not asked for a site that cannot have a domain (the dashboard).
    enabled: isEnabled,
    queryFn: async ({ signal }) => {
      const status = await api<TDomainStatus>(`/sites/${siteId}/domain`, { signal });
      syncSiteWithDomain(queryClient, status);
      return status;
    },
    refetchInterval: (query) =>
      query.state.data?.ssl_process_status === 'pending' ? DOMAIN_POLL_MS : false,
  });
}
