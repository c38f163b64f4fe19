import { formatMessage } from '@oc/domain/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

type TIssue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: unknown[] } };
};

function describeValidation(issues: TIssue[]): string[] {
  return issues.map((issue) => {
    const path = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
    return path ? `${path}: ${issue.message}` : (issue.message ?? 'invalid');
  });
}

/** Every error becomes {error: true, result: [messages]} with a fitting status; never a bare 500. */
export function registerEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ error: true, result: error.messages });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = describeValidation(error.validation as TIssue[]);
      return reply.status(400).send({
        error: true,
        result: details.map((d) => formatMessage('INVALID_REQUEST', { details: d })),
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: true, result: [formatMessage('INTERNAL_ERROR')] });
  });
}
