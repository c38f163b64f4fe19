import { z } from 'zod';
import { COMMON_MESSAGES } from '../messages/common-messages';
import { THEME_MESSAGES } from '../messages/theme-messages';
import { TEXT_MAX_LENGTH, TEXT_MIN_LENGTH } from '../text/text.rules';
import { ZFileUrl } from '../uploads/file-url';
import { DEFAULT_COLOR, DEFAULT_PAGE_BACKGROUND } from './colour.rules';
import { ZHexColor } from './colour.schema';
import type { TTheme } from './theme.schema';
import { getPath } from './theme-path';

// The website's Basic tab, described once beside the Advanced tree (theme-tree.ts): every field
// with where it is saved (a column of the site, or a path of its theme), the schema its value must
// satisfy (whose messages are the ones the owner reads) and its value when nothing is saved yet.
// The console's form, the console's brand colour and the server's checks of site and theme saves
// all read this. docs/product/website-settings.md and docs/decisions/004 explain the image mapping.

const P = 'my_products.components';

export const ZSlug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug')
  .max(255);
export const RICH_TEXT_MAX_LENGTH = 100_000;

const ZSiteName = z
  .string()
  .trim()
  .min(TEXT_MIN_LENGTH, COMMON_MESSAGES.THE_NAME_MUST_HAVE_1_TO_255_CHARACTERS)
  .max(TEXT_MAX_LENGTH, COMMON_MESSAGES.THE_NAME_MUST_HAVE_1_TO_255_CHARACTERS);
const ZSiteDescription = z
  .string()
  .trim()
  .max(TEXT_MAX_LENGTH, COMMON_MESSAGES.THE_DESCRIPTION_CAN_HAVE_AT_MOST_255_CHARACTERS);
const ZRichText = z.string().max(RICH_TEXT_MAX_LENGTH);
const ZImage = ZFileUrl.nullable();

type TSiteColumns = {
  name: string;
  description: string;
  logo: string | null;
  image: string | null;
};
type TSiteColumn = keyof TSiteColumns;
type TFieldSpec<T extends z.ZodType> = { schema: T; default: z.infer<T> } & (
  | { site: TSiteColumn }
  | { theme: string }
);
const siteField = <T extends z.ZodType>(site: TSiteColumn, schema: T, fallback: z.infer<T>) => ({
  site,
  schema,
  default: fallback,
});
// Theme paths keep their literal types (TBasicThemePath), as the Advanced tree's do.
const themeField = <const Path extends string, T extends z.ZodType>(
  theme: Path,
  schema: T,
  fallback: z.infer<T>,
) => ({ theme, schema, default: fallback });
const imagePath = <const K extends string>(key: K) =>
  `${P}.images.components.${key}.components.image` as const;

export const BASIC_FIELDS = {
  name: siteField('name', ZSiteName, ''),
  description: siteField('description', ZSiteDescription, ''),
  site_logo: siteField('logo', ZImage, null),
  site_image: siteField('image', ZImage, null),
  type: themeField(
    `${P}.website_theme.components.type`,
    z.enum(['marketplace', 'single_store']),
    'marketplace',
  ),
  business_slug: themeField(`${P}.website_theme.components.business_slug`, ZSlug.nullable(), null),
  header_logo: themeField(imagePath('logo'), ZImage, null),
  header_mobile_logo: themeField(imagePath('logo_mobile'), ZImage, null),
  homepage_background: themeField(imagePath('homepage_background'), ZImage, null),
  homepage_mobile_background: themeField(imagePath('homepage_mobile_background'), ZImage, null),
  homepage_image_fullscreen: themeField(
    `${P}.images.components.homepage_image_fullscreen`,
    z.boolean(),
    false,
  ),
  background_page: themeField(
    `${P}.theme_settings.components.style.background_page`,
    ZHexColor,
    DEFAULT_PAGE_BACKGROUND,
  ),
  primary_btn_color: themeField(
    `${P}.theme_settings.components.style.primary_btn_color`,
    ZHexColor,
    DEFAULT_COLOR,
  ),
  homepage_content: themeField(
    `${P}.theme_settings.components.values.homepage_content`,
    ZRichText,
    '',
  ),
  footer_content: themeField(`${P}.theme_settings.components.values.footer_content`, ZRichText, ''),
} as const satisfies Record<string, TFieldSpec<z.ZodType>>;

