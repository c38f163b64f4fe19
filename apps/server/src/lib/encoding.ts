import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

/** Brotli's quality for answers compressed as they are sent (docs/decisions/021). */
export const BROTLI_QUALITY = 4;

/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type TEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding an answer goes in, from the request's Accept-Encoding, as the compression plugin
 * chooses it (@fastify/compress: brotli first, x-gzip and '*' taken as gzip, q-values honoured).
 */
export function encodingFor(acceptEncoding: string | undefined): TEncoding {
  if (!acceptEncoding) return 'identity';
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate(header, ['br', 'gzip']) ?? 'identity';
}

/** An answer's bytes, and their Content-Encoding when compressed. */
export type TEncoded = { bytes: Buffer; contentEncoding: 'br' | 'gzip' | null };

/**
 * A text answer in an encoding, as the compression plugin would have sent it. Bytes even when not
 * compressed: a kept answer is then written to the socket as it is, where a string is copied and
 * encoded again on every send.
 */
export function encode(text: string, encoding: TEncoding): TEncoded {
  const bytes = Buffer.from(text);
  if (encoding === 'identity' || bytes.length < COMPRESS_THRESHOLD_BYTES) {
    return { bytes, contentEncoding: null };
  }
  if (encoding === 'gzip') return { bytes: gzipSync(bytes), contentEncoding: 'gzip' };
  return {
    bytes: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    }),
    contentEncoding: 'br',
  };
}
