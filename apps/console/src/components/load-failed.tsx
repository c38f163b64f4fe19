import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isNetworkError } from '../lib/api-client';
import { translateServerMessage } from '../lib/i18n';

type TProps = {
  /** What could not be loaded, in the owner's words ('The orders could not be loaded'). */
  title: string;
  /** Why: the server's message, or that the console is offline. */
  error: Error;
  /** Asks again (the query's refetch). */
  onRetry: () => void;
};

/** Something a page shows could not be loaded: what, why, and Try again. */
export function LoadFailed({ title, error, onRetry }: TProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        {isNetworkError(error) ? t('settings.offline.text') : translateServerMessage(error.message)}
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('settings.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
