import http from 'node:http';

// What the throughput benchmarks capture from the real server, for a bare Fastify to send byte for
// byte beside it (support/bare-fastify.mjs).

/** Headers of the connection or the body, which Fastify sets itself. */
const OWN_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The body and content type a GET answers, to be served byte for byte by the bare Fastify, and the
 * other headers it came with (the security headers, Vary).
 */
export async function capture(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  const more = Object.fromEntries(
    [...response.headers].filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())),
  );
  return {
    body: await response.text(),
    contentType: response.headers.get('content-type') ?? '',
    headers: more,
  };
}

/**
 * The same with Accept-Encoding: br, as a browser asks: the compressed bytes as they came (node's
 * http, not fetch, which would decompress them), for the bare Fastify to send with the same
 * Content-Encoding; an answer the server sends uncompressed (a page too small to gain) only where
 * `uncompressed` allows it, with an empty Content-Encoding.
 */
export function captureBrotli(
  url: string,
  headers: Record<string, string>,
  { uncompressed = false } = {},
) {
  return new Promise<{
    bodyBase64: string;
    contentType: string;
    contentEncoding: string;
    headers: Record<string, string>;
  }>((resolve, reject) => {
    const request = http.get(url, { headers: { ...headers, 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const encoding = res.headers['content-encoding'] ?? '';
        if (res.statusCode !== 200 || !(encoding === 'br' || (uncompressed && !encoding))) {
          reject(new Error(`${url}: ${res.statusCode} ${res.headers['content-encoding']}`));
          return;
        }
        const more = Object.fromEntries(
          Object.entries(res.headers)
            .filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()))
            .map(([name, value]) => [name, String(value)]),
        );
        resolve({
          bodyBase64: Buffer.concat(chunks).toString('base64'),
          contentType: res.headers['content-type'] ?? '',
          contentEncoding: encoding,
          headers: more,
        });
      });
    });
    request.on('error', reject);
  });
}
