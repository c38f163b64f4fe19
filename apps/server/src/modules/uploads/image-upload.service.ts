import { formatMessage } from '@oc/domain/messages/messages';
import {
  advancedImageLeavesFor,
  isSquareLeaf,
  type TThemeOwnerKind,
} from '@oc/domain/themes/theme-mode';
import { type TUploadedImage, ZCropArea } from '@oc/domain/uploads/image-upload.schema';
import { KB, WEBSITE_IMAGE_MAX_KB } from '@oc/domain/uploads/upload-limits';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { processWebsiteImage } from '../../lib/image-processing';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { recordFile } from './files.repository';
import { readParts } from './multipart';

/** The images an upload may be for: each target's name and whether its crop must be 1:1. */
export type TImageTargets = Map<string, { isSquare: boolean }>;

/** The Advanced image settings (theme paths) of a website or app, by the mode of its editor. */
export function advancedImageTargets(owner: TThemeOwnerKind): TImageTargets {
  return new Map(
    [...advancedImageLeavesFor(owner)].map(([path, leaf]) => [
      path,
      { isSquare: isSquareLeaf(leaf) },
    ]),
  );
}

function parseCrop(raw: string | undefined) {
  if (!raw) return undefined;
  let json: unknown = null;
  try {
    json = JSON.parse(raw);
  } catch {
    // reported below, like any other malformed crop
  }
  const parsed = ZCropArea.safeParse(json);
  if (!parsed.success)
    throw new AppError(400, [
      formatMessage('INVALID_REQUEST', {
        details: 'crop must be {x, y, width, height} in whole pixels',
      }),
    ]);
  return parsed.data;
}

/**
 * One image upload for a website or an app (spec 2.6, decisions.md 7): the multipart form's single
 * source_file, checked by content, cropped as the form's crop says (1:1 where the target wants it),
 * re-encoded and stored as a content-addressed file. The caller has already checked the owner.
 */
export async function storeUploadedImage(
  request: FastifyRequest,
  storage: FileStorage,
  scope: TScope,
  targets: TImageTargets,
): Promise<TUploadedImage> {
  const parts = await readParts(request, {
    maxBytes: WEBSITE_IMAGE_MAX_KB * KB,
    tooLarge: 'THE_MAXIMUM_IMAGE_SIZE_IS_2_MEGABYTES',
  });
  if (parts.fileCount !== 1 || !parts.file) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
  const target = parts.fields.target === undefined ? undefined : targets.get(parts.fields.target);
  if (!target) {
    throw new AppError(400, [
      formatMessage('INVALID_REQUEST', {
        details: `target must be one of ${[...targets.keys()].join(', ')}`,
      }),
    ]);
  }
  const image = await processWebsiteImage(parts.file, {
    crop: parseCrop(parts.fields.crop),
    mustBeSquare: target.isSquare,
  });
  const key = await storage.put(image.bytes, image.extension);
  await recordFile(scope, {
    key,
    mimeType: image.extension === 'png' ? 'image/png' : 'image/jpeg',
    size: image.bytes.length,
  });
  return { url: `/files/${key}`, width: image.width, height: image.height };
}
