import {
  parseFrameName,
  type TFrameMessage,
  WIDGET_MESSAGE_SOURCE,
} from '@oc/domain/widgets/widget-protocol';
import { ORDER_PLACED_EVENT, type TOrderPlaced } from '../islands/order-placed';
import { CURRENCY } from '../pages/format';
import { splitBase } from '../routes';

// An embed page in an ordering widget's frame tells the host page what happens in it
// (docs/product/widgets.md, packages/domain/src/widgets/widget-protocol.ts): `ready` and
// `page_view` on every page, `order_placed` when the store accepts an order, `escape` when Esc is
// pressed and nothing in the page took it (keys in a frame never reach the host page, which closes
// its chat or popup on it; a dialog of the page closes first, stopping the key). The loader named the
// frame `frameName(widget id, host page origin)`, a name the frame keeps across its navigations;
// every message goes to that origin only, so no other page that might hold the frame hears it.

type TMessage = TFrameMessage extends infer M
  ? M extends TFrameMessage
    ? Omit<M, 'source' | 'widget'>
    : never
  : never;

/** An origin as `location.origin` writes it (`https://shop.example`), not any other string. */
function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/**
 * Starts telling the host page, when this is an embed page inside a widget's frame; answers a
 * function that stops, or null when there is nobody to tell (not an embed page, not framed, a
 * frame the loader did not name).
 */
export function startWidgetMessages(win: Window = window): (() => void) | null {
  const { base, path } = splitBase(win.location.pathname);
  const frame = parseFrameName(win.name);
  if (!base || !frame || win.parent === win || !isOrigin(frame.hostOrigin)) return null;
  const { widgetId, hostOrigin } = frame;

  const post = (message: TMessage) =>
    win.parent.postMessage(
      { source: WIDGET_MESSAGE_SOURCE, widget: widgetId, ...message } as TFrameMessage,
      hostOrigin,
    );
  const handleShown = () => {
    post({ type: 'ready' });
    post({ type: 'page_view', path: `${path}${win.location.search}`, title: win.document.title });
  };
  const handleOrderPlaced = (e: Event) => {
    const { orderId, total } = (e as CustomEvent<TOrderPlaced>).detail;
    post({ type: 'order_placed', orderId, total: total / 100, currency: CURRENCY });
  };
  const handleKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented) post({ type: 'escape' });
  };

  // A module script runs before `load`; a page shown again from the back/forward cache gets a
  // new `pageshow` but no `load`.
  if (win.document.readyState === 'complete') handleShown();
  win.addEventListener('pageshow', handleShown);
  win.addEventListener(ORDER_PLACED_EVENT, handleOrderPlaced);
  win.addEventListener('keydown', handleKey);
  return () => {
    win.removeEventListener('pageshow', handleShown);
    win.removeEventListener(ORDER_PLACED_EVENT, handleOrderPlaced);
    win.removeEventListener('keydown', handleKey);
  };
}
