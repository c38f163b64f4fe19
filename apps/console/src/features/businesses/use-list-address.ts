import type { TBusinessListQuery } from '../../data/businesses/keys';
import { useSearchParams } from '../../lib/router';
import { listQueryOf } from './list-address';

/**
 * The Businesses list as its address says (list-address.ts), and the way to change it. Each change
 * is a new entry in the history, so Back goes to the list as it was; a search replaces its entry
 * (the caller's choice), so Back does not step through every pause in the typing.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const query = listQueryOf(params);
  const change = (
    changes: { q?: string; status?: TBusinessListQuery['status']; page?: number },
    { replace = false } = {},
  ) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (changes.q !== undefined) {
          if (changes.q) next.set('q', changes.q);
          else next.delete('q');
        }
        if (changes.status !== undefined) {
          if (changes.status === 'archived') next.set('status', 'archived');
          else next.delete('status');
        }
        // Another search or status starts at its first page.
        const page = changes.page ?? 1;
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        return next;
      },
      { replace },
    );
  return { search, query, change, address: params.size > 0 ? `?${params}` : '' };
}
