export const menuKeys = {
  all: ['menus'] as const,
  /** One business's menu, as GET /api/businesses/:id/menu answers it. */
  detail: (businessId: number) => [...menuKeys.all, 'detail', businessId] as const,
};
