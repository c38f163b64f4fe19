import type { TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import type { TScope } from '../../lib/scope';
import { listEndpoints } from './webhook-endpoints.repository';
import { endpointOf } from './webhook-views';

/** GET /api/webhooks/endpoints: the project's endpoints, oldest first, without their secrets. */
export async function listWebhookEndpoints(scope: TScope): Promise<TWebhookEndpoint[]> {
  return (await listEndpoints(scope)).map(endpointOf);
}
