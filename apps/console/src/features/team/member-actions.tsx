import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TRole } from '@oc/domain/team/roles';
import type { TTeamMember } from '@oc/domain/team/team.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ResetLinkButton } from '../../components/reset-link-button';
import { useRemoveMember } from '../../data/team/remove-member';
import { useTransferOwnership } from '../../data/team/transfer-ownership';
import { firstErrorMessage } from '../../lib/error-message';
import { ChangeRoleDialog } from './change-role-dialog';
import '../../lib/page-words/team';

type TProps = { member: TTeamMember; myRole: TRole; names: ReadonlyMap<number, string> };

/**
 * What the caller may do to a member: change the role, remove (asked first), and for an owner
 * looking at an admin, make them owner (asked first). An admin does nothing to an owner; nobody
 * removes themselves here.
 */
export function MemberActions({ member, myRole, names }: TProps) {
  const { t } = useTranslation();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const [open, setOpen] = useState<'role' | 'remove' | 'owner' | null>(null);
  const close = () => {
    setOpen(null);
    remove.reset();
    transfer.reset();
  };
  if (member.role === 'owner' && myRole !== 'owner') return null;
  const label = { name: member.name };
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        variant="default"
        size="xs"
        onClick={() => setOpen('role')}
        aria-label={t('team.change.button', label)}
      >
        {t('team.change.short')}
      </Button>
      {myRole === 'owner' && member.role === 'admin' && (
        <Button
          variant="default"
          size="xs"
          onClick={() => setOpen('owner')}
          aria-label={t('team.owner.button', label)}
        >
          {t('team.owner.short')}
        </Button>
      )}
      {!member.is_you && <ResetLinkButton member={member} />}
      {!member.is_you && (
        <Button
          variant="default"
          color="red"
          size="xs"
          onClick={() => setOpen('remove')}
          aria-label={t('team.remove.button', label)}
        >
          {t('team.remove.short')}
        </Button>
      )}
      <ChangeRoleDialog
        opened={open === 'role'}
        member={member}
        onClose={close}
        mayMakeOwner={myRole === 'owner'}
        names={names}
      />
      <ConfirmDialog
        opened={open === 'remove'}
        title={t('team.remove.title', label)}
        text={t('team.remove.text', { name: member.name, email: member.email })}
        cancelLabel={t('team.cancel')}
        actions={
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(member.id, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t('team.remove.done', label) });
                  close();
                },
              })
            }
          >
            {t('team.remove.confirm')}
          </Button>
        }
        isPending={remove.isPending}
        isCancelFocused
        error={remove.isError ? firstErrorMessage(remove.error, t('team.remove.failed')) : null}
        onClose={close}
      />
      <ConfirmDialog
        opened={open === 'owner'}
        title={t('team.owner.title', label)}
        text={t('team.owner.text', label)}
        cancelLabel={t('team.cancel')}
        actions={
          <Button
            loading={transfer.isPending}
            onClick={() =>
              transfer.mutate(member.id, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t('team.owner.done', label) });
                  close();
                },
              })
            }
          >
            {t('team.owner.confirm')}
          </Button>
        }
        isPending={transfer.isPending}
        isCancelFocused
        error={transfer.isError ? firstErrorMessage(transfer.error, t('team.owner.failed')) : null}
        onClose={close}
      />
    </Group>
  );
}
