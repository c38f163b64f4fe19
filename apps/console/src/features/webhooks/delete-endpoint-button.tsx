import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteWebhookEndpoint } from '../../data/webhooks/delete-webhook-endpoint';
import { firstErrorMessage } from '../../lib/error-message';
import { ConfirmDialog } from './confirm-dialog';

/** Delete, asked first: the endpoint and its delivery log go, and nothing queued is sent. */
export function DeleteEndpointButton({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteWebhookEndpoint(endpointId);
  const [isOpen, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    remove.reset();
  };
  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('webhooks.delete.button')}
      </Button>
      <ConfirmDialog
        opened={isOpen}
        title={t('webhooks.delete.title')}
        text={t('webhooks.delete.text')}
        confirmLabel={t('webhooks.delete.confirm')}
        isPending={remove.isPending}
        error={remove.isError ? firstErrorMessage(remove.error, t('webhooks.delete.failed')) : null}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('webhooks.delete.done') });
              void navigate('/webhooks', { replace: true });
            },
          })
        }
        onClose={close}
      />
    </>
  );
}
