import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../lib/api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // 'always': a request made without a network fails with NetworkError, so the page can say
        // "you are offline" instead of waiting silently in a paused state.
        networkMode: 'always',
        retry: (failureCount, error) => {
          if (error instanceof NetworkError || error instanceof ApiError) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
        // What a page has just read is not read again by the next component that shows it (the
        // layout's products and brand, then the page's own: without it, each is asked for twice).
        // Saves write their answer into the cache; a later visit reads afresh.
        staleTime: 30_000,
      },
      mutations: { networkMode: 'always' },
    },
  });
}