export type TBasicField = keyof typeof BASIC_FIELDS;
export type TBasicForm = { [F in TBasicField]: z.infer<(typeof BASIC_FIELDS)[F]['schema']> };

/**
 * A single-store website opens on its one business: without one chosen it would have nothing to
 * show (docs/product/website-settings.md#website-theme-section). The form and the server's theme
 * save both ask this.
 */
export function singleStoreProblem(type: unknown, businessSlug: unknown) {
  return type === 'single_store' && !businessSlug
    ? THEME_MESSAGES.SINGLE_STORE_NEEDS_BUSINESS
    : undefined;
}

/**
 * The Basic tab's form, checked field by field with the fields' own schemas, and a single store
 * with its business.
 */
export const ZBasicForm = z
  .object(
    Object.fromEntries(
      Object.entries(BASIC_FIELDS).map(([field, spec]) => [field, spec.schema]),
    ) as {
      [F in TBasicField]: (typeof BASIC_FIELDS)[F]['schema'];
    },
  )
  .superRefine((form, ctx) => {
    const problem = singleStoreProblem(form.type, form.business_slug);
    if (problem) ctx.addIssue({ code: 'custom', path: ['business_slug'], message: problem });
  });

/** The rich-text paths: the server stores their sanitised HTML. */
export const HTML_PATHS = [
  BASIC_FIELDS.homepage_content.theme,
  BASIC_FIELDS.footer_content.theme,
] as const;

/** The franchise a franchise site belongs to. */
export const FRANCHISE_SLUG_PATH = `${P}.website_theme.components.franchise_slug` as const;

/**
 * Every theme path a website's Basic tab may save, with the schema of its value. The franchise a
 * franchise site belongs to is chosen by the platform, not in the form, but is saved the same way.
 */
export const BASIC_THEME_FIELDS: Record<string, z.ZodType> = {
  ...Object.fromEntries(
    Object.values(BASIC_FIELDS).flatMap((spec: TFieldSpec<z.ZodType>) =>
      'theme' in spec ? [[spec.theme, spec.schema]] : [],
    ),
  ),
  [FRANCHISE_SLUG_PATH]: ZSlug.nullable(),
};

/** Every theme path the Basic tab saves, as a type. */
export type TBasicThemePath =
  | {
      [F in TBasicField]: (typeof BASIC_FIELDS)[F] extends { theme: infer Path } ? Path : never;
    }[TBasicField]
  | typeof FRANCHISE_SLUG_PATH;

/**
 * The form's values from a site and its theme: a saved value when it is valid, else the default.
 */
export function basicFormValues(site: TSiteColumns, theme: Pick<TTheme, 'values'>): TBasicForm {
  const values: Record<string, unknown> = {};
  for (const [field, spec] of Object.entries(BASIC_FIELDS) as [
    TBasicField,
    TFieldSpec<z.ZodType>,
  ][]) {
    const raw = 'site' in spec ? site[spec.site] : getPath(theme.values, spec.theme);
    const saved = raw === '' && spec.default === null ? null : raw;
    const isUsable =
      saved !== undefined && ('site' in spec || spec.schema.safeParse(saved).success);
    values[field] = isUsable ? saved : spec.default;
  }
  return values as TBasicForm;
}

/** Splits the changed fields into a site update and a list of theme path changes. */
export function changesOf(values: TBasicForm, changed: readonly TBasicField[]) {
  const site: Record<string, unknown> = {};
  const theme: { path: string; value: unknown }[] = [];
  for (const field of changed) {
    const spec: TFieldSpec<z.ZodType> = BASIC_FIELDS[field];
    if ('site' in spec) site[spec.site] = values[field];
    else theme.push({ path: spec.theme, value: values[field] });
  }
  return { site, theme };
}
