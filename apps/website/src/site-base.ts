import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { hrefOf, type TRoute, type TSiteBase } from './routes';

// The base every link of a page is under (routes.ts): '' on the website itself, EMBED_PREFIX on
// its embed pages. The server's Document provides it for the page, the page script for each island
// it hydrates (client/islands.tsx), so a component only asks `useHref()` for an address.

export const SiteBase = createContext<TSiteBase>('');

/** This page's base. */
export const useSiteBase = (): TSiteBase => useContext(SiteBase);

/** The address of a route on this page's base. */
export function useHref(): (route: TRoute) => string {
  const base = useSiteBase();
  return (route) => hrefOf(route, base);
}
