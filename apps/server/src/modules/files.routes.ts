import { AUDIO_MIME_TYPES, type TAudioKind, verifyAudio } from '@oc/domain/uploads/audio.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/app-error';

const bytesAt = (bytes: Buffer, at: number, expected: number[]) =>
  expected.every((b, i) => bytes[at + i] === b);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The IEND chunk: length 0, type, CRC. Every PNG ends with exactly these bytes. */
const PNG_END = [0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

const isPng = (bytes: Buffer) =>
  bytesAt(bytes, 0, PNG_SIGNATURE) && bytesAt(bytes, bytes.length - PNG_END.length, PNG_END);
/** Start of image, then a marker; end of image last. */
const isJpeg = (bytes: Buffer) =>
  bytesAt(bytes, 0, [0xff, 0xd8, 0xff]) && bytesAt(bytes, bytes.length - 2, [0xff, 0xd9]);
const isAudio = (kind: TAudioKind) => (bytes: Buffer) => verifyAudio(bytes) === kind;

/**
 * What may be served, by extension: its type and what its bytes must prove. Images are stored
 * encoded by us (so they start and end as their format does) and sounds are stored only when all
 * of them is audio (decision 008); a stored file that does not prove its name (one kept from
 * before these checks) is not served at all.
 */
const SERVED: Record<string, { type: string; proves: (bytes: Buffer) => boolean }> = {
  png: { type: 'image/png', proves: isPng },
  jpg: { type: 'image/jpeg', proves: isJpeg },
  jpeg: { type: 'image/jpeg', proves: isJpeg },
  mp3: { type: AUDIO_MIME_TYPES.mp3, proves: isAudio('mp3') },
  aac: { type: AUDIO_MIME_TYPES.aac, proves: isAudio('aac') },
  ogg: { type: AUDIO_MIME_TYPES.ogg, proves: isAudio('ogg') },
};

/** Public files (images and sounds the storefront uses). Secrets never go through storage in plain form. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:dir/:name',
    {
      schema: {
        hide: true,
        params: z.object({
          dir: z.string().regex(/^[0-9a-f]{2}$/),
          name: z.string().regex(/^[0-9a-f]{64}\.[a-z0-9]{1,8}$/),
        }),
      },
    },
    async (request, reply) => {
      const { dir, name } = request.params;
      const served = SERVED[name.split('.').pop() ?? ''];
      const bytes = served ? await app.storage.get(`${dir}/${name}`) : null;
      if (!bytes || !served) throw notFound();
      if (!served.proves(bytes)) {
        request.log.warn({ file: `${dir}/${name}` }, 'a stored file is not what its name says');
        throw notFound();
      }
      return (
        reply
          .type(served.type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // Opened on its own, the file is a document with no rights: no script, no plugin, no
          // request, its own origin; and it is shown, never offered as a download to run.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', 'inline')
          .send(bytes)
      );
    },
  );
};
