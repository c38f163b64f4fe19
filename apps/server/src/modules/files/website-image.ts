import type { TCropArea } from '@oc/domain/uploads/image-upload.schema';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

// Decompression bombs: refuse anything over 40 megapixels before decoding it.
const MAX_INPUT_PIXELS = 40_000_000;

export type TProcessedImage = {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  width: number;
  height: number;
};

/**
 * Checks an upload by its content, never its name or declared type: it must decode as PNG or JPEG
 * (SVG and everything else refused). Then crops it, re-encodes it (which drops metadata such as GPS
 * positions) and returns the new file.
 */
export async function processWebsiteImage(
  input: Buffer,
  options: { crop?: TCropArea | undefined; mustBeSquare: boolean },
): Promise<TProcessedImage> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw AppError.of(415, 'ONLY_IMAGES_CAN_BE_ACCEPTED');
  }
  if (
    (metadata.format !== 'png' && metadata.format !== 'jpeg') ||
    !metadata.width ||
    !metadata.height
  ) {
    throw AppError.of(415, 'ONLY_IMAGES_CAN_BE_ACCEPTED');
  }
  // EXIF orientation first, so the crop the owner saw is the crop they get.
  const oriented = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  // The header can be whole while the pixels are not (a truncated PNG or JPEG): decoding them is
  // where that shows, and it is the upload's fault, not ours.
  let decoded: { width: number; height: number };
  try {
    decoded = (await oriented.clone().toBuffer({ resolveWithObject: true })).info;
  } catch {
    throw AppError.of(415, 'ONLY_IMAGES_CAN_BE_ACCEPTED');
  }
  const { width, height } = decoded;
  const crop = options.crop ?? { x: 0, y: 0, width, height };
  if (crop.x + crop.width > width || crop.y + crop.height > height) {
    throw AppError.of(400, 'THE_CROP_IS_OUTSIDE_THE_IMAGE');
  }
  if (options.mustBeSquare && Math.abs(crop.width - crop.height) > 1) {
    throw AppError.of(400, 'THE_LOGO_MUST_BE_SQUARE');
  }
  const side = Math.min(crop.width, crop.height);
  const region = options.mustBeSquare
    ? { left: crop.x, top: crop.y, width: side, height: side }
    : { left: crop.x, top: crop.y, width: crop.width, height: crop.height };
  const pipeline = oriented.extract(region);
  try {
    const out =
      metadata.format === 'png'
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : await pipeline.jpeg({ quality: 88, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return {
      bytes: out.data,
      extension: metadata.format === 'png' ? 'png' : 'jpg',
      width: out.info.width,
      height: out.info.height,
    };
  } catch {
    throw AppError.of(415, 'ONLY_IMAGES_CAN_BE_ACCEPTED');
  }
}
