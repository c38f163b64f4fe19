import { basicFormValues, type TBasicForm } from '@oc/domain/themes/basic-fields';
import { websiteButtonColour } from '@oc/domain/themes/button-colour';
import {
  colourOr,
  DEFAULT_PAGE_BACKGROUND,
  readableOn,
  readableTint,
} from '@oc/domain/themes/colour.rules';
import { DEFAULT_FONT } from '@oc/domain/themes/fonts';
import { leafDefault } from '@oc/domain/themes/theme-leaf-defaults';
import { getPath, type TTree } from '@oc/domain/themes/theme-path';
import type { THideablePath } from '@oc/domain/themes/theme-paths';
import {
  editableLeaves,
  leafSchema,
  type TAdvancedPath,
  type TModeFlags,
} from '@oc/domain/themes/theme-tree';

// How the website reads a theme: every value through the same description the editor and the
// server use (themes/theme-tree.ts, themes/basic-fields.ts). A value is used when it is saved,
// valid and editable in the site's mode; otherwise the leaf's default, the one the editor shows.
// So a stored tree with an old or broken value still renders, and what the owner sees in the
// editor is what the website draws.

export type TSiteColumns = {
  name: string;
  description: string;
  logo: string | null;
  image: string | null;
};

export type TThemeView = {
  flags: TModeFlags;
  /** The Basic tab's values (site columns and theme paths), defaults filled in. */
  basic: TBasicForm;
  /** A leaf's value when saved, valid and editable in this mode; else undefined. */
  saved: (path: TAdvancedPath) => unknown;
  /** A leaf's value, or its default. */
  value: (path: TAdvancedPath) => unknown;
  /** Whether a hidden leaf hides its element; `path` is the element's path, without `.hidden`. */
  isHidden: (path: THideablePath) => boolean;
  /** The colours the stylesheet uses, each `#RRGGBB`. */
  colours: {
    primary: string;
    pageBackground: string;
    buttons: string;
    buttonText: string;
    header: string;
    headerText: string;
    businessPage: string;
    /** Text on the page and business page backgrounds (black or white). */
    text: string;
    businessText: string;
    /** The primary colour, darkened or lightened until it reads as text on the page (AA). */
    link: string;
    businessLink: string;
    /** Text on a primary background (badges). */
    onPrimary: string;
  };
  buttonRadius: number;
  font: { name: string; weight: number };
};

export function themeView(site: TSiteColumns, values: TTree, flags: TModeFlags): TThemeView {
  const leaves = editableLeaves(flags);
  const saved = (path: TAdvancedPath) => {
    const leaf = leaves.get(path);
    if (!leaf) return undefined;
    const raw = getPath(values, path);
    return raw !== undefined && leafSchema(leaf).safeParse(raw).success ? raw : undefined;
  };
  const value = (path: TAdvancedPath) => {
    const own = saved(path);
    if (own !== undefined) return own;
    const leaf = leaves.get(path);
    return leaf ? leafDefault(leaf, { values, flags }) : undefined;
  };
  const colour = (path: TAdvancedPath, fallback: string) => colourOr(saved(path), fallback);
  const basic = basicFormValues(site, { values });
  const primary = basic.primary_btn_color.toUpperCase();
  const pageBackground = basic.background_page.toUpperCase();
  const header = colour('header.components.style.backgroundColor', DEFAULT_PAGE_BACKGROUND);
  const buttons = websiteButtonColour(values, flags);
  const businessPage = colour('business_view.components.style.backgroundColor', pageBackground);
  const weights = value('general.components.fonts.primary.weights');
  return {
    flags,
    basic,
    saved,
    value,
    isHidden: (path) => value(`${path}.hidden`) === true,
    colours: {
      primary,
      pageBackground,
      buttons,
      // The saved text colour, else the default the editor shows (black or white on the buttons).
      buttonText: colourOr(
        value('general.components.buttons.buttonTextColor'),
        readableOn(buttons),
      ),
      header,
      headerText: readableOn(header),
      businessPage,
      text: readableOn(pageBackground),
      businessText: readableOn(businessPage),
      link: readableTint(primary, pageBackground),
      businessLink: readableTint(primary, businessPage),
      onPrimary: readableOn(primary),
    },
    buttonRadius: (value('general.components.buttons.borderRadius') as number | undefined) ?? 0,
    font: {
      name: (value('general.components.fonts.primary.name') as string | undefined) ?? DEFAULT_FONT,
      weight: Array.isArray(weights) && typeof weights[0] === 'number' ? weights[0] : 400,
    },
  };
}
