import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel every table's trigger notifies on each committed write (migration 0008). */
export const WRITES_CHANNEL = 'oc_writes';

/**
 * Knows when the database last changed, so that what was read from it may be kept until the next
 * write (lib/read-cache.ts, docs/decisions/023-read-cache.md). `generation` moves on every
 * committed write; `live` is true only while every write is sure to be heard, and nothing may be
 * kept while it is false.
 */
export class WriteWatch {
  #generation = 0;
  #live = false;
  readonly #listeners = new Set<() => void>();

  get generation(): number {
    return this.#generation;
  }

  get live(): boolean {
    return this.#live;
  }

  /** Something was written: whatever was read before is old. */
  changed(): void {
    this.#generation++;
    for (const listener of this.#listeners) listener();
  }

  /** Hearing every write from now on (true), or no longer sure to (false). Either way, a change. */
  setLive(live: boolean): void {
    this.#live = live;
    this.changed();
  }

  onChange(listener: () => void): void {
    this.#listeners.add(listener);
  }
}

/**
 * PGlite: the one process that opened the database is the only writer, and it delivers a
 * notification before the statement that caused it resolves (as COMMIT's reply is read), so the
 * generation has moved before the writer's code goes on.
 */
export async function watchPglite(client: PGlite, watch: WriteWatch): Promise<void> {
  await client.listen(WRITES_CHANNEL, () => watch.changed());
  watch.setLive(true);
}

/** What a statement's reply says it did: anything but a read or a transaction that ended empty. */
const READ_ONLY_COMMANDS = new Set(['SELECT', 'BEGIN', 'ROLLBACK', 'SET', 'SHOW', 'LISTEN']);

function wrote(result: unknown): boolean {
  if (Array.isArray(result)) return result.some(wrote);
  const command = (result as { command?: unknown } | null)?.command;
  return typeof command !== 'string' || !READ_ONLY_COMMANDS.has(command);
}

type TQuery = (...args: unknown[]) => unknown;

/**
 * Wraps a pool connection's query so this process hears its own writes at once: when an INSERT,
 * UPDATE, DELETE or COMMIT answers, before the caller's code goes on. Other processes' writes come
 * by notification, a moment after their commit; this closes that moment for our own. Inside a
 * transaction the statement moves the generation before the commit, and the COMMIT moves it again.
 */
export function noticeOwnWrites(client: pg.PoolClient, watch: WriteWatch): void {
  const query = client.query as unknown as TQuery;
  const noticing: TQuery = function (this: unknown, ...args) {
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        if (!error && wrote(result)) watch.changed();
        callback(error, result);
      };
      return query.apply(this, args);
    }
    const answer = query.apply(this, args);
    if (answer instanceof Promise) {
      answer.then(
        (result) => wrote(result) && watch.changed(),
        () => {},
      );
    }
    return answer;
  };
  client.query = noticing as unknown as typeof client.query;
}

/** How long to wait before listening again after the connection was lost. */
const RELISTEN_MS = 1_000;

/**
 * PostgreSQL: a connection of its own LISTENs for every process's writes. While it is away (the
 * database restarting, a network cut) the watch is not live, and when it is back the generation
 * moves, as writes may have been missed meanwhile. TCP keepalive notices a peer that vanished
 * without closing the connection. Returns what stops it.
 */
export function watchPostgres(
  connectionString: string,
  watch: WriteWatch,
): { stop: () => Promise<void> } {
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;
  let pending: Promise<void> = Promise.resolve();

  const listen = async () => {
    retry = null;
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) {
        current = null;
        watch.setLive(false);
      }
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => (pending = listen()), RELISTEN_MS).unref();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', () => watch.changed());
    try {
      await client.connect();
      await client.query(`LISTEN ${WRITES_CHANNEL}`);
    } catch {
      onLost();
      return;
    }
    if (lost) return;
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    watch.setLive(true);
  };
  pending = listen();

  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      await pending;
      const client = current;
      current = null;
      watch.setLive(false);
      if (client) await client.end().catch(() => {});
    },
  };
}
