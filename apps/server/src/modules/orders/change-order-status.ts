import type { TOrderDetail, TOrderStatusChange } from '@oc/domain/orders/order-admin.schema';
import {
  canMoveOrder,
  ORDER_STATUS_WORDS,
  STATUSES_WITH_REASON,
  type TOrderStatus,
} from '@oc/domain/orders/order-status.rules';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { findScopeBusinessSlugs } from '../catalogue/find-scope-business-slugs';
import type { TJobLog } from '../jobs/jobs.types';
import { emitOrderEvent } from '../webhooks/emit-order-event';
import { getOrder } from './get-order';
import { statusOf } from './order-view';
import { findOrder, moveOrderStatus } from './orders-admin.repository';

/** How far ahead a store may say an order will be ready. */
const READY_BY_WITHIN_MS = 24 * 60 * 60 * 1000;

const word = (status: TOrderStatus) => ORDER_STATUS_WORDS[status].toLowerCase();

const refused = (current: TOrderStatus, next: TOrderStatus) =>
  AppError.of(409, 'ORDER_MOVE_REFUSED', { current: word(current), next: word(next) });

/**
 * POST /api/orders/{orderId}/status (docs/product/orders.md#statuses): moves the order one step on,
 * if that step is allowed from where it is now for its type (nextStatuses), and records who made
 * it. Accepting says when it will be ready, within the next 24 hours; rejecting or cancelling says
 * why, in words the customer reads. The time is read only when accepting and the reason only when
 * rejecting or cancelling. When someone else moved the order meanwhile, nothing changes: the caller
 * is told what it became and chooses again.
 */
export async function changeOrderStatus(
  scope: TScope,
  userId: number,
  orderId: number,
  change: TOrderStatusChange,
  now: Date,
  actor: TAuditActor,
  log?: TJobLog,
): Promise<TOrderDetail> {
  // A business manager moves only their businesses' orders: another is not found.
  const businessSlugs = await findScopeBusinessSlugs(scope);
  const row = await findOrder(scope, orderId, businessSlugs);
  if (!row) throw notFound('ORDER_NOT_FOUND');
  const current = statusOf(row.status);
  if (!canMoveOrder(current, change.status, row.orderType)) throw refused(current, change.status);
  let readyBy: Date | null = null;
  if (change.status === 'accepted' && change.ready_by) {
    readyBy = new Date(change.ready_by);
    const ahead = readyBy.getTime() - now.getTime();
    if (!(ahead > 0 && ahead <= READY_BY_WITHIN_MS)) throw AppError.of(400, 'ORDER_READY_BY_RANGE');
  }
  const reason = STATUSES_WITH_REASON.includes(change.status) ? (change.reason ?? null) : null;
  // The move and its webhook event in one transaction: the event exists exactly when the move does.
  const moved = await scope.db.transaction(async (tx) => {
    const inTx = { db: tx, projectId: scope.projectId };
    const done = await moveOrderStatus(inTx, {
      orderId,
      from: row.status,
      to: change.status,
      readyBy,
      reason,
      userId,
    });
    if (done) {
      await emitOrderEvent(inTx, 'order.status_changed', (s) => getOrder(s, orderId), { log });
      await recordAudit(inTx, actor, {
        area: 'orders',
        action: 'order.status',
        target: `#${row.number}`,
        changes: {
          status: { before: current, after: change.status },
          ...(reason ? { reason: { after: reason } } : {}),
          ...(readyBy ? { ready_by: { after: readyBy.toISOString() } } : {}),
        },
      });
    }
    return done;
  });
  if (!moved) {
    const latest = await findOrder(scope, orderId, businessSlugs);
    if (!latest) throw notFound('ORDER_NOT_FOUND');
    const became = statusOf(latest.status);
    if (!canMoveOrder(became, change.status, latest.orderType))
      throw refused(became, change.status);
    throw AppError.of(409, 'ORDER_CHANGED_MEANWHILE', { current: word(became) });
  }
  return getOrder(scope, orderId);
}
