import type { TDb } from '../../db/client';
import { listProvenDomains } from '../sites/list-proven-domains';

// The custom domains this process routes (docs/decisions/016-custom-domain-serving.md): those a site
// has proven (its challenge passed, or its certificate issued). The router
// decides synchronously whether a request is a website's, so it cannot ask the database; it asks
// this list, kept in memory, loaded at start, and read again every REFRESH_MS and whenever
// refreshCustomDomains() is called. The list only routes: the website itself is
// found by one query that checks the certificate and process again, so a stale entry never serves
// a site that has lost its domain, it only shows the no-website page for a few seconds.

/** How often the list is read again: how long another process's change takes to reach this one. */
const REFRESH_MS = 10_000;

type TLog = { warn: (o: object, m?: string) => void };

export type TCustomDomains = {
  /** Whether some site has proven this host name as its custom domain (it routes to the site). */
  isClaimed(host: string): boolean;
  /** Whether this host name is a custom domain whose certificate is issued and process ended. */
  isServed(host: string): boolean;
  /** Reads the list again now; a failure keeps the last list and is logged. */
  refresh(): Promise<void>;
  /** Stops the periodic refresh (the app closes). */
  stop(): void;
};

/** Every list of this process: refreshCustomDomains() refreshes them all (one per app). */
const live = new Set<TCustomDomains>();

/**
 * The custom-domain list of one database, refreshed every REFRESH_MS until stop(). Empty until the
 * first refresh(), which the app awaits before it serves.
 */
export function createCustomDomains(db: TDb, log: TLog): TCustomDomains {
  // domain → served. One entry per proven domain, so it grows only with the sites.
  let domains = new Map<string, boolean>();
  // Two refreshes may overlap (the timer and a call); only the newer read may replace the list.
  let started = 0;
  let applied = 0;

  const list: TCustomDomains = {
    isClaimed: (host) => domains.has(host),
    isServed: (host) => domains.get(host) === true,
    async refresh() {
      const mine = ++started;
      try {
        const rows = await listProvenDomains(db);
        if (mine < applied) return;
        applied = mine;
        domains = new Map(rows.map((row) => [row.domain.toLowerCase(), row.served]));
      } catch (error) {
        log.warn({ err: error }, 'custom domains not refreshed; the last list stays');
      }
    },
    stop() {
      clearInterval(timer);
      live.delete(list);
    },
  };
  const timer = setInterval(() => void list.refresh(), REFRESH_MS);
  // The refresh alone must not keep a process (or a test run) alive.
  timer.unref();
  live.add(list);
  return list;
}

/**
 * Reads every list of this process again now (docs/decisions/016-custom-domain-serving.md): the
 * domains module calls it after it changes a domain or its status, so this process routes, serves
 * or redirects the domain at once rather than on the next periodic refresh (other processes catch
 * up within 10 s).
 */
export async function refreshCustomDomains(): Promise<void> {
  await Promise.all([...live].map((list) => list.refresh()));
}
