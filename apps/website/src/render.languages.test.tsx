import { SITE_LANGUAGE_NAMES, type TSiteLanguage } from '@oc/domain/website/site-languages';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './page-words';
import { formatPrice } from './pages/format';
import { renderPage, type TWebsiteInput } from './render';
import { BUSINESSES, PAGES, PIZZA, sampleInput } from './render.fixtures';
import type { TRoute } from './routes';
import type { TPageData } from './site-input';

// The website's pages in the visitor's language (docs/product/website.md#languages): its own words
// from the catalogues, money, days and times by Intl, `lang` and `dir`, the selector and the
// head's links to the page in the site's other languages.

const inLanguage = (
  language: TSiteLanguage,
  page: [TRoute, TPageData],
  over: Partial<TWebsiteInput> = {},
) => renderPage({ ...sampleInput(page), language, ...over }).html;
const pageOf = (name: TPageData['page'], language: TSiteLanguage, over = {}) =>
  inLanguage(language, PAGES.find(([, data]) => data.page === name) as [TRoute, TPageData], over);

describe('a page in Spanish', () => {
  it('says its language, left to right, and writes money the Spanish way', () => {
    const html = pageOf('product', 'es');
    expect(html.startsWith('<!doctype html><html lang="es" dir="ltr"><head>')).toBe(true);
    expect(formatPrice(1150, 'es')).toMatch(/^11,50\sUS\$$/);
    expect(html).toContain(`<p class="price">${formatPrice(1150, 'es')}</p>`);
    expect(html).toContain('<title>Margherita · Pizza Palace · Demo Eats</title>');
    expect(html).toContain('<label for="quantity">Cantidad</label>');
    // The product's name for a screen reader, where the Spanish sentence puts it.
    expect(html).toContain('Agregar<span class="visually-hidden"> Margherita</span> al carrito');
  });

  it('offers the site’s languages by their own names, this one chosen, each at its address', () => {
    const html = pageOf('listing', 'es');
    expect(html).toContain('<label class="visually-hidden" for="site-language">Idioma</label>');
    expect(html).toContain(
      '<option value="en" lang="en" data-href="/businesses?page=2">English</option>' +
        '<option value="es" lang="es" data-href="/es/businesses?page=2" selected>Español</option>',
    );
  });

  it('names the page in each language for search engines, the default for everybody else', () => {
    const html = pageOf('home', 'es');
    const origin = 'http://demo.localhost:8080';
    expect(html).toContain(`<link rel="canonical" href="${origin}/es/"/>`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/"/>`);
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${origin}/es/"/>`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/"/>`);
  });

  it('says when a business opens, its week’s days and its facts in Spanish', () => {
    const html = pageOf('business', 'es');
    expect(html).toContain('Cerrado · Abre hoy a las 11:00');
    expect(html).toContain('<th scope="row">lunes</th><td>11:00–22:00</td>');
    expect(html).toContain(`<li>Envío ${formatPrice(PIZZA.deliveryFee, 'es')}</li>`);
    expect(html).toContain('<li>Entrega en 35 min</li>');
  });

  it('counts the businesses with the language’s plural, and titles the tab', () => {
    const html = pageOf('listing', 'es');
    expect(html).toContain('<p>20 negocios para pedir</p>');
    expect(html).toContain('<title>Negocios, página 2 · Demo Eats</title>');
    const one = inLanguage('es', [
      { page: 'listing', pageNo: 1 },
      { page: 'listing', businesses: [PIZZA], total: 1, pageNo: 1, pageSize: 6 },
    ]);
    expect(one).toContain('<p>1 negocio para pedir</p>');
  });

  it('writes the order’s time on its business’s clock in Spanish', () => {
    const html = pageOf('confirmation', 'es');
    expect(html).toContain('Realizado el <time datetime="2026-11-20T18:30:00.000Z">20 nov 2026');
    expect(html).toContain('aria-current="step">Recibido</li>');
  });

  it('lets the customer choose the language on My account too, when the site has two or more', () => {
    expect(pageOf('account', 'es')).toContain(
      '<label for="profile-language">Idioma</label> <select id="profile-language"',
    );
    expect(pageOf('account', 'en', { languages: ['en'] })).not.toContain('profile-language');
  });

  it('says what is missing in Spanish, from what the server found missing', () => {
    const html = inLanguage('es', [
      { page: 'product', slug: PIZZA.slug, productId: 'p9' },
      { page: 'not_found', missing: { what: 'product', business: PIZZA.name, product: 'p9' } },
    ]);
    expect(html).toContain('<title>Producto no encontrado · Demo Eats</title>');
    expect(html).toContain('<p>Pizza Palace no tiene el producto “p9” en su menú.</p>');
  });
});

describe('a page in Arabic', () => {
  it('is right to left, with Latin digits', () => {
    const html = pageOf('listing', 'ar', { languages: ['en', 'ar'] });
    expect(html.startsWith('<!doctype html><html lang="ar" dir="rtl"><head>')).toBe(true);
    // Twenty takes the plural form Arabic uses for 11 to 99.
    expect(html).toContain('<p>20 متجرًا للطلب منها</p>');
    expect(html).toContain(
      '<option value="ar" lang="ar" data-href="/ar/businesses?page=2" selected>العربية</option>',
    );
  });

  it('writes money and its words in Arabic', () => {
    const html = pageOf('product', 'ar', { languages: ['en', 'ar'] });
    expect(formatPrice(1150, 'ar')).toMatch(/11[.,٫]50/);
    expect(html).toContain(`<p class="price">${formatPrice(1150, 'ar')}</p>`);
    expect(html).toContain('<label for="quantity">الكمية</label>');
  });
});

/** Every string of a value, however deep: the owner's and the customer's words in the fixtures. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];
const wordsOf = (text: string) => (text.toLowerCase().match(/\p{L}+/gu) ?? []) as string[];

/** What a visitor reads: the title, the text and the words of the attributes a reader says. */
function readableText(html: string): string {
  const shown = html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<(meta|link)\b[^>]*>/g, ' ');
  const said = [...shown.matchAll(/ (?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map(
    (m) => m[1],
  );
  return [shown.replace(/<[^>]*>/g, ' '), ...said].join(' ');
}

/** The words Intl writes in a language: days, months, time zones, the currency. */
function intlWordsOf(language: TSiteLanguage): Set<string> {
  const texts: string[] = [formatPrice(100, language)];
  for (let day = 0; day < 366; day += 1) {
    const at = new Date(Date.UTC(2026, 0, 1 + day, 12));
    for (const options of [
      { weekday: 'long', month: 'long' },
      { weekday: 'short', month: 'short', timeZoneName: 'short', timeZone: 'America/New_York' },
      { timeZoneName: 'short', timeZone: 'UTC' },
    ] as const)
      texts.push(new Intl.DateTimeFormat(language, options).format(at));
  }
  return new Set(texts.flatMap(wordsOf));
}

// No word of a page may be hard-coded in a component. Each page of the fixtures is drawn in
// Spanish, French and Arabic, and every word a visitor reads must come from that language's
// catalogues, from Intl (days, months, zones) or from the fixtures' own data (names,
// descriptions, what the customer typed); anything else is a word typed into a component.
// An English word left in a component ('Order now') is in none of them, so this fails; a word that
// is also Spanish ('Total') passes in Spanish, and is caught in Arabic.
describe.each(['es', 'fr', 'ar'] as const)('every word of a page in %s', (language) => {
  const catalogued = new Set(
    [CATALOGUES.pages, CATALOGUES.islands].flatMap((set) =>
      Object.values(set[language]).flatMap((v) => wordsOf(v.replace(/\{\{\s*\w+\s*\}\}/g, ' '))),
    ),
  );
  const fixtures = new Set(
    [...PAGES, ...BUSINESSES]
      .flatMap(stringsOf)
      .concat(stringsOf(sampleInput(PAGES[0] as [TRoute, TPageData]).site))
      .flatMap(wordsOf),
  );
  const intl = intlWordsOf(language);
  const names = new Set(Object.values(SITE_LANGUAGE_NAMES).flatMap(wordsOf));
  // The profile picture's letter: the first of the guest's name.
  names.add(wordsOf(CATALOGUES.pages[language]['account.guest'] ?? '')[0]?.charAt(0) ?? '');

  it.each(PAGES.map((p, i) => [p[1].page, i] as const))('%s comes from its words', (_name, i) => {
    const html = inLanguage(language, PAGES[i] as [TRoute, TPageData], {
      languages: ['en', language],
    });
    const stray = wordsOf(readableText(html)).filter(
      (word) => !catalogued.has(word) && !fixtures.has(word) && !intl.has(word) && !names.has(word),
    );
    expect(stray).toEqual([]);
  });
});
