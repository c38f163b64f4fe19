import { Card, Center, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../components/language-menu';
import { LoginForm } from '../../features/auth/login-form';
import { authToken } from '../../lib/auth-token';
import { Navigate, useNavigate, useSearchParams } from '../../lib/router';

/** Only same-site paths are followed after login, never another origin. */
function safeNext(next: string | null) {
  return next?.startsWith('/') && !next.startsWith('//') ? next : '/my-products/ordering-website';
}

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  if (authToken.get()) return <Navigate to={next} replace />;
  return (
    // The page's one landmark and heading (axe: landmark-one-main, page-has-heading-one).
    <Center component="main" mih="100vh" bg="gray.0">
      <Card withBorder shadow="sm" padding="xl" w={400} maw="92vw">
        <Title order={1} size="h2" mb="lg">
          {t('auth.title')}
        </Title>
        <LoginForm onSuccess={() => navigate(next, { replace: true })} />
        <Group justify="flex-end" mt="lg">
          <LanguageMenu />
        </Group>
      </Card>
    </Center>
  );
}
