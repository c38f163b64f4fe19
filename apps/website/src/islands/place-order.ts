import type { TPlaceOrderRequest } from '@oc/domain/orders/order.schema';
import { intlLocaleOf } from '@oc/domain/website/site-languages';
import { EMBED_REQUEST_HEADER, isEmbedBase, type TSiteBase } from '../routes';
import { ENGLISH_ISLAND_WORDS, type TIslandWordKey, type TWordValues, translate } from '../words';

// Sends an order to the website's server (docs/product/website.md#checkout). The server checks it
// with the domain's order schema and answers {error, result}: the new order, or every message at
// once, in the order's language. Too many orders (429) come with the server's message too; one
// without (a proxy's own 429) is told in the same words, with the wait its Retry-After gives; what
// the store's server did not say at all is said in the page's words (`t`).

export type TPlaceOrderResult =
  | { isPlaced: true; id: string; number: number | null; total: number | null }
  | { isPlaced: false; messages: string[] };

type TSay = (key: TIslandWordKey, values?: TWordValues) => string;
const inEnglish: TSay = (key, values) => translate(ENGLISH_ISLAND_WORDS, key, values);

/** A wait in the page's language with Intl's own unit words: '9 minutes', '9 minutos'. */
function waitInWords(seconds: number, language: string) {
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(
      value,
    );
  } catch {
    return null;
  }
}

/**
 * `base`: the page's (routes.ts); an embed page says so, for the cookie it can keep. `t`: the
 * page's words.
 */
export async function placeOrder(
  order: TPlaceOrderRequest,
  base: TSiteBase = '',
  t: TSay = inEnglish,
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
    return { isPlaced: false, messages: [t('checkout.network')] };
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
    const words =
      Number.isInteger(seconds) && seconds > 0
        ? waitInWords(seconds, intlLocaleOf(order.language ?? 'en'))
        : null;
    const wait = words ?? t('checkout.few_minutes');
    return { isPlaced: false, messages: [t('checkout.busy', { wait })] };
  }
  return { isPlaced: false, messages: [t('checkout.unexpected')] };
}
