import { vi } from 'vitest';

type TAnswer = { status: number; body: unknown } | 'network-error';
type THandler = (url: string, init?: RequestInit) => TAnswer | Promise<TAnswer>;

/** Stubs the network (fetch) only; everything of ours runs for real. */
export function stubServer(handler: THandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await handler(String(input), init);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (result: unknown) => ({ status: 200, body: { error: false, result } });
export const failure = (status: number, message: string) => ({
  status,
  body: { error: true, result: [message] },
});
