import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useMe } from '../../data/auth/get-me';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';
import '../../lib/page-words/account';

/**
 * The member's own account (docs/product/account.md), for every member whatever their role:
 * who they are, their password, and where they are signed in.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Stack maw={880}>
      <PageHeader title={t('account.title')} />
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('account.profile.title')}
        </Title>
        <dl style={{ margin: 0 }}>
          <Text component="dt" size="sm" c="dimmed">
            {t('account.profile.name')}
          </Text>
          <Text component="dd" ms={0} mb="xs">
            {me.data?.name}
          </Text>
          <Text component="dt" size="sm" c="dimmed">
            {t('account.profile.email')}
          </Text>
          <Text component="dd" ms={0}>
            {me.data?.email}
          </Text>
        </dl>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('account.password.title')}
        </Title>
        <ChangePasswordForm />
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          {t('account.sessions.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('account.sessions.intro')}
        </Text>
        <SessionsList />
      </Card>
    </Stack>
  );
}
