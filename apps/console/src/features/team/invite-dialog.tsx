import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import type { TRole } from '@oc/domain/team/roles';
import type { TInvitationSent } from '@oc/domain/team/team.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { useInviteMember } from '../../data/team/invite-member';
import { errorMessages } from '../../lib/error-message';
import { InvitationLink } from './invitation-link';
import { RoleFields } from './role-fields';
import '../../lib/page-words/team';

type TProps = { opened: boolean; onClose: () => void; mayMakeOwner: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function InviteForm({
  onSent,
  onCancel,
  mayMakeOwner,
}: {
  onSent: (sent: TInvitationSent) => void;
  onCancel: () => void;
  mayMakeOwner: boolean;
}) {
  const { t } = useTranslation();
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TRole>('admin');
  const [businessIds, setBusinessIds] = useState<number[]>([]);
  const [isChecked, setChecked] = useState(false);
  const emailError =
    isChecked && !EMAIL.test(email.trim()) ? t('team.invite.emailInvalid') : undefined;
  const businessesError =
    isChecked && role === 'business_manager' && businessIds.length === 0
      ? t('team.invite.businessesRequired')
      : undefined;
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!EMAIL.test(email.trim())) return;
    if (role === 'business_manager' && businessIds.length === 0) return;
    invite.mutate(
      {
        email: email.trim(),
        role,
        ...(role === 'business_manager' ? { business_ids: businessIds } : {}),
      },
      { onSuccess: onSent },
    );
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        {invite.isError && (
          <Alert color="red" role="alert">
            {errorMessages(invite.error, t('team.invite.failed')).join(' ')}
          </Alert>
        )}
        <TextInput
          label={t('team.email')}
          type="email"
          autoComplete="off"
          data-autofocus
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={emailError}
        />
        <RoleFields
          role={role}
          businessIds={businessIds}
          onRole={setRole}
          onBusinesses={setBusinessIds}
          mayMakeOwner={mayMakeOwner}
          businessesError={businessesError}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={invite.isPending}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {t('team.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Invite: email, role and a manager's businesses; then the link, this once, to copy. */
export function InviteDialog({ opened, onClose, mayMakeOwner }: TProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<TInvitationSent | null>(null);
  const close = () => {
    setSent(null);
    onClose();
  };
  return (
    <LazyModal
      opened={opened}
      onClose={close}
      closeOnClickOutside={sent === null}
      title={sent ? t('team.invite.sentTitle') : t('team.invite.title')}
      size="lg"
      centered
    >
      {sent ? (
        <Stack>
          <InvitationLink sent={sent} />
          <Group justify="flex-end">
            <Button onClick={close}>{t('team.done')}</Button>
          </Group>
        </Stack>
      ) : (
        opened && <InviteForm onSent={setSent} onCancel={close} mayMakeOwner={mayMakeOwner} />
      )}
    </LazyModal>
  );
}
