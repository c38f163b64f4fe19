import type { QueryClient } from '@tanstack/react-query';

// The console's test files run one after another in a worker (vitest.config.ts): a query client left
// with its cache would keep each query's garbage-collection timer (five minutes), and the data it
// holds, alive while the next files run.
const made = new Set<QueryClient>();

/** A query client a test renders with, emptied after the test (setup.ts). */
export function tracked(queryClient: QueryClient) {
  made.add(queryClient);
  return queryClient;
}

/** Empties every query client made since the last call: no query, mutation or timer of theirs is left. */
export function clearQueryClients() {
  for (const queryClient of made) queryClient.clear();
  made.clear();
}
