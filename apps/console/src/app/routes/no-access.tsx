import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';

/**
 * A page the member's role does not open (a typed or shared address): said plainly, with a way to
 * their start page.
 */
export function NoAccessRoute({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center" maw={460} ta="center">
        <Title order={1} size="h2">
          {t('app.noAccess.title')}
        </Title>
        <Text c="dimmed">{t('app.noAccess.text')}</Text>
        <Button component={Link} to={home}>
          {t('app.noAccess.back')}
        </Button>
      </Stack>
    </Center>
  );
}
