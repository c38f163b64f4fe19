import sharp from 'sharp';
import { BuildFailure, type TAppPackage, type TPackagerContext } from '../app-package';
import { hexOf, type TRgb } from './ios-colours';
import { xmlText } from './ios-plist';

const ICON_SIZE = 1024;

/** The iOS splash images by action name, and where each goes in the launch imageset. */
const SPLASH_SLOTS = [
  { name: 'splash_universal', idiom: 'universal', scale: undefined },
  { name: 'splash_iphone', idiom: 'iphone', scale: '2x' },
  { name: 'splash_iphone_plus', idiom: 'iphone', scale: '3x' },
  { name: 'splash_ipad', idiom: 'ipad', scale: '2x' },
] as const;

export type TSplash = {
  slot: (typeof SPLASH_SLOTS)[number];
  png: Buffer;
  width: number;
  height: number;
};

/** An image step: what sharp says goes to the log, the owner gets BUILD_TOOL_FAILED. */
export async function imageStep<T>(
  step: string,
  make: () => Promise<T>,
  ctx: TPackagerContext,
): Promise<T> {
  try {
    return await make();
  } catch (error) {
    ctx.log(`${step}: ${error instanceof Error ? error.message : String(error)}`);
    throw new BuildFailure('BUILD_TOOL_FAILED', { step });
  }
}

/** The first letter or digit of the name, for the generated icon. */
function initialOf(name: string): string {
  return (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? '').toLocaleUpperCase();
}

/**
 * The App Store icon: one 1024 × 1024 PNG with no transparency (App Store Connect refuses an icon
 * with an alpha channel), from the owner's launcher icon or, without one, the name's initial on the
 * primary colour.
 */
export async function appIcon(app: TAppPackage, primary: TRgb): Promise<Buffer> {
  const [r, g, b] = primary;
  if (app.launcherIcon)
    return sharp(app.launcherIcon)
      .resize(ICON_SIZE, ICON_SIZE, { fit: 'cover' })
      .flatten({ background: { r, g, b } })
      .png()
      .toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}">
  <rect width="100%" height="100%" fill="${hexOf(primary)}"/>
  <text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700"
    font-size="560" fill="#ffffff">${xmlText(initialOf(app.name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: { r, g, b } }).png().toBuffer();
}

/** The iOS splash images uploaded, in the launch imageset's order. */
export async function splashImages(app: TAppPackage): Promise<TSplash[]> {
  const found: TSplash[] = [];
  for (const slot of SPLASH_SLOTS) {
    const given = app.splash.find((s) => s.name === slot.name);
    if (!given) continue;
    // Re-encoded as PNG: the asset catalog wants PNG, and this drops any metadata of the upload.
    const { data, info } = await sharp(given.bytes).png().toBuffer({ resolveWithObject: true });
    found.push({ slot, png: data, width: info.width, height: info.height });
  }
  return found;
}
