import { EARLY_ANSWERS, type TEarlyAnswers } from './early-answers-key';

type TScope = typeof globalThis & { [EARLY_ANSWERS]?: TEarlyAnswers };

/**
 * An answer is taken only this soon after the first script asked: a read the console makes later
 * (a refresh, a page opened afterwards) is asked afresh.
 */
const FRESH_MS = 10_000;

// The console's code is running: should the first script (early/early-data.ts) arrive after it, it
// finds this and asks for nothing, since the console asks for what it needs itself.
(globalThis as TScope)[EARLY_ANSWERS] ??= {
  token: '',
  answers: new Map(),
  taken: new Set(),
  started: 0,
};

/**
 * The answer the console's first script got for a read of `path` (under /api) with this session,
 * taken once; undefined when it has none (or none fresh), and then it will not ask for it either:
 * the caller asks.
 */
export function takeEarlyAnswer(path: string, token: string | null): Promise<Response> | undefined {
  const early = (globalThis as TScope)[EARLY_ANSWERS];
  if (!early || early.taken.has(path)) return undefined;
  early.taken.add(path);
  const answer = early.answers.get(path);
  early.answers.delete(path);
  if (!answer || token !== early.token || performance.now() - early.started > FRESH_MS) {
    return undefined;
  }
  return answer;
}
