import {
  type TWebhookEndpointCreate,
  type TWebhookEndpointWithSecret,
  WEBHOOK_LIMITS,
} from '@oc/domain/webhooks/webhook.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { assertSafeUrl } from './assert-safe-url';
import { countEndpoints, insertEndpoint, withEndpointLock } from './webhook-endpoints.repository';
import { newWebhookSecret } from './webhook-signature';
import { endpointOf } from './webhook-views';

/**
 * POST /api/webhooks/endpoints: a new endpoint with a new signing secret, answered this once (it
 * is stored sealed and never shown again; rotate it to get a new one).
 */
export async function createWebhookEndpoint(
  scope: TScope,
  deps: { secrets: TSecretBox; allowPrivate: boolean },
  body: TWebhookEndpointCreate,
  actor: TAuditActor,
): Promise<TWebhookEndpointWithSecret> {
  await assertSafeUrl(body.url, { allowPrivate: deps.allowPrivate });
  const secret = newWebhookSecret();
  const row = await withEndpointLock(scope, async (locked) => {
    if ((await countEndpoints(locked)) >= WEBHOOK_LIMITS.endpoints)
      throw AppError.of(400, 'WEBHOOK_ENDPOINTS_COUNT');
    const inserted = await insertEndpoint(locked, {
      url: body.url,
      description: body.description ?? '',
      events: body.events,
      enabled: body.enabled ?? true,
      secret: deps.secrets.encrypt(secret),
    });
    // The signing secret is never recorded: only that the endpoint has one.
    await recordAudit(locked, actor, {
      area: 'webhooks',
      action: 'webhook.created',
      target: inserted.url,
      changes: {
        url: { after: inserted.url },
        events: { after: inserted.events },
        enabled: { after: inserted.enabled },
      },
    });
    return inserted;
  });
  return { ...endpointOf(row), secret };
}
