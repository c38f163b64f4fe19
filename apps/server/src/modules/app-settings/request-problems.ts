import { formatMessage, MESSAGES } from '@oc/domain/messages/messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

const CATALOGUE: ReadonlySet<string> = new Set(Object.values(MESSAGES));

/**
 * The routes here validate with attachValidation and call this first, so that a rule's message from
 * the catalogue goes out exactly as written (the console translates it by its text, spec 8) and every
 * problem is reported at once. Anything else (a wrong type, an unknown field) is described as usual.
 */
export function throwRequestProblems(request: FastifyRequest): void {
  const error = request.validationError;
  if (!error) return;
  const issues = (error as { validation?: { instancePath?: string; message?: string }[] })
    .validation ?? [{ message: error.message }];
  const messages = issues.map(({ instancePath, message = 'invalid' }) => {
    if (CATALOGUE.has(message)) return message;
    const path = instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
    return formatMessage('INVALID_REQUEST', { details: path ? `${path}: ${message}` : message });
  });
  throw new AppError(400, [...new Set(messages)]);
}
