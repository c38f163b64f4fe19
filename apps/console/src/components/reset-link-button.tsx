import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIssueResetLink } from '../data/account/issue-reset-link';
import { firstErrorMessage } from '../lib/error-message';
import { ConfirmDialog } from './confirm-dialog';
import { CopyableCode } from './copyable-code';
import '../lib/page-words/account';

type TProps = { member: { id: number; name: string; email: string } };

/**
 * 'Reset link' for a member on the Team page (docs/product/account.md#reset-links): asked first,
 * then the single-use link, valid 24 hours, shown this once to copy and hand over (the server keeps
 * only its hash). An owner or admin offers it; the server refuses an admin for an owner.
 */
export function ResetLinkButton({ member }: TProps) {
  const { t } = useTranslation();
  const issue = useIssueResetLink();
  const [isOpen, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    issue.reset();
  };
  const words = { name: member.name, email: member.email };
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={() => setOpen(true)}
        aria-label={t('account.resetLink.button', words)}
      >
        {t('account.resetLink.short')}
      </Button>
      <ConfirmDialog
        opened={isOpen}
        title={t('account.resetLink.title', words)}
        text={t('account.resetLink.text', words)}
        cancelLabel={t('account.resetLink.cancel')}
        isPending={issue.isPending}
        error={issue.isError ? firstErrorMessage(issue.error, t('account.resetLink.failed')) : null}
        onClose={close}
        actions={
          <Button loading={issue.isPending} onClick={() => issue.mutate(member.id)}>
            {t('account.resetLink.make')}
          </Button>
        }
      >
        {issue.data && (
          <Stack gap="sm">
            <CopyableCode
              code={issue.data.link}
              label={t('account.resetLink.label')}
              isLabelShown
              copyLabel={t('account.resetLink.copy')}
              copiedLabel={t('account.resetLink.copied')}
            />
            <Text size="sm" c="dimmed">
              {t('account.resetLink.once', { date: new Date(issue.data.expires_at) })}
            </Text>
            <Button variant="default" onClick={close}>
              {t('account.resetLink.done')}
            </Button>
          </Stack>
        )}
      </ConfirmDialog>
    </>
  );
}
