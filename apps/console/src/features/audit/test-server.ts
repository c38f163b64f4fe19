import { type TAuditEntry, ZAuditEntry, ZAuditPage } from '@oc/domain/audit/audit.schema';
import type { Mock } from 'vitest';
import { stubRecordingServer, type TIntercept } from '../../test/recording-server';
import { failure, ok } from '../../test/stub-server';

// The server the Activity page talks to, kept in memory: the log filters and pages like the real
// one (docs/product/audit.md), every request is recorded, and every answer is parsed with the
// domain's schemas, so the page is tested on what the API can really send.

let nextId = 1;

/** An entry `minutesAgo` minutes ago, as GET /api/audit answers it; `over` changes any field. */
export function entryOf(over: Partial<TAuditEntry> = {}, minutesAgo = 5): TAuditEntry {
  const id = nextId++;
  return {
    id,
    created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    user_id: 1,
    actor: 'Olive Owner <owner@demo.test>',
    ip: '203.0.113.7',
    area: 'branding',
    action: 'site.saved',
    target: 'Ordering website',
    changes: { name: { before: 'Demo Eats', after: 'Demo Eats Deluxe' } },
    ...over,
  };
}

const PAGE_SIZE = 50;

export function serveAudit({
  entries = [entryOf()],
  intercept,
}: {
  entries?: TAuditEntry[];
  intercept?: TIntercept;
} = {}) {
  const stored = entries.map((e) => ZAuditEntry.parse(e));
  const { requests, fetchMock } = stubRecordingServer(({ path, query }) => {
    if (path === '/audit.csv') return { status: 200, body: 'when,who\r\n' };
    if (path !== '/audit') return failure(404, 'Not found');
    const found = stored
      .filter(
        (e) =>
          (!query.get('member') || e.user_id === Number(query.get('member'))) &&
          (!query.get('area') || e.area === query.get('area')) &&
          (!query.get('from') || e.created_at >= (query.get('from') ?? '')) &&
          (!query.get('to') || e.created_at < (query.get('to') ?? '')),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const page = Number(query.get('page') ?? 1);
    const members = new Map(
      stored.flatMap((e) => (e.user_id === null ? [] : [[e.user_id, e.actor] as const])),
    );
    return ok(
      ZAuditPage.parse({
        items: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
        total: found.length,
        page,
        page_size: PAGE_SIZE,
        members: [...members].map(([user_id, actor]) => ({ user_id, actor })),
      }),
    );
  }, intercept);
  return {
    requests,
    fetchMock: fetchMock as Mock,
    /** The list's requests, as their query strings. */
    listQueries: () =>
      requests.filter((r) => r.path === '/api/audit').map((r) => Object.fromEntries(r.query)),
  };
}
