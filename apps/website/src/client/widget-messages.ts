import { ORDER_PLACED_EVENT, type TOrderPlaced } from '../islands/order-placed';
import { widgetFrameOf } from '../islands/widget-frame';
import { CURRENCY } from '../pages/format';

// An embed page in an ordering widget's frame tells the host page what happens in it
// (docs/product/widgets.md, packages/domain/src/widgets/widget-protocol.ts): `ready` and
// `page_view` on every page, `order_placed` when the store accepts an order, `escape` when Esc is
// pressed and nothing in the page took it (keys in a frame never reach the host page, which closes
// its chat or popup on it; a dialog of the page closes first, stopping the key).

/**
 * Starts telling the host page, when this is an embed page inside a widget's frame; answers a
 * function that stops, or null when there is nobody to tell (not an embed page, not framed, a
 * frame the loader did not name).
 */
export function startWidgetMessages(win: Window = window): (() => void) | null {
  const frame = widgetFrameOf(win);
  if (!frame) return null;
  const { post, path } = frame;
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
