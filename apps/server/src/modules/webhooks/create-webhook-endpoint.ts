import {
  type TWebhookEndpointCreate,
  type TWebhookEndpointWithSecret,
  WEBHOOK_LIMITS,
} from '@oc/domain/webhooks/webhook.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { TSecretBox } from '../../lib/secrets';
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
): Promise<TWebhookEndpointWithSecret> {
  await assertSafeUrl(body.url, { allowPrivate: deps.allowPrivate });
  const secret = newWebhookSecret();
  const row = await withEndpointLock(scope, async (locked) => {
    if ((await countEndpoints(locked)) >= WEBHOOK_LIMITS.endpoints)
      throw AppError.of(400, 'WEBHOOK_ENDPOINTS_COUNT');
    return insertEndpoint(locked, {
      url: body.url,
      description: body.description ?? '',
      events: body.events,
      enabled: body.enabled ?? true,
      secret: deps.secrets.encrypt(secret),
    });
  });
  return { ...endpointOf(row), secret };
}
