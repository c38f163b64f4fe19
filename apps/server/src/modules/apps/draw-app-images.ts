import type { TGeneratedImageKind } from '@oc/domain/apps/image-generation';
import {
  ADAPTIVE_LAYER_DP,
  ADAPTIVE_SAFE_ZONE_DP,
  insetSquare,
  NOTIFICATION_DP,
  NOTIFICATION_LIVE_DP,
  splashLogoPlacement,
  type TPlacement,
} from '@oc/domain/apps/image-sizes';
import type { TSize } from '@oc/domain/uploads/upload-limits';
import sharp, { type Sharp } from 'sharp';

// The pictures of 'Make from one icon' (docs/product/app-settings.md#resources), drawn with sharp
// from pixels already checked (read-source-images.ts). Each is a PNG of exactly the slot's size;
// the upload checks then judge it like any upload of that slot.

/** The decoded sources: the icon (1024 × 1024) and the logo of the splash screens. */
export type TSourceImages = {
  icon: Buffer;
  logo: { bytes: Buffer; size: TSize };
  /** `#RRGGBB`: the splash screens' and the adaptive icon's background. */
  background: string;
};

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** A square of the slot's shorter side, centred in it: where a square picture goes. */
function centredSquare(size: TSize, inset: (side: number) => TPlacement): TPlacement {
  const side = Math.min(size.width, size.height);
  const square = inset(side);
  return {
    ...square,
    left: square.left + Math.floor((size.width - side) / 2),
    top: square.top + Math.floor((size.height - side) / 2),
  };
}

/** The picture placed on a transparent layer of the slot's size, without blending anything. */
const onTransparent = (picture: Sharp, size: TSize, at: TPlacement) =>
  picture
    .extend({
      left: at.left,
      top: at.top,
      right: size.width - at.left - at.width,
      bottom: size.height - at.top - at.height,
      background: TRANSPARENT,
    })
    .png()
    .toBuffer();

/** The icon at a size, its transparency as it came (none for a JPEG). */
const iconAt = (icon: Buffer, size: TSize) =>
  sharp(icon).resize(size.width, size.height, { fit: 'cover' });

/**
 * A white silhouette of the icon's opaque parts: Android draws a notification icon from its alpha
 * alone, so every pixel is white and only the transparency carries the shape.
 */
async function silhouette(icon: Buffer, side: number) {
  const alpha = await iconAt(icon, { width: side, height: side })
    .ensureAlpha()
    .extractChannel('alpha')
    .raw()
    .toBuffer();
  return sharp({
    create: { width: side, height: side, channels: 3, background: '#FFFFFF' },
  }).joinChannel(alpha, { raw: { width: side, height: side, channels: 1 } });
}

/** The colour over the whole slot, opaque. */
const filled = (size: TSize, colour: string) =>
  sharp({ create: { ...size, channels: 3, background: colour } });

/** The logo centred on the colour, opaque: a launch screen shows nothing behind it. */
async function splash(source: TSourceImages, size: TSize) {
  const at = splashLogoPlacement(size, source.logo.size);
  const logo = await sharp(source.logo.bytes)
    .resize(at.width, at.height, { fit: 'fill' })
    .png()
    .toBuffer();
  const drawn = await filled(size, source.background)
    .composite([{ input: logo, left: at.left, top: at.top }])
    .png()
    .toBuffer();
  // sharp flattens before it composites: a second pass takes out the alpha the logo brought.
  return sharp(drawn).flatten({ background: source.background }).removeAlpha().png().toBuffer();
}

/** One slot's picture, as a PNG of exactly `size`. */
export async function drawAppImage(
  kind: TGeneratedImageKind,
  size: TSize,
  source: TSourceImages,
): Promise<Buffer> {
  switch (kind) {
    case 'icon':
      return iconAt(source.icon, size).png().toBuffer();
    case 'adaptive_foreground': {
      const at = centredSquare(size, (side) =>
        insetSquare(side, ADAPTIVE_SAFE_ZONE_DP, ADAPTIVE_LAYER_DP),
      );
      return onTransparent(iconAt(source.icon, at).ensureAlpha(), size, at);
    }
    case 'adaptive_background':
      return filled(size, source.background).png().toBuffer();
    case 'notification': {
      const at = centredSquare(size, (side) =>
        insetSquare(side, NOTIFICATION_LIVE_DP, NOTIFICATION_DP),
      );
      const white = await silhouette(source.icon, at.width).then((s) => s.png().toBuffer());
      return onTransparent(sharp(white), size, at);
    }
    case 'splash':
      return splash(source, size);
  }
}
