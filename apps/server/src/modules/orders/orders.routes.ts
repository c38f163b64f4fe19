import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import {
  ORDERS_EXPORT_MAX,
  ZOrderDetail,
  ZOrderIdParams,
  ZOrderPage,
  ZOrderStatusChange,
  ZOrdersQuery,
} from '@oc/domain/orders/order-admin.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { throwRequestProblems } from '../../lib/validation-issues';
import { authOf, scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { changeOrderStatus } from './change-order-status';
import { exportOrders } from './export-orders';
import { getOrder } from './get-order';
import { listOrders } from './list-orders';

const TAGS = ['orders'];

function sendCsv(reply: FastifyReply, file: { fileName: string; text: string }) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.text);
}
const errors = (...statuses: (400 | 404 | 409)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

// The orders placed on the project's websites, as the console's Orders page reads and moves them
// (docs/product/api.md#orders): another project's order is 404 like a missing one.
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'A page of orders',
        description:
          'Newest first. business is a slug; from (at or after) and to (before) are instants; search is an order number (1042 or #1042) or part of the customer’s name, any case.',
        querystring: ZOrdersQuery,
        response: { 200: okEnvelope(ZOrderPage), ...errors(400) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(await listOrders(scopeOf(request), request.query));
    },
  );

  app.get(
    '/orders/export',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Export orders as a CSV file',
        description: `text/csv in UTF-8 (with the mark Excel needs), one line per order, newest first, with the list’s filters (page and page_size are ignored); at most ${ORDERS_EXPORT_MAX.toLocaleString('en-US')} orders.`,
        querystring: ZOrdersQuery,
        produces: ['text/csv'],
        response: errors(400),
      },
    },
    async (request, reply) => {
      throwRequestProblems(request);
      return sendCsv(reply, await exportOrders(scopeOf(request), request.query));
    },
  );

  app.get(
    '/orders/:orderId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'An order',
        description: 'Everything about the order, with every status it has had and who set it.',
        params: ZOrderIdParams,
        response: { 200: okEnvelope(ZOrderDetail), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(await getOrder(scopeOf(request), request.params.orderId));
    },
  );

  app.post(
    '/orders/:orderId/status',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Move an order to its next status',
        description:
          'Only a move allowed from the order’s status now (docs/product/orders.md#statuses), else 409. Accepting needs ready_by, within the next 24 hours; rejecting and cancelling need a reason the customer reads. When the order was moved by someone else meanwhile, 409 and nothing changes. Answers the order.',
        params: ZOrderIdParams,
        body: ZOrderStatusChange,
        response: { 200: okEnvelope(ZOrderDetail), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      const { userId } = authOf(request);
      const { orderId } = request.params;
      return ok(
        await changeOrderStatus(
          scopeOf(request),
          userId,
          orderId,
          request.body,
          new Date(),
          auditActorOf(request),
          request.log,
        ),
      );
    },
  );
};
