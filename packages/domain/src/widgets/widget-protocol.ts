// The ordering widget's contract (docs/product/widgets.md), shared by the loader
// (packages/widget), the website's embed pages (apps/website), the server that serves both and the
// console that writes the snippet. No zod here: the loader bundles this file and must stay under
// 8 KB gzip. It is the loader's one window onto the domain, so what the loader needs of another
// topic is re-exported here from a file as free of imports as this one.

/** The colour rule, the default colour and the contrast maths: the button and the text on it. */
export { DEFAULT_COLOR, isHexColour, readableOn } from '../themes/colour.rules';

/** Where the loader is served, on the website's own address (custom domain or subdomain). */
export const WIDGET_SCRIPT_PATH = '/widget/v1.js';

/**
 * The website's pages for a frame: `/embed` + the page's usual path (`/embed/businesses`,
 * `/embed/store/athens-grill`). Only these may be framed by other sites (frame-ancestors *).
 */
export const EMBED_PREFIX = '/embed';

/** The console's live preview of a widget: a neutral host page on the website's address. */
export const WIDGET_PREVIEW_PATH = '/_widget/preview';

export const WIDGET_TYPES = ['chat', 'popup', 'inline'] as const;
export type TWidgetType = (typeof WIDGET_TYPES)[number];

/** The chat panel's largest size; at or below NARROW_SCREEN_MAX px wide it is full screen. */
export const CHAT_PANEL_MAX = { width: 370, height: 570 } as const;
/** A screen this wide or narrower is a phone: openOnMobile applies, and the chat is full screen. */
export const NARROW_SCREEN_MAX = 480;

/**
 * The snippet's script tag attributes (all optional but type):
 * - data-type: chat | popup | inline (default chat)
 * - data-start: the website path the widget opens at ('/businesses', '/store/<slug>'; default '/')
 * - data-button-text, data-button-color (#RRGGBB): the chat and popup button
 * - data-open-on-mobile, data-open-on-desktop: 'true' opens it by itself on that kind of screen
 * - data-target: the id of the element an inline widget fills (default: placed after the script)
 * - data-base-path: inline only; with a server rewrite rule, the host page's path below which the
 *   widget keeps its page ('/order' → '/order/store/athens-grill'); without it, the URL hash
 *   ('#order=/store/athens-grill')
 * - data-id: the name the JS API and events use for this widget (default w1, w2, … in page order)
 * - data-language: en | es | fr | ar, the widget's words and pages (default: the host page's
 *   <html lang> when the website speaks it)
 */
export const WIDGET_ATTRIBUTES = {
  type: 'data-type',
  start: 'data-start',
  buttonText: 'data-button-text',
  buttonColor: 'data-button-color',
  openOnMobile: 'data-open-on-mobile',
  openOnDesktop: 'data-open-on-desktop',
  target: 'data-target',
  basePath: 'data-base-path',
  id: 'data-id',
  language: 'data-language',
} as const;

/** The hash key an inline widget keeps its page under when there is no base path. */
export const INLINE_HASH_KEY = 'order';

/**
 * What the loader tells the frame, in the frame's `name` (which survives the frame's own
 * navigations): `oc-widget|<widget id>|<host page origin>|<kept>`. The embed pages post their events
 * to `window.parent` with that origin as targetOrigin. `kept` is what the frame keeps between its
 * pages (the cart, URI-encoded): a frame of another site may have no storage of its own (Chromium
 * blocks it where third-party cookies are blocked, as in Incognito), so the frame keeps it in its
 * name and sends it to the loader ('keep'), which stores it in the host page's own storage and
 * hands it to the frame it makes on the next visit.
 */
export const FRAME_NAME_PREFIX = 'oc-widget';
/** The most a frame may keep (characters); more is not kept. */
export const KEPT_MAX = 16_000;
export const frameName = (widgetId: string, hostOrigin: string, kept = '') =>
  `${FRAME_NAME_PREFIX}|${widgetId}|${hostOrigin}|${kept.length <= KEPT_MAX ? encodeURIComponent(kept) : ''}`;
export function parseFrameName(
  name: string,
): { widgetId: string; hostOrigin: string; kept: string } | null {
  const [prefix, widgetId, hostOrigin, encoded = ''] = name.split('|');
  if (prefix !== FRAME_NAME_PREFIX || !widgetId || !hostOrigin) return null;
  let kept = '';
  try {
    kept = decodeURIComponent(encoded);
  } catch {
    // Not written by us: nothing kept.
  }
  return { widgetId, hostOrigin, kept };
}

/** Marks our messages among everything else a host page receives. */
export const WIDGET_MESSAGE_SOURCE = 'oc-widget';

/**
 * The host page is never told anything that opens an order. An order's confirmation,
 * `/orders/<public id>`, is reached by its secret id, so it is reported as My orders: the host page
 * hears that a confirmation is shown, and its address (an inline widget's deep link) holds a page
 * that shows a visitor only their own orders. The embed page posts this, and the loader applies it
 * again to whatever a frame posts or the host page's address holds.
 */
export const ORDER_PAGE_STAND_IN = '/my-orders';
export const pathForHostPage = (path: string): string =>
  /^\/orders\//i.test(path) ? ORDER_PAGE_STAND_IN : path;

/**
 * From an embed page to the loader (postMessage, checked by the loader against the website's
 * origin): ready once a page has loaded, page_view on every page (path without /embed, through
 * pathForHostPage), and order_placed when a customer's order was accepted: its short number (what
 * the customer reads and says on the phone, which opens nothing), total and currency. escape when
 * the visitor pressed Esc inside the frame: keys there never reach the host page, so the loader
 * closes its chat or popup then. keep when what the frame keeps changed (see frameName).
 */
export type TFrameMessage = { source: typeof WIDGET_MESSAGE_SOURCE; widget: string } & (
  | { type: 'ready' }
  | { type: 'page_view'; path: string; title: string }
  | { type: 'order_placed'; number: number; total: number; currency: string }
  | { type: 'escape' }
  | { type: 'keep'; kept: string }
);

/**
 * What the host page hears through `OrderWidget.on(event, handler)`: the frame's events and the
 * loader's own open and close. Every handler gets `{ widget, ...detail }`.
 */
export const WIDGET_EVENTS = ['ready', 'open', 'close', 'page_view', 'order_placed'] as const;
export type TWidgetEvent = (typeof WIDGET_EVENTS)[number];

/** The global the loader defines: `window.OrderWidget`. */
export const WIDGET_GLOBAL = 'OrderWidget';
