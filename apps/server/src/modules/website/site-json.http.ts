import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { describeIssue, requestIssues } from '../../lib/validation-issues';

// What a website's JSON requests (an order, a preview) share.

/** JSON only: a page of another site cannot send JSON here without our consent (CORS). */
export async function requireJson(request: FastifyRequest) {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    throw new AppError(415, ['Send this request as JSON (Content-Type: application/json).']);
}

/** Zod's own words name no field; the schema's messages are shown as written. */
const GENERIC = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;

export function throwSchemaProblems(request: FastifyRequest) {
  const issues = requestIssues(request);
  if (issues.length > 0)
    throw new AppError(400, [
      ...new Set(issues.map((i) => (GENERIC.test(i.message) ? describeIssue(i) : i.message))),
    ]);
}
