import type { TFileRules } from '@oc/domain/apps/app.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import { effectiveImageRules, validateResourceImage } from '@oc/domain/uploads/upload.rules';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';
import type { TCheckedFile, TUploadedFile } from './files.types';

// Decompression bombs: nothing larger than 40 megapixels is decoded (the largest splash is 7.5).
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * An app resource image (docs/product/validation.md#app-resource-image), judged by the content,
 * never the name or declared type: a PNG or JPEG the action accepts, within its size, of exactly
 * its width and height, that decodes. What is stored is not the upload but its pixels encoded again
 * in the same format (docs/decisions/008-uploaded-files-verified.md): the bytes served at /files
 * and put into the app are then only an image, with nothing riding behind or inside it (a JAR after
 * the IEND chunk, metadata such as GPS positions). The EXIF orientation is applied first, so the
 * stored pixels have the width and height the rules checked.
 */
export async function checkResourceImage(
  file: TUploadedFile,
  rules: TFileRules | null,
): Promise<TCheckedFile> {
  const accepted = effectiveImageRules(rules);
  const notAnImage = () => AppError.of(415, 'ONLY_IMAGES_CAN_BE_ACCEPTED');
  let metadata: Metadata;
  try {
    metadata = await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format !== 'png' && metadata.format !== 'jpeg') throw notAnImage();
  // The facts the shared rule needs, taken from the content: its real type and, as the console's
  // preview measures it, its size after EXIF orientation.
  const isPng = metadata.format === 'png';
  const extension = isPng ? 'png' : accepted.extensions.includes('jpeg') ? 'jpeg' : 'jpg';
  const mimeType = isPng
    ? 'image/png'
    : accepted.mimetypes.includes('image/jpeg')
      ? 'image/jpeg'
      : 'image/jpg';
  const facts = {
    name: `image.${extension}`,
    type: mimeType,
    size: file.bytes.length,
    width: metadata.autoOrient?.width ?? metadata.width,
    height: metadata.autoOrient?.height ?? metadata.height,
  };
  const result = validateResourceImage([facts], rules);
  if (!result.ok) {
    const keys = result.errors.map((e) => e.key);
    const status = keys.includes('ONLY_IMAGES_CAN_BE_ACCEPTED')
      ? 415
      : keys.includes('THE_MAXIMUM_IMAGE_SIZE_IS_SIZE')
        ? 413
        : 400;
    throw new AppError(
      status,
      result.errors.map((e) => formatMessage(e.key, e.params)),
    );
  }
  let encoded: Buffer;
  try {
    // A header alone is not an image: all of it is decoded here (a truncated or corrupt file
    // fails). sharp keeps no metadata unless asked to.
    const pixels = sharp(file.bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    }).rotate();
    const out = isPng
      ? await pixels.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await pixels.jpeg({ quality: 92, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    if (out.info.width !== facts.width || out.info.height !== facts.height) throw new Error('size');
    encoded = out.data;
  } catch {
    throw notAnImage();
  }
  return {
    bytes: encoded,
    extension: isPng ? 'png' : 'jpg',
    mimeType: isPng ? 'image/png' : 'image/jpeg',
    originalName: file.filename,
  };
}
