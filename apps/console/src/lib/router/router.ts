import type { ComponentType, ReactNode } from 'react';
import { parse } from 'regexparam';
import {
  hrefOf,
  locationOf,
  newKey,
  type THistory,
  type THistoryEntry,
  type TLocation,
} from './history';

/**
 * The console's router: which page an address shows, and going there. wouter draws the links and
 * reads the address (./index.tsx); what React Router's data router gave the console and wouter
 * has not is here, in a few dozen lines rather than React Router's 30 KB on every first visit
 * (docs/decisions/024):
 * - a page's loader starts its data when the address is known, beside its code;
 * - the page on screen stays until the next one's code has come, so there is no blank between;
 * - a leave guard can turn a navigation down (links, the code's own, back and forward) and let it
 *   go on once the owner agrees.
 */

export type TParams = Record<string, string | undefined>;

export type TRouteObject = {
  /** wouter's (regexparam's) pattern, from the root: `/businesses/:businessId`, `*`. */
  path?: string;
  /** Starts the page's data; what it returns (once settled) is the page's `useLoaderData()`. */
  loader?: (args: { params: TParams; url: URL }) => unknown;
  /** Whether the loader runs again when the address changes within the same page. */
  shouldRevalidate?: (args: { currentParams: TParams; nextParams: TParams }) => boolean;
  /** The page's code, downloaded the first time it is opened. */
  lazy?: () => Promise<ComponentType>;
  /** What the route draws; a route with children draws them in its `<Outlet />`. */
  element?: ReactNode;
  children?: TRouteObject[];
};

export type TMatch = {
  route: TRouteObject;
  params: TParams;
  data: unknown;
  Component?: ComponentType;
};

/** A navigation the leave guard turned down, waiting for the owner's answer. */
export type TBlocked = { proceed: () => void; reset: () => void };

export type TRouterState = {
  /** False until the first page's code (and loaders) have come. */
  initialized: boolean;
  location: TLocation;
  matches: TMatch[];
  /** Every match's params together. */
  params: TParams;
  /** Why the page could not be shown (its code did not download, its loader failed). */
  error: unknown;
  blocked: TBlocked | null;
};

export type TBlocker = (args: { currentLocation: TLocation; nextLocation: TLocation }) => boolean;

type TAction = 'push' | 'replace' | 'pop';

export type TNavigateOptions = { replace?: boolean; state?: unknown };

export type TNavigate = (to: string | number, options?: TNavigateOptions) => void;

export type TRouter = {
  readonly state: TRouterState;
  subscribe: (listener: (state: TRouterState) => void) => () => void;
  navigate: TNavigate;
  /** The leave guard's question; one at a time, as the console has one guard per page. */
  setBlocker: (blocker: TBlocker | null) => void;
  /** Stops following back and forward (a test's router, once done). */
  dispose: () => void;
  /** The routes' root options: what shows while the first page comes, and if a page fails. */
  fallback: ReactNode;
  errorElement: ReactNode;
};

