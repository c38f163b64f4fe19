import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import {
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  ZWebhookDeliveryIdParams,
  ZWebhookDeliveryPage,
  ZWebhookEndpoint,
  ZWebhookEndpointCreate,
  ZWebhookEndpointIdParams,
  ZWebhookEndpointUpdate,
  ZWebhookEndpointWithSecret,
} from '@oc/domain/webhooks/webhook.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { throwRequestProblems } from '../../lib/validation-issues';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { createWebhookEndpoint } from './create-webhook-endpoint';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint';
import { getWebhookEndpoint } from './get-webhook-endpoint';
import { listWebhookDeliveries } from './list-webhook-deliveries';
import { listWebhookEndpoints } from './list-webhook-endpoints';
import { resendWebhookDelivery } from './resend-webhook-delivery';
import { rotateWebhookSecret } from './rotate-webhook-secret';
import { sendTestWebhook } from './send-test-webhook';
import { updateWebhookEndpoint } from './update-webhook-endpoint';

const TAGS = ['webhooks'];
const errors = (...statuses: (400 | 404)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

/** Webhooks (docs/product/webhooks.md, docs/product/api.md#webhooks). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowPrivate = app.env.WEBHOOKS_ALLOW_PRIVATE;
  const wake = () => app.workers?.wake();

  app.get(
    '/webhooks/endpoints',
    {
      schema: {
        tags: TAGS,
        summary: 'The webhook endpoints',
        description: 'Oldest first. Secrets are never answered here.',
        response: { 200: okEnvelope(z.array(ZWebhookEndpoint)) },
      },
    },
    async (request) => ok(await listWebhookEndpoints(scopeOf(request))),
  );

  app.post(
    '/webhooks/endpoints',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Add a webhook endpoint',
        description:
          'An https address whose host resolves only to public addresses, and the events to send (order.created, order.status_changed). At most 10 endpoints a project. Answers 201 with the endpoint and its signing secret (whsec_…), shown this once.',
        body: ZWebhookEndpointCreate,
        response: { 201: okEnvelope(ZWebhookEndpointWithSecret), ...errors(400) },
      },
    },
    async (request, reply) => {
      throwRequestProblems(request);
      const created = await createWebhookEndpoint(
        scopeOf(request),
        { secrets: app.secrets, allowPrivate },
        request.body,
        auditActorOf(request),
      );
      return reply.status(201).send(ok(created));
    },
  );

  app.get(
    '/webhooks/endpoints/:endpointId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'A webhook endpoint',
        params: ZWebhookEndpointIdParams,
        response: { 200: okEnvelope(ZWebhookEndpoint), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(await getWebhookEndpoint(scopeOf(request), request.params.endpointId));
    },
  );

  app.patch(
    '/webhooks/endpoints/:endpointId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Edit a webhook endpoint',
        description:
          'Only the fields sent change (url, description, events, enabled). A new url is checked like a new endpoint’s. Turning it on again clears why the server had turned it off.',
        params: ZWebhookEndpointIdParams,
        body: ZWebhookEndpointUpdate,
        response: { 200: okEnvelope(ZWebhookEndpoint), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await updateWebhookEndpoint(
          scopeOf(request),
          { allowPrivate },
          request.params.endpointId,
          request.body,
          auditActorOf(request),
        ),
      );
    },
  );

  app.delete(
    '/webhooks/endpoints/:endpointId',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Delete a webhook endpoint',
        description: 'The endpoint and its delivery log; queued deliveries are not sent.',
        params: ZWebhookEndpointIdParams,
        response: { 200: okEnvelope(z.null()), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      await deleteWebhookEndpoint(
        scopeOf(request),
        request.params.endpointId,
        auditActorOf(request),
      );
      return ok(null);
    },
  );

  app.post(
    '/webhooks/endpoints/:endpointId/rotate-secret',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Rotate the signing secret',
        description:
          'Answers the endpoint with its new secret, shown this once; the old secret signs nothing more from now on.',
        params: ZWebhookEndpointIdParams,
        response: { 200: okEnvelope(ZWebhookEndpointWithSecret), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await rotateWebhookSecret(
          scopeOf(request),
          app.secrets,
          request.params.endpointId,
          auditActorOf(request),
        ),
      );
    },
  );

  app.post(
    '/webhooks/endpoints/:endpointId/test',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Send a test event',
        description:
          'Sends a webhook.test event now (at most 10 seconds) and answers its delivery, with the endpoint’s answer or the error. Not retried.',
        params: ZWebhookEndpointIdParams,
        response: { 200: okEnvelope(ZWebhookDelivery), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      const scope = scopeOf(request);
      return ok(
        await sendTestWebhook(
          scope,
          { db: scope.db, secrets: app.secrets, allowPrivate, log: request.log },
          request.params.endpointId,
        ),
      );
    },
  );

  app.get(
    '/webhooks/endpoints/:endpointId/deliveries',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'The delivery log of an endpoint',
        description: '20 deliveries a page, newest first, each with every attempt.',
        params: ZWebhookEndpointIdParams,
        querystring: ZWebhookDeliveriesQuery,
        response: { 200: okEnvelope(ZWebhookDeliveryPage), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await listWebhookDeliveries(
          scopeOf(request),
          request.params.endpointId,
          request.query.page,
        ),
      );
    },
  );

  app.post(
    '/webhooks/deliveries/:deliveryId/resend',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Send a delivery again',
        description:
          'A new delivery of the same event (same webhook-id and payload), queued now and signed with the current secret. Answers the new delivery.',
        params: ZWebhookDeliveryIdParams,
        response: { 200: okEnvelope(ZWebhookDelivery), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await resendWebhookDelivery(
          scopeOf(request),
          app.workers ? wake : null,
          request.params.deliveryId,
        ),
      );
    },
  );
};
