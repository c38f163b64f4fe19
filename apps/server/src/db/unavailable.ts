/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, failing
 * over, out of connections, the network to it down) rather than that the request or the code is
 * wrong. Those are answered 503 with a retry hint: the same request will work once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableReason(error) !== undefined;
}

/**
 * The driver's or the network's own words for why the database is unavailable ("57P01: terminating
 * connection due to administrator command"), for the log; undefined when it is not. Never the failed
 * query or its parameters, which Drizzle's wrapping error carries.
 */
export function unavailableReason(error: unknown): string | undefined {
  // Drizzle wraps a driver error in its own (cause); Node wraps a refused connection to every address
  // of a host name in an AggregateError (errors). Bounded: a cause chain can be a cycle.
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  for (let i = 0; i < queue.length && i < 20; i++) {
    const item = queue[i];
    if (!item || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    if (isUnavailableItself(item)) {
      const { code, message } = item as { code?: unknown; message?: unknown };
      return [code, message].filter((part) => typeof part === 'string' && part).join(': ');
    }
    const { cause, errors } = item as { cause?: unknown; errors?: unknown };
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return undefined;
}

/** SQLSTATEs of a server that is going away or not yet accepting work. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: a fast or immediate stop
  '57P02', // crash_shutdown: another backend crashed, every session is ended
  '57P03', // cannot_connect_now: starting up, shutting down, or in recovery
  '53300', // too_many_connections
]);

/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres reports a lost or never-made connection with these messages and no code. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // the socket closed under a query (also "… due to connection timeout")
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

function isUnavailableItself(item: object): boolean {
  const { code, message } = item as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || NETWORK_CODES.has(code))
      return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}
