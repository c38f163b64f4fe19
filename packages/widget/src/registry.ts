import {
  type TWidgetEvent,
  type TWidgetType,
  WIDGET_EVENTS,
  WIDGET_GLOBAL,
  WIDGET_MESSAGE_SOURCE,
} from '@oc/domain/widgets/widget-protocol';

// window.OrderWidget: made by the first loader that runs on the page and shared by every other,
// including copies served by other websites (another origin's /widget/v1.js): the state lives on
// the global, not in a module, so two widgets find each other and never collide.

export type TEventDetail = { widget: string } & Record<string, string | number>;
export type THandler = (detail: TEventDetail) => void;

/** What the registry knows of one widget on the page. */
export interface TWidget {
  id: string;
  /** The website's origin: the only one whose messages this widget hears. */
  origin: string;
  /** The script tag that made it. */
  script: Element;
  /** Its frame, once made (chat and popup make theirs on first open). */
  frame: HTMLIFrameElement | null;
  type: TWidgetType;
  isOpen: boolean;
  open(): void;
  close(): void;
  /** A message from its frame, already checked to be one (origin, source and marker). */
  receive(data: Record<string, unknown>): void;
}

interface TState {
  widgets: TWidget[];
  handlers: Partial<Record<TWidgetEvent, Set<THandler>>>;
  /** Open chats and popups, the last opened last: Esc closes that one. */
  opened: TWidget[];
}

export interface TOrderWidget {
  /** Opens the widget with this id, or the page's first chat or popup. */
  open(id?: string): void;
  /** Closes the widget with this id, or every open one. */
  close(id?: string): void;
  /** Calls `handler({ widget, ...detail })` on each `event`; returns a function that stops it. */
  on(event: TWidgetEvent, handler: THandler): () => void;
  readonly _oc: TState;
}

type TGlobal = Record<string, TOrderWidget | undefined>;

export function emit(state: TState, event: TWidgetEvent, detail: TEventDetail) {
  for (const handler of state.handlers[event] ?? []) {
    // One failing handler of the host page must not keep the others from hearing the event.
    try {
      handler({ ...detail });
    } catch (error) {
      console.error(error);
    }
  }
}

/**
 * A message for one of the page's widgets: from the website's origin, from that widget's own frame
 * and marked as ours. Anything else (other scripts' messages, another site's frame, a forged
 * origin) is ignored without a word.
 */
function route(state: TState, event: MessageEvent) {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object') return;
  if ((data as { source?: unknown }).source !== WIDGET_MESSAGE_SOURCE) return;
  for (const widget of state.widgets) {
    const frameWindow = widget.frame?.contentWindow;
    if (frameWindow && event.source === frameWindow && event.origin === widget.origin) {
      widget.receive(data as Record<string, unknown>);
      return;
    }
  }
}

export function registry(): TOrderWidget {
  const global = window as unknown as TGlobal;
  const existing = global[WIDGET_GLOBAL];
  if (existing?._oc) return existing;

  const state: TState = { widgets: [], handlers: {}, opened: [] };
  const find = (verb: string, id: string) => {
    const widget = state.widgets.find((w) => w.id === id);
    if (widget) return widget;
    const ids = state.widgets.map((w) => w.id).join(', ') || 'none yet';
    throw new Error(
      `OrderWidget.${verb}: there is no widget "${id}" on this page (it has: ${ids}). Use a data-id of a widget's script tag, or w1, w2… in page order.`,
    );
  };
  const api: TOrderWidget = {
    open(id) {
      const widget =
        id === undefined ? state.widgets.find((w) => w.type !== 'inline') : find('open', id);
      widget?.open();
    },
    close(id) {
      for (const widget of id === undefined ? state.widgets : [find('close', id)]) widget.close();
    },
    on(event, handler) {
      if (!WIDGET_EVENTS.includes(event))
        throw new TypeError(
          `OrderWidget.on: "${event}" is not an event; use one of ${WIDGET_EVENTS.join(', ')}.`,
        );
      if (typeof handler !== 'function')
        throw new TypeError(`OrderWidget.on("${event}", handler): the handler must be a function.`);
      const handlers = state.handlers[event] ?? new Set();
      state.handlers[event] = handlers;
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    _oc: state,
  };
  window.addEventListener('message', (event) => route(state, event));
  // Capture: a host page's own key handlers that stop propagation do not keep Esc from us.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape') state.opened[state.opened.length - 1]?.close();
    },
    true,
  );
  global[WIDGET_GLOBAL] = api;
  return api;
}
