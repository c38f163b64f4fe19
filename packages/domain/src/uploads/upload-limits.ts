// Upload sizes, types and the recommended image sizes. KB means 1024 bytes.
export const KB = 1024;

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
/**
 * Recommended sizes shown next to each image picker
 * (docs/product/limits.md#recommended-image-sizes).
 */
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
