import { DEFAULT_COLOR } from '@oc/domain/widgets/widget-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readableTextColor } from './colour';
import { DEFAULT_BUTTON_TEXT, isSafePath, readOptions } from './options';

const tag = (attributes: Record<string, string>) => {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readOptions', () => {
  it('reads every attribute of a snippet', () => {
    expect(
      readOptions(
        tag({
          'data-type': 'popup',
          'data-start': '/store/athens-grill',
          'data-button-text': '  Order from us ',
          'data-button-color': '#1A237E',
          'data-open-on-mobile': 'true',
          'data-open-on-desktop': 'false',
          'data-target': 'menu',
          'data-base-path': '/order/online',
          'data-id': 'main_menu-2',
          'data-language': 'es',
        }),
      ),
    ).toEqual({
      type: 'popup',
      start: '/store/athens-grill',
      buttonText: 'Order from us',
      buttonColor: '#1A237E',
      openOnMobile: true,
      openOnDesktop: false,
      target: 'menu',
      basePath: '/order/online',
      id: 'main_menu-2',
      language: 'es',
    });
  });

  it('has a default for everything a tag leaves out, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readOptions(tag({}))).toEqual({
      type: 'chat',
      start: '/',
      buttonText: DEFAULT_BUTTON_TEXT,
      buttonColor: DEFAULT_COLOR,
      openOnMobile: false,
      openOnDesktop: false,
      target: '',
      basePath: '',
      id: null,
      language: null,
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back from a wrong value to its default and says what to fix', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const options = readOptions(
      tag({
        'data-type': 'banner',
        'data-start': '//evil.example/phish',
        'data-button-color': 'red',
        'data-open-on-mobile': 'yes',
        'data-base-path': 'order',
        'data-id': 'a|b',
        'data-language': 'Deutsch',
      }),
    );
    expect(options).toMatchObject({
      type: 'chat',
      start: '/',
      buttonColor: '#2C7BE5',
      openOnMobile: false,
      basePath: '',
      id: null,
      language: null,
    });
    const said = warn.mock.calls.map(([message]) => message);
    expect(said).toEqual([
      'OrderWidget: data-type="banner" is not chat, popup or inline; showing the chat widget.',
      'OrderWidget: data-start="//evil.example/phish" is not a page of the website (like /businesses); opening /.',
      'OrderWidget: data-button-color="red" is not a colour like #2C7BE5; using that.',
      'OrderWidget: data-base-path="order" is not a path like /order; keeping the widget\'s page in the address\'s #order= instead.',
      'OrderWidget: data-id="a|b" may have only letters, digits, - and _; numbering the widget instead.',
      'OrderWidget: data-language="Deutsch" is not en, es, fr, ar; using the page\'s language.',
    ]);
  });

  it('reads a language by its code, whatever its region or case', () => {
    const languageOf = (value: string) => readOptions(tag({ 'data-language': value })).language;
    expect(['ar', 'es-MX', 'FR', 'en_GB'].map(languageOf)).toEqual(['ar', 'es', 'fr', 'en']);
  });

  it('keeps a long button text to 80 characters', () => {
    expect(readOptions(tag({ 'data-button-text': 'x'.repeat(200) })).buttonText).toHaveLength(80);
  });
});

describe('isSafePath', () => {
  it.each([
    '/',
    '/businesses',
    '/store/athens-grill',
    '/businesses?page=2&q=pizza',
    '/store/a/../b',
  ])('takes %s', (path) => {
    expect(isSafePath(path)).toBe(true);
  });

  it.each([
    '',
    'businesses',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/..',
    '/../console',
    '/store/../../admin',
    '/%2e%2e/admin',
    '/%2E./admin',
    '/a b',
    '/a\nb',
    '/store#x',
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (path) => {
    expect(isSafePath(path)).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, ['/'], { path: '/' }])
      expect(isSafePath(value)).toBe(false);
  });
});

describe('readableTextColor', () => {
  it.each([
    ['#FFFFFF', '#111111'],
    ['#FFD600', '#111111'],
    ['#8BC34A', '#111111'],
    ['#000000', '#FFFFFF'],
    ['#1A237E', '#FFFFFF'],
    ['#C62828', '#FFFFFF'],
    ['#2C7BE5', '#111111'],
  ])('writes on %s in %s', (background, text) => {
    expect(readableTextColor(background)).toBe(text);
  });
});
