import type { TWebhookEndpointWithSecret } from '@oc/domain/webhooks/webhook.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
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
  actor: TAuditActor,
): Promise<TWebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  const row = await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const updated = await updateEndpoint(inTx, endpointId, { secret: secrets.encrypt(secret) });
    if (!updated) throw notFound('WEBHOOK_ENDPOINT_NOT_FOUND');
    // Which field, never its value.
    await recordAudit(inTx, actor, {
      area: 'webhooks',
      action: 'webhook.secret_rotated',
      target: updated.url,
      changes: { secret: {} },
    });
    return updated;
  });
  return { ...endpointOf(row), secret };
}
