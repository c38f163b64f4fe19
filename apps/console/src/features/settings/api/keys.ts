// The site key matches the products feature's, so a save here refreshes the product page too.
export const settingsKeys = {
  site: (siteId: number) => ['sites', siteId] as const,
  theme: (siteId: number) => ['sites', siteId, 'theme'] as const,
  businesses: (search: string) => ['businesses', { search }] as const,
};
