import { z } from 'zod';
import {
  isDomainServed,
  type TSslProcessStatus,
  type TSslStatus,
} from '../domains/ssl-status.rules';
import { MESSAGES } from '../messages/messages';
import { ZHexColor } from '../themes/colour.schema';
import { SITE_LANGUAGES } from '../website/site-languages';
import {
  WIDGET_ATTRIBUTES as A,
  INLINE_HASH_KEY,
  WIDGET_SCRIPT_PATH,
  WIDGET_TYPES,
} from './widget-protocol';

// The Ordering widgets tab's options and the snippet they make (docs/product/widgets.md). The
// console shows and copies the snippet; the server's preview page embeds the very same markup.

/** Business slugs as the website's addresses have them (apps/website/src/routes.ts). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A host page path for clean inline deep links: '/order', '/menu/online'. */
const BASE_PATH = /^\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;

export const ZWidgetOptions = z.object({
  type: z.enum(WIDGET_TYPES),
  openOnMobile: z.boolean(),
  openOnDesktop: z.boolean(),
  buttonText: z
    .string()
    .trim()
    .min(1, MESSAGES.WIDGET_BUTTON_TEXT_LENGTH)
    .max(40, MESSAGES.WIDGET_BUTTON_TEXT_LENGTH),
  buttonColor: ZHexColor,
  /** Null: the marketplace listing; else one business's page. */
  businessSlug: z.string().regex(SLUG).nullable(),
  /** Inline only: with a rewrite rule, the host page's path (see rewriteRules); '' for the hash. */
  basePath: z.union([
    z.literal(''),
    z.string().regex(BASE_PATH, MESSAGES.WIDGET_BASE_PATH).max(200, MESSAGES.WIDGET_BASE_PATH),
  ]),
  /** One of the website's languages; null: the host page's (docs/product/widgets.md#languages). */
  language: z.enum(SITE_LANGUAGES).nullable(),
});
export type TWidgetOptions = z.infer<typeof ZWidgetOptions>;

export const DEFAULT_WIDGET_BUTTON_TEXT = 'Order now';

/** spec 9: chat by default, opening by itself nowhere; the button colour comes from the theme. */
export const defaultWidgetOptions = (themeButtonColor: string): TWidgetOptions => ({
  type: 'chat',
  openOnMobile: false,
  openOnDesktop: false,
  buttonText: DEFAULT_WIDGET_BUTTON_TEXT,
  buttonColor: themeButtonColor,
  businessSlug: null,
  basePath: '',
  language: null,
});

/** The website path the widget opens at. */
export const widgetStartPath = (o: Pick<TWidgetOptions, 'businessSlug'>) =>
  o.businessSlug ? `/store/${o.businessSlug}` : '/businesses';

/**
 * The custom domain once its certificate is issued and its process has ended; otherwise the default
 * address (docs/product/widgets.md#target-address).
 */
export function widgetOrigin(site: {
  domain: string | null;
  sslStatus: TSslStatus | null;
  sslProcessStatus: TSslProcessStatus | null;
  defaultUrl: string;
}): string {
  if (site.domain && isDomainServed(site)) return `https://${site.domain}`;
  // The default address's origin: scheme, host and port, without a path.
  return /^[a-z]+:\/\/[^/?#]+/i.exec(site.defaultUrl)?.[0] ?? site.defaultUrl;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The id of the element an inline widget fills. */
export const INLINE_TARGET_ID = 'ordering-widget';

/** The HTML the owner pastes: one script tag (and, inline, the element it fills). */
export function widgetSnippet(origin: string, o: TWidgetOptions): string {
  const attributes: [string, string][] = [
    ['async', ''],
    ['src', `${origin}${WIDGET_SCRIPT_PATH}`],
    [A.type, o.type],
    [A.start, widgetStartPath(o)],
  ];
  if (o.language) attributes.push([A.language, o.language]);
  if (o.type === 'inline') {
    attributes.push([A.target, INLINE_TARGET_ID]);
    if (o.basePath) attributes.push([A.basePath, o.basePath]);
  } else {
    attributes.push(
      [A.buttonText, o.buttonText.trim()],
      [A.buttonColor, o.buttonColor.toUpperCase()],
      [A.openOnMobile, String(o.openOnMobile)],
      [A.openOnDesktop, String(o.openOnDesktop)],
    );
  }
  const tag = `<script ${attributes
    .map(([name, value]) => (value === '' ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ')}></script>`;
  return o.type === 'inline' ? `<div id="${INLINE_TARGET_ID}"></div>\n${tag}` : tag;
}

/**
 * The rewrite-rule hint (docs/product/widgets.md#inline-deep-links): with these, the host page's
 * server answers every path below the base path with the page that holds the inline widget, so deep
 * links are clean paths rather than `#order=…`. `page` is that page's file (e.g.
 * '/order/index.html').
 */
export function rewriteRules(basePath: string, page = `${basePath}/index.html`) {
  const below = basePath.replace(/^\//, '');
  return {
    nginx: `location ${basePath}/ {\n  try_files $uri ${page};\n}`,
    apache: `RewriteEngine On\nRewriteCond %{REQUEST_FILENAME} !-f\nRewriteRule ^${below}/ ${page} [L]`,
  };
}

/** Without a base path the inline widget's page is kept in the hash: `#order=/store/x`. */
export const inlineHashOf = (path: string) => `#${INLINE_HASH_KEY}=${path}`;

/**
 * The console's live preview page (WIDGET_PREVIEW_PATH) takes the options in its query string:
 * `type`, `openOnMobile`, `openOnDesktop` ('true'/'false'), `buttonText`, `buttonColor`,
 * `businessSlug` (absent: the listing), `basePath` (absent: ''), `language` (absent: the host
 * page's). The pairs, for URLSearchParams.
 */
export function widgetPreviewParams(o: TWidgetOptions): [string, string][] {
  const params: [string, string][] = [
    ['type', o.type],
    ['openOnMobile', String(o.openOnMobile)],
    ['openOnDesktop', String(o.openOnDesktop)],
    ['buttonText', o.buttonText],
    ['buttonColor', o.buttonColor],
  ];
  if (o.businessSlug) params.push(['businessSlug', o.businessSlug]);
  if (o.basePath) params.push(['basePath', o.basePath]);
  if (o.language) params.push(['language', o.language]);
  return params;
}

/** The options of a preview query (`get` as URLSearchParams has it), or null when not valid. */
export function parseWidgetPreviewParams(
  get: (name: string) => string | null,
): TWidgetOptions | null {
  const flag = (name: string) => {
    const value = get(name);
    return value === 'true' ? true : value === 'false' ? false : undefined;
  };
  const parsed = ZWidgetOptions.safeParse({
    type: get('type'),
    openOnMobile: flag('openOnMobile'),
    openOnDesktop: flag('openOnDesktop'),
    buttonText: get('buttonText'),
    buttonColor: get('buttonColor'),
    businessSlug: get('businessSlug'),
    basePath: get('basePath') ?? '',
    language: get('language'),
  });
  return parsed.success ? parsed.data : null;
}
