import { formatMessage } from '@oc/domain/messages/messages';
import type { TWebhookAttempt } from '../../db/tables/webhooks';
import type { TScope } from '../../lib/scope';
import { postWebhook, type TPostOutcome } from './post-webhook';
import { checkTarget, type TTargetCheck } from './safe-target';
import {
  findDeliveryToSend,
  recordAttempt,
  type TDeliveryRow,
} from './webhook-deliveries.repository';
import { markEndpointAnswering, markEndpointFailing } from './webhook-endpoints.repository';
import { DISABLE_AFTER_MS, nextAttemptAt } from './webhook-retry';
import { signedHeaders } from './webhook-signature';
import type { TWebhookDeps } from './webhooks.types';

// One attempt at sending a delivery (docs/product/webhooks.md#delivery), by the job worker and by
// Send test alike: the address is checked again (it may resolve elsewhere since it was saved),
// the body signed with the endpoint's current secret, and the outcome written to the delivery's
// log with what comes next: done, a retry later, or failed.

const REFUSED: Record<Extract<TTargetCheck, { ok: false }>['refusal'], string> = {
  format: 'Not sent: the address is not a web address.',
  'not-https': 'Not sent: the address does not start with https://.',
  private: 'Not sent: the address leads to a private or local network.',
  unresolved: 'Not sent: the host name of the address could not be found.',
};

const failure = (error: string): TPostOutcome => ({
  statusCode: null,
  error,
  latencyMs: 0,
  excerpt: null,
});

/**
 * One attempt at the pending delivery; answers it as the attempt left it, or null when it was not
 * pending (already sent, or ended meanwhile). `isOneOff` (Send test) sends even to a disabled
 * endpoint, and is never retried nor counted against the endpoint's health.
 */
export async function attemptDelivery(
  deps: TWebhookDeps,
  scope: TScope,
  deliveryId: number,
  { isOneOff = false }: { isOneOff?: boolean } = {},
): Promise<TDeliveryRow | null> {
  const now = deps.now ?? (() => new Date());
  const found = await findDeliveryToSend(scope, deliveryId);
  if (found?.delivery.status !== 'pending') return null;
  const { delivery } = found;
  const isSent = found.enabled || isOneOff;
  let outcome: TPostOutcome;
  if (!isSent) outcome = failure('Not sent: the endpoint is turned off.');
  else {
    const target = await checkTarget(found.url, {
      allowPrivate: deps.allowPrivate,
      ...(deps.resolve ? { resolve: deps.resolve } : {}),
    });
    if (!target.ok) outcome = failure(REFUSED[target.refusal]);
    else {
      const body = JSON.stringify(delivery.payload);
      // The receiver compares the timestamp with its own clock, so it is the real time, always.
      const headers = signedHeaders(
        deps.secrets.decrypt(found.secret).toString('utf8'),
        delivery.eventId,
        Math.floor(Date.now() / 1000),
        body,
      );
      outcome = await postWebhook(target, headers, body, deps.timeoutMs);
    }
  }
  const at = now();
  const isSuccess = outcome.error === null;
  const retryAt =
    isSuccess || !isSent || isOneOff ? null : nextAttemptAt(at, delivery.attempts + 1);
  const attempt: TWebhookAttempt = {
    at: at.toISOString(),
    status_code: outcome.statusCode,
    error: outcome.error,
    latency_ms: outcome.latencyMs,
    response_excerpt: outcome.excerpt,
  };
  const row = await recordAttempt(scope, deliveryId, attempt, {
    status: isSuccess ? 'succeeded' : retryAt ? 'pending' : 'failed',
    nextAttemptAt: retryAt,
  });
  if (isSuccess) await markEndpointAnswering(scope, delivery.endpointId);
  else if (isSent && !isOneOff) {
    const isDisabled = await markEndpointFailing(
      scope,
      delivery.endpointId,
      at,
      DISABLE_AFTER_MS,
      formatMessage('WEBHOOK_DISABLED_FAILING'),
    );
    if (isDisabled)
      deps.log.warn(
        { projectId: scope.projectId, endpointId: delivery.endpointId },
        'webhooks: endpoint disabled, every delivery failed for a day',
      );
  }
  return row;
}
