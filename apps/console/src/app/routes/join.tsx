import { Card, Center, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JoinForm } from '../../features/team/join-form';
import { useNavigate, useParams } from '../../lib/router';
import '../../lib/page-words/team';

/** /join/:token: an invitation link, opened without a login, like the login page. */
export function JoinRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  return (
    <Center component="main" mih="100vh" bg="gray.0">
      <Card withBorder shadow="sm" padding="xl" w={440} maw="92vw">
        <Title order={1} size="h2" mb="lg">
          {t('team.join.title')}
        </Title>
        <JoinForm token={token} onJoined={() => navigate('/', { replace: true })} />
      </Card>
    </Center>
  );
}
