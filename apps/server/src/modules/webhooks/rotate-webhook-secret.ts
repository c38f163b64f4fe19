import type { TWebhookEndpointWithSecret } from '@oc/domain/webhooks/webhook.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import { updateEndpoint } from './webhook-endpoints.repository';
import { newWebhookSecret } from './webhook-signature';
import { endpointOf } from './webhook-views';

/**
 * POST /api/webhooks/endpoints/{endpointId}/rotate-secret: a new signing secret, answered this once.
 * The old one signs nothing more from now on, retries of earlier events included.
 */
export async function rotateWebhookSecret(
  scope: TScope,
  secrets: TSecretBox,
  endpointId: number,
): Promise<TWebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  const row = await updateEndpoint(scope, endpointId, { secret: secrets.encrypt(secret) });
  if (!row) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND');
  return { ...endpointOf(row), secret };
}
