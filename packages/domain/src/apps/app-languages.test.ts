import { describe, expect, it } from 'vitest';
import {
  APP_LANGUAGES,
  appStartUrl,
  chosenAppLanguages,
  readLanguageCodes,
  type TAppLanguage,
} from './app-languages';

describe('APP_LANGUAGES', () => {
  it("starts with the console's languages, each code once and one Intl can name", () => {
    expect(APP_LANGUAGES.slice(0, 4)).toEqual(['en', 'es', 'fr', 'ar']);
    expect(new Set(APP_LANGUAGES).size).toBe(APP_LANGUAGES.length);
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    for (const code of APP_LANGUAGES) expect(names.of(code), code).toBeTruthy();
  });
});

describe('readLanguageCodes', () => {
  it('reads a JSON list of texts, nothing as none, anything else as unreadable', () => {
    expect(readLanguageCodes('["fr","xx"]')).toEqual(['fr', 'xx']);
    expect(readLanguageCodes(null)).toEqual([]);
    for (const bad of ['["en",', '"en"', '[1]', '{}'])
      expect(readLanguageCodes(bad), bad).toBeNull();
  });
});

describe('appStartUrl', () => {
  it("adds the app's languages to the website's address, in the owner's order", () => {
    expect(appStartUrl('https://joes.example.com/', ['fr', 'en'])).toBe(
      'https://joes.example.com/?languages=fr,en',
    );
    expect(appStartUrl('http://ana.example.org/order?table=1&x=@y#menu', ['zh-Hant'])).toBe(
      'http://ana.example.org/order?table=1&x=@y&languages=zh-Hant#menu',
    );
  });
  it('joins a query that ends open without an empty pair', () => {
    expect(appStartUrl('https://joes.example.com/?', ['en'])).toBe(
      'https://joes.example.com/?languages=en',
    );
  });
  it('leaves the address as it is without a language it knows', () => {
    expect(appStartUrl('https://joes.example.com/', [])).toBe('https://joes.example.com/');
    expect(appStartUrl('https://joes.example.com/', ['xx' as TAppLanguage])).toBe(
      'https://joes.example.com/',
    );
  });
});

describe('chosenAppLanguages', () => {
  it("reads the offered languages of a built app's constants, each once, in order", () => {
    expect(chosenAppLanguages({ supported_languages: ['fr', 'xx', 'en', 'fr', 3] })).toEqual([
      'fr',
      'en',
    ]);
    expect(chosenAppLanguages({ supported_languages: 'en' })).toEqual([]);
    expect(chosenAppLanguages({})).toEqual([]);
  });
});
