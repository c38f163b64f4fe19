/**
 * Where the console's router reads and writes its address: the browser's history, or a list in
 * memory for tests and the login page drawn at build time. Each entry carries its place in the
 * history (`idx`), so that a back or forward the leave guard turns down can be undone, and a key
 * of its own, in the shape React Router gave them, so entries made before an update still read.
 */

export type TLocation = {
  pathname: string;
  search: string;
  hash: string;
  /** What a link carried along (the businesses list's address, for the way back). */
  state: unknown;
  key: string;
};

export type THistoryEntry = TLocation & { idx: number };

/** An entry as read back: no place when the browser made it itself (a link to a part of the page). */
export type TReadEntry = TLocation & { idx: number | null };

export type THistory = {
  read: () => TReadEntry;
  push: (entry: THistoryEntry) => void;
  replace: (entry: THistoryEntry) => void;
  go: (delta: number) => void;
  /** Back and forward: called after the address has changed. */
  listen: (onPop: () => void) => () => void;
};

type TStored = { usr?: unknown; key?: string; idx?: number };

export const newKey = () => Math.random().toString(36).slice(2, 10);

export const hrefOf = (location: Pick<TLocation, 'pathname' | 'search' | 'hash'>) =>
  location.pathname + location.search + location.hash;

/** The browser's own history: real addresses, back and forward, reloads. */
export function browserHistory(): THistory {
  const read = (): TReadEntry => {
    const stored = (window.history.state ?? {}) as TStored;
    const { pathname, search, hash } = window.location;
    return {
      pathname,
      search,
      hash,
      state: stored.usr ?? null,
      key: stored.key ?? 'default',
      idx: typeof stored.idx === 'number' ? stored.idx : null,
    };
  };
  const store = (entry: THistoryEntry): TStored => ({
    usr: entry.state,
    key: entry.key,
    idx: entry.idx,
  });
  // The first entry gets its place, so that going back to it is known as going back.
  const first = read();
  if (first.idx === null) window.history.replaceState(store({ ...first, idx: 0 }), '');
  return {
    read,
    push: (entry) => window.history.pushState(store(entry), '', hrefOf(entry)),
    replace: (entry) => window.history.replaceState(store(entry), '', hrefOf(entry)),
    go: (delta) => window.history.go(delta),
    listen: (onPop) => {
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** Parses an address (absolute, or relative to `base`) into its parts. */
export function locationOf(
  href: string,
  base = '/',
): Pick<TLocation, 'pathname' | 'search' | 'hash'> {
  const url = new URL(href, new URL(base, 'http://console.invalid'));
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A history kept in memory, starting at `initial`: back and forward arrive later, as in a browser. */
export function memoryHistory(initial: string): THistory {
  const entries: THistoryEntry[] = [
    { ...locationOf(initial), state: null, key: 'default', idx: 0 },
  ];
  let index = 0;
  const listeners = new Set<() => void>();
  return {
    read: () => entries[index] as THistoryEntry,
    push: (entry) => {
      index += 1;
      entries.splice(index, entries.length, entry);
    },
    replace: (entry) => {
      entries[index] = entry;
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      setTimeout(() => {
        for (const listener of listeners) listener();
      }, 0);
    },
    listen: (onPop) => {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
  };
}
