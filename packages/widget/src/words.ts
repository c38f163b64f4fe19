import type { TSiteLanguage } from '@oc/domain/website/site-languages';

// The loader's own words (its button, its close button, its panel's and frame's names) in the
// website's four languages. A table here rather than the website's catalogues: the loader runs on
// other people's pages and must stay small, and these are all it says. The type import is only
// checked, never bundled.

export const WIDGET_LANGUAGES = [
  'en',
  'es',
  'fr',
  'ar',
] as const satisfies readonly TSiteLanguage[];
export type TWidgetLanguage = (typeof WIDGET_LANGUAGES)[number];
// The website's languages and these are the same four: one more there fails here until it has words.
const SAME: TSiteLanguage extends TWidgetLanguage ? true : never = true;
void SAME;

interface TWords {
  /** The chat's and popup's button, the panel's and the frame's name when the snippet has none. */
  orderNow: string;
  close: string;
}

export const WORDS: Record<TWidgetLanguage, TWords> = {
  en: { orderNow: 'Order now', close: 'Close' },
  es: { orderNow: 'Pedir ahora', close: 'Cerrar' },
  fr: { orderNow: 'Commander', close: 'Fermer' },
  ar: { orderNow: 'اطلب الآن', close: 'إغلاق' },
};

/** One of the four from a language tag ('es', 'es-MX', 'AR'), else null. */
export function widgetLanguageOf(tag: string | null | undefined): TWidgetLanguage | null {
  const code = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (WIDGET_LANGUAGES as readonly string[]).includes(code ?? '')
    ? (code as TWidgetLanguage)
    : null;
}
