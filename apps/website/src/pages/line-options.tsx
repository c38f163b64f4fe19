/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TOrderLineOption } from '@oc/domain/orders/order.schema';
import { useLanguage } from '../words';
import { formatPriceDelta } from './format';

// Under a line's name in the cart, the checkout, the confirmation and My orders.

/** The options chosen on a line, each with its price change: 'Large (+$2.00), Olives'. */
export function LineOptions({ line }: { line: { options: TOrderLineOption[] } }) {
  const language = useLanguage();
  if (line.options.length === 0) return null;
  return (
    <span class="line-options">
      {line.options
        .map((o) =>
          o.price_delta === 0 ? o.name : `${o.name} (${formatPriceDelta(o.price_delta, language)})`,
        )
        .join(', ')}
    </span>
  );
}
