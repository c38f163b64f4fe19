import { notifications } from '@mantine/notifications';
import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { firstErrorMessage } from '../../lib/error-message';
import { writeBusinessToCache } from './business-cache';
import '../../lib/page-words/businesses';

/**
 * Archive or restore a business (POST /api/businesses/:id/archive|restore). The answer is the
 * business with its new status; a failure is a toast with the server's first message.
 */
export function useSetBusinessArchived(businessId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isArchived: boolean) =>
      api<TBusinessDetails>(`/businesses/${businessId}/${isArchived ? 'archive' : 'restore'}`, {
        method: 'POST',
      }),
    onSuccess: (business) => writeBusinessToCache(queryClient, business),
    onError: (error, isArchived) =>
      notifications.show({
        color: 'red',
        message: firstErrorMessage(
          error,
          t(isArchived ? 'businesses.archive.failed' : 'businesses.restore.failed'),
        ),
      }),
  });
}
