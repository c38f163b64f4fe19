import { CURRENCY } from '@oc/domain/orders/money';
import { pathForHostPage } from '@oc/domain/widgets/widget-protocol';
import { ORDER_PLACED_EVENT, type TOrderPlaced } from '../islands/order-placed';
import { widgetFrameOf } from '../islands/widget-frame';

// An embed page in an ordering widget's frame tells the host page what happens in it
// (docs/product/widgets.md, packages/domain/src/widgets/widget-protocol.ts): `ready` and
// `page_view` on every page, `order_placed` when the store accepts an order, `escape` when Esc is
// pressed and nothing in the page took it (keys in a frame never reach the host page, which closes
// its chat or popup on it; a dialog of the page closes first, stopping the key). Nothing it posts
// opens an order: the confirmation is reported as My orders, and an order by its number.

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
    const shown = pathForHostPage(`${path}${win.location.search}`);
    post({ type: 'page_view', path: shown, title: win.document.title });
  };
  const handleOrderPlaced = (e: Event) => {
    const { number, total } = (e as CustomEvent<TOrderPlaced>).detail;
    // An answer without a number tells the host page nothing rather than something else.
    if (number === null) return;
    post({ type: 'order_placed', number, total: total / 100, currency: CURRENCY });
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
