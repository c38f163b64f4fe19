import { describe, expect, it } from 'vitest';
import { CONSTANT_TYPES } from './app.schema';
import { constantInputKind, normalizeConstantValue } from './constants.rules';

describe('constantInputKind (docs/product/app-settings.md#constants)', () => {
  it('maps each type to its input', () => {
    expect(CONSTANT_TYPES.map((type) => constantInputKind({ code: 'x', type }))).toEqual([
      'text',
      'number',
      'number',
      'checkbox',
      'textarea',
    ]);
  });
  it('gives business_slug the business picker', () => {
    expect(constantInputKind({ code: 'business_slug', type: 'string' })).toBe('business');
  });
  it('gives supported_languages (a JSON list) the choice of languages', () => {
    expect(constantInputKind({ code: 'supported_languages', type: 'json' })).toBe('languages');
    expect(constantInputKind({ code: 'supported_languages', type: 'string' })).toBe('text');
  });
});

describe('normalizeConstantValue', () => {
  const of = (type: (typeof CONSTANT_TYPES)[number], raw: string | null, code = 'x') =>
    normalizeConstantValue({ code, type }, raw);

  it('removes whitespace before checking', () => {
    expect(of('string', ' help @ demo.example ')).toEqual({ ok: true, value: 'help@demo.example' });
    expect(of('integer', ' 1 000 ')).toEqual({ ok: true, value: '1000' });
  });
  it('checks integers', () => {
    expect(of('integer', '-42').ok).toBe(true);
    for (const bad of ['4.2', 'abc', '', '1e3']) expect(of('integer', bad).ok, bad).toBe(false);
  });
  it('checks decimals', () => {
    for (const good of ['10.50', '-3', '0.125']) expect(of('decimal', good).ok, good).toBe(true);
    for (const bad of ['10,50', '.5', 'NaN', '']) expect(of('decimal', bad).ok, bad).toBe(false);
  });
  it('checks booleans', () => {
    expect(of('boolean', 'true').ok).toBe(true);
    expect(of('boolean', 'false').ok).toBe(true);
    expect(of('boolean', 'yes')).toMatchObject({
      ok: false,
      errors: [{ key: 'THE_VALUE_MUST_BE_TRUE_OR_FALSE' }],
    });
  });
  it('checks json and keeps its inner spaces', () => {
    expect(of('json', ' {"greeting": "hello world"} ')).toEqual({
      ok: true,
      value: '{"greeting": "hello world"}',
    });
    expect(of('json', '{bad')).toMatchObject({
      ok: false,
      errors: [{ key: 'THE_VALUE_MUST_BE_VALID_JSON' }],
    });
  });
  it('needs strings of 1 to 255 characters', () => {
    expect(of('string', '   ').ok).toBe(false);
    expect(of('string', 'a'.repeat(256)).ok).toBe(false);
  });
  it("stores null for business_slug 'none' only", () => {
    expect(of('string', 'none', 'business_slug')).toEqual({ ok: true, value: null });
    expect(of('string', null, 'business_slug')).toEqual({ ok: true, value: null });
    expect(of('string', 'pizza-palace', 'business_slug')).toEqual({
      ok: true,
      value: 'pizza-palace',
    });
    expect(of('string', null).ok).toBe(false);
  });
  it("takes supported_languages as a list of the apps' languages, each once, at least one", () => {
    const langs = (raw: string) => of('json', raw, 'supported_languages');
    expect(langs(' ["es", "zh-Hant","en"] ')).toEqual({
      ok: true,
      value: '["es", "zh-Hant","en"]',
    });
    const keys = (raw: string) => {
      const result = langs(raw);
      return result.ok ? [] : result.errors.map((e) => e.key);
    };
    expect(keys('["en",')).toEqual(['THE_VALUE_MUST_BE_VALID_JSON']);
    expect(keys('"en"')).toEqual(['APP_LANGUAGES_NOT_A_LIST']);
    expect(keys('{"en":true}')).toEqual(['APP_LANGUAGES_NOT_A_LIST']);
    expect(keys('["en",2]')).toEqual(['APP_LANGUAGES_NOT_A_LIST']);
    expect(keys('[]')).toEqual(['APP_LANGUAGES_EMPTY']);
    expect(keys('["en","xx"]')).toEqual(['APP_LANGUAGE_UNKNOWN']);
    expect(keys('["EN"]')).toEqual(['APP_LANGUAGE_UNKNOWN']);
    expect(keys('["en","es","en"]')).toEqual(['APP_LANGUAGES_TWICE']);
    // Another JSON constant keeps any JSON.
    expect(of('json', '[]', 'opening_hours').ok).toBe(true);
  });
});
