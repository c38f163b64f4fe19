import type { TMenu } from '@oc/domain/catalogue/menu.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { menuKeys } from './keys';

/** POST /api/businesses/:id/menu/copy: another business's menu replaces this one's. */
export function useCopyMenu(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fromBusinessId: number) =>
      api<TMenu>(`/businesses/${businessId}/menu/copy`, {
        method: 'POST',
        body: { from_business_id: fromBusinessId },
      }),
    onSuccess: (menu) => queryClient.setQueryData(menuKeys.detail(businessId), menu),
  });
}
