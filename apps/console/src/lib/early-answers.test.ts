import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCTS } from '../test/fixtures';
import { failure, ok, stubServer } from '../test/stub-server';
import { ApiError, api } from './api-client';
import { authToken } from './auth-token';
import { EARLY_ANSWERS, type TEarlyAnswers } from './early-answers-key';

const TOKEN = 'test-token-abcdefghijklmnopqrstuvwxyz';
type TScope = typeof globalThis & { [EARLY_ANSWERS]?: TEarlyAnswers };
const scope = globalThis as TScope;

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

/** What the first script would have left: its answers, asked with `token` `ago` ms back. */
function leave(answers: Record<string, Promise<Response>>, { token = TOKEN, ago = 0 } = {}) {
  scope[EARLY_ANSWERS] = {
    token,
    answers: new Map(Object.entries(answers)),
    taken: new Set(),
    started: performance.now() - ago,
  };
}

beforeEach(() => authToken.set(TOKEN));
afterEach(() => {
  authToken.clear();
  delete scope[EARLY_ANSWERS];
});

describe("the API client and the first script's answers", () => {
  it('takes a read the first script asked for once, then asks the server itself', async () => {
    const asked = stubServer(async () => ok(['from the server']));
    leave({ '/products': answer(200, { error: false, result: PRODUCTS }) });
    expect(await api('/products')).toEqual(PRODUCTS);
    expect(asked).not.toHaveBeenCalled();
    expect(await api('/products')).toEqual(['from the server']);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("reads a refusal in the first script's answer as in its own: a lost session logs out", async () => {
    stubServer(async () => ok('never asked'));
    leave({ '/auth/me': answer(401, { error: true, result: ['Log in again.'] }) });
    await expect(api('/auth/me')).rejects.toEqual(new ApiError(401, ['Log in again.']));
    expect(authToken.get()).toBeNull();
  });

  it("does not take another session's answer, a stale one, or one for a write", async () => {
    const asked = stubServer(async () => ok('asked'));
    leave({ '/products': answer(200, { error: false, result: 'early' }) }, { token: 'other' });
    expect(await api('/products')).toBe('asked');
    leave({ '/products': answer(200, { error: false, result: 'early' }) }, { ago: 60_000 });
    expect(await api('/products')).toBe('asked');
    leave({ '/sites/3': answer(200, { error: false, result: 'early' }) });
    expect(await api('/sites/3', { method: 'PATCH', body: { name: 'x' } })).toBe('asked');
    expect(await api('/sites/3')).toBe('early');
    expect(asked).toHaveBeenCalledTimes(3);
  });

  it('marks what the console asked itself, so the first script does not ask for it after', async () => {
    stubServer(async () => ok('asked'));
    leave({});
    await api('/sites/3');
    expect(scope[EARLY_ANSWERS]?.taken.has('/sites/3')).toBe(true);
  });
});

describe("the console's first script", () => {
  async function run(address: string) {
    history.replaceState(null, '', address);
    vi.resetModules();
    await import('../early/early-data');
  }
  afterEach(() => history.replaceState(null, '', '/'));

  it("asks for the page's reads with the stored session, each once, the site's after the list", async () => {
    const ordering = PRODUCTS.find((p) => p.code === 'web_ordering');
    const dashboard = PRODUCTS.find((p) => p.code === 'web_dashboard');
    const fetchMock = stubServer(async (url) =>
      url === '/api/products' ? ok(PRODUCTS) : failure(404, 'Not found.'),
    );
    await run('/my-products/ordering-website/settings?tab=basic');
    const expected = [
      '/api/auth/me',
      '/api/products',
      `/api/builder/apps/${ordering?.id}`,
      `/api/sites/${ordering?.site_id}`,
      `/api/sites/${ordering?.site_id}/theme`,
      `/api/sites/${dashboard?.site_id}`,
      `/api/sites/${dashboard?.site_id}/theme`,
    ];
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(expected.length));
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url).sort()).toEqual(expected.sort());
    for (const [, init] of calls) {
      expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
    }
    // The console's client then takes them instead of asking again.
    expect(await api('/products')).toEqual(PRODUCTS);
    expect(fetchMock).toHaveBeenCalledTimes(expected.length);
  });

  it('asks for nothing without a session, or once the console is running', async () => {
    const fetchMock = stubServer(async () => ok([]));
    authToken.clear();
    await run('/my-products/ordering-website/settings');
    authToken.set(TOKEN);
    leave({}); // the console's code ran first
    await run('/my-products/ordering-website/settings');
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
