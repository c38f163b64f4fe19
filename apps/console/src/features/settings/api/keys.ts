/** Whose theme values tree: a website's (`/sites/:id`) or an app's with Advanced settings (`/apps/:id`). */
export type TThemeOwner = { kind: 'sites' | 'apps'; id: number };

// The site key matches the products feature's, so a save here refreshes the product page too.
export const settingsKeys = {
  site: (siteId: number) => ['sites', siteId] as const,
  theme: (siteId: number) => ['sites', siteId, 'theme'] as const,
  ownerTheme: (owner: TThemeOwner) => [owner.kind, owner.id, 'theme'] as const,
  businesses: (search: string) => ['businesses', { search }] as const,
  /** The app as GET /api/builder/apps/:id answers it: the products feature's key, so saves here refresh it. */
  app: (appId: number) => ['products', 'app', appId] as const,
  /** The project's configs (GET /api/configs), shared with the products feature's key. */
  configs: ['configs'] as const,
};
