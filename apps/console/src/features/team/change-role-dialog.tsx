import { Alert, Button, Group, Stack } from '@mantine/core';
import type { TRole } from '@oc/domain/team/roles';
import type { TTeamMember } from '@oc/domain/team/team.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { useChangeMember } from '../../data/team/change-member';
import { errorMessages } from '../../lib/error-message';
import { RoleFields } from './role-fields';
import '../../lib/page-words/team';

type TProps = {
  member: TTeamMember;
  onClose: () => void;
  mayMakeOwner: boolean;
  names: ReadonlyMap<number, string>;
};

function ChangeRoleForm({ member, onClose, mayMakeOwner, names }: TProps) {
  const { t } = useTranslation();
  const change = useChangeMember();
  const [role, setRole] = useState<TRole>(member.role);
  const [businessIds, setBusinessIds] = useState(member.business_ids);
  const [isChecked, setChecked] = useState(false);
  const needsBusiness = role === 'business_manager' && businessIds.length === 0;
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (needsBusiness) return;
    change.mutate(
      {
        memberId: member.id,
        role,
        ...(role === 'business_manager' ? { business_ids: businessIds } : {}),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {change.isError && (
          <Alert color="red" role="alert">
            {errorMessages(change.error, t('team.change.failed')).join(' ')}
          </Alert>
        )}
        <RoleFields
          role={role}
          businessIds={businessIds}
          onRole={setRole}
          onBusinesses={setBusinessIds}
          mayMakeOwner={mayMakeOwner}
          businessesError={
            isChecked && needsBusiness ? t('team.invite.businessesRequired') : undefined
          }
          names={names}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('team.change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Change role: the member's role and, for a business manager, their businesses. */
export function ChangeRoleDialog(props: TProps & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <LazyModal
      opened={props.opened}
      onClose={props.onClose}
      title={t('team.change.title', { name: props.member.name })}
      size="lg"
      centered
    >
      {props.opened && <ChangeRoleForm {...props} />}
    </LazyModal>
  );
}
