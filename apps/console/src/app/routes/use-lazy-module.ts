import { useEffect, useState } from 'react';

const loaded = new Map<() => Promise<unknown>, unknown>();

/**
 * A module downloaded the first time `isWanted` is true, null until it has arrived (the caller draws
 * a placeholder); at once on later mounts. Not React.lazy: a tab switch is a router transition, and
 * React holds a transition while a lazy component in it is still loading, so going back to Basic
 * waited for the Advanced tab's code. A download that fails is thrown to the route's error page.
 */
export function useLazyModule<T extends object>(load: () => Promise<T>, isWanted = true): T | null {
  const [module, setModule] = useState<T | null>(() => (loaded.get(load) as T | undefined) ?? null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!isWanted || module) return;
    let isCurrent = true;
    load().then(
      (value) => {
        loaded.set(load, value);
        if (isCurrent) setModule(() => value);
      },
      (reason: unknown) => {
        if (isCurrent) setError(reason ?? new Error('could not load'));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load, isWanted, module]);
  if (error) throw error;
  return module;
}
