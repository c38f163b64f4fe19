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
      },
      mutations: { networkMode: 'always' },
    },
  });
}
