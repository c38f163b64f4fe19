import type { TSslProcessStatus, TSslStatus } from '@oc/domain/domains/ssl-status.rules';

// A site's custom domain as the sites table keeps it (docs/product/custom-domain.md): the domain,
// its certificate statuses and the last DNS check. The domains module tells its story; the columns
// are the sites module's.

export type TSiteDomainRow = {
  id: number;
  projectId: number;
  kind: 'ordering' | 'franchise' | 'dashboard';
  domain: string | null;
  sslStatus: TSslStatus | null;
  sslProcessStatus: TSslProcessStatus | null;
  dnsSeen: string[] | null;
  dnsCheckedAt: Date | null;
};

/** The certificate statuses a change writes (an absent one is left as it is). */
export type TSiteDomainStatuses = {
  sslStatus?: TSslStatus | null;
  sslProcessStatus?: TSslProcessStatus;
};

/** What a change expects the site to be in, so that a cancel or a new request that came first wins. */
export type TSiteDomainExpectation = {
  sslProcessStatus?: TSslProcessStatus;
  sslStatus?: TSslStatus;
};
