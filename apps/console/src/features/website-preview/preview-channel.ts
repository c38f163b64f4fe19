// The console's side of the preview protocol (docs/product/website-settings.md#live-preview): the
// page in the frame says it is ready, the console answers with the values to show.

type TFrameWindow = { postMessage: (message: unknown, targetOrigin: string) => void };
type TOptions = {
  /** The preview page's origin: the only one whose messages are heard and that may read ours. */
  origin: string;
  /** The frame's window, read at each use: it changes when the frame loads another page. */
  target: () => TFrameWindow | null;
  message: () => unknown;
};

/** Typing settles for this long before the page is asked to render again. */
export const SETTLE_MS = 250;

const isReady = (data: unknown) =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'oc-preview-ready';

/**
 * Listens on `host` for the frame's ready message and answers it at once; `changed()` sends the
 * values again once typing settles. Messages from another origin or another window are ignored.
 */
export function connectPreview(host: Window, { origin, target, message }: TOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const post = () => {
    clearTimeout(timer);
    target()?.postMessage(message(), origin);
  };
  const handleMessage = (event: MessageEvent) => {
    const frame = target();
    if (event.origin !== origin || frame === null || event.source !== frame) return;
    if (isReady(event.data)) post();
  };
  host.addEventListener('message', handleMessage);
  return {
    changed: () => {
      clearTimeout(timer);
      timer = setTimeout(post, SETTLE_MS);
    },
    disconnect: () => {
      clearTimeout(timer);
      host.removeEventListener('message', handleMessage);
    },
  };
}
