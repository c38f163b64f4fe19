import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DOMAIN_POLL_MS } from '../../data/domains/get-domain-status';
import { clockMoves, fakeClock, transitionEnds } from '../../test/clock';
import { SITE } from '../../test/fixtures';
import { failure, ok } from '../../test/stub-server';
import {
  dnsOf,
  minutesAgo,
  noDomainStatus,
  pendingStatus,
  renderPanel,
  serve,
  siteFor,
  type TRequest,
} from './test-server';

const DOMAIN_PATH = `/api/sites/${SITE.id}/domain`;
const gets = (requests: TRequest[], path = DOMAIN_PATH) =>
  requests.filter((r) => r.method === 'GET' && r.path === path);

const issuedStatus = () =>
  pendingStatus({
    ssl_status: 'issued',
    ssl_process_status: 'ended',
    dns: dnsOf({ seen: ['demo.localhost'], matches: true, problem: null }),
    certificate: {
      issuer: "Let's Encrypt",
      not_before: '2026-03-04T10:00:00.000Z',
      not_after: '2026-06-02T10:00:00.000Z',
    },
    timeline: [
      { kind: 'requested', at: '2026-03-04T09:50:00.000Z', detail: null },
      { kind: 'dns_seen', at: '2026-03-04T09:55:00.000Z', detail: null },
      { kind: 'challenge_passed', at: '2026-03-04T09:59:00.000Z', detail: null },
      { kind: 'issued', at: '2026-03-04T10:00:00.000Z', detail: null },
    ],
  });

const panel = () => screen.getByRole('region', { name: 'Custom domain' });

