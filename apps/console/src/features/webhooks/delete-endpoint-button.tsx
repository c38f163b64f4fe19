import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDeleteWebhookEndpoint } from '../../data/webhooks/delete-webhook-endpoint';
import { firstErrorMessage } from '../../lib/error-message';
import { useNavigate } from '../../lib/router';
import '../../lib/page-words/webhooks';

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
  const handleDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('webhooks.delete.done') });
        void navigate('/webhooks', { replace: true });
      },
    });
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
        cancelLabel={t('webhooks.cancel')}
        actions={
          <Button color="red" onClick={handleDelete} loading={remove.isPending}>
            {t('webhooks.delete.confirm')}
          </Button>
        }
        isPending={remove.isPending}
        isCancelFocused
        error={remove.isError ? firstErrorMessage(remove.error, t('webhooks.delete.failed')) : null}
        onClose={close}
      />
    </>
  );
}
