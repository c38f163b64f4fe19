import type { TJobHandler } from '../jobs/jobs.types';
import { attemptDelivery } from './attempt-delivery';
import { failDelivery } from './webhook-deliveries.repository';
import type { TWebhookDeps } from './webhooks.types';

// docs/decisions/028-webhooks.md: each delivery is a job of the existing queue (ref: the
// delivery's id). A failed attempt puts the job back until the retry's time; the job's own
// attempts count only workers that died while sending.

export const WEBHOOK_JOB_KIND = 'webhook-delivery';

/** The delivery job's handler, for startJobWorkers (main.ts, and tests that deliver for real). */
export function webhookJobHandler(deps: TWebhookDeps): TJobHandler {
  return {
    kind: WEBHOOK_JOB_KIND,
    maxAttempts: 3,
    async run(job, { signal }) {
      if (signal.aborted) return undefined;
      const scope = { db: deps.db, projectId: job.projectId };
      const row = await attemptDelivery(deps, scope, job.refId);
      if (row?.status === 'pending' && row.nextAttemptAt) return { retryAt: row.nextAttemptAt };
      return undefined;
    },
    async giveUp(job) {
      await failDelivery(
        { db: deps.db, projectId: job.projectId },
        job.refId,
        'Not sent: the server stopped while sending it, three times.',
      );
      return undefined;
    },
  };
}
