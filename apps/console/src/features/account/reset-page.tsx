import { Alert, Anchor, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { usePasswordReset } from '../../data/account/read-password-reset';
import { firstErrorMessage } from '../../lib/error-message';
import { Link as RouterLink, useNavigate, useParams } from '../../lib/router';
import { ResetPasswordForm } from './reset-password-form';
import '../../lib/page-words/account';

/**
 * /reset/:token, opened signed out from the link an owner or admin handed over
 * (docs/product/account.md#reset-links): whose password it sets, then the new one; a used,
 * expired or unknown link says so in words.
 */
export function ResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const preview = usePasswordReset(token);
  const handleDone = () => {
    notifications.show({ color: 'green', message: t('account.reset.done') });
    navigate('/login', { replace: true });
  };
  return (
    // The page's one landmark and heading, as the login page's.
    <Center component="main" mih="100vh" bg="gray.0">
      <Card withBorder shadow="sm" padding="xl" w={400} maw="92vw">
        <Title order={1} size="h2" mb="lg">
          {t('account.reset.title')}
        </Title>
        {preview.isPending ? (
          <Center>
            <Loader aria-label={t('account.reset.loading')} />
          </Center>
        ) : preview.isError ? (
          <Stack>
            <Alert color="red" role="alert">
              {firstErrorMessage(preview.error, t('account.reset.failed'))}
            </Alert>
            <Anchor component={RouterLink} to="/login">
              {t('account.reset.toLogin')}
            </Anchor>
          </Stack>
        ) : (
          <Stack>
            <Text>{t('account.reset.for', preview.data)}</Text>
            <Text size="sm" c="dimmed">
              {t('account.reset.expires', { date: new Date(preview.data.expires_at) })}
            </Text>
            <ResetPasswordForm token={token} onDone={handleDone} />
          </Stack>
        )}
      </Card>
    </Center>
  );
}
