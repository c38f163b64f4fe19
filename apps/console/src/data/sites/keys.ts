export const siteKeys = {
  all: ['sites'] as const,
  detail: (siteId: number) => [...siteKeys.all, siteId] as const,
};
