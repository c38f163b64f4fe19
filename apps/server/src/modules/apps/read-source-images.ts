import { isSourceIconSize, SOURCE_ICON_SIZE, sizeText } from '@oc/domain/apps/image-sizes';
import type { TMessageKey } from '@oc/domain/messages/messages';
import type { TSize } from '@oc/domain/uploads/upload-limits';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';

// Decompression bombs: nothing larger than 40 megapixels is decoded, as for every upload.
const MAX_INPUT_PIXELS = 40_000_000;

/** A source picture decoded whole and turned as its EXIF says: PNG pixels and their size. */
export type TDecodedSource = { bytes: Buffer; size: TSize };

/**
 * A PNG or JPEG judged by its content (never its name or declared type), decoded whole (a truncated
 * file fails here) and turned upright; anything else is `notAnImage`.
 */
async function decode(bytes: Buffer, notAnImage: TMessageKey): Promise<TDecodedSource> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== 'png' && metadata.format !== 'jpeg') throw new Error('format');
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .png()
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, size: { width: info.width, height: info.height } };
  } catch {
    throw AppError.of(415, notAnImage);
  }
}

/**
 * The icon every slot is made from: a PNG or JPEG of exactly 1024 × 1024 (after EXIF orientation),
 * refused otherwise with both sizes named.
 */
export async function readSourceIcon(bytes: Buffer): Promise<TDecodedSource> {
  const icon = await decode(bytes, 'THE_ICON_MUST_BE_A_PNG_OR_JPEG_IMAGE');
  if (!isSourceIconSize(icon.size))
    throw AppError.of(400, 'THE_ICON_MUST_BE_SIZE_THIS_ONE_IS_SIZE', {
      wanted: sizeText(SOURCE_ICON_SIZE),
      actual: sizeText(icon.size),
    });
  return icon;
}

/** The splash screens' logo: a PNG or JPEG of any shape; it is fitted to each screen. */
export const readSourceLogo = (bytes: Buffer) =>
  decode(bytes, 'THE_LOGO_MUST_BE_A_PNG_OR_JPEG_IMAGE');
