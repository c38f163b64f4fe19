import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZAppIdParams } from '@oc/domain/api/ids.schema';
import { ZApp } from '@oc/domain/apps/app.schema';
import { ZUpdateAppRequest } from '@oc/domain/apps/app-settings.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encode, encodingFor } from '../lib/encoding';
import { ok } from '../lib/envelope';
import { readCachesOf } from '../lib/read-cache';
import { fastSerializerCompiler, fastSerializerOf } from '../lib/response-serializer';
import { throwRequestProblems } from '../lib/validation-issues';
import { auditActorOf } from '../modules/audit/audit-actor.http';
import { scopeOf } from '../plugins/require-auth';
import { readApp } from './app-read';
import { saveAppInfo } from './save-app-info';

/** The app answer's writer (fast-json-stringify), for the answer kept written in the read cache. */
const writeAppAnswer = (() => {
  const write = fastSerializerOf(okEnvelope(ZApp));
  if (!write) throw new Error('the app answer has no JSON Schema writer');
  return write;
})();

/**
 * The app object (docs/product/api.md#products), and the change of its general info, which answers
 * it (docs/product/app-settings.md#section-order).
 */
export const appReadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/builder/apps/:appId',
    {
      schema: {
        tags: ['products'],
        params: ZAppIdParams,
        response: { 200: okEnvelope(ZApp), 404: ZErrorEnvelope },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { appId } = request.params;
      const encoding = encodingFor(request.headers['accept-encoding']);
      const loadJson = async () => writeAppAnswer(ok(await readApp(scope, app.env, appId)));
      // Kept, written and compressed as asked, until the next write to the database
      // (lib/read-cache.ts): the app screen asks for it after every change and every second while a
      // build runs, and compressing it (brotli: ~0.1 ms) would cost more than the rest of a kept
      // read. The compressed form is made from the kept JSON, read again after any write. The key
      // holds the caller's project, as the query does.
      const cache = readCachesOf(scope.db)?.apps;
      const key = `${scope.projectId}:${appId}`;
      const answer = cache
        ? await cache.read(`${key}:${encoding}`, async () =>
            encode(await cache.read(key, loadJson), encoding),
          )
        : encode(await loadJson(), encoding);
      // Bytes are sent as they are: Fastify serialises only objects, and the compression plugin
      // leaves an answer that has its Content-Encoding (or that the client would not take
      // compressed, as encodingFor found).
      reply.header('vary', 'accept-encoding');
      if (answer.contentEncoding) reply.header('content-encoding', answer.contentEncoding);
      return reply.type('application/json; charset=utf-8').send(answer.bytes as never);
    },
  );

  app.patch(
    '/builder/apps/:appId',
    {
      attachValidation: true,
      schema: {
        tags: ['app settings'],
        summary: 'Update the app’s general info',
        description:
          'Any of name, package (reverse domain, com.example.app), version (dotted numbers, 1.2.3) and description, each 1–255 characters after trimming. Every problem is reported at once, with the catalogue’s messages. Answers the updated app object, as GET does. Apps only: a website is 400, another project’s product 404.',
        params: ZAppIdParams,
        body: ZUpdateAppRequest,
        response: { 200: okEnvelope(ZApp), 400: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      const { appId } = request.params;
      return ok(
        await saveAppInfo(scopeOf(request), app.env, appId, request.body, auditActorOf(request)),
      );
    },
  );
};
