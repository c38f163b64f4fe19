export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
  app: (appId: number) => [...productKeys.all, 'app', appId] as const,
  site: (siteId: number) => ['sites', siteId] as const,
  configs: ['configs'] as const,
};
