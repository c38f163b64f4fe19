import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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

/**
 * A list page's body from its query: the data once there, what failed (with Try again), or rows
 * drawn grey while it loads, named for assistive technology.
 */
export function QueryContent<T>({
  query,
  loadingLabel,
  failedTitle,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  failedTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return (
      <LoadFailed title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  return (
    <Stack aria-busy="true" aria-label={loadingLabel} role="status">
      <Skeleton height={48} />
      <Skeleton height={48} />
    </Stack>
  );
}
