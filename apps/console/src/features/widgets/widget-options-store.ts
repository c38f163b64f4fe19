import { WIDGET_TYPES } from '@oc/domain/widgets/widget-protocol';
import { type TWidgetOptions, ZWidgetOptions } from '@oc/domain/widgets/widget-snippet';

// Nothing of the widgets tab is saved on the server: the options live in the tab, and in this
// browser tab's sessionStorage so that a reload keeps them, even a value not valid yet. Not the URL:
// every key typed would rewrite the settings page's address (and re-render the whole page), and a
// button text has no place in a link.

const storageKey = (siteId: number) => `oc.widget-options.${siteId}`;

/** The stored options of a site: each field as the owner left it when it has its kind, else the default. */
export function readWidgetOptions(siteId: number, defaults: TWidgetOptions): TWidgetOptions {
  let stored: unknown = null;
  try {
    stored = JSON.parse(sessionStorage.getItem(storageKey(siteId)) ?? 'null');
  } catch {
    // Unreadable: start from the defaults.
  }
  if (typeof stored !== 'object' || stored === null) return defaults;
  const s = stored as Record<string, unknown>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  const flag = (value: unknown, fallback: boolean) =>
    typeof value === 'boolean' ? value : fallback;
  const slug = ZWidgetOptions.shape.businessSlug.safeParse(s.businessSlug);
  const language = ZWidgetOptions.shape.language.safeParse(s.language);
  return {
    type: WIDGET_TYPES.find((type) => type === s.type) ?? defaults.type,
    openOnMobile: flag(s.openOnMobile, defaults.openOnMobile),
    openOnDesktop: flag(s.openOnDesktop, defaults.openOnDesktop),
    buttonText: text(s.buttonText, defaults.buttonText),
    buttonColor: text(s.buttonColor, defaults.buttonColor),
    // Only the picker sets it, so it is always a valid slug or none.
    businessSlug: slug.success ? slug.data : defaults.businessSlug,
    basePath: text(s.basePath, defaults.basePath),
    // Only the language list sets it (widgets-tab.tsx drops one the website stopped speaking).
    language: language.success ? language.data : defaults.language,
  };
}

export function storeWidgetOptions(siteId: number, values: TWidgetOptions) {
  try {
    sessionStorage.setItem(storageKey(siteId), JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the options still live in the tab.
  }
}
