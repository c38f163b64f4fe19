import type { TOrderTimes } from '@oc/domain/orders/order-times.schema';
import type { TSiteLanguage } from '@oc/domain/website/site-languages';

// When the cart's business takes the order (docs/product/website.md#checkout): the checkout asks
// the server, which works it out from the business's hours as they are now, by the rules it checks
// the order with (GET /_site/order-times). Without an answer the checkout offers 'As soon as
// possible' only, and the server says if the business is closed. The page's language goes with the
// question: the server answers the days, the times and why it is closed in it.

export type TOrderTime = TOrderTimes['times'][number];
export type TTiming = { isOpen: boolean; closedMessage: string | null; times: TOrderTime[] };

/** The business's times for an order of this type, or null when the server gave none. */
export async function fetchOrderTimes(
  business: string,
  type: string,
  language: TSiteLanguage,
): Promise<TTiming | null> {
  const query = new URLSearchParams({ business, type, language });
  try {
    const response = await fetch(`/_site/order-times?${query}`, {
      headers: { accept: 'application/json' },
    });
    const answer = (await response.json()) as { error?: unknown; result?: Partial<TOrderTimes> };
    const result = answer?.result;
    if (answer?.error !== false || !result || !Array.isArray(result.times)) return null;
    return {
      isOpen: result.is_open !== false,
      closedMessage: typeof result.closed_message === 'string' ? result.closed_message : null,
      times: result.times.filter(
        (t): t is TOrderTime =>
          typeof t?.at === 'string' && typeof t.day === 'string' && typeof t.time === 'string',
      ),
    };
  } catch {
    return null;
  }
}
