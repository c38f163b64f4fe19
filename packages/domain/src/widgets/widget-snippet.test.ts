import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { SITE_LANGUAGES } from '../website/site-languages';
import { frameName, KEPT_MAX, parseFrameName } from './widget-protocol';
import {
  defaultWidgetOptions,
  parseWidgetPreviewParams,
  rewriteRules,
  type TWidgetOptions,
  widgetOrigin,
  widgetPreviewParams,
  widgetSnippet,
  ZWidgetOptions,
} from './widget-snippet';

const ORIGIN = 'https://order.brand.com';
const options = (o: Partial<TWidgetOptions> = {}): TWidgetOptions => ({
  ...defaultWidgetOptions('#2c7be5'),
  ...o,
});

describe('the widget snippet', () => {
  it('is one async script tag for chat by default, with the spec defaults', () => {
    expect(widgetSnippet(ORIGIN, options())).toBe(
      '<script async src="https://order.brand.com/widget/v1.js" data-type="chat" data-start="/businesses" data-button-text="Order now" data-button-color="#2C7BE5" data-open-on-mobile="false" data-open-on-desktop="false"></script>',
    );
  });

  it('starts at one business, and escapes what the owner typed', () => {
    const snippet = widgetSnippet(
      ORIGIN,
      options({ type: 'popup', businessSlug: 'pizza-palace', buttonText: 'Fish & "chips" <now>' }),
    );
    expect(snippet).toContain('data-start="/store/pizza-palace"');
    expect(snippet).toContain('data-button-text="Fish &amp; &quot;chips&quot; &lt;now&gt;"');
    expect(snippet).not.toContain('<now>');
  });

  it('inline: the element it fills, then the script; no button options; the base path if set', () => {
    const snippet = widgetSnippet(ORIGIN, options({ type: 'inline', basePath: '/order' }));
    expect(snippet).toBe(
      '<div id="ordering-widget"></div>\n<script async src="https://order.brand.com/widget/v1.js" data-type="inline" data-start="/businesses" data-target="ordering-widget" data-base-path="/order"></script>',
    );
  });

  it('names the language the owner chose, and none for the host page’s', () => {
    expect(widgetSnippet(ORIGIN, options({ language: 'es' }))).toBe(
      '<script async src="https://order.brand.com/widget/v1.js" data-type="chat" data-start="/businesses" data-language="es" data-button-text="Order now" data-button-color="#2C7BE5" data-open-on-mobile="false" data-open-on-desktop="false"></script>',
    );
    expect(widgetSnippet(ORIGIN, options({ type: 'inline', language: 'ar' }))).toContain(
      'data-start="/businesses" data-language="ar" data-target="ordering-widget"',
    );
    expect(widgetSnippet(ORIGIN, options({ language: null }))).not.toContain('data-language');
  });
});

