import { MENU_MESSAGES } from '@oc/domain/catalogue/menu.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { messageOfIssue, requestIssues } from '../../lib/validation-issues';

const MENU_WORDS: ReadonlySet<string> = new Set(Object.values(MENU_MESSAGES));

/**
 * Every problem of a menu request at once (400), before anything is written: the menu rules'
 * own messages as written, since the owner reads them beside the field; anything else (a wrong
 * type, an unknown field) described with its path, as lib/validation-issues.ts does.
 */
export function throwMenuProblems(request: FastifyRequest) {
  const issues = requestIssues(request);
  if (issues.length === 0) return;
  const messages = issues.map((issue) =>
    MENU_WORDS.has(issue.message) ? issue.message : messageOfIssue(issue),
  );
  throw new AppError(400, [...new Set(messages)]);
}
