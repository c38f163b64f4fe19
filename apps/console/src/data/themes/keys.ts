/** Whose theme values tree: a website's (`/sites/:id`) or an app's with Advanced settings (`/apps/:id`). */
export type TThemeOwner = { kind: 'sites' | 'apps'; id: number };

export const themeKeys = {
  all: ['themes'] as const,
  of: (owner: TThemeOwner) => [...themeKeys.all, owner.kind, owner.id] as const,
};
