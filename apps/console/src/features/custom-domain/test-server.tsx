import type { TDomainDns, TDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import type { TConfigs } from '@oc/domain/projects/configs.schema';
import type { TSite } from '@oc/domain/sites/site.schema';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { useSite } from '../../data/sites/get-site';
import { siteKeys } from '../../data/sites/keys';
import { SITE } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { failure, ok, stubServer } from '../../test/stub-server';
import { CustomDomainPanel } from './custom-domain-panel';

type TAnswer = { status: number; body: unknown };
export type TRequest = { method: string; path: string; body: unknown };

const MINUTE = 60_000;
export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * MINUTE).toISOString();

/** The record to create for order.pizza.com, not created yet when last checked 2 minutes ago. */
export const dnsOf = (over: Partial<TDomainDns> = {}): TDomainDns => ({
  type: 'CNAME',
  name: 'order.pizza.com',
  value: 'demo.localhost',
  seen: [],
  matches: false,
  problem:
    'No DNS record answers for order.pizza.com yet. Create the CNAME record shown here at your DNS provider; changes can take a few minutes to an hour to be seen.',
  checked_at: minutesAgo(2),
  ...over,
});

/** A request the platform is working on: the record not created yet. */
export function pendingStatus(over: Partial<TDomainStatus> = {}): TDomainStatus {
  return {
    site_id: SITE.id,
    domain: 'order.pizza.com',
    ssl_status: 'pending_validation',
    ssl_process_status: 'pending',
    dns: dnsOf(),
    timeline: [{ kind: 'requested', at: minutesAgo(3), detail: null }],
    certificate: null,
    certificates_available: true,
    ...over,
  };
}

export function noDomainStatus(): TDomainStatus {
  return {
    site_id: SITE.id,
    domain: null,
    ssl_status: null,
    ssl_process_status: null,
    dns: null,
    timeline: [],
    certificate: null,
    certificates_available: true,
  };
}

/** The site record as the server gives it for a status (the same three columns). */
export const siteFor = (status: TDomainStatus, over: Partial<TSite> = {}): TSite => ({
  ...SITE,
  domain: status.domain,
  ssl_status: status.ssl_status,
  ssl_process_status: status.ssl_process_status,
  ...over,
});

type TServer = {
  /** The status GET answers now; a test moves it along between polls. */
  status: () => TDomainStatus;
  configs?: TConfigs;
  request?: (body: unknown) => TAnswer | Promise<TAnswer>;
  check?: () => TAnswer;
  cancel?: () => TAnswer;
  /** GET …/domain answers this instead of the status. */
  statusAnswer?: TAnswer;
};

/**
 * The server of the custom domain API (docs/product/api.md#custom-domain), the configs and the
 * site; every request is recorded. Only fetch is stubbed: everything of ours runs for real.
 */
export function serve({ status, configs, request, check, cancel, statusAnswer }: TServer) {
  const requests: TRequest[] = [];
  const base = `/api/sites/${SITE.id}`;
  stubServer((url, init) => {
    const req: TRequest = {
      method: init?.method ?? 'GET',
      path: url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(req);
    const route = `${req.method} ${req.path}`;
    if (route === `GET ${base}/domain`) return statusAnswer ?? ok(status());
    if (route === `GET ${base}`) return ok(siteFor(status()));
    if (route === 'GET /api/configs')
      return ok(configs ?? { google_maps_api_key: null, site_url: null, custom_sound: null });
    if (route === `POST ${base}/domain` && request) return request(req.body);
    if (route === `POST ${base}/domain/check` && check) return check();
    if (route === `POST ${base}/domain/cancel` && cancel) return cancel();
    return failure(404, 'Not found.');
  });
  return requests;
}

/** The site read from the cache, as the settings page reads it, so a refreshed site re-renders. */
function CachedSitePanel() {
  const { data } = useSite(SITE.id);
  return data ? <CustomDomainPanel site={data} /> : null;
}

/** Rendered where the page puts it: inside the Basic settings form, which must never submit. */
export const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());

export function renderPanel(site: TSite) {
  outerSubmit.mockClear();
  const rendered = renderWithProviders(
    <form onSubmit={outerSubmit}>
      <CachedSitePanel />
    </form>,
    { queryData: [[siteKeys.detail(site.id), site]] },
  );
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}
