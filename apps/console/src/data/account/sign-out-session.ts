import { notifications } from '@mantine/notifications';
import type { TAccountSession } from '@oc/domain/account/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { firstErrorMessage } from '../../lib/error-message';
import { accountKeys } from './keys';
import '../../lib/page-words/account';

/**
 * Signs out one of the member's sessions (DELETE /api/account/sessions/:id); it leaves the list at
 * once. A failure is a toast with the server's first message.
 */
export function useSignOutSession() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number) =>
      api<null>(`/account/sessions/${sessionId}`, { method: 'DELETE' }),
    onSuccess: (_answer, sessionId) =>
      queryClient.setQueryData<TAccountSession[]>(accountKeys.sessions(), (list) =>
        list?.filter((session) => session.id !== sessionId),
      ),
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: firstErrorMessage(error, t('account.sessions.signOutFailed')),
      }),
  });
}
