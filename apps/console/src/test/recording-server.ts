import { PRODUCTS, SITE, THEME, USER } from './fixtures';
import { ok, stubServer } from './stub-server';

type TAnswer = { status: number; body: unknown } | 'network-error';

/** A request as the page sent it: `path` is the address's path, /api included. */
export type TRequest = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * What `answer` is given: the request with its path under /api, and its body as JSON.parse gives
 * it, for the stub to read as loosely as a test needs.
 */
type TRoute = Omit<TRequest, 'body'> & { body: ReturnType<typeof JSON.parse> };

/** Answers a request before the page's server does (a refusal, a held answer); undefined: go on. */
export type TIntercept = (request: TRequest) => TAnswer | undefined | Promise<TAnswer | undefined>;

/**
 * A page's server kept in memory, in place of the network: every request is recorded, a test's
 * `intercept` may answer it first, the layout's own requests (the user, the products, the brand's
 * site and its theme) are answered, and the rest go to `answer`, with their path under /api.
 * A feature's server hands `fetchMock` on as vitest's `Mock`, whose calls its tests read loosely
 * (the headers a download sent).
 */
export function stubRecordingServer(
  answer: (request: TRoute) => TAnswer | Promise<TAnswer>,
  intercept?: TIntercept,
) {
  const requests: TRequest[] = [];
  const fetchMock = stubServer(async (url, init) => {
    const address = new URL(url, 'http://console.test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const request = { method, path: address.pathname, query: address.searchParams, body };
    requests.push(request);
    const intercepted = await intercept?.(request);
    if (intercepted) return intercepted;
    const path = address.pathname.replace(/^\/api/, '');
    if (path === '/auth/me') return ok(USER);
    if (path === '/products') return ok(PRODUCTS);
    if (/^\/sites\/\d+$/.test(path)) return ok(SITE);
    if (/^\/sites\/\d+\/theme$/.test(path)) return ok(THEME);
    return answer({ ...request, path });
  });
  return { requests, fetchMock };
}
