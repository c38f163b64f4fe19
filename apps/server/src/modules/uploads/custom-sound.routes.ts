import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZCustomSound, ZCustomSoundUrlRequest } from '@oc/domain/uploads/audio.rules';
import { AUDIO_MAX_KB, KB } from '@oc/domain/uploads/upload-limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { scopeOf } from '../../plugins/require-auth';
import * as service from './custom-sound.service';
import { readParts } from './multipart';

/** Spec 5 custom notification sound: an uploaded audio file (checked by content) or an address. */
export const customSoundRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const parts = await readParts(request, {
        maxBytes: AUDIO_MAX_KB * KB,
        tooLarge: 'THE_MAXIMUM_FILE_SIZE_IS_512_KILOBYTES',
      });
      return {
        error: false as const,
        result: await service.uploadCustomSound(scopeOf(request), app.storage, parts),
      };
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
      // The owner sees these messages in the 'Ordering' alert (spec 8), so they are sent as the
      // domain words them ('URL is required'), not wrapped in the generic "request is not valid".
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) {
        const issues = (request.validationError.validation ?? []) as { message?: string }[];
        throw new AppError(
          400,
          issues.map((issue) => issue.message ?? request.validationError?.message ?? ''),
        );
      }
      return {
        error: false as const,
        result: await service.setCustomSoundUrl(scopeOf(request), request.body.url),
      };
    },
  );
};
