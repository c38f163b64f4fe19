export const settingsKeys = {
  theme: (siteId: number) => ['sites', siteId, 'theme'] as const,
};