describe('the widget options', () => {
  it('refuse a colour, text, slug or base path that would not work', () => {
    for (const bad of [
      { buttonColor: 'blue' },
      { buttonText: '   ' },
      { businessSlug: '../admin' },
      { basePath: 'order' },
      { basePath: '/order/' },
      { basePath: '/a b' },
      { basePath: '/x;return 403' },
    ])
      expect(
        ZWidgetOptions.safeParse(options(bad as Partial<TWidgetOptions>)).success,
        JSON.stringify(bad),
      ).toBe(false);
    expect(ZWidgetOptions.safeParse(options({ basePath: '/menu/online' })).success).toBe(true);
  });

  it('speak one of the website’s languages, or the host page’s (none)', () => {
    for (const language of [...SITE_LANGUAGES, null])
      expect(ZWidgetOptions.safeParse(options({ language })).success, String(language)).toBe(true);
    expect(defaultWidgetOptions('#2c7be5').language).toBeNull();
    for (const bad of ['xx', 'ES', 'es-MX', '', 'de'])
      expect(ZWidgetOptions.safeParse({ ...options(), language: bad }).success, bad).toBe(false);
  });

  it('say what is wrong in the owner’s words, from the catalogue', () => {
    const messageOf = (bad: Partial<TWidgetOptions>) =>
      ZWidgetOptions.safeParse(options(bad)).error?.issues.map((issue) => issue.message);
    expect(messageOf({ buttonText: '   ' })).toEqual([MESSAGES.WIDGET_BUTTON_TEXT_LENGTH]);
    expect(messageOf({ buttonText: 'x'.repeat(41) })).toEqual([MESSAGES.WIDGET_BUTTON_TEXT_LENGTH]);
    expect(messageOf({ buttonColor: 'blue' })).toEqual([MESSAGES.THE_COLOUR_MUST_LOOK_LIKE_2C7BE5]);
    for (const basePath of ['order', '/order/', '/a b', `/${'a'.repeat(200)}`])
      expect(messageOf({ basePath }), basePath).toEqual([MESSAGES.WIDGET_BASE_PATH]);
  });

  it('go through the preview query and come back the same; a bad query is refused', () => {
    const o = options({
      type: 'inline',
      businessSlug: 'athens-grill',
      basePath: '/order',
      openOnDesktop: true,
      language: 'fr',
    });
    // As a query string has them: the last value of each name.
    const query = new Map(widgetPreviewParams(o));
    expect(query.get('language')).toBe('fr');
    expect(parseWidgetPreviewParams((n) => query.get(n) ?? null)).toEqual(o);
    // Without a language, none in the query, and the host page's comes back.
    const hostPages = new Map(widgetPreviewParams(options()));
    expect(hostPages.has('language')).toBe(false);
    expect(parseWidgetPreviewParams((n) => hostPages.get(n) ?? null)?.language).toBeNull();
    query.set('language', 'xx');
    expect(parseWidgetPreviewParams((n) => query.get(n) ?? null)).toBeNull();
    query.set('language', 'fr');
    query.set('openOnMobile', 'yes');
    expect(parseWidgetPreviewParams((n) => query.get(n) ?? null)).toBeNull();
    expect(parseWidgetPreviewParams(() => null)).toBeNull();
  });
});

describe('where the snippet points', () => {
  const site = { domain: 'order.brand.com', defaultUrl: 'http://demo.localhost:8080/' };
  it('the custom domain only once its certificate is issued and its process ended', () => {
    expect(widgetOrigin({ ...site, sslStatus: 'issued', sslProcessStatus: 'ended' })).toBe(ORIGIN);
    expect(widgetOrigin({ ...site, sslStatus: 'pre-issued', sslProcessStatus: 'pending' })).toBe(
      'http://demo.localhost:8080',
    );
    expect(widgetOrigin({ ...site, sslStatus: 'expired', sslProcessStatus: 'ended' })).toBe(
      'http://demo.localhost:8080',
    );
    expect(
      widgetOrigin({
        domain: null,
        sslStatus: null,
        sslProcessStatus: null,
        defaultUrl: site.defaultUrl,
      }),
    ).toBe('http://demo.localhost:8080');
  });
});

describe('the rewrite-rule hint', () => {
  it('serves the widget page for every path below the base path, in nginx and Apache', () => {
    const rules = rewriteRules('/order');
    expect(rules.nginx).toBe('location /order/ {\n  try_files $uri /order/index.html;\n}');
    expect(rules.apache).toContain('RewriteRule ^order/ /order/index.html [L]');
  });
});

describe('the frame name', () => {
  it('carries the widget id, the host origin and what the frame keeps, and nothing else is read as one', () => {
    expect(parseFrameName(frameName('w2', 'https://bistro.example'))).toEqual({
      widgetId: 'w2',
      hostOrigin: 'https://bistro.example',
      kept: '',
    });
    const cart = JSON.stringify({ lines: [{ name: 'Fish | chips 100%' }] });
    expect(parseFrameName(frameName('w1', 'http://127.0.0.1:9', cart))?.kept).toBe(cart);
    // Too much to keep: nothing is kept rather than a name the browser must carry everywhere.
    expect(parseFrameName(frameName('w1', 'http://h', 'x'.repeat(KEPT_MAX + 1)))?.kept).toBe('');
    expect(parseFrameName('oc-widget|w1|http://h|%E0%A4%A')?.kept).toBe('');
    for (const name of ['', 'w2', 'other|w2|https://x', 'oc-widget||https://x', 'oc-widget|w1|'])
      expect(parseFrameName(name), name).toBeNull();
  });
});
