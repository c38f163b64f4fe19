import type { TOrderPage } from '@oc/domain/orders/order-admin.schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TOrderListQuery } from '../../data/orders/keys';

type TProps = {
  /** The page on screen; undefined while the first one loads or the next filter's is on its way. */
  page: TOrderPage | undefined;
  query: TOrderListQuery;
  /** Orders arrived (once per poll that brings any): the sound. */
  onArrival: (orderIds: number[]) => void;
};

/**
 * The orders that arrived while the inbox is open, which the owner has not looked at yet
 * (docs/product/screens.md#orders). An arrival is an order a poll of the same first page brings
 * that the page had not shown, newer than every order shown so far: orders ids grow, so an older
 * order that only now matches a filter, or one the next filter or page shows, is not one.
 */
export function useOrderArrivals({ page, query, onArrival }: TProps) {
  const shown = useRef(new Set<number>());
  const newest = useRef(0);
  const view = useRef<string | null>(null);
  const [unseen, setUnseen] = useState<ReadonlySet<number>>(() => new Set());
  const onArrivalRef = useRef(onArrival);
  onArrivalRef.current = onArrival;
  const key = JSON.stringify(query);

  useEffect(() => {
    if (!page) return;
    const isSameView = view.current === key;
    view.current = key;
    const ids = page.items.map((order) => order.id);
    const arrived =
      isSameView && query.page === 1
        ? ids.filter((id) => !shown.current.has(id) && id > newest.current)
        : [];
    for (const id of ids) {
      shown.current.add(id);
      newest.current = Math.max(newest.current, id);
    }
    if (arrived.length === 0) return;
    setUnseen((previous) => new Set([...previous, ...arrived]));
    onArrivalRef.current(arrived);
  }, [page, key, query.page]);

  /** The owner opened it. */
  const markSeen = useCallback(
    (orderId: number) =>
      setUnseen((previous) => {
        if (!previous.has(orderId)) return previous;
        const next = new Set(previous);
        next.delete(orderId);
        return next;
      }),
    [],
  );
  const markAllSeen = useCallback(() => setUnseen(new Set()), []);
  return { unseen, markSeen, markAllSeen };
}
