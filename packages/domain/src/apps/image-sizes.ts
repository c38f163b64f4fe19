import type { TRuleError } from '../messages/rule-result';
import type { TSize } from '../uploads/upload-limits';

// The pixel arithmetic of an app's icons and splash screens (docs/product/app-settings.md#resources):
// how a size is written to the owner, the crop ratio of a slot, and where the icon and logo sit
// when every slot is made from one icon.

/** A size as the owner reads it everywhere in the console: `1024 × 500`. */
export const sizeText = ({ width, height }: TSize) => `${width} × ${height}`;

/**
 * docs/product/validation.md#app-resource-image: after the spec's sentence, the sizes themselves,
 * so the owner knows what to change: 'This image is 800 × 600; this slot needs 1024 × 500.'
 */
export const wrongSizeError = (actual: TSize, wanted: TSize): TRuleError => ({
  key: 'THIS_IMAGE_IS_SIZE_THIS_SLOT_NEEDS_SIZE',
  params: { actual: sizeText(actual), wanted: sizeText(wanted) },
});

/** The slot's exact size, when its rules give both sides. */
export function exactSizeOf(
  rules: { width?: number | undefined; height?: number | undefined } | null | undefined,
): TSize | null {
  return rules?.width && rules.height ? { width: rules.width, height: rules.height } : null;
}

/** The one source every icon and splash screen is made from: a square of 1024 × 1024. */
export const SOURCE_ICON_SIZE: TSize = { width: 1024, height: 1024 };

/** Whether a source icon can be used: exactly 1024 × 1024. */
export const isSourceIconSize = (size: TSize) =>
  size.width === SOURCE_ICON_SIZE.width && size.height === SOURCE_ICON_SIZE.height;

/** A square of `size` pixels placed in a layer: its side and its top-left corner. */
export type TPlacement = { left: number; top: number; width: number; height: number };

/**
 * A square inset centred in a square layer, as a share of the layer: `inner` of `outer` units.
 * Android's adaptive icon layers are 108 dp with the icon in the inner 72 dp (what every launcher
 * mask keeps); notification icons are 24 dp drawn within 20 dp.
 */
export function insetSquare(side: number, inner: number, outer: number): TPlacement {
  const size = Math.max(1, Math.round((side * inner) / outer));
  const offset = Math.floor((side - size) / 2);
  return { left: offset, top: offset, width: size, height: size };
}

/** Android adaptive icon layers: 108 dp, the icon inside the middle 72 dp. */
export const ADAPTIVE_LAYER_DP = 108;
export const ADAPTIVE_SAFE_ZONE_DP = 72;
/** Android notification icons: 24 dp, drawn within 20 dp (2 dp of padding each side). */
export const NOTIFICATION_DP = 24;
export const NOTIFICATION_LIVE_DP = 20;
/** The splash logo's box: this share of the screen's shorter side, as the drawn splash uses. */
export const SPLASH_LOGO_SHARE = 0.4;

/** The largest size of the same shape as `source` that fits in `box` (never below 1 px). */
export function fitInside(source: TSize, box: TSize): TSize {
  const scale = Math.min(box.width / source.width, box.height / source.height);
  return {
    width: Math.max(1, Math.min(box.width, Math.round(source.width * scale))),
    height: Math.max(1, Math.min(box.height, Math.round(source.height * scale))),
  };
}

/**
 * Where the logo sits on a splash screen: fitted into a square box of 40% of the screen's shorter
 * side, its shape kept, centred.
 */
export function splashLogoPlacement(screen: TSize, logo: TSize): TPlacement {
  const side = Math.max(1, Math.round(Math.min(screen.width, screen.height) * SPLASH_LOGO_SHARE));
  const size = fitInside(logo, { width: side, height: side });
  return {
    left: Math.floor((screen.width - size.width) / 2),
    top: Math.floor((screen.height - size.height) / 2),
    ...size,
  };
}
