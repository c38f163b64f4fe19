import { hydrateIslands, unmountIslands } from './islands';
import { foldMenu } from './menu';

// The page inside the console's live preview (docs/product/website.md#addresses): it tells the
// console it is ready, then redraws itself from the unsaved values the console posts. Only the
// console's origin is heard, and only from the parent frame: any other page could otherwise make
// the preview draw what it likes.

export const PREVIEW_PARAM = 'oc_preview';
const REDRAW_DELAY_MS = 100;

type TPreviewMessage = { type: 'oc-preview'; site: unknown; values: unknown };

const isPreviewMessage = (data: unknown): data is TPreviewMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'oc-preview' &&
  typeof (data as { values?: unknown }).values === 'object';

/** Draws the page the server answered in place of this one, keeping the scroll position. */
function drawPage(html: string) {
  const next = new DOMParser().parseFromString(html, 'text/html');
  const { scrollX, scrollY } = window;
  const style = document.getElementById('oc-theme');
  const nextStyle = next.getElementById('oc-theme');
  if (style && nextStyle) style.textContent = nextStyle.textContent;
  document.title = next.title;
  unmountIslands();
  document.body.className = next.body.className;
  document.body.replaceChildren(...[...next.body.childNodes].map((n) => document.adoptNode(n)));
  hydrateIslands();
  foldMenu(document);
  window.scrollTo(scrollX, scrollY);
}

/**
 * In the preview, a link to another page of the site stays in the preview, with the preview's other
 * `oc_` values too (a business previewed by its signed link: its product pages stay reachable).
 */
function handleLinkClick(e: MouseEvent) {
  const link = (e.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || e.defaultPrevented) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.searchParams.has(PREVIEW_PARAM)) return;
  for (const [name, value] of new URLSearchParams(window.location.search))
    if (name.startsWith('oc_') && !url.searchParams.has(name)) url.searchParams.set(name, value);
  url.searchParams.set(PREVIEW_PARAM, '1');
  link.href = url.href;
}

/** Listens to the console at `consoleOrigin`; answers a function that stops listening. */
export function startPreview(consoleOrigin: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  const redraw = async (message: TPreviewMessage) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    try {
      const response = await fetch('/_site/preview', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/html' },
        body: JSON.stringify({
          path: window.location.pathname + window.location.search,
          site: message.site,
          values: message.values,
        }),
        signal: controller.signal,
      });
      const html = await response.text();
      if (inFlight !== controller || !response.headers.get('content-type')?.includes('text/html')) {
        return;
      }
      drawPage(html);
    } catch {
      // Aborted by a newer edit, or the server is away: the page keeps the last good drawing.
    }
  };

  const handleMessage = (e: MessageEvent) => {
    if (e.origin !== consoleOrigin || e.source !== window.parent) return;
    if (!isPreviewMessage(e.data)) return;
    const message = e.data;
    clearTimeout(timer);
    // The console posts on every keystroke; only the latest values are worth drawing.
    timer = setTimeout(() => void redraw(message), REDRAW_DELAY_MS);
  };

  window.addEventListener('message', handleMessage);
  document.addEventListener('click', handleLinkClick);
  window.parent.postMessage({ type: 'oc-preview-ready' }, consoleOrigin);
  return () => {
    clearTimeout(timer);
    inFlight?.abort();
    window.removeEventListener('message', handleMessage);
    document.removeEventListener('click', handleLinkClick);
  };
}
