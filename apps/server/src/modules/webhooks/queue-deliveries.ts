import type { TScope } from '../../lib/scope';
import { enqueueJob } from '../jobs/enqueue-job';
import { insertDeliveries, type TDeliveryRow } from './webhook-deliveries.repository';
import { WEBHOOK_JOB_KIND } from './webhook-job';

/** Writes the deliveries and a job for each, in the scope's transaction when it is one. */
export async function queueDeliveries(
  scope: TScope,
  rows: Parameters<typeof insertDeliveries>[1],
): Promise<TDeliveryRow[]> {
  const deliveries = await insertDeliveries(scope, rows);
  for (const delivery of deliveries)
    await enqueueJob(scope.db, {
      projectId: scope.projectId,
      kind: WEBHOOK_JOB_KIND,
      refId: delivery.id,
    });
  return deliveries;
}
