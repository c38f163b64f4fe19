import { notifications } from '@mantine/notifications';
import {
  type TWebhookEndpoint,
  type TWebhookEndpointCreate,
  type TWebhookEndpointUpdate,
  type TWebhookEvent,
  WEBHOOK_EVENTS,
} from '@oc/domain/webhooks/webhook.schema';
import { useTranslation } from 'react-i18next';
import { useUpdateWebhookEndpoint } from '../../data/webhooks/update-webhook-endpoint';
import { EndpointForm, type TEndpointFormValues } from './endpoint-form';
import '../../lib/page-words/webhooks';

/** The fields that differ from the endpoint as saved: only they are sent. */
function changesOf(
  values: TWebhookEndpointCreate,
  saved: TWebhookEndpoint,
): TWebhookEndpointUpdate {
  const changes: TWebhookEndpointUpdate = {};
  if (values.url !== saved.url) changes.url = values.url;
  if ((values.description ?? '') !== saved.description) changes.description = values.description;
  const events = [...values.events].sort();
  if (events.join() !== [...saved.events].sort().join()) changes.events = values.events;
  return changes;
}

/** The endpoint's address, description and events, saved once something changed. */
export function EndpointSettings({ endpoint }: { endpoint: TWebhookEndpoint }) {
  const { t } = useTranslation();
  const update = useUpdateWebhookEndpoint(endpoint.id);
  const defaultValues: TEndpointFormValues = {
    url: endpoint.url,
    description: endpoint.description,
    // Only the events the owner can choose are shown (the domain's list).
    events: endpoint.events.filter((e): e is TWebhookEvent =>
      (WEBHOOK_EVENTS as readonly string[]).includes(e),
    ),
  };
  return (
    <EndpointForm
      defaultValues={defaultValues}
      submitLabel={t('webhooks.form.save')}
      needsChange
      onSave={async (values) => {
        const changes = changesOf(values, endpoint);
        if (Object.keys(changes).length === 0) return;
        await update.mutateAsync(changes);
        notifications.show({ color: 'green', message: t('webhooks.form.saved') });
      }}
    />
  );
}
