import { Button } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useRotateWebhookSecret } from '../../data/webhooks/rotate-webhook-secret';
import { firstErrorMessage } from '../../lib/error-message';
import { SecretPanel } from './secret-panel';
import '../../lib/page-words/webhooks';

/**
 * Rotate secret: asked first, since the old secret stops at once (docs/product/webhooks.md#endpoints);
 * then the new one, shown this once in the same dialog.
 */
export function RotateSecretButton({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation();
  const rotate = useRotateWebhookSecret(endpointId);
  const [isOpen, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    rotate.reset();
  };
  const secret = rotate.data?.secret;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconKey size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('webhooks.rotate.button')}
      </Button>
      <ConfirmDialog
        opened={isOpen}
        title={secret ? t('webhooks.secret.rotatedTitle') : t('webhooks.rotate.title')}
        text={t('webhooks.rotate.text')}
        cancelLabel={t('webhooks.cancel')}
        actions={
          <Button color="red" onClick={() => rotate.mutate()} loading={rotate.isPending}>
            {t('webhooks.rotate.confirm')}
          </Button>
        }
        isPending={rotate.isPending}
        isCancelFocused
        error={rotate.isError ? firstErrorMessage(rotate.error, t('webhooks.rotate.failed')) : null}
        onClose={close}
      >
        {secret && <SecretPanel secret={secret} onDone={close} />}
      </ConfirmDialog>
    </>
  );
}
