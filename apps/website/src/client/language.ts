import { isSiteLanguage, type TSiteLanguage } from '@oc/domain/website/site-languages';
import { splitBase } from '../routes';
import { PREVIEW_PARAM } from './preview';

// The visitor's language on the website (docs/product/website.md#languages). The address says
// which language a page is in, so a page can be shared and kept in caches per language; this
// remembers the visitor's choice on this browser and brings them back to it when they land on
// the site's default-language address: from a link, a bookmark, or a built app that names the
// languages it offers (`?languages=es,en`, packages/domain's app-languages.ts).

/** Where the visitor's choice is kept on this browser. */
export const CHOSEN_LANGUAGE_KEY = 'oc_site_language';

type TStore = Pick<Storage, 'getItem' | 'setItem'>;

function storeOf(win: Window): TStore | null {
  try {
    return win.localStorage;
  } catch {
    // Storage refused (a private mode, a frame on another site): the address alone keeps it.
    return null;
  }
}

/** This page in each of the site's languages, as the head's hreflang links name them. */
export function alternatesOf(doc: Document): Map<TSiteLanguage, string> {
  const alternates = new Map<TSiteLanguage, string>();
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
    const language = link.hreflang;
    if (isSiteLanguage(language)) alternates.set(language, link.href);
  }
  return alternates;
}

/** The first of `wanted` (codes like `es-MX` read as `es`) among `offered`. */
function firstOffered(wanted: readonly string[], offered: readonly TSiteLanguage[]) {
  for (const code of wanted) {
    const language = code.toLowerCase().split('-')[0];
    const found = offered.find((l) => l === language);
    if (found) return found;
  }
  return null;
}

/**
 * The language a visitor landing on the default language's address should read, or null to stay:
 * the one they chose on this browser, else the first of their browser's languages the site
 * speaks; a built app's list narrows the choice to its languages, in its order when the device
 * speaks none of them.
 */
export function languageToOpen(options: {
  offered: readonly TSiteLanguage[];
  chosen: string | null;
  browser: readonly string[];
  app: readonly string[] | null;
}): TSiteLanguage | null {
  const app = options.app?.filter(isSiteLanguage) ?? [];
  const offered = app.length ? app.filter((l) => options.offered.includes(l)) : options.offered;
  if (offered.length === 0) return null;
  if (isSiteLanguage(options.chosen) && offered.includes(options.chosen)) return options.chosen;
  return firstOffered(options.browser, offered) ?? (app.length ? (offered[0] ?? null) : null);
}

/** The address to go to for `href`, keeping the console preview's own values. */
function keepingPreview(href: string, win: Window): string {
  const here = new URLSearchParams(win.location.search);
  if (!here.has(PREVIEW_PARAM)) return href;
  const url = new URL(href, win.location.href);
  for (const [name, value] of here) if (name.startsWith('oc_')) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Makes the language selectors go to the page in the chosen language and remember it, and takes a
 * visitor who lands on the default language's address to the language they read. Not in the
 * console's preview (the owner looks at the page they asked for) nor on an embed page (the host
 * page's widget says which language it shows).
 */
export function followLanguage(win: Window) {
  const doc = win.document;
  const store = storeOf(win);
  for (const select of doc.querySelectorAll<HTMLSelectElement>('select[data-language-select]')) {
    select.addEventListener('change', () => {
      const option = select.selectedOptions[0];
      const href = option?.dataset.href;
      if (!option || !href) return;
      store?.setItem(CHOSEN_LANGUAGE_KEY, option.value);
      win.location.assign(keepingPreview(href, win));
    });
  }
  const query = new URLSearchParams(win.location.search);
  const { embed, language } = splitBase(win.location.pathname);
  if (embed || language || query.has(PREVIEW_PARAM)) return;
  const alternates = alternatesOf(doc);
  const current = doc.documentElement.lang;
  const offered = [...alternates.keys()];
  const app = query.get('languages')?.split(',') ?? null;
  const next = languageToOpen({
    offered,
    chosen: store?.getItem(CHOSEN_LANGUAGE_KEY) ?? null,
    browser: win.navigator.languages ?? [],
    app,
  });
  const href = next && next !== current ? alternates.get(next) : undefined;
  if (!href) return;
  const url = new URL(href);
  url.hash = win.location.hash;
  win.location.replace(url.href);
}
