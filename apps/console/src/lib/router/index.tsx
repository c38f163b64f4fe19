import {
  type AnchorHTMLAttributes,
  Component,
  createContext,
  type ForwardRefExoticComponent,
  forwardRef,
  type ReactNode,
  type RefAttributes,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { Link as WouterLink, Router as WouterRouter } from 'wouter';
import { hrefOf, locationOf, type TLocation } from './history';
import type {
  TBlocker,
  TMatch,
  TNavigate,
  TNavigateOptions,
  TParams,
  TRouter,
  TRouterState,
} from './router';

/**
 * The console's router in React: the page its address opens, drawn route in route, and the hooks
 * its pages read. Links are wouter's, on the console's router's address and navigation
 * (./router.ts), so every way of leaving a page goes through the one leave guard.
 */

export { browserHistory, memoryHistory, type THistory, type TLocation } from './history';
export { createRouter, type TParams, type TRouteObject, type TRouter } from './router';

const RouterContext = createContext<TRouter | null>(null);
const StateContext = createContext<TRouterState | null>(null);
// How deep the next `<Outlet />` draws: the routes an address opens, outermost first.
const DepthContext = createContext(0);
const MatchContext = createContext<TMatch | null>(null);
const ErrorContext = createContext<unknown>(null);

function useRouterContext() {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A console page was drawn outside the console router');
  return router;
}

function useRouterState() {
  const state = useContext(StateContext);
  if (!state) throw new Error('A console page was drawn outside the console router');
  return state;
}

/** wouter's location hook, on the router's address (made once per router: wouter keeps it). */
const hooksOf = new WeakMap<TRouter, () => [string, TNavigate]>();
function wouterHook(router: TRouter) {
  let hook = hooksOf.get(router);
  if (!hook) {
    const pathname = () => router.state.location.pathname;
    hook = () => [useSyncExternalStore(router.subscribe, pathname, pathname), router.navigate];
    hooksOf.set(router, hook);
  }
  return hook;
}

type TBoundaryProps = { locationKey: string; fallback: ReactNode; children: ReactNode };
type TBoundaryState = { error: unknown; locationKey: string | null };

/** A page that failed while drawing shows the error page, until the owner goes elsewhere. */
class RouteErrorBoundary extends Component<TBoundaryProps, TBoundaryState> {
  override state: TBoundaryState = { error: null, locationKey: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // Another address is another page: the error stays with the one that failed.
  static getDerivedStateFromProps(props: TBoundaryProps, state: TBoundaryState) {
    if (props.locationKey === state.locationKey) return null;
    return { error: null, locationKey: props.locationKey };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorContext.Provider value={this.state.error}>{this.props.fallback}</ErrorContext.Provider>
    );
  }
}

function RouteLevel({ depth }: { depth: number }) {
  const match = useRouterState().matches[depth];
  if (!match) return null;
  const { Component: Page, route } = match;
  return (
    <MatchContext.Provider value={match}>
      <DepthContext.Provider value={depth + 1}>
        {Page ? <Page /> : (route.element ?? <Outlet />)}
      </DepthContext.Provider>
    </MatchContext.Provider>
  );
}

/** Where a route with children draws the one the address opens. */
export function Outlet() {
  return <RouteLevel depth={useContext(DepthContext)} />;
}

/** The page the router's address opens; its fallback until the first page's code has come. */
export function RouterProvider({ router }: { router: TRouter }) {
  const read = () => router.state;
  // The same on the server: the login page is drawn at build time (login-prerender.tsx).
  const state = useSyncExternalStore(router.subscribe, read, read);
  const hook = wouterHook(router);
  if (!state.initialized) return <>{router.fallback}</>;
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>
        <WouterRouter hook={hook}>
          {state.error !== null ? (
            <ErrorContext.Provider value={state.error}>{router.errorElement}</ErrorContext.Provider>
          ) : (
            <RouteErrorBoundary locationKey={state.location.key} fallback={router.errorElement}>
              <RouteLevel depth={0} />
            </RouteErrorBoundary>
          )}
        </WouterRouter>
      </StateContext.Provider>
    </RouterContext.Provider>
  );
}

export function useLocation(): TLocation {
  return useRouterState().location;
}

export function useNavigate(): TNavigate {
  return useRouterContext().navigate;
}

export function useParams(): TParams {
  return useRouterState().params;
}

type TSearchInit = URLSearchParams | Record<string, string>;

/**
 * The address's search, and a way to change it on the same page. Read as the address has it:
 * wouter's own decodes it once more first, and a search for a literal `%41` became `A`.
 */
export function useSearchParams() {
  const router = useRouterContext();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: TSearchInit | ((previous: URLSearchParams) => TSearchInit),
      options?: TNavigateOptions,
    ) => {
      const { pathname, search: now } = router.state.location;
      const value = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(now)) : next,
      ).toString();
      router.navigate(value ? `${pathname}?${value}` : pathname, options);
    },
    [router],
  );
  return [params, setParams] as const;
}

/** What the nearest route's loader returned. */
export function useLoaderData(): unknown {
  return useContext(MatchContext)?.data;
}

/** Why the page could not be shown, for the error page. */
export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

/** Goes to `to` once drawn (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An address from the root, or `?…` for another search on the same page. */
  to: string;
  replace?: boolean;
  /** What the next page reads from `useLocation().state`. */
  state?: unknown;
};

const WouterAnchor = WouterLink as unknown as ForwardRefExoticComponent<
  TLinkProps & RefAttributes<HTMLAnchorElement>
>;

/**
 * wouter's link (a plain click goes through the router; a click with a modifier key, or the
 * middle button, is the browser's own new tab), its address made whole: `?…` on the page it is on.
 */
export const Link = forwardRef<HTMLAnchorElement, TLinkProps>(function Link({ to, ...props }, ref) {
  const { pathname } = useLocation();
  return (
    <WouterAnchor
      ref={ref}
      to={to.startsWith('/') ? to : hrefOf(locationOf(to, pathname))}
      {...props}
    />
  );
});

/**
 * A link that says when it leads to the page on screen or one below it (`aria-current`, and the
 * `active` class), for the console's menu.
 */
export const NavLink = forwardRef<HTMLAnchorElement, TLinkProps>(function NavLink(
  { to, className, ...props },
  ref,
) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase().replace(/\/$/, '');
  const target = to.toLowerCase().replace(/\/$/, '');
  const active = here === target || here.startsWith(`${target}/`);
  const classes = [className, active ? 'active' : ''].filter(Boolean).join(' ');
  return (
    <Link
      ref={ref}
      to={to}
      aria-current={active ? 'page' : undefined}
      className={classes || undefined}
      {...props}
    />
  );
});

/**
 * The leave guard's question: while `when` says a navigation would leave unsaved changes, it waits
 * (`state: 'blocked'`) for `proceed` or `reset`. Outside a console router, nothing is asked.
 */
export function useBlocker(when: TBlocker) {
  const router = useContext(RouterContext);
  const state = useContext(StateContext);
  useEffect(() => {
    if (!router) return;
    router.setBlocker(when);
    return () => router.setBlocker(null);
  }, [router, when]);
  return useMemo(() => {
    const blocked = state?.blocked ?? null;
    return blocked
      ? { state: 'blocked' as const, proceed: blocked.proceed, reset: blocked.reset }
      : { state: 'unblocked' as const, proceed: undefined, reset: undefined };
  }, [state?.blocked]);
}
