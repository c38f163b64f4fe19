import { formatMessage } from '@oc/domain/messages/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { unavailableReason } from '../db/unavailable';
import { AppError } from '../lib/app-error';
import { describeIssue, issuesOfValidation } from '../lib/validation-issues';

/** A restart of PostgreSQL takes a few seconds; a client that retries sooner only adds load. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error becomes {error: true, result: [messages]} with a fitting status; never a bare 500.
 */
export function registerEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.warning) request.log.warn(error.warning.details, error.warning.message);
      return reply.status(error.statusCode).send({ error: true, result: error.messages });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        error: true,
        result: issuesOfValidation(error.validation).map(describeIssue),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ error: true, result: [formatMessage('PAYLOAD_TOO_LARGE')] });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, 429 …) keep their status.
      return reply.status(status).send({
        error: true,
        result: [formatMessage('INVALID_REQUEST', { details: error.message })],
      });
    }
    const unavailable = unavailableReason(error);
    if (unavailable !== undefined) {
      // Not a fault of the request or the code: the same request will work once the database is
      // back (the pool reconnects by itself), so say when to retry instead of "something went
      // wrong".
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: true, result: [formatMessage('DATABASE_UNAVAILABLE')] });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: true, result: [formatMessage('INTERNAL_ERROR')] });
  });
}
