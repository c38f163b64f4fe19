import { readableOn } from '@oc/domain/themes/colour.rules';
import sharp from 'sharp';
import type { TAppPackage, TBuildLogger } from '../app-package';
import { xmlText } from './android-text';

// The app's pictures at every size Android asks for, made with sharp from what the owner uploaded;
// what was not uploaded (or cannot be read) is drawn from the name and the colours, so that a build
// never stops for a missing picture.

/** Android's density buckets and their scale against mdpi (1 dp = 1 px). */
const SCALE = { ldpi: 0.75, mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;
type TDensity = keyof typeof SCALE;

const ICON_DENSITIES: readonly TDensity[] = ['mdpi', 'hdpi', 'xhdpi', 'xxhdpi', 'xxxhdpi'];
/** Launcher icons are 48 dp, adaptive layers 108 dp, notification icons 24 dp. */
const LAUNCHER_DP = 48;
const ADAPTIVE_DP = 108;
const NOTIFICATION_DP = 24;
/** The splash sizes Cordova-style apps ship (portrait; landscape is the same turned). */
const SPLASH_PORTRAIT: Record<TDensity, [number, number]> = {
  ldpi: [200, 320],
  mdpi: [320, 480],
  hdpi: [480, 800],
  xhdpi: [720, 1280],
  xxhdpi: [960, 1600],
  xxxhdpi: [1280, 1920],
};
/** The densities of the drawn splash: enough for every screen, few enough to stay small. */
const DRAWN_SPLASH_DENSITIES: readonly TDensity[] = ['mdpi', 'hdpi', 'xhdpi', 'xxhdpi'];
const SPLASH_NAME = /^splash_(port|land)_(ldpi|mdpi|hdpi|xhdpi|xxhdpi|xxxhdpi)$/;

/** Resource files by path under the project (res/mipmap-mdpi/ic_launcher.png). */
export type TFiles = Map<string, Buffer | string>;

export type TColours = {
  primary: string;
  primaryDark: string;
  accent: string;
  background: string;
};

/** The first character the owner would see (a whole emoji or accented letter), in capitals. */
function initialOf(name: string): string {
  const segments = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim());
  const first = [...segments][0]?.segment ?? '?';
  return first.toLocaleUpperCase();
}

/** The initial's colour on a light icon: near-black, as the website's text (white on a dark one). */
const INK = '#222222';

/** The icon drawn when none was uploaded: the name's initial on the primary colour. */
async function drawnIcon(name: string, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">
<rect width="1024" height="1024" fill="${colour}"/>
<text x="512" y="512" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="560" fill="${readableOn(colour, INK)}">${xmlText(initialOf(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The upload as a PNG master, or null (and a log line) when it cannot be read as a picture. */
async function readable(
  bytes: Buffer | null,
  what: string,
  log: TBuildLogger,
): Promise<Buffer | null> {
  if (!bytes) return null;
  try {
    return await sharp(bytes).rotate().png().toBuffer();
  } catch {
    log(`The ${what} could not be read as a picture; it is left out.`);
    return null;
  }
}

const square = (master: Buffer, size: number) =>
  sharp(master).resize(size, size, { fit: 'cover' }).png().toBuffer();

const px = (dp: number, density: TDensity) => Math.round(dp * SCALE[density]);

/**
 * Launcher icons (legacy square ones in every density, adaptive layers for API 26+ when the owner
 * gave a foreground), the notification icon when given, and the splash screens.
 */
export async function androidImages(
  app: TAppPackage,
  colours: TColours,
  log: TBuildLogger,
): Promise<TFiles> {
  const files: TFiles = new Map();
  const add = async (path: string, image: Promise<Buffer>) => files.set(path, await image);

  let icon = await readable(app.launcherIcon, 'launcher icon', log);
  if (!icon) {
    log('No launcher icon was uploaded: using the initial of the name on the primary colour.');
    icon = await drawnIcon(app.name, colours.primary);
  }
  const master = icon;
  await Promise.all(
    ICON_DENSITIES.map((d) =>
      add(`res/mipmap-${d}/ic_launcher.png`, square(master, px(LAUNCHER_DP, d))),
    ),
  );

  const foreground = await readable(app.adaptiveForeground, 'adaptive icon foreground', log);
  if (foreground) {
    await Promise.all(
      ICON_DENSITIES.map((d) =>
        add(`res/mipmap-${d}/ic_launcher_foreground.png`, square(foreground, px(ADAPTIVE_DP, d))),
      ),
    );
    files.set(
      'res/mipmap-anydpi-v26/ic_launcher.xml',
      `<?xml version="1.0" encoding="utf-8"?>
<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">
    <background android:drawable="@color/ic_launcher_background"/>
    <foreground android:drawable="@mipmap/ic_launcher_foreground"/>
</adaptive-icon>
`,
    );
  }

  const notification = await readable(app.notificationIcon, 'notification icon', log);
  if (notification) {
    await Promise.all(
      ICON_DENSITIES.map((d) =>
        add(`res/drawable-${d}/ic_notification.png`, square(notification, px(NOTIFICATION_DP, d))),
      ),
    );
  }

  for (const [path, bytes] of await splashScreens(app, colours, master, log))
    files.set(path, bytes);
  return files;
}

/**
 * drawable-port-<density>/splash.png and drawable-land-<density>/splash.png: the owner's for an
 * orientation they uploaded any for; else drawn (the background colour with the icon in the
 * middle), so that both orientations always have one and the launch window never lacks it.
 */
async function splashScreens(
  app: TAppPackage,
  colours: TColours,
  icon: Buffer,
  log: TBuildLogger,
): Promise<TFiles> {
  const files: TFiles = new Map();
  for (const image of app.splash) {
    const match = SPLASH_NAME.exec(image.name);
    if (!match) continue;
    const [, orientation, density] = match;
    const png = await readable(image.bytes, `splash image ${image.name}`, log);
    if (png) files.set(`res/drawable-${orientation}-${density}/splash.png`, png);
  }
  for (const orientation of ['port', 'land'] as const) {
    if ([...files.keys()].some((path) => path.includes(`-${orientation}-`))) continue;
    for (const density of DRAWN_SPLASH_DENSITIES) {
      const [short, long] = SPLASH_PORTRAIT[density];
      const [width, height] = orientation === 'port' ? [short, long] : [long, short];
      const size = Math.round(Math.min(width, height) * 0.4);
      const picture = await sharp({
        create: { width, height, channels: 3, background: colours.background },
      })
        .composite([{ input: await square(icon, size) }])
        .png()
        .toBuffer();
      files.set(`res/drawable-${orientation}-${density}/splash.png`, picture);
    }
  }
  return files;
}