const decode = (value: string | undefined) => {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const patterns = new Map<string, { keys: string[]; pattern: RegExp }>();

function matchPath(path: string, pathname: string): TParams | null {
  let compiled = patterns.get(path);
  if (!compiled) {
    compiled = parse(path, false);
    patterns.set(path, compiled);
  }
  const found = compiled.pattern.exec(pathname);
  if (!found) return null;
  const params: TParams = {};
  compiled.keys.forEach((key, i) => {
    params[key] = decode(found[i + 1]);
  });
  return params;
}

/** The routes an address opens, outermost first; the first route that matches wins. */
export function matchRoutes(
  routes: TRouteObject[],
  pathname: string,
): Omit<TMatch, 'data'>[] | null {
  for (const route of routes) {
    if (route.children) {
      const inner = matchRoutes(route.children, pathname);
      if (inner) return [{ route, params: {} }, ...inner];
    } else if (route.path !== undefined) {
      const params = matchPath(route.path, pathname);
      if (params) return [{ route, params }];
    }
  }
  return null;
}

type TOptions = {
  history: THistory;
  fallback?: ReactNode;
  errorElement?: ReactNode;
};

export function createRouter(routes: TRouteObject[], options: TOptions): TRouter {
  const { history } = options;
  const listeners = new Set<(state: TRouterState) => void>();
  // Each page's code while it downloads, asked for once however many navigations want it.
  const components = new Map<TRouteObject, Promise<ComponentType>>();
  const entry = history.read();
  let idx = entry.idx ?? 0;
  let state: TRouterState = {
    initialized: false,
    location: entry,
    matches: [],
    params: {},
    error: null,
    blocked: null,
  };
  let blocker: TBlocker | null = null;
  // The latest navigation: one started after it makes its result moot.
  let latest = 0;
  // A back or forward the router made itself, to undo one the guard turned down.
  let ownPops = 0;
  let allowNextPop = false;

  const set = (next: Partial<TRouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  // Each page's code, once it has come: a page opened again is drawn without waiting.
  const loaded = new Map<TRouteObject, ComponentType>();

  const componentOf = (route: TRouteObject, lazy: () => Promise<ComponentType>) => {
    let loading = components.get(route);
    if (!loading) {
      loading = lazy().then((Component) => {
        loaded.set(route, Component);
        return Component;
      });
      // A failed download is tried again on the next visit (the network may be back).
      loading.catch(() => components.delete(route));
      components.set(route, loading);
    }
    return loading;
  };

  type TPrepared = { matches: TMatch[]; error: unknown };

  /**
   * The address's routes with their loaders started and their code asked for: at once when
   * nothing has to come (the page drawn without a frame in between), else once all of it has.
   */
  function prepare(location: TLocation): TPrepared | Promise<TPrepared> {
    const found = matchRoutes(routes, location.pathname) ?? [];
    const url = new URL(hrefOf(location), 'http://console.invalid');
    const previous = state.initialized ? state.matches : [];
    const waits: Promise<unknown>[] = [];
    const matches = found.map(({ route, params }, i): TMatch => {
      const before = previous[i]?.route === route ? previous[i] : undefined;
      const runs =
        !before ||
        (route.shouldRevalidate?.({ currentParams: before.params, nextParams: params }) ?? true);
      const match: TMatch = { route, params, data: before?.data, Component: loaded.get(route) };
      if (runs) {
        const data = route.loader?.({ params, url });
        if (data instanceof Promise) {
          waits.push(
            data.then((value) => {
              match.data = value;
            }),
          );
        } else match.data = data;
      }
      if (route.lazy && !match.Component) {
        waits.push(
          componentOf(route, route.lazy).then((Component) => {
            match.Component = Component;
          }),
        );
      }
      return match;
    });
    if (waits.length === 0) return { matches, error: null };
    return Promise.allSettled(waits).then((results) => {
      const failed = results.find((r) => r.status === 'rejected');
      return {
        matches,
        error: failed ? (failed.reason ?? new Error('The page did not load')) : null,
      };
    });
  }

  function commit(location: TLocation, action: TAction, popIdx: number, prepared: TPrepared) {
    if (action === 'pop') idx = popIdx;
    else {
      if (action === 'push') idx += 1;
      const written: THistoryEntry = { ...location, idx };
      if (action === 'push') history.push(written);
      else history.replace(written);
    }
    set({
      initialized: true,
      location,
      matches: prepared.matches,
      params: Object.assign({}, ...prepared.matches.map((m) => m.params)),
      error: prepared.error,
      blocked: null,
    });
  }

  function go(location: TLocation, action: TAction, popIdx = idx) {
    const id = ++latest;
    const prepared = prepare(location);
    if (!(prepared instanceof Promise)) commit(location, action, popIdx, prepared);
    else {
      void prepared.then((done) => {
        if (id === latest) commit(location, action, popIdx, done);
      });
    }
  }

  const asks = (nextLocation: TLocation) =>
    blocker?.({ currentLocation: state.location, nextLocation }) === true;

  const navigate: TNavigate = (to, navigateOptions = {}) => {
    if (typeof to === 'number') {
      history.go(to);
      return;
    }
    const parts = locationOf(to, state.location.pathname);
    const location: TLocation = { ...parts, state: navigateOptions.state ?? null, key: newKey() };
    // The same address again replaces it rather than adding a step to go back through.
    const replace = navigateOptions.replace || hrefOf(parts) === hrefOf(state.location);
    const action = replace ? 'replace' : 'push';
    if (asks(location)) {
      set({
        blocked: {
          proceed: () => go(location, action),
          reset: () => set({ blocked: null }),
        },
      });
      return;
    }
    go(location, action);
  };

  const stopListening = history.listen(() => {
    if (ownPops > 0) {
      ownPops -= 1;
      return;
    }
    const read = history.read();
    if (read.idx === null) {
      // A link to a part of the page (the skip link to the main content): the browser added the
      // entry itself, after this one. It gets its place, and nothing is left, so nothing is asked.
      idx += 1;
      history.replace({ ...read, idx });
      go(read, 'pop', idx);
      return;
    }
    const next = { ...read, idx: read.idx };
    const delta = next.idx - idx;
    if (!allowNextPop && delta !== 0 && asks(next)) {
      // The address has already changed: put it back while the owner answers.
      ownPops += 1;
      history.go(-delta);
      set({
        blocked: {
          proceed: () => {
            allowNextPop = true;
            history.go(delta);
          },
          reset: () => set({ blocked: null }),
        },
      });
      return;
    }
    allowNextPop = false;
    go(next, 'pop', next.idx);
  });

  go(entry, 'pop', idx);

  return {
    get state() {
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    setBlocker: (next) => {
      blocker = next;
    },
    dispose: () => {
      stopListening();
      listeners.clear();
    },
    fallback: options.fallback ?? null,
    errorElement: options.errorElement ?? null,
  };
}
