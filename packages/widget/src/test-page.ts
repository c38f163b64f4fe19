import {
  WIDGET_ATTRIBUTES,
  WIDGET_GLOBAL,
  WIDGET_MESSAGE_SOURCE,
  WIDGET_SCRIPT_PATH,
} from '@oc/domain/widgets/widget-protocol';
import { beforeEach } from 'vitest';
import type { TOrderWidget } from './registry';

// The tests' host page (https://host.test, vitest.config.ts) and the website it frames. Frames do
// load, but every request is answered here with an empty page: nothing leaves the machine, and
// the real embed pages are tested in apps/website and, with the real loader, in the journeys.

export const WEBSITE = 'https://order.test';
export const OTHER_WEBSITE = 'https://other.test';
export const HOST_ORIGIN = 'https://host.test';

interface THappyDom {
  settings: {
    enableIframePageLoading: boolean;
    handleDisabledFileLoadingAsSuccess: boolean;
    fetch: { interceptor: unknown };
  };
  setViewport(viewport: { width: number; height: number }): void;
}
const happyDOM = (window as unknown as { happyDOM: THappyDom }).happyDOM;

/** What the page's frames asked the website for, this test. */
export const requested: string[] = [];

/**
 * A fresh host page before each test: wide screen, address /menu, no widgets, no global, no
 * language.
 */
export function useHostPage() {
  beforeEach(() => {
    requested.length = 0;
    happyDOM.settings.enableIframePageLoading = true;
    // The script tags are there to be read, not run: the test starts them (boot).
    happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    happyDOM.settings.fetch.interceptor = {
      beforeAsyncRequest: async ({ request }: { request: Request }) => {
        requested.push(request.url);
        return new window.Response('<!doctype html><title>Embed</title>', {
          headers: { 'content-type': 'text/html' },
        });
      },
    };
    setScreenWidth(1024);
    history.replaceState(null, '', '/menu');
    resetPage();
  });
}

/**
 * No widgets and no global. The last test's registry still listens on the window (a page never
 * drops it): emptied, it hears nothing.
 */
export function resetPage() {
  const state = (window as unknown as Record<string, TOrderWidget | undefined>)[WIDGET_GLOBAL]?._oc;
  if (state) {
    state.widgets.length = 0;
    state.opened.length = 0;
    state.handlers = {};
  }
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
  delete (window as unknown as Record<string, unknown>)[WIDGET_GLOBAL];
}

/** Sets the viewport's width and tells the page, as a browser does on resize. */
export function setScreenWidth(width: number) {
  happyDOM.setViewport({ width, height: 800 });
  window.dispatchEvent(new Event('resize'));
}

type TAttributes = Partial<Record<keyof typeof WIDGET_ATTRIBUTES, string>>;

/** A snippet's script tag, added to the body (not run: the test starts it). */
export function addScript(attributes: TAttributes = {}, website = WEBSITE) {
  const script = document.createElement('script');
  script.setAttribute('async', '');
  script.setAttribute('src', `${website}${WIDGET_SCRIPT_PATH}`);
  for (const [key, value] of Object.entries(attributes))
    script.setAttribute(WIDGET_ATTRIBUTES[key as keyof TAttributes], value as string);
  document.body.append(script);
  return script;
}

export const orderWidget = () =>
  (window as unknown as Record<string, TOrderWidget>)[WIDGET_GLOBAL] as TOrderWidget;

/** The widget's frame (made on first open for a chat or popup). */
export const frameOf = (id: string) =>
  orderWidget()._oc.widgets.find((w) => w.id === id)?.frame ?? null;

/** What a browser delivers when a frame posts `data` to the host page. */
export function post(
  data: Record<string, unknown>,
  { from, origin = WEBSITE }: { from: Window | null; origin?: string },
) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: WIDGET_MESSAGE_SOURCE, ...data },
      origin,
      source: from,
    }),
  );
}

/** Every widget element's shadow root, in page order. */
export const shadowRoots = () =>
  Array.from(document.querySelectorAll('oc-order-widget'), (host) => host.shadowRoot as ShadowRoot);

export const pressEscape = (target: EventTarget = document.body) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
  );
