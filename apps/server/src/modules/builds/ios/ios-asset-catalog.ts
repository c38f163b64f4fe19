import type { TRgb } from './ios-colours';
import type { TSplash } from './ios-images';
import { json } from './ios-json';

const CATALOG_INFO = { author: 'xcode', version: 1 };
const text = (s: string) => Buffer.from(s, 'utf8');

function colourSet([r, g, b]: TRgb): string {
  const component = (c: number) => `0x${c.toString(16).padStart(2, '0').toUpperCase()}`;
  return json({
    colors: [
      {
        color: {
          'color-space': 'srgb',
          components: {
            red: component(r),
            green: component(g),
            blue: component(b),
            alpha: '1.000',
          },
        },
        idiom: 'universal',
      },
    ],
    info: CATALOG_INFO,
  });
}

/**
 * Assets.xcassets, by path inside it: the app icon, the accent colour (the primary colour) and,
 * when there are iOS splash images, the LaunchImage imageset the launch screen shows.
 */
export function assetCatalogFiles(icon: Buffer, primary: TRgb, splash: TSplash[]) {
  const files: [string, Uint8Array][] = [
    ['Contents.json', text(json({ info: CATALOG_INFO }))],
    [
      'AppIcon.appiconset/Contents.json',
      text(
        json({
          images: [
            { filename: 'AppIcon.png', idiom: 'universal', platform: 'ios', size: '1024x1024' },
          ],
          info: CATALOG_INFO,
        }),
      ),
    ],
    ['AppIcon.appiconset/AppIcon.png', icon],
    ['AccentColor.colorset/Contents.json', text(colourSet(primary))],
  ];
  if (!splash.length) return files;
  const images = splash.map((s) => ({
    filename: `${s.slot.name}.png`,
    idiom: s.slot.idiom,
    ...(s.slot.scale ? { scale: s.slot.scale } : {}),
  }));
  files.push(['LaunchImage.imageset/Contents.json', text(json({ images, info: CATALOG_INFO }))]);
  for (const s of splash) files.push([`LaunchImage.imageset/${s.slot.name}.png`, s.png]);
  return files;
}
