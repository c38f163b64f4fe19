import { basicFormValues, type TBasicForm } from '@oc/domain/themes/basic-fields';
import { isHexColour } from '@oc/domain/themes/colour.rules';
import { DEFAULT_FONT } from '@oc/domain/themes/fonts';
import { leafDefault } from '@oc/domain/themes/theme-leaf-defaults';
import { getPath, type TTree } from '@oc/domain/themes/theme-path';
import { editableLeaves, leafSchema, type TModeFlags } from '@oc/domain/themes/theme-tree';

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
  saved: (path: string) => unknown;
  /** A leaf's value, or its default. */
  value: (path: string) => unknown;
  /** Whether a hidden leaf hides its element; `path` is the element's path, without `.hidden`. */
  isHidden: (path: string) => boolean;
  /** The colours the stylesheet uses, each `#RRGGBB`. */
  colours: {
    primary: string;
    pageBackground: string;
    buttons: string;
    buttonText: string;
    header: string;
    headerText: string;
    businessPage: string;
  };
  buttonRadius: number;
  font: { name: string; weight: number };
};

/** Black or white, whichever reads better on a background (WCAG relative luminance). */
export function readableOn(background: string): '#000000' | '#FFFFFF' {
  const channel = (i: number) => {
    const c = Number.parseInt(background.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white is 1.05 / (L + 0.05); with black (L + 0.05) / 0.05. Pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#FFFFFF' : '#000000';
}

export function themeView(site: TSiteColumns, values: TTree, flags: TModeFlags): TThemeView {
  const leaves = editableLeaves(flags);
  const saved = (path: string) => {
    const leaf = leaves.get(path);
    if (!leaf) return undefined;
    const raw = getPath(values, path);
    return raw !== undefined && leafSchema(leaf).safeParse(raw).success ? raw : undefined;
  };
  const value = (path: string) => {
    const own = saved(path);
    if (own !== undefined) return own;
    const leaf = leaves.get(path);
    return leaf ? leafDefault(leaf) : undefined;
  };
  const colour = (path: string, fallback: string) => {
    const own = saved(path);
    return isHexColour(own) ? own.toUpperCase() : fallback;
  };
  const basic = basicFormValues(site, { values });
  const primary = basic.primary_btn_color.toUpperCase();
  const pageBackground = basic.background_page.toUpperCase();
  const header = colour('header.components.style.backgroundColor', '#FFFFFF');
  const buttons = colour('general.components.buttons.color', primary);
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
      buttonText: colour('general.components.buttons.buttonTextColor', readableOn(buttons)),
      header,
      headerText: readableOn(header),
      businessPage: colour('business_view.components.style.backgroundColor', pageBackground),
    },
    buttonRadius: (value('general.components.buttons.borderRadius') as number | undefined) ?? 0,
    font: {
      name: (value('general.components.fonts.primary.name') as string | undefined) ?? DEFAULT_FONT,
      weight: Array.isArray(weights) && typeof weights[0] === 'number' ? weights[0] : 400,
    },
  };
}
