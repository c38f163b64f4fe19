import { formatMessage, MESSAGES } from '@oc/domain/messages/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './app-error';

/** One problem of a request: where (a dotted path, '' for the whole input) and what. */
export type TIssue = { path: string; message: string; isCustom?: boolean };

type TValidationIssue = { instancePath?: string; message?: string };

const CATALOGUE: ReadonlySet<string> = new Set(Object.values(MESSAGES));

/** Fastify's validation errors as issues: the instance path `/a/0/b` becomes `a.0.b`. */
export function issuesOfValidation(validation: readonly TValidationIssue[]): TIssue[] {
  return validation.map(({ instancePath, message = 'invalid' }) => ({
    path: instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '',
    message,
  }));
}

/** zod's issues (a schema parsed by hand) as issues; a refinement's own message is custom. */
export function issuesOfZod(issues: readonly z.core.$ZodIssue[]): TIssue[] {
  return issues.map(({ code, message, path }) => ({
    path: path.join('.'),
    message,
    isCustom: code === 'custom',
  }));
}

/** "The request is not valid: path: message", the generic description of any problem. */
export const describeIssue = ({ path, message }: TIssue) =>
  formatMessage('INVALID_REQUEST', { details: path ? `${path}: ${message}` : message });

/**
 * A rule's message from the catalogue (or a refinement's own) goes out exactly as written, since
 * the console translates it by its text (docs/product/errors.md#translation-keys); anything else (a wrong type, an unknown field)
 * is described with its path.
 */
export const messageOfIssue = (issue: TIssue) =>
  issue.isCustom || CATALOGUE.has(issue.message) ? issue.message : describeIssue(issue);

/** The issues of a route that validates with attachValidation; none when the input was valid. */
export function requestIssues(request: FastifyRequest): TIssue[] {
  const error = request.validationError;
  if (!error) return [];
  const validation = (error as { validation?: TValidationIssue[] }).validation;
  return issuesOfValidation(validation ?? [{ message: error.message }]);
}

/**
 * Routes that validate with attachValidation call this first, so that every problem is reported at
 * once, each as messageOfIssue words it.
 */
export function throwRequestProblems(request: FastifyRequest): void {
  const issues = requestIssues(request);
  if (issues.length > 0) throw new AppError(400, [...new Set(issues.map(messageOfIssue))]);
}
