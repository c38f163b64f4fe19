import sharp from 'sharp';
import type { FileStorage } from '../../lib/storage';

// Responsive images (docs/product/website.md#addresses): GET /files/<key>?w=640 answers the image
// at most that wide, made once with sharp and kept beside the original under a key of its own, so
// it is as long-cached as the original. Never enlarged; PNG stays PNG, JPEG stays JPEG.

export const IMAGE_WIDTHS = ['320', '640', '1280'] as const;
export type TImageWidth = (typeof IMAGE_WIDTHS)[number];

/** `ab/abc….png` at 640 is `ab/abc….w640.png`. */
const variantKey = (key: string, width: TImageWidth) =>
  key.replace(/\.([a-z0-9]+)$/, `.w${width}.$1`);

/** The image `bytes` (stored at `key`) at most `width` pixels wide. */
export async function imageVariant(
  storage: FileStorage,
  key: string,
  bytes: Buffer,
  width: TImageWidth,
): Promise<Buffer> {
  const derived = variantKey(key, width);
  const kept = await storage.get(derived);
  if (kept) return kept;
  const image = sharp(bytes);
  const { width: actual = 0 } = await image.metadata();
  if (actual <= Number(width)) return bytes;
  const resized = image.resize({ width: Number(width), withoutEnlargement: true });
  const encoded = key.endsWith('.png')
    ? await resized.png({ compressionLevel: 9 }).toBuffer()
    : await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  await storage.putDerived(derived, encoded);
  return encoded;
}
