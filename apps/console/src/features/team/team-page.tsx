import { Alert, Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import type { TInvitationSent } from '@oc/domain/team/team.schema';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../components/load-failed';
import { useMe } from '../../data/auth/get-me';
import { useBusinessSearch } from '../../data/businesses/search-businesses';
import { useTeam } from '../../data/team/get-team';
import { InvitationLink } from './invitation-link';
import { InvitationsTable } from './invitations-table';
import { InviteDialog } from './invite-dialog';
import { MembersTable } from './members-table';
import '../../lib/page-words/team';

/**
 * /team (docs/product/team.md): the members with their roles, the pending invitations, Invite,
 * and what an owner or admin may change. The server decides who may; the page only leaves out
 * what the member's role could not do.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const me = useMe();
  const team = useTeam();
  // The first businesses, by name, for the business managers' columns.
  const businesses = useBusinessSearch('');
  const names = new Map((businesses.data?.items ?? []).map((b) => [b.id, b.name]));
  const [isInviting, setInviting] = useState(false);
  const [resent, setResent] = useState<TInvitationSent | null>(null);
  const myRole = me.data?.role ?? 'admin';

  const content = (
    <QueryContent query={team} loadingLabel={t('team.loading')} failedTitle={t('team.loadFailed')}>
      {(data) => (
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('team.members.title')}
            </Title>
            <MembersTable members={data.members} myRole={myRole} names={names} />
          </Stack>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('team.invitations.title')}
            </Title>
            {resent && (
              <Alert
                color="blue"
                title={t('team.invitations.resentTitle', { email: resent.invitation.email })}
              >
                <Group align="flex-start" wrap="nowrap">
                  <div style={{ flex: 1 }}>
                    <InvitationLink sent={resent} />
                  </div>
                  <CloseButton onClick={() => setResent(null)} aria-label={t('team.done')} />
                </Group>
              </Alert>
            )}
            {data.invitations.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('team.invitations.none')}
              </Text>
            ) : (
              <InvitationsTable invitations={data.invitations} onResent={setResent} />
            )}
          </Stack>
        </Stack>
      )}
    </QueryContent>
  );

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('team.title')}
        </Title>
        {team.data && (
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setInviting(true)}
          >
            {t('team.invite.button')}
          </Button>
        )}
      </Group>
      <Text maw={720}>{t('team.intro')}</Text>
      {content}
      <InviteDialog
        opened={isInviting}
        onClose={() => setInviting(false)}
        mayMakeOwner={myRole === 'owner'}
      />
    </Stack>
  );
}
