import { Alert, Badge, Button, Skeleton, Table, Text } from '@mantine/core';
import type { TAccountSession } from '@oc/domain/account/account.schema';
import { useTranslation } from 'react-i18next';
import { KeyboardScrollContainer } from '../../components/keyboard-scroll-container';
import { useAccountSessions } from '../../data/account/list-sessions';
import { useSignOutSession } from '../../data/account/sign-out-session';
import '../../lib/page-words/account';

/**
 * Where the member is signed in (docs/product/account.md#sessions): each session's device,
 * address and times, 'This device' for the one in use, 'Sign out' for the others.
 */
export function SessionsList() {
  const { t } = useTranslation();
  const sessions = useAccountSessions();
  if (sessions.isPending) return <Skeleton h={120} />;
  if (sessions.isError) {
    return (
      <Alert color="red" role="alert">
        {t('account.sessions.loadFailed')}
      </Alert>
    );
  }
  return (
    <KeyboardScrollContainer minWidth={560} label={t('account.sessions.title')}>
      <Table aria-label={t('account.sessions.title')} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('account.sessions.device')}</Table.Th>
            <Table.Th>{t('account.sessions.address')}</Table.Th>
            <Table.Th>{t('account.sessions.signedIn')}</Table.Th>
            <Table.Th>{t('account.sessions.lastSeen')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </Table.Tbody>
      </Table>
    </KeyboardScrollContainer>
  );
}

function SessionRow({ session }: { session: TAccountSession }) {
  const { t } = useTranslation();
  const signOut = useSignOutSession();
  const device = session.device ?? t('account.sessions.unknownDevice');
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{device}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{session.address ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {t('account.sessions.date', { date: new Date(session.signed_in_at) })}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {t('account.sessions.date', { date: new Date(session.last_seen_at) })}
        </Text>
      </Table.Td>
      <Table.Td ta="end">
        {session.current ? (
          <Badge variant="light">{t('account.sessions.thisDevice')}</Badge>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={signOut.isPending}
            aria-label={t('account.sessions.signOutOf', { device })}
            onClick={() => signOut.mutate(session.id)}
          >
            {t('account.sessions.signOut')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
