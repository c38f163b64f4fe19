import { okEnvelope, ZErrorEnvelope, ZIdParams } from '@oc/domain/api.schema';
import {
  SITE_IMAGE_TARGET_NAMES,
  SITE_IMAGE_TARGETS,
  type TSiteImageTarget,
  ZCropArea,
  ZUploadedImage,
} from '@oc/domain/image-upload.schema';
import { KB, WEBSITE_IMAGE_MAX_KB } from '@oc/domain/limits';
import { formatMessage } from '@oc/domain/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { processWebsiteImage } from '../../lib/image-processing';
import { scopeOf } from '../../plugins/require-auth';
import { findSite } from '../sites/sites.repository';
import { recordFile } from './files.repository';

type TParts = { file: Buffer | null; fileCount: number; fields: Record<string, string> };

/** Reads a multipart body: at most one file of at most 2 MB (spec 5), and small text fields. */
async function readParts(request: FastifyRequest): Promise<TParts> {
  const parts: TParts = { file: null, fileCount: 0, fields: {} };
  if (!request.isMultipart())
    throw new AppError(415, [
      formatMessage('INVALID_REQUEST', { details: 'send the image as multipart/form-data' }),
    ]);
  for await (const part of request.parts({
    limits: { fileSize: WEBSITE_IMAGE_MAX_KB * KB, files: 5, fields: 10, fieldSize: 2000 },
  })) {
    if (part.type === 'file') {
      parts.fileCount += 1;
      try {
        const bytes = await part.toBuffer();
        if (parts.fileCount === 1) parts.file = bytes;
      } catch {
        throw AppError.of(413, 'THE_MAXIMUM_IMAGE_SIZE_IS_2_MEGABYTES');
      }
    } else {
      parts.fields[part.fieldname] = String(part.value);
    }
  }
  return parts;
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sites/:id/images',
    {
      schema: {
        tags: ['sites'],
        description: `multipart/form-data: source_file (PNG or JPEG, at most 2 MB), target (${SITE_IMAGE_TARGET_NAMES.join(', ')}), crop (JSON {x, y, width, height} in pixels; optional).`,
        params: ZIdParams,
        response: {
          200: okEnvelope(ZUploadedImage),
          400: ZErrorEnvelope,
          404: ZErrorEnvelope,
          413: ZErrorEnvelope,
          415: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const site = await findSite(scope, request.params.id);
      if (!site) throw notFound();
      const parts = await readParts(request);
      if (parts.fileCount !== 1 || !parts.file) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
      const target = z
        .enum(SITE_IMAGE_TARGET_NAMES as [TSiteImageTarget, ...TSiteImageTarget[]])
        .safeParse(parts.fields.target);
      if (!target.success) {
        throw new AppError(400, [
          formatMessage('INVALID_REQUEST', {
            details: `target must be one of ${SITE_IMAGE_TARGET_NAMES.join(', ')}`,
          }),
        ]);
      }
      let crop: z.infer<typeof ZCropArea> | undefined;
      if (parts.fields.crop) {
        const parsed = ZCropArea.safeParse(
          (() => {
            try {
              return JSON.parse(parts.fields.crop as string);
            } catch {
              return null;
            }
          })(),
        );
        if (!parsed.success)
          throw new AppError(400, [
            formatMessage('INVALID_REQUEST', {
              details: 'crop must be {x, y, width, height} in whole pixels',
            }),
          ]);
        crop = parsed.data;
      }
      const image = await processWebsiteImage(parts.file, {
        crop,
        mustBeSquare: SITE_IMAGE_TARGETS[target.data].isSquare,
      });
      const key = await app.storage.put(image.bytes, image.extension);
      await recordFile(scope, {
        key,
        mimeType: image.extension === 'png' ? 'image/png' : 'image/jpeg',
        size: image.bytes.length,
      });
      return {
        error: false as const,
        result: { url: `/files/${key}`, width: image.width, height: image.height },
      };
    },
  );
};
