// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { CHOSEN_LANGUAGE_KEY, followLanguage, languageToOpen } from './language';

describe('the language a visitor landing on the default address reads', () => {
  const offered = ['en', 'es', 'ar'] as const;

  it('is the one they chose on this browser, else the first of the browser’s the site speaks', () => {
    expect(languageToOpen({ offered, chosen: 'ar', browser: ['es-MX'], app: null })).toBe('ar');
    expect(languageToOpen({ offered, chosen: null, browser: ['de', 'es-MX'], app: null })).toBe(
      'es',
    );
    // A choice of a language the site no longer speaks counts for nothing.
    expect(languageToOpen({ offered, chosen: 'fr', browser: ['en-GB'], app: null })).toBe('en');
    expect(languageToOpen({ offered, chosen: null, browser: ['de'], app: null })).toBeNull();
  });

  it('is among a built app’s languages, in the app’s order when the device speaks none', () => {
    expect(languageToOpen({ offered, chosen: null, browser: ['en-US'], app: ['ar', 'es'] })).toBe(
      'ar',
    );
    expect(languageToOpen({ offered, chosen: null, browser: ['es'], app: ['ar', 'es'] })).toBe(
      'es',
    );
    // The app's own list narrows the visitor's earlier choice too.
    expect(languageToOpen({ offered, chosen: 'en', browser: [], app: ['es'] })).toBe('es');
    // Languages the website does not speak are left out; none left: stay.
    expect(languageToOpen({ offered, chosen: null, browser: [], app: ['fr', 'de'] })).toBeNull();
  });
});

/** A browser window at `address`, its storage and where the page sent it. */
function windowAt(address: string, over: { languages?: string[]; stored?: string } = {}) {
  const url = new URL(address);
  const went: { assigned: string[]; replaced: string[] } = { assigned: [], replaced: [] };
  const kept = new Map<string, string>(over.stored ? [[CHOSEN_LANGUAGE_KEY, over.stored]] : []);
  const win = {
    document,
    location: {
      href: url.href,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      assign: (to: string) => went.assigned.push(to),
      replace: (to: string) => went.replaced.push(to),
    },
    localStorage: {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => kept.set(key, value),
    },
    navigator: { languages: over.languages ?? ['en-US'] },
  } as unknown as Window;
  return { win, went, kept };
}

describe('the website’s language on the page', () => {
  beforeEach(() => {
    document.documentElement.lang = 'en';
    document.head.innerHTML = `
      <link rel="alternate" hreflang="en" href="http://demo.localhost/store/pizza">
      <link rel="alternate" hreflang="es" href="http://demo.localhost/es/store/pizza">
      <link rel="alternate" hreflang="x-default" href="http://demo.localhost/store/pizza">`;
    document.body.innerHTML = `
      <select data-language-select="">
        <option value="en" data-href="/store/pizza" selected>English</option>
        <option value="es" data-href="/es/store/pizza">Español</option>
      </select>`;
  });

  it('goes to the page in the language chosen in the selector, and remembers it', () => {
    const { win, went, kept } = windowAt('http://demo.localhost/store/pizza');
    followLanguage(win);
    const select = document.querySelector('select') as HTMLSelectElement;
    select.value = 'es';
    select.dispatchEvent(new Event('change'));
    expect(went.assigned).toEqual(['/es/store/pizza']);
    expect(kept.get(CHOSEN_LANGUAGE_KEY)).toBe('es');
  });

  it('keeps the console preview’s values when the owner switches language in the preview', () => {
    const { win, went } = windowAt('http://demo.localhost/store/pizza?oc_preview=1&oc_x=2');
    followLanguage(win);
    const select = document.querySelector('select') as HTMLSelectElement;
    select.value = 'es';
    select.dispatchEvent(new Event('change'));
    expect(went.assigned).toEqual(['http://demo.localhost/es/store/pizza?oc_preview=1&oc_x=2']);
  });

  it('takes a returning visitor from the default address to their language, keeping the anchor', () => {
    const { win, went } = windowAt('http://demo.localhost/store/pizza#menu', { stored: 'es' });
    followLanguage(win);
    expect(went.replaced).toEqual(['http://demo.localhost/es/store/pizza#menu']);
  });

  it('opens a built app’s website in the app’s language', () => {
    const { win, went } = windowAt('http://demo.localhost/store/pizza?languages=es,en', {
      languages: ['fr-FR'],
    });
    followLanguage(win);
    expect(went.replaced).toEqual(['http://demo.localhost/es/store/pizza']);
  });

  it('leaves an address that names its language, the preview and embed pages where they are', () => {
    for (const address of [
      'http://demo.localhost/es/store/pizza',
      'http://demo.localhost/store/pizza?oc_preview=1',
      'http://demo.localhost/embed/store/pizza',
    ]) {
      const { win, went } = windowAt(address, { stored: 'es' });
      followLanguage(win);
      expect(went.replaced, address).toEqual([]);
    }
  });

  it('stays when the visitor reads the default language or storage is refused', () => {
    const { win, went } = windowAt('http://demo.localhost/store/pizza', { stored: 'en' });
    followLanguage(win);
    expect(went.replaced).toEqual([]);
    const refusing = windowAt('http://demo.localhost/store/pizza');
    Object.defineProperty(refusing.win, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    followLanguage(refusing.win);
    expect(refusing.went.replaced).toEqual([]);
  });
});
