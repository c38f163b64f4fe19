import type { TPlaceOrderRequest } from '@oc/domain/orders/order.schema';
import { orderLimitMessage } from '@oc/domain/orders/order-limits';
import { EMBED_REQUEST_HEADER, isEmbedBase, type TSiteBase } from '../routes';

// Sends an order to the website's server (docs/product/website.md#checkout). The server checks it
// with the domain's order schema and answers {error, result}: the new order, or every message at
// once. Too many orders (429) come with the server's message too; one without (a proxy's own 429)
// is told in the same words, with the wait its Retry-After gives.

export type TPlaceOrderResult =
  | { isPlaced: true; id: string; number: number | null; total: number | null }
  | { isPlaced: false; messages: string[] };

const NETWORK_FAILURE =
  'We could not reach the store, so your order was not placed. ' +
  'Check your connection and try again.';
const UNEXPECTED_ANSWER = 'The store did not take the order. Please try again in a moment.';

/** `base`: the page's (routes.ts); an embed page says so, for the cookie it can keep. */
export async function placeOrder(
  order: TPlaceOrderRequest,
  base: TSiteBase = '',
): Promise<TPlaceOrderResult> {
  let response: Response;
  try {
    response = await fetch('/_site/orders', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(isEmbedBase(base) ? { [EMBED_REQUEST_HEADER]: '1' } : {}),
      },
      body: JSON.stringify(order),
    });
  } catch {
    return { isPlaced: false, messages: [NETWORK_FAILURE] };
  }
  const answer = (await response.json().catch(() => null)) as {
    error?: unknown;
    result?: unknown;
  } | null;
  const result = answer?.result as
    | { id?: unknown; number?: unknown; total?: unknown }
    | unknown[]
    | undefined;
  if (
    answer?.error === false &&
    result &&
    !Array.isArray(result) &&
    typeof result.id === 'string'
  ) {
    const total = Number.isInteger(result.total) ? (result.total as number) : null;
    const number = Number.isInteger(result.number) ? (result.number as number) : null;
    return { isPlaced: true, id: result.id, number, total };
  }
  if (answer?.error === true && Array.isArray(result)) {
    const messages = result.filter((m): m is string => typeof m === 'string');
    if (messages.length > 0) return { isPlaced: false, messages };
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    const wait = Number.isInteger(seconds) && seconds > 0 ? seconds : null;
    return { isPlaced: false, messages: [orderLimitMessage('address', wait)] };
  }
  return { isPlaced: false, messages: [UNEXPECTED_ANSWER] };
}
