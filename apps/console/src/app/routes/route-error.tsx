import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineScreen } from '../../components/offline-screen';
import { useRouteError } from '../../lib/router';

const reload = () => window.location.reload();

/**
 * A page that could not be shown: most often its code could not be downloaded (the network
 * dropped, or the console was updated since this tab opened and the old file is gone). Without a
 * network it is the settings page's offline screen; otherwise a page in owner words. Either way,
 * trying again reloads the current console; what the owner saved is on the server.
 */
export function RouteError() {
  const { t } = useTranslation();
  // Whether the network was there when the page failed: the offline screen stays once the
  // network is back, so its Try again is still where the owner expects it.
  const [wasOffline] = useState(() => !navigator.onLine);
  const error = useRouteError();
  // Logged for whoever looks at the browser's console; the owner gets words and a way out.
  console.error(error);
  if (wasOffline) {
    return (
      <main>
        <OfflineScreen
          title={t('settings.offline.title')}
          text={t('settings.offline.text')}
          imageAlt={t('settings.offline.imageAlt')}
          retryLabel={t('settings.retry')}
          onRetry={reload}
        />
      </main>
    );
  }
  return (
    <Center py="xl" component="main">
      <Stack align="center" maw={460} ta="center">
        <Title order={1} size="h2">
          {t('app.routeError.title')}
        </Title>
        <Text c="dimmed">{t('app.routeError.text')}</Text>
        <Button onClick={reload}>{t('app.routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
