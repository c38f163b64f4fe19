import { z } from 'zod';
import { DB_INT_MAX } from './limits';

// The theme values the Basic settings tab edits (theme-values.md "Basic settings"), each with the zod
// schema its value must satisfy. The server refuses any other path; the advanced-settings
// description adds its own paths to the same save endpoint.
const P = 'my_products.components';

export const ZHexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like #2C7BE5');
/** An uploaded file's URL (decisions.md 7: images are files, never base64). */
export const FILE_URL_PREFIX = '/files/';
export const ZFileUrl = z
  .string()
  .regex(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.(png|jpg|jpeg|webp)$/, 'must be an uploaded image');
/** The storage key of an uploaded file's URL ('ab/abcd….png'); the server checks whose file it is. */
export const fileKeyOf = (url: string) => url.slice(FILE_URL_PREFIX.length);
export const ZSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug')
  .max(255);
export const RICH_TEXT_MAX_LENGTH = 100_000;

export const HTML_PATHS = [
  `${P}.theme_settings.components.values.homepage_content`,
  `${P}.theme_settings.components.values.footer_content`,
] as const;

export const BASIC_IMAGE_KEYS = [
  'logo',
  'logo_mobile',
  'homepage_background',
  'homepage_mobile_background',
] as const;
export const basicImagePath = (key: (typeof BASIC_IMAGE_KEYS)[number]) =>
  `${P}.images.components.${key}.components.image`;

export const BASIC_THEME_FIELDS: Record<string, z.ZodType> = {
  [`${P}.website_theme.components.type`]: z.enum(['marketplace', 'single_store']),
  [`${P}.website_theme.components.business_slug`]: ZSlug.nullable(),
  [`${P}.website_theme.components.franchise_slug`]: ZSlug.nullable(),
  ...Object.fromEntries(BASIC_IMAGE_KEYS.map((key) => [basicImagePath(key), ZFileUrl.nullable()])),
  [`${P}.images.components.homepage_image_fullscreen`]: z.boolean(),
  [`${P}.theme_settings.components.style.background_page`]: ZHexColor,
  [`${P}.theme_settings.components.style.primary_btn_color`]: ZHexColor,
  ...Object.fromEntries(HTML_PATHS.map((path) => [path, z.string().max(RICH_TEXT_MAX_LENGTH)])),
};

export const ZThemeChange = z.object({ path: z.string().min(1).max(300), value: z.unknown() });
export const ZSaveThemeRequest = z.object({
  /** The version the client's copy was loaded at. */
  version: z.number().int().min(1).max(DB_INT_MAX),
  changes: z.array(ZThemeChange).min(1).max(500),
});
export type TSaveThemeRequest = z.infer<typeof ZSaveThemeRequest>;
