import {
  WIDGET_ATTRIBUTES as A,
  DEFAULT_COLOR,
  EMBED_PREFIX,
  isHexColour,
  type TWidgetType,
  WIDGET_TYPES,
} from '@oc/domain/widgets/widget-protocol';
import { type TWidgetLanguage, WIDGET_LANGUAGES, widgetLanguageOf } from './words';

// What the snippet's script tag asks for (its data attributes, widget-protocol.ts). The tag is in
// the owner's page, where anyone may have edited it: every value is checked, and a wrong one falls
// back to its default with a console warning that says what to fix.

export const DEFAULT_BUTTON_TEXT = 'Order now';
/** As widget-snippet.ts's BASE_PATH: '/order', '/menu/online'. */
const BASE_PATH = /^\/[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/;
/** A widget id goes into the frame's name, where '|' separates the parts. */
const ID = /^[A-Za-z0-9_-]{1,40}$/;

export interface TOptions {
  type: TWidgetType;
  start: string;
  buttonText: string;
  buttonColor: string;
  openOnMobile: boolean;
  openOnDesktop: boolean;
  target: string;
  basePath: string;
  /** The data-id when it is a usable one; else the loader numbers the widget. */
  id: string | null;
  /** The data-language when it is one of the website's four; else null (widget.ts decides). */
  language: TWidgetLanguage | null;
}

export const warn = (message: string) => console.warn(`OrderWidget: ${message}`);

/**
 * A page of the website, as the frame asks for it below /embed: one leading '/', never '//' (a
 * scheme-relative address), no backslash (browsers read '/\' as '//'), no spaces, and nothing that
 * climbs out of /embed ('..', '%2e%2e'). Comes from the snippet, the host page's address and the
 * frame's own messages.
 */
export function isSafePath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length > 2000 || !/^\/(?!\/)[^\\\s#]*$/.test(path))
    return false;
  const { pathname } = new URL(EMBED_PREFIX + path, 'https://website.invalid');
  return pathname.startsWith(`${EMBED_PREFIX}/`);
}

export function readOptions(script: Element): TOptions {
  const read = (name: string) => script.getAttribute(name)?.trim() ?? '';
  const type = read(A.type);
  const start = read(A.start);
  const color = read(A.buttonColor);
  const basePath = read(A.basePath);
  const id = read(A.id);
  const languageTag = read(A.language);
  const language = widgetLanguageOf(languageTag);

  const isType = (WIDGET_TYPES as readonly string[]).includes(type);
  if (type && !isType)
    warn(`${A.type}="${type}" is not chat, popup or inline; showing the chat widget.`);
  if (start && !isSafePath(start))
    warn(`${A.start}="${start}" is not a page of the website (like /businesses); opening /.`);
  if (color && !isHexColour(color))
    warn(`${A.buttonColor}="${color}" is not a colour like ${DEFAULT_COLOR}; using that.`);
  if (basePath && !BASE_PATH.test(basePath))
    warn(
      `${A.basePath}="${basePath}" is not a path like /order; keeping the widget's page in the address's #order= instead.`,
    );
  if (id && !ID.test(id))
    warn(`${A.id}="${id}" may have only letters, digits, - and _; numbering the widget instead.`);
  if (languageTag && !language)
    warn(
      `${A.language}="${languageTag}" is not ${WIDGET_LANGUAGES.join(', ')}; using the page's language.`,
    );

  return {
    type: isType ? (type as TWidgetType) : 'chat',
    start: isSafePath(start) ? start : '/',
    buttonText: read(A.buttonText).slice(0, 80) || DEFAULT_BUTTON_TEXT,
    buttonColor: isHexColour(color) ? color : DEFAULT_COLOR,
    openOnMobile: read(A.openOnMobile) === 'true',
    openOnDesktop: read(A.openOnDesktop) === 'true',
    target: read(A.target),
    basePath: BASE_PATH.test(basePath) ? basePath : '',
    id: ID.test(id) ? id : null,
    language,
  };
}
