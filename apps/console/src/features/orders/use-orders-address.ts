import { useSearchParams } from '../../lib/router';
import { openOrderOf, ordersQueryOf } from './order-address';

/** The address's filters, by the names it holds them under. */
export type TOrderFilters = {
  business: string;
  status: string;
  type: string;
  from: string;
  to: string;
  q: string;
};

const FILTERS = ['business', 'status', 'type', 'from', 'to', 'q'] as const;

/**
 * The inbox as its address says (order-address.ts), and the ways to change it. Each change is a
 * new entry in the history, so Back goes to the inbox as it was; a search replaces its entry, so
 * Back does not step through every pause in the typing. Opening an order keeps the filters.
 */
export function useOrdersAddress() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? '']),
  ) as TOrderFilters;
  const change = (changes: Partial<TOrderFilters> & { page?: number }, { replace = false } = {}) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const name of FILTERS) {
          const value = changes[name];
          if (value === undefined) continue;
          if (value) next.set(name, value);
          else next.delete(name);
        }
        // Another filter starts at its first page.
        const page = changes.page ?? 1;
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      },
      { replace },
    );
  /** The address with the order open beside the list (undefined: none). */
  const withOrder = (orderId: number | undefined) => {
    const next = new URLSearchParams(params);
    if (orderId === undefined) next.delete('order');
    else next.set('order', String(orderId));
    return next.size > 0 ? `?${next}` : '?';
  };
  const closeOrder = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('order');
      return next;
    });
  return {
    filters,
    query: ordersQueryOf(params),
    openOrderId: openOrderOf(params),
    change,
    withOrder,
    closeOrder,
  };
}
