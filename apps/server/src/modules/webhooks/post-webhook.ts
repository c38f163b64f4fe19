import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

// One POST of a webhook (docs/product/webhooks.md#delivery): to the address safe-target.ts checked
// and no other, within 10 seconds, never following a redirect (a 3xx is a failure: a redirect
// could lead anywhere, the server's own network included).

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What the delivery log keeps of an answer. */
const EXCERPT_CHARS = 500;
/** Enough bytes for the excerpt in any UTF-8 text; the rest of the answer is not read. */
const EXCERPT_BYTES = EXCERPT_CHARS * 4;

export type TPostOutcome = {
  statusCode: number | null;
  /** Why the attempt failed, in the owner's words; null for a 2xx. */
  error: string | null;
  latencyMs: number;
  excerpt: string | null;
};

/** Resolves to the checked address whatever the host name: DNS is not asked again. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

async function readExcerpt(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= EXCERPT_BYTES) break;
  }
  response.destroy();
  return Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
}

function errorWords(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted) return `No answer within ${timeoutMs / 1000} seconds.`;
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED') return 'The connection was refused.';
  if (code === 'ECONNRESET') return 'The connection was closed before an answer.';
  if (code && /CERT|SSL|TLS/.test(code)) return `The HTTPS certificate was not accepted (${code}).`;
  return `The request failed${code ? ` (${code})` : ''}.`;
}

export async function postWebhook(
  target: { url: URL; address: string; family: 4 | 6 },
  headers: Record<string, string>,
  body: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<TPostOutcome> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  const signal = AbortSignal.timeout(timeoutMs);
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = send(target.url, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'OwnerConsole-Webhooks/1',
        },
        lookup: pinnedLookup(target.address, target.family),
        // A fresh connection each time: a pooled one may lead to an address checked for another URL.
        agent: false,
        signal,
      });
      req.once('response', resolve);
      req.once('error', reject);
      req.end(body);
    });
    const statusCode = response.statusCode ?? 0;
    const excerpt = await readExcerpt(response);
    const latencyMs = latency();
    if (statusCode >= 200 && statusCode < 300)
      return { statusCode, error: null, latencyMs, excerpt };
    const error =
      statusCode >= 300 && statusCode < 400
        ? `A redirect (${statusCode}) is not followed: give the final address of your endpoint.`
        : `Your endpoint answered ${statusCode}.`;
    return { statusCode, error, latencyMs, excerpt };
  } catch (error) {
    return {
      statusCode: null,
      error: errorWords(error, signal, timeoutMs),
      latencyMs: latency(),
      excerpt: null,
    };
  }
}
