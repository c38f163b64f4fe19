import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center">
        <Title order={1} size="h2">
          {t('app.notFound.title')}
        </Title>
        <Text c="dimmed">{t('app.notFound.text')}</Text>
        <Button component={Link} to="/my-products/ordering-website">
          {t('app.notFound.back')}
        </Button>
      </Stack>
    </Center>
  );
}
