import { EARLY_ANSWERS, type TEarlyAnswers, TOKEN_KEY } from '../lib/early-answers-key';
import { requestsAfterProducts, requestsAtOnce } from './early-requests';

/**
 * The console's first script: a file of its own, a plain module script that runs before the
 * console's code (vite-early-data.ts) and starts the page's first reads with the stored session
 * while that code downloads and runs, instead of after. The product list's answer is read here
 * too, so the reads that wait for it (the page's site and product) start as soon as it comes. The
 * console's API client takes each answer once (lib/early-answers.ts); what it has asked for itself
 * by then is not asked for again. Nothing is asked without a session, or once the console's code is
 * running.
 */
function start() {
  const scope = globalThis as typeof globalThis & { [EARLY_ANSWERS]?: TEarlyAnswers };
  if (scope[EARLY_ANSWERS]) return; // the console's code is already running
  let token: string | null = null;
  try {
    token = localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage turned off: the console will find no session either.
  }
  if (!token) return;
  const early: TEarlyAnswers = {
    token,
    answers: new Map(),
    taken: new Set(),
    started: performance.now(),
  };
  scope[EARLY_ANSWERS] = early;
  const { pathname, search } = location;
  const ask = (path: string) => {
    if (early.answers.has(path) || early.taken.has(path)) return undefined;
    const answer = fetch(`/api${path}`, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
    });
    early.answers.set(path, answer);
    return answer;
  };
  for (const path of requestsAtOnce(pathname, search)) ask(path);
  const list = early.answers.get('/products');
  list
    ?.then((response) => (response.ok ? response.clone().json() : null))
    .then((payload: { error?: boolean; result?: unknown } | null) => {
      if (!payload || payload.error || !Array.isArray(payload.result)) return;
      for (const path of requestsAfterProducts(pathname, search, payload.result)) ask(path);
    })
    .catch(() => {
      // The console asks again itself, and reports what it finds.
    });
}

start();