describe('the custom domain panel', () => {
  // A fake clock (../../test/clock.ts): a dialog closed by the owner ends its transition at once.
  beforeEach(() => fakeClock());

  it('offers Request custom domain when the site has no domain', async () => {
    serve({ status: noDomainStatus });
    renderPanel(siteFor(noDomainStatus()));
    expect(within(panel()).getByText('No custom domain yet.')).toBeInTheDocument();
    expect(
      within(panel()).getByRole('button', { name: 'Request custom domain' }),
    ).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Change custom domain' })).toBeNull();
    expect(within(panel()).queryByRole('status')).toBeNull();
  });

  it('shows an issued domain: the active link, the message, the certificate, the timeline and Change custom domain', async () => {
    serve({ status: issuedStatus });
    renderPanel(siteFor(issuedStatus()));
    const region = panel();
    expect(within(region).getByRole('link', { name: 'order.pizza.com' })).toHaveAttribute(
      'href',
      'https://order.pizza.com',
    );
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Your domain is now added, please verify the custom domain link above.',
    );
    expect(
      await within(region).findByText(
        "Certificate valid until Jun 2, 2026, issued by Let's Encrypt",
      ),
    ).toBeInTheDocument();
    const timeline = within(region).getByRole('list', { name: 'Custom domain history' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' · ')[0]),
    ).toEqual(['Requested', 'DNS record seen', 'Domain ownership confirmed', 'Certificate issued']);
    expect(within(timeline).getAllByRole('listitem')[3]?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-04T10:00:00.000Z',
    );
    expect(
      within(region)
        .getAllByRole('heading')
        .map((h) => `${h.tagName} ${h.textContent}`),
    ).toEqual(['H4 Custom domain', 'H5 History']);
    expect(
      within(region).getByRole('button', { name: 'Change custom domain' }),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('table')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('hides the link of a domain whose certificate failed, and says so', async () => {
    const failed = pendingStatus({
      ssl_status: 'error',
      ssl_process_status: 'ended',
      timeline: [
        { kind: 'requested', at: minutesAgo(30), detail: null },
        {
          kind: 'failed',
          at: minutesAgo(1),
          detail: 'The certificate authority could not reach order.pizza.com.',
        },
      ],
    });
    serve({ status: () => failed });
    renderPanel(siteFor(failed));
    const region = panel();
    expect(within(region).queryByRole('link')).toBeNull();
    expect(within(region).queryByText('order.pizza.com')).toBeNull();
    expect(within(region).getByRole('status')).toHaveTextContent(
      "Custom domain can't be created, please try again with valid data",
    );
    expect(
      await within(region).findByText('The certificate authority could not reach order.pizza.com.'),
    ).toBeInTheDocument();
    expect(
      within(region).getByRole('button', { name: 'Change custom domain' }),
    ).toBeInTheDocument();
  });

  it('while pending: the greyed domain, the DNS record with copy buttons, what is seen and why it does not match, and no request button', async () => {
    serve({ status: () => pendingStatus() });
    renderPanel(siteFor(pendingStatus()));
    const region = panel();
    expect(within(region).queryByRole('link')).toBeNull();
    expect(
      within(region).getByText('order.pizza.com', { selector: '[aria-disabled="true"]' }),
    ).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'A custom domain is being created, please wait',
    );
    const table = await within(region).findByRole('table', { name: 'DNS record to create' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Name', 'Value']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['CNAME', 'order.pizza.com', 'demo.localhost']);
    expect(within(table).getByRole('button', { name: 'Copy name' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Copy value' })).toBeInTheDocument();
    expect(within(region).getByText('What we see now: Nothing yet')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'No DNS record answers for order.pizza.com yet. Create the CNAME record shown here at your DNS provider; changes can take a few minutes to an hour to be seen.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText('Last checked 2 minutes ago')).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('heading')
        .map((h) => `${h.tagName} ${h.textContent}`),
    ).toEqual(['H4 Custom domain', 'H5 DNS record', 'H5 History']);
    expect(within(region).queryByRole('button', { name: /custom domain$/ })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
  });

  it('Check again asks the server to look now and shows what it saw', async () => {
    const elsewhere = pendingStatus({
      dns: dnsOf({
        seen: ['old-host.example.net'],
        problem:
          'order.pizza.com points to old-host.example.net, not to demo.localhost. Change the CNAME record at your DNS provider to demo.localhost.',
        checked_at: new Date().toISOString(),
      }),
    });
    const requests = serve({ status: () => pendingStatus(), check: () => ok(elsewhere) });
    const { user } = renderPanel(siteFor(pendingStatus()));
    await user.click(await within(panel()).findByRole('button', { name: 'Check again' }));
    expect(
      await within(panel()).findByText('What we see now: old-host.example.net'),
    ).toBeInTheDocument();
    expect(
      within(panel()).getByText(
        'order.pizza.com points to old-host.example.net, not to demo.localhost. Change the CNAME record at your DNS provider to demo.localhost.',
      ),
    ).toBeInTheDocument();
    expect(within(panel()).getByText('Last checked just now')).toBeInTheDocument();
    expect(
      requests.filter((r) => r.method === 'POST' && r.path === `${DOMAIN_PATH}/check`),
    ).toHaveLength(1);
  });

  it('asks again every 5 s while pending, follows the status to issued, refreshes the site, then stops', async () => {
    fakeClock(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']);
    let status = pendingStatus();
    const requests = serve({ status: () => status });
    const { queryClient } = renderPanel(siteFor(status));
    await within(panel()).findByRole('table', { name: 'DNS record to create' });
    expect(gets(requests)).toHaveLength(1);

    await clockMoves(DOMAIN_POLL_MS);
    await waitFor(() => expect(gets(requests)).toHaveLength(2));
    expect(gets(requests, `/api/sites/${SITE.id}`)).toHaveLength(0);

    status = issuedStatus();
    await clockMoves(DOMAIN_POLL_MS);
    expect(await within(panel()).findByRole('link', { name: 'order.pizza.com' })).toBeVisible();
    expect(within(panel()).queryByRole('table')).toBeNull();
    // The site record follows at once, then is asked for again.
    expect(queryClient.getQueryData(['sites', SITE.id])).toMatchObject({
      ssl_status: 'issued',
      ssl_process_status: 'ended',
    });
    await waitFor(() => expect(gets(requests, `/api/sites/${SITE.id}`)).toHaveLength(1));

    const asked = gets(requests).length;
    await clockMoves(DOMAIN_POLL_MS * 3);
    expect(gets(requests)).toHaveLength(asked);
  });

  it('Cancel request asks first; keeping it sends nothing, confirming cancels', async () => {
    const cancelled = pendingStatus({
      ssl_status: 'cancelled',
      ssl_process_status: 'ended',
      timeline: [
        ...pendingStatus().timeline,
        { kind: 'cancelled', at: new Date().toISOString(), detail: null },
      ],
    });
    const requests = serve({ status: () => pendingStatus(), cancel: () => ok(cancelled) });
    const { user } = renderPanel(siteFor(pendingStatus()));
    const cancels = () =>
      requests.filter((r) => r.method === 'POST' && r.path === `${DOMAIN_PATH}/cancel`);

    await user.click(within(panel()).getByRole('button', { name: 'Cancel request' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancel the custom domain request?' });
    expect(confirm).toHaveTextContent(
      'We stop setting up order.pizza.com. Your website stays at its default address, and you can request a domain again afterwards.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Keep the request' }));
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels()).toHaveLength(0);

    await user.click(within(panel()).getByRole('button', { name: 'Cancel request' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancel the custom domain request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels()).toHaveLength(1);
    expect(
      await screen.findByText('The request for order.pizza.com is cancelled.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('Custom domain is cancelled');
    expect(within(panel()).queryByRole('table')).toBeNull();
    expect(
      within(panel()).getByRole('button', { name: 'Change custom domain' }),
    ).toBeInTheDocument();
    const timeline = within(panel()).getByRole('list', { name: 'Custom domain history' });
    expect(within(timeline).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /^Request cancelled · /,
    );
  });

  it('says so, without a button, for a website that cannot have a custom domain', async () => {
    serve({
      status: noDomainStatus,
      statusAnswer: failure(400, 'This website cannot have a custom domain.'),
    });
    renderPanel(siteFor(noDomainStatus()));
    expect(
      await within(panel()).findByText('This website cannot have a custom domain.'),
    ).toBeInTheDocument();
    expect(within(panel()).queryByRole('button')).toBeNull();
  });

  it('tells the dashboard, before anything is asked or typed, why it has no custom domain', async () => {
    const requests = serve({ status: noDomainStatus });
    renderPanel(siteFor(noDomainStatus(), { kind: 'dashboard' }));
    expect(
      within(panel()).getByText(
        'The dashboard has no custom domain of its own: it is this console. Give your ordering website or franchise website a custom domain instead.',
      ),
    ).toBeInTheDocument();
    expect(within(panel()).queryByRole('button')).toBeNull();
    expect(requests.filter((r) => r.path.endsWith('/domain'))).toEqual([]);
  });
});
