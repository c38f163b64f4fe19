import { ANDROID_SPLASH_SIZES, IOS_SPLASH_SIZES } from '@oc/domain/apps/splash-sizes';
import type { TProductCode } from '@oc/domain/products/products';
import { DEFAULT_COLOR, DEFAULT_PAGE_BACKGROUND } from '@oc/domain/themes/colour.rules';
import type { TFileRulesRow } from '../db/schema';

// The settings (actions) each demo app starts with: images, colours, files, icons and splash
// screens. Sizes follow docs/product/limits.md#splash-and-icon-sizes.
type TActionSeed = {
  group: string;
  name: string;
  target_path: string;
  file_rules?: TFileRulesRow;
  text_content?: string;
  source_path?: string;
  editable?: boolean;
};

const png = (width: number, height: number, max_size = 2048): TFileRulesRow => ({
  width,
  height,
  max_size,
  extension: ['png'],
  mimetype: ['image/png'],
});

const GENERAL_IMAGES = [
  ['logo', 512, 512],
  ['header_logo', 900, 200],
  ['business_list_banner', 1350, 400],
  ['empty-active-orders', 512, 512],
  ['empty-past-orders', 512, 512],
  ['not-found', 512, 512],
  ['delivery', 512, 512],
  ['pickup', 512, 512],
  ['eatin', 512, 512],
  ['curbside', 512, 512],
  ['drivethru', 512, 512],
  ['category-all', 256, 256],
] as const;

const ANDROID_SPLASH = Object.entries(ANDROID_SPLASH_SIZES);
const IOS_SPLASH = Object.entries(IOS_SPLASH_SIZES);

export function actionsFor(code: TProductCode): TActionSeed[] {
  const images: TActionSeed[] = GENERAL_IMAGES.map(([name, w, h]) => ({
    group: 'general_images',
    name,
    target_path: `assets/images/${name}.png`,
    file_rules: png(w, h),
  }));
  // The store's watermark comes from the platform and cannot be replaced by the owner.
  images.push({
    group: 'general_images',
    name: 'powered_by',
    target_path: 'assets/images/powered_by.png',
    file_rules: png(300, 80),
    editable: false,
  });
  const colors: TActionSeed[] = [
    ['primary', DEFAULT_COLOR],
    ['secondary', '#F4F6F8'],
    ['text', '#1A1A1A'],
    ['background', DEFAULT_PAGE_BACKGROUND],
  ].map(([name, hex]) => ({
    group: 'colors',
    name: name as string,
    target_path: `assets/colors/${name}`,
    text_content: hex as string,
  }));
  const files: TActionSeed[] = [
    {
      group: 'files',
      name: 'google-services.json',
      target_path: 'android/app/google-services.json',
      source_path: 'android/app/google-services.json',
      file_rules: { max_size: 1024, extension: ['json'], mimetype: ['application/json'] },
    },
    {
      group: 'files',
      name: 'GoogleService-Info.plist',
      target_path: 'ios/Runner/GoogleService-Info.plist',
      source_path: 'ios/Runner/GoogleService-Info.plist',
      file_rules: {
        max_size: 1024,
        extension: ['plist'],
        mimetype: ['application/xml', 'text/xml'],
      },
    },
  ];
  const icons: TActionSeed[] = [
    {
      group: 'resources_icons',
      name: 'launcher_icon',
      target_path: 'resources/icon.png',
      file_rules: png(1024, 1024),
    },
    {
      group: 'resources_icons',
      name: 'adaptive_foreground',
      target_path: 'resources/android/icon_foreground.png',
      file_rules: png(432, 432),
    },
  ];
  const notifications: TActionSeed[] = [
    {
      group: 'resources_notifications',
      name: 'notification_icon',
      target_path: 'resources/android/notification.png',
      file_rules: png(96, 96, 512),
    },
  ];
  const androidSplash: TActionSeed[] = ANDROID_SPLASH.flatMap(
    ([density, { width: w, height: h }]) => [
      {
        group: 'resources_splash_android',
        name: `splash_port_${density}`,
        target_path: `android/res/drawable-port-${density}/splash.png`,
        file_rules: png(w, h, 4096),
      },
      {
        group: 'resources_splash_android',
        name: `splash_land_${density}`,
        target_path: `android/res/drawable-land-${density}/splash.png`,
        file_rules: png(h, w, 4096),
      },
    ],
  );
  const iosSplash: TActionSeed[] = IOS_SPLASH.map(([device, { width: w, height: h }]) => ({
    group: 'resources_splash_ios',
    name: `splash_${device}`,
    target_path: `ios/splash/${device}.png`,
    file_rules: png(w, h, 8192),
  }));
  const general =
    code === 'app_driver_x' || code === 'app_business_x' ? images.slice(0, 4) : images;
  return [
    ...general,
    ...colors,
    ...files,
    ...icons,
    ...notifications,
    ...androidSplash,
    ...iosSplash,
  ];
}
