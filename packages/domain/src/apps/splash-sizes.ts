import type { TSize } from '../uploads/upload-limits';

/** Splash screen sizes: Android (portrait; the landscape variant swaps them) and iOS. */
export const ANDROID_SPLASH_SIZES = {
  ldpi: { width: 200, height: 320 },
  xhdpi: { width: 720, height: 1280 },
  xxhdpi: { width: 960, height: 1600 },
  xxxhdpi: { width: 1280, height: 1920 },
} as const satisfies Record<string, TSize>;
export const IOS_SPLASH_SIZES = {
  ipad: { width: 1536, height: 2048 },
  iphone: { width: 640, height: 960 },
  iphone_plus: { width: 1242, height: 2208 },
  universal: { width: 2732, height: 2732 },
} as const satisfies Record<string, TSize>;
