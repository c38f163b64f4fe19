import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TInvitationSent, TPendingInvitation } from '@oc/domain/team/team.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useResendInvitation } from '../../data/team/resend-invitation';
import { useRevokeInvitation } from '../../data/team/revoke-invitation';
import { firstErrorMessage } from '../../lib/error-message';
import { formatWhen, ROLE_WORDS } from './team-words';
import '../../lib/page-words/team';

type TProps = {
  invitations: TPendingInvitation[];
  /** An invitation sent again: its new link, shown once above the table. */
  onResent: (sent: TInvitationSent) => void;
};

function InvitationActions({
  invitation,
  onResent,
}: {
  invitation: TPendingInvitation;
  onResent: TProps['onResent'];
}) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [isRevoking, setRevoking] = useState(false);
  const label = { email: invitation.email };
  const close = () => {
    setRevoking(false);
    revoke.reset();
  };
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          loading={resend.isPending}
          onClick={() => resend.mutate(invitation.id, { onSuccess: onResent })}
          aria-label={t('team.invitations.resend', label)}
        >
          {t('team.invitations.resendShort')}
        </Button>
        <Button
          variant="default"
          color="red"
          size="xs"
          onClick={() => setRevoking(true)}
          aria-label={t('team.invitations.revoke', label)}
        >
          {t('team.invitations.revokeShort')}
        </Button>
      </Group>
      {resend.isError && (
        <Text size="xs" c="red" role="alert">
          {firstErrorMessage(resend.error, t('team.invitations.resendFailed'))}
        </Text>
      )}
      <ConfirmDialog
        opened={isRevoking}
        title={t('team.invitations.revokeTitle', label)}
        text={t('team.invitations.revokeText', label)}
        cancelLabel={t('team.cancel')}
        actions={
          <Button
            color="red"
            loading={revoke.isPending}
            onClick={() => revoke.mutate(invitation.id, { onSuccess: close })}
          >
            {t('team.invitations.revokeConfirm')}
          </Button>
        }
        isPending={revoke.isPending}
        isCancelFocused
        error={
          revoke.isError
            ? firstErrorMessage(revoke.error, t('team.invitations.revokeFailed'))
            : null
        }
        onClose={close}
      />
    </Stack>
  );
}

/** The invitations neither accepted nor revoked: Resend (a new link) and Revoke. */
export function InvitationsTable({ invitations, onResent }: TProps) {
  const { t, i18n } = useTranslation();
  const now = Date.now();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label={t('team.invitations.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('team.email')}</Table.Th>
            <Table.Th scope="col">{t('team.role')}</Table.Th>
            <Table.Th scope="col">{t('team.invitations.invitedBy')}</Table.Th>
            <Table.Th scope="col">{t('team.invitations.sent')}</Table.Th>
            <Table.Th scope="col">{t('team.invitations.expires')}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{t('team.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.map((invitation) => (
            <Table.Tr key={invitation.id}>
              <Table.Th scope="row" fw={500} style={{ wordBreak: 'break-all' }}>
                {invitation.email}
              </Table.Th>
              <Table.Td>{t(ROLE_WORDS[invitation.role].name)}</Table.Td>
              <Table.Td>{invitation.invited_by ?? '—'}</Table.Td>
              <Table.Td>{formatWhen(invitation.sent_at, i18n.language)}</Table.Td>
              <Table.Td>
                {new Date(invitation.expires_at).getTime() <= now ? (
                  <Badge color="gray" variant="light">
                    {t('team.invitations.expired')}
                  </Badge>
                ) : (
                  formatWhen(invitation.expires_at, i18n.language)
                )}
              </Table.Td>
              <Table.Td>
                <InvitationActions invitation={invitation} onResent={onResent} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
