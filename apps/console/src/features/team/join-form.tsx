import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_LIMITS } from '@oc/domain/team/team.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptInvitation } from '../../data/team/accept-invitation';
import { useInvitation } from '../../data/team/get-invitation';
import { errorMessages, firstErrorMessage } from '../../lib/error-message';
import { ROLE_WORDS } from './team-words';
import '../../lib/page-words/team';

type TProps = { token: string; onJoined: () => void };

/**
 * The join page's content: who invites to which project as what, then the new member's name and
 * password (twice); joining signs them in. A dead link says to ask for a new invitation.
 */
export function JoinForm({ token, onJoined }: TProps) {
  const { t } = useTranslation();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [isChecked, setChecked] = useState(false);

  if (invitation.isPending)
    return (
      <Text role="status" aria-busy="true">
        {t('team.join.loading')}
      </Text>
    );
  if (invitation.isError)
    return (
      <Alert color="red" role="alert" title={t('team.join.deadTitle')}>
        {firstErrorMessage(invitation.error, t('team.join.loadFailed'))}
      </Alert>
    );

  const { project, invited_by, role, email } = invitation.data;
  const problems = {
    name: name.trim() === '' ? t('team.join.nameRequired') : undefined,
    password:
      password.length < PASSWORD_LIMITS.min || password.length > PASSWORD_LIMITS.max
        ? t('team.join.passwordLength')
        : undefined,
    again: again !== password ? t('team.join.passwordsDiffer') : undefined,
  };
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.name || problems.password || problems.again) return;
    accept.mutate({ name: name.trim(), password }, { onSuccess: onJoined });
  };
  return (
    <Stack>
      <Text>
        {invited_by
          ? t('team.join.invites', { inviter: invited_by, project, role: t(ROLE_WORDS[role].name) })
          : t('team.join.invited', { project, role: t(ROLE_WORDS[role].name) })}
      </Text>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          {accept.isError && (
            <Alert color="red" role="alert">
              {errorMessages(accept.error, t('team.join.failed')).join(' ')}
            </Alert>
          )}
          <TextInput label={t('team.email')} value={email} readOnly autoComplete="username" />
          <TextInput
            label={t('team.join.name')}
            autoComplete="name"
            autoFocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={isChecked && problems.name}
          />
          <PasswordInput
            label={t('team.join.password')}
            description={t('team.join.passwordHelp')}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={isChecked && problems.password}
          />
          <PasswordInput
            label={t('team.join.passwordAgain')}
            autoComplete="new-password"
            value={again}
            onChange={(e) => setAgain(e.currentTarget.value)}
            error={isChecked && problems.again}
          />
          <Button type="submit" loading={accept.isPending}>
            {t('team.join.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
