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

/** WCAG relative luminance of `#RRGGBB`. */
function luminanceOf(colour: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#RRGGBB` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminanceOf(a), luminanceOf(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on a background (WCAG relative luminance). */
export function readableOn(background: string): '#000000' | '#FFFFFF' {
  return contrastRatio('#FFFFFF', background) >= contrastRatio('#000000', background)
    ? '#FFFFFF'
    : '#000000';
}

/**
 * `colour` moved towards black or white (whichever suits the background) in small steps until it
 * reaches the AA contrast for text, 4.5:1; so the owner's brand colour stays recognisable.
 */
export function readableTint(colour: string, background: string): string {
  const target = readableOn(background) === '#FFFFFF' ? 255 : 0;
  const channels = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
  for (let step = 0; step <= 20; step += 1) {
    const mixed = `#${channels
      .map((c) => Math.round(c + ((target - c) * step) / 20))
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()}`;
    if (contrastRatio(mixed, background) >= 4.5) return mixed;
  }
  return readableOn(background);
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
      buttonText: colour('general.components.buttons.buttonTextColor', readableOn(buttons)),
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
