export const domainKeys = {
  all: ['domains'] as const,
  /** A site's custom domain as GET /api/sites/:siteId/domain gives it (ZDomainStatus). */
  of: (siteId: number) => [...domainKeys.all, siteId] as const,
};
