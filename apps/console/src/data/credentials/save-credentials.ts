import { notifications } from '@mantine/notifications';
import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../lib/error-message';
import { useUploadProgress } from '../../lib/use-upload-progress';
import { writeCredentialsToAppCache } from '../apps/app-cache';
import '../../lib/page-words/settings-app';

/** Only what changed: text values already stripped of whitespace, files as the owner picked them. */
export type TCredentialChanges = { texts: Record<string, string>; files: Record<string, File> };

/**
 * Save credentials per platform (docs/product/api.md#store-credentials): POST
 * /api/builder/apps/:appId/credentials/:platform, multipart with each changed field, files as files
 * (docs/decisions/007-store-credentials.md). The answer, the platform's summary, becomes the cached
 * app's; every message of a refusal is shown together in one toast, joined by newlines
 * (docs/product/errors.md#where-errors-appear).
 */
export function useSaveCredentials(appId: number, platform: TPlatform) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { progress, upload } = useUploadProgress();
  const mutation = useMutation({
    // One save per app and platform at a time: the server refuses a save based on stale credentials.
    scope: { id: `app-${appId}-credentials-${platform}` },
    mutationFn: ({ texts, files }: TCredentialChanges) => {
      const form = new FormData();
      for (const [field, value] of Object.entries(texts)) form.append(field, value);
      for (const [field, file] of Object.entries(files)) form.append(field, file, file.name);
      return upload<TCredentialsSummary>(`/builder/apps/${appId}/credentials/${platform}`, form);
    },
    onSuccess: (summary) => writeCredentialsToAppCache(queryClient, appId, platform, summary),
    onError: (error) => {
      const messages = errorMessages(error, t('settings.app.keys.saveFailed'));
      notifications.show({
        color: 'red',
        message: messages.join('\n'),
        // The messages are joined by newlines; keep them on lines of their own.
        styles: { description: { whiteSpace: 'pre-line' } },
      });
    },
  });
  return { ...mutation, progress };
}
