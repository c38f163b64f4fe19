import type { TFileRules } from '@oc/domain/apps/app.schema';
import { exactSizeOf } from '@oc/domain/apps/image-sizes';
import type { TCropArea } from '@oc/domain/uploads/image-upload.schema';
import { effectiveImageRules } from '@oc/domain/uploads/upload.rules';
import sharp from 'sharp';
import type { TUploadedFile } from '../files/files.types';
import { processWebsiteImage } from '../files/website-image';

/**
 * A wrong-size image the owner cropped in the console (docs/product/app-settings.md#resources):
 * the area they chose, at the slot's ratio, cut out and scaled to exactly the slot's size, as the
 * file the upload then checks like any other. The area is judged as the website images' crop is
 * (a PNG or JPEG by content, inside the picture after EXIF orientation); a slightly different
 * ratio is covered, never stretched.
 */
export async function cropToSlot(
  file: TUploadedFile,
  crop: TCropArea,
  rules: TFileRules | null,
): Promise<TUploadedFile> {
  const cut = await processWebsiteImage(file.bytes, { crop, mustBeSquare: false });
  const size = exactSizeOf(rules);
  const takesPng = effectiveImageRules(rules).extensions.includes('png');
  let pixels = sharp(cut.bytes);
  if (size) pixels = pixels.resize(size.width, size.height, { fit: 'cover' });
  const bytes = takesPng
    ? await pixels.png().toBuffer()
    : await pixels.flatten({ background: '#FFFFFF' }).jpeg({ quality: 92 }).toBuffer();
  return { filename: file.filename, mimetype: takesPng ? 'image/png' : 'image/jpeg', bytes };
}
