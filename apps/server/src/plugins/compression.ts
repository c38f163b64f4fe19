import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES } from '../lib/encoding';

/**
 * Brotli or gzip, as the client asks, for text answers of 1 KB and more: the API's JSON, the
 * console's files, the websites' pages and assets. What is not text (APKs, AABs, IPAs, zips,
 * images, sounds, fonts) goes as it is, and so do partial answers (206) and answers that set their
 * own Content-Encoding (the widget's loader, gzipped once when read). Registered before the routes:
 * it hooks each route as it is added (docs/decisions/021-server-build-and-compression.md).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // The plugin's own list without its octet-stream: built AABs and IPAs are downloaded as
    // application/octet-stream and are zip archives already. Other types go by mime-db.
    customTypes:
      /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u,
    // Quality 4 (of 11): about gzip's size at two thirds of its time (the console's main script,
    // 542 KB: 173 KB in 10 ms, gzip 172 KB in 15 ms, quality 11 148 KB in 1 s).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // Only answers: no client of ours sends a compressed body, and inflating one is work an
    // anonymous request could ask for.
    globalDecompression: false,
  });
}
