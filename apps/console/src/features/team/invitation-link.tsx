import { Alert, Stack, Text } from '@mantine/core';
import type { TInvitationSent } from '@oc/domain/team/team.schema';
import { useTranslation } from 'react-i18next';
import { CopyableCode } from '../../components/copyable-code';
import { translateServerMessage } from '../../lib/i18n';
import '../../lib/page-words/team';

/**
 * An invitation's link, shown this once after it is made or sent again (only its hash is kept),
 * with whether the email went out.
 */
export function InvitationLink({ sent }: { sent: TInvitationSent }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {sent.emailed ? (
        <Alert color="green">{t('team.link.emailed', { email: sent.invitation.email })}</Alert>
      ) : (
        sent.email_problem && (
          <Alert color="yellow" role="alert">
            {translateServerMessage(sent.email_problem)}
          </Alert>
        )
      )}
      <CopyableCode
        code={sent.link}
        label={t('team.link.label')}
        isLabelShown
        copyLabel={t('team.link.copy')}
        copiedLabel={t('team.link.copied')}
      />
      <Text size="sm" c="dimmed">
        {t('team.link.once')}
      </Text>
    </Stack>
  );
}
