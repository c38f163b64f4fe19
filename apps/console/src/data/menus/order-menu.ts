import { notifications } from '@mantine/notifications';
import type { TMenu } from '@oc/domain/catalogue/menu.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { firstErrorMessage } from '../../lib/error-message';
import { menuKeys } from './keys';
import { refetchMenu } from './menu-cache';
import '../../lib/page-words/menu';

/** The categories, or one category's products, in a new order: ids, each once. */
type TNewOrder = { categoryId: number | null; ids: number[] };

function reordered<T extends { id: number }>(items: T[], ids: number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * PUT …/categories/order or …/products/order. The new order shows at once; a refused or failed
 * save puts the old one back and says so, since the owner may not be looking at the list then.
 */
export function useOrderMenu(businessId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = menuKeys.detail(businessId);
  return useMutation({
    mutationFn: ({ categoryId, ids }: TNewOrder) =>
      api<unknown>(
        categoryId === null
          ? `/businesses/${businessId}/menu/categories/order`
          : `/menu/categories/${categoryId}/products/order`,
        { method: 'PUT', body: { ids } },
      ),
    onMutate: async ({ categoryId, ids }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TMenu>(key);
      if (before)
        queryClient.setQueryData<TMenu>(key, {
          ...before,
          categories:
            categoryId === null
              ? reordered(before.categories, ids)
              : before.categories.map((c) =>
                  c.id === categoryId ? { ...c, products: reordered(c.products, ids) } : c,
                ),
        });
      return { before };
    },
    onError: (error, _order, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notifications.show({
        color: 'red',
        message: firstErrorMessage(error, t('menu.order.failed')),
      });
    },
    onSettled: () => refetchMenu(queryClient, businessId),
  });
}
