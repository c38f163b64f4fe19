export const appKeys = {
  all: ['apps'] as const,
  /** The app as GET /api/builder/apps/:id answers it, with its constants, actions and credentials. */
  detail: (appId: number) => [...appKeys.all, appId] as const,
};
