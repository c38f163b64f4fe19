import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * A page that could not be shown: most often its code could not be downloaded (the network
 * dropped, or the console was updated since this tab opened and the old file is gone). Reloading
 * fetches the current console; what the owner saved is on the server.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // Logged for whoever looks at the browser's console; the owner gets words and a way out.
  console.error(error);
  return (
    <Center py="xl" component="main">
      <Stack align="center" maw={460} ta="center">
        <Title order={1} size="h2">
          {t('app.routeError.title')}
        </Title>
        <Text c="dimmed">{t('app.routeError.text')}</Text>
        <Button onClick={() => window.location.reload()}>{t('app.routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
