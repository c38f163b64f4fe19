// Business constants and limits of spec 9 (decisions.md fixes applied). KB means 1024 bytes.
export const KB = 1024;

/** The largest value of a PostgreSQL integer column: every id and version in a request stays within it. */
export const DB_INT_MAX = 2_147_483_647;

export const WEBSITE_IMAGE_MAX_KB = 2048;
export const AUDIO_MAX_KB = 512;
export const DEFAULT_FILE_MAX_KB = 1024;
export const CREDENTIAL_FILE_MAX_KB = 1024;
export const DEFAULT_IMAGE_MAX_KB = 2048;

export const WEBSITE_IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
export const WEBSITE_IMAGE_MIMETYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const DEFAULT_IMAGE_EXTENSIONS = ['png'] as const;
export const DEFAULT_IMAGE_MIMETYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const AUDIO_EXTENSIONS = ['mp3', 'aac', 'ogg'] as const;

export type TSize = { width: number; height: number };
/** Recommended sizes shown next to each image picker (spec 9). */
export const RECOMMENDED_IMAGE_SIZES = {
  site_logo: { width: 512, height: 512 },
  header_logo: { width: 900, height: 200 },
  header_mobile_logo: { width: 512, height: 512 },
  site_image: { width: 1920, height: 1280 },
  homepage_background: { width: 1920, height: 1280 },
  homepage_mobile_background: { width: 1440, height: 770 },
  advanced_homepage_image: { width: 1350, height: 400 },
  business_logo_dummy: { width: 512, height: 512 },
  business_header_dummy: { width: 1350, height: 400 },
  product_dummy: { width: 900, height: 200 },
  favicon: { width: 512, height: 512 },
  section_image: { width: 900, height: 200 },
  order_type_image: { width: 1350, height: 200 },
} as const satisfies Record<string, TSize>;

export const DEFAULT_COLOR = '#2C7BE5';
export const DEFAULT_PAGE_BACKGROUND = '#FFFFFF';

export const FONTS = ['Poppins', 'Lobster', 'Raleway'] as const;
export const DEFAULT_FONT = 'Poppins';
export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export const RICH_TEXT_HEIGHT = 350;
export const RICH_TEXT_FONTS = ['Arial', 'Arial Black', 'Comic Sans MS', 'Courier New'] as const;

export const WIDGET_DEFAULTS = { openOnMobile: false, openOnDesktop: false, type: 'chat' } as const;
export const CHAT_WIDGET_MAX = { height: 570, width: 370 } as const;
export const NARROW_SCREEN_MAX_PX = 480;

export const TEXT_DEBOUNCE_MS = 750;
export const TEXT_MIN_LENGTH = 1;
export const TEXT_MAX_LENGTH = 255;

export const SKELETON_SECTIONS = 2;
export const SKELETON_BLOCKS = 4;

/** decisions.md: Android splash (portrait; landscape swaps), iOS splash, launcher icon master. */
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
export const LAUNCHER_ICON_SIZE = { width: 1024, height: 1024 } as const;

export const landscape = (size: TSize): TSize => ({ width: size.height, height: size.width });
