import { useState } from 'react';

/**
 * The tabs shown so far, the active one included. A tab's panel is drawn the first time it is
 * shown, not before (drawn hidden, the Advanced tab is 1,045 elements behind the Basic tab),
 * and stays drawn after, so what the owner typed in a tab is never lost by switching tabs.
 */
export function useShownTabs<T extends string>(active: T): ReadonlySet<T> {
  const [shown, setShown] = useState<ReadonlySet<T>>(() => new Set([active]));
  if (shown.has(active)) return shown;
  const next = new Set(shown).add(active);
  // Derived state, set while rendering: React draws again at once, before any effect.
  setShown(next);
  return next;
}
