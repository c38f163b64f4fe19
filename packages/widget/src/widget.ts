import {
  WIDGET_ATTRIBUTES as A,
  EMBED_PREFIX,
  frameName,
  NARROW_SCREEN_MAX,
  pathForHostPage,
  WIDGET_SCRIPT_PATH,
} from '@oc/domain/widgets/widget-protocol';
import { mountChat } from './chat';
import { mountInline } from './inline';
import { keep, kept } from './kept';
import { DEFAULT_BUTTON_TEXT, isSafePath, readOptions, warn } from './options';
import type { TPageAddress } from './page-address';
import { mountPopup } from './popup';
import { emit, type TOrderWidget, type TWidget } from './registry';
import type { TShell, TWidgetParts } from './widget.types';
import { WORDS, widgetLanguageOf } from './words';

/** The page's loader script tags, in page order (any website's: they all share the global). */
export function loaderScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).filter(
    (script) => {
      try {
        return new URL(script.src).pathname === WIDGET_SCRIPT_PATH;
      } catch {
        return false;
      }
    },
  );
}

/** The data-id when no other widget has it; else w1, w2… by the script's place in the page. */
function widgetId(requested: string | null, index: number, widgets: TWidget[]) {
  const isTaken = (id: string) => widgets.some((w) => w.id === id);
  let n = (index < 0 ? widgets.length : index) + 1;
  while (isTaken(`w${n}`)) n++;
  if (requested && !isTaken(requested)) return requested;
  if (requested)
    warn(`two widgets have data-id="${requested}"; this one is w${n}. Give each its own.`);
  return `w${n}`;
}

/** Starts the widget of one script tag, once. */
export function startWidget(script: HTMLScriptElement, api: TOrderWidget) {
  const state = api._oc;
  if (state.widgets.some((w) => w.script === script)) return;
  const scripts = loaderScripts();
  const read = readOptions(script);
  // The snippet's language, else the host page's when it is one of the website's; else none: the
  // frame opens the website's own (default language) pages and the loader's words are English.
  const language = read.language ?? widgetLanguageOf(document.documentElement.lang);
  const words = WORDS[language ?? 'en'];
  // The console writes the English default when the owner keeps it: no text of their choosing.
  const buttonText = read.buttonText === DEFAULT_BUTTON_TEXT ? words.orderNow : read.buttonText;
  const options = { ...read, buttonText, language };
  const id = widgetId(options.id, scripts.indexOf(script), state.widgets);
  const origin = new URL(script.src).origin;
  const narrow = matchMedia(`(max-width: ${NARROW_SCREEN_MAX}px)`);
  let shell: TShell | null = null;
  let address: TPageAddress | null = null;
  let isReady = false;
  const at = { widget: id };

  const show = (byItself: boolean) => {
    if (!shell || widget.isOpen) return;
    widget.isOpen = true;
    state.opened.push(widget);
    // A chat that opens by itself does not take focus from the page; a modal always does.
    shell.show(!byItself || options.type === 'popup');
    emit(state, 'open', at);
  };
  const widget: TWidget = {
    id,
    origin,
    script,
    type: options.type,
    frame: null,
    isOpen: false,
    open: () => show(false),
    close() {
      if (!shell || !widget.isOpen) return;
      widget.isOpen = false;
      state.opened.splice(state.opened.indexOf(widget), 1);
      shell.hide();
      emit(state, 'close', at);
    },
    receive(data) {
      const { type } = data;
      if (type === 'ready') {
        // Every page in the frame says it is ready; the host page hears it once.
        if (!isReady) emit(state, 'ready', at);
        isReady = true;
      } else if (type === 'page_view') {
        if (!isSafePath(data.path)) return;
        // Whatever the frame says, an order's confirmation address never reaches the host page.
        const path = pathForHostPage(data.path);
        address?.write(path);
        const { title } = data;
        emit(state, 'page_view', { ...at, path, title: typeof title === 'string' ? title : '' });
      } else if (type === 'order_placed') {
        // The order's number, total and currency only: nothing else the frame sends is passed on.
        const { number, total, currency } = data;
        if (!Number.isInteger(number) || typeof total !== 'number' || !Number.isFinite(total))
          return;
        emit(state, 'order_placed', {
          ...at,
          number: number as number,
          total,
          currency: typeof currency === 'string' ? currency : '',
        });
      } else if (type === 'escape') widget.close();
      else if (type === 'keep') keep(origin, data.kept);
    },
  };
  const parts: TWidgetParts = {
    widget,
    options,
    script,
    narrow,
    words,
    frame(path = options.start) {
      if (widget.frame) return widget.frame;
      const frame = document.createElement('iframe');
      // The embed pages read the widget's id and this page's origin from the name, which the
      // frame keeps across its own navigations, and post their messages to that origin only.
      frame.name = frameName(id, location.origin, kept(origin));
      frame.title = options.buttonText;
      // The website's pages in the widget's language (`/embed/es/…`); one the website does not
      // speak, or its default, is sent on to its unprefixed address by the website.
      frame.src = `${origin}${EMBED_PREFIX}${language ? `/${language}` : ''}${path}`;
      widget.frame = frame;
      return frame;
    },
  };
  state.widgets.push(widget);

  const mount = () => {
    if (options.type === 'inline') {
      const firstInline = scripts.find((s) => s.getAttribute(A.type)?.trim() === 'inline');
      address = mountInline(parts, (firstInline ?? script) === script);
      return;
    }
    const chats = state.widgets.filter((w) => w.type === 'chat');
    shell = options.type === 'popup' ? mountPopup(parts) : mountChat(parts, chats.indexOf(widget));
    if (narrow.matches ? options.openOnMobile : options.openOnDesktop) show(true);
  };
  // An async script may run before the body, or before the element an inline widget fills.
  const isTargetComing =
    options.type === 'inline' &&
    options.target !== '' &&
    !document.getElementById(options.target) &&
    document.readyState === 'loading';
  if (document.body && !isTargetComing) mount();
  else document.addEventListener('DOMContentLoaded', mount, { once: true });
}
