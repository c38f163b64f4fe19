import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZCustomSound, ZCustomSoundUrlRequest } from '@oc/domain/uploads/audio.rules';
import { AUDIO_MAX_KB, KB } from '@oc/domain/uploads/upload-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { filesOf, isEmptyInput, readForm, UPLOAD_FORM, uploadedFileOf } from '../../lib/multipart';
import { requestIssues } from '../../lib/validation-issues';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { IMAGE_WIDTHS } from './image-variants';
import { readServedFile } from './read-served-file';
import { setCustomSoundUrl } from './set-custom-sound-url';
import { uploadCustomSound } from './upload-custom-sound';

/**
 * The custom notification sound (docs/product/validation.md#custom-sound): an uploaded audio file
 * (checked by content) or an address.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/custom-sound/file',
    {
      schema: {
        tags: ['sound'],
        description:
          'multipart/form-data with source_file: one .mp3, .aac or .ogg file holding MP3, AAC (ADTS) or Ogg audio, at most 512 KB. Becomes the custom sound (GET /api/configs custom_sound).',
        response: {
          200: okEnvelope(ZCustomSound),
          400: ZErrorEnvelope,
          413: ZErrorEnvelope,
          415: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const form = await readForm(request, {
        ...UPLOAD_FORM,
        limits: { ...UPLOAD_FORM.limits, fileSize: AUDIO_MAX_KB * KB },
        tooLarge: () => AppError.of(413, 'THE_MAXIMUM_FILE_SIZE_IS_512_KILOBYTES'),
      });
      // Exactly one file: none (or a file input left empty) is asked for, a second refused.
      const files = filesOf(form);
      const [file] = files;
      if (!file || (files.length === 1 && isEmptyInput(file)))
        throw AppError.of(400, 'AUDIO_FILE_IS_REQUIRED');
      if (files.length > 1) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
      return ok(
        await uploadCustomSound(
          scopeOf(request),
          app.storage,
          uploadedFileOf(file),
          auditActorOf(request),
        ),
      );
    },
  );

  app.post(
    '/custom-sound/url',
    {
      schema: {
        tags: ['sound'],
        description: 'An http(s) address becomes the custom sound (GET /api/configs custom_sound).',
        body: ZCustomSoundUrlRequest,
        response: { 200: okEnvelope(ZCustomSound), 400: ZErrorEnvelope },
      },
      // The owner sees these messages in the 'Ordering' alert
      // (docs/product/errors.md#where-errors-appear), so they are sent as the domain words them
      // ('URL is required'), not wrapped in the generic "request is not valid".
      attachValidation: true,
    },
    async (request) => {
      const issues = requestIssues(request);
      if (issues.length > 0)
        throw new AppError(
          400,
          issues.map((issue) => issue.message),
        );
      return ok(await setCustomSoundUrl(scopeOf(request), request.body.url, auditActorOf(request)));
    },
  );
};

/**
 * Public files (images and sounds the storefront uses). Secrets never go through storage in plain
 * form.
 */
export const publicFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:dir/:name',
    {
      schema: {
        hide: true,
        params: z.object({
          dir: z.string().regex(/^[0-9a-f]{2}$/),
          name: z.string().regex(/^[0-9a-f]{64}\.[a-z0-9]{1,8}$/),
        }),
        // docs/product/website.md#addresses: the websites' responsive images.
        querystring: z.object({
          w: z.enum(IMAGE_WIDTHS, { message: 'w must be 320, 640 or 1280' }).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { dir, name } = request.params;
      const file = await readServedFile(app.storage, { dir, name, width: request.query.w });
      return (
        reply
          .type(file.type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // Opened on its own, the file is a document with no rights: no script, no plugin, no
          // request, its own origin; and it is shown, never offered as a download to run.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', 'inline')
          .send(file.bytes)
      );
    },
  );
};
