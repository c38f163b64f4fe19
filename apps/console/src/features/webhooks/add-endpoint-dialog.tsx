import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { useCreateWebhookEndpoint } from '../../data/webhooks/create-webhook-endpoint';
import { EndpointForm } from './endpoint-form';
import { SecretPanel } from './secret-panel';
import '../../lib/page-words/webhooks';

type TProps = { opened: boolean; onClose: () => void };

const EMPTY = { url: '', description: '', events: ['order.created' as const] };

/**
 * Add endpoint: the form, then, once the server made it, its signing secret in the same dialog,
 * this once; closing the dialog forgets it, and focus goes back to the button that opened it.
 */
export function AddEndpointDialog({ opened, onClose }: TProps) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    create.reset();
    onClose();
  };
  return (
    <LazyModal
      opened={opened}
      // While the endpoint is being made the dialog stays, so its secret is not lost.
      onClose={create.isPending ? () => {} : close}
      // A stray click beside the dialog does not lose the secret; Done and Escape close it.
      closeOnClickOutside={secret === null}
      title={secret === null ? t('webhooks.add.title') : t('webhooks.secret.addedTitle')}
      size="lg"
      centered
    >
      {secret === null ? (
        // Mounted afresh on each opening, so it starts empty.
        opened && (
          <EndpointForm
            defaultValues={EMPTY}
            submitLabel={t('webhooks.add.submit')}
            onSave={async (values) => setSecret((await create.mutateAsync(values)).secret)}
            extraActions={
              <Button variant="default" onClick={close} disabled={create.isPending}>
                {t('webhooks.cancel')}
              </Button>
            }
          />
        )
      ) : (
        <SecretPanel secret={secret} onDone={close} />
      )}
    </LazyModal>
  );
}
