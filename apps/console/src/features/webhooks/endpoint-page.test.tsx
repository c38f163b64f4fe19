import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The page's code is imported with this file, not first when a test opens it: its first import
// (its transform, on a busy machine) is no part of what the tests time.
import './endpoint-page';
import { MESSAGES } from '@oc/domain/messages/messages';
import { DELIVERIES_POLL_MS } from '../../data/webhooks/list-webhook-deliveries';
import { clockMoves, fakeClock } from '../../test/clock';
import { fill } from '../../test/fill';
import { renderApp } from '../../test/render-app';
import { deliveryOf, endpointOf, serveWebhooks } from './test-server';

// An endpoint's page (docs/product/screens.md#webhooks): its settings, On/Off, Send test event,
// Rotate secret and Delete (both asked first), and its delivery log, paged and polled, each
// delivery's attempts and Resend.

const TILL = 'https://till.example.com/hooks';
const log = () => screen.findByRole('table', { name: 'Deliveries' });
/** The log's rows (the headers left out), as the event and status each shows. */
const logRows = async () =>
  within(await log())
    .getAllByRole('row')
    .slice(1)
    .filter((row) => within(row).queryAllByRole('rowheader').length > 0);
const openPage = async (
  options: Parameters<typeof serveWebhooks>[0] = {},
  path = '/webhooks/1',
) => {
  const server = serveWebhooks(options);
  const user = userEvent.setup({ delay: null });
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: TILL });
  return { server, user };
};
const when = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));

describe("an endpoint's page", () => {
  it('saves only what changed, once something did, and shows a refusal on its field', async () => {
    const { server, user } = await openPage({
      refuseUrl: (url) => (url.includes('localhost') ? MESSAGES.WEBHOOK_URL_PRIVATE : null),
    });
    const settings = screen.getByRole('region', { name: 'Settings' });
    const save = within(settings).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    const url = within(settings).getByRole('textbox', { name: /Endpoint address/ });
    expect(url).toHaveValue(TILL);
    expect(within(settings).getByRole('checkbox', { name: 'A new order is placed' })).toBeChecked();

    await user.clear(url);
    await fill(user, url, 'https://localhost/hooks');
    await user.click(save);
    expect(await within(settings).findByText(MESSAGES.WEBHOOK_URL_PRIVATE)).toBeVisible();
    expect(url).toHaveAttribute('aria-invalid', 'true');

    await user.clear(url);
    await fill(user, url, TILL);
    await user.click(within(settings).getByRole('checkbox', { name: "An order's status changes" }));
    const description = within(settings).getByRole('textbox', { name: /Description/ });
    await user.clear(description);
    await fill(user, description, 'Front till');
    await user.click(save);
    await waitFor(() =>
      expect(server.writes().at(-1)).toEqual({
        call: 'PATCH /api/webhooks/endpoints/1',
        body: { description: 'Front till', events: ['order.created'] },
      }),
    );
    expect(await screen.findByText('The endpoint was saved.')).toBeVisible();
    expect(await screen.findByText('Front till', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('turns the endpoint off and on with its switch', async () => {
    const { server, user } = await openPage();
    const toggle = screen.getByRole('switch', { name: 'Send events to this endpoint' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('Active')).toBeVisible();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.getByText('Off')).toBeVisible();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(server.writes()).toEqual([
      { call: 'PATCH /api/webhooks/endpoints/1', body: { enabled: false } },
      { call: 'PATCH /api/webhooks/endpoints/1', body: { enabled: true } },
    ]);
  });

  it('says why the server disabled it, and turns it on again', async () => {
    const { server, user } = await openPage({
      endpoints: [
        endpointOf({ enabled: false, disabled_reason: MESSAGES.WEBHOOK_DISABLED_FAILING }),
      ],
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.WEBHOOK_DISABLED_FAILING);
    expect(screen.getByText('Disabled')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Turn on again' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Send events to this endpoint' })).toBeChecked(),
    );
    expect(screen.queryByText(MESSAGES.WEBHOOK_DISABLED_FAILING)).toBeNull();
    expect(server.writes()).toEqual([
      { call: 'PATCH /api/webhooks/endpoints/1', body: { enabled: true } },
    ]);
  });

  it('sends a test event, says what the endpoint answered, and puts it at the top of the log', async () => {
    const { server, user } = await openPage({
      deliveries: [deliveryOf({ id: 1 })],
      testAttempt: {
        at: '2026-11-27T10:20:00.000Z',
        status_code: null,
        error: 'Connection refused',
        latency_ms: 12,
        response_excerpt: null,
      },
    });
    expect(await logRows()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(
      await screen.findByText('The test event was not delivered: Connection refused.'),
    ).toBeVisible();
    expect(server.writes()).toEqual([
      { call: 'POST /api/webhooks/endpoints/1/test', body: undefined },
    ]);
    await waitFor(async () => expect(await logRows()).toHaveLength(2));
    const [first] = await logRows();
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent('Test event');
    expect(within(first as HTMLElement).getByText('Failed')).toBeVisible();
  });

  it('rotates the secret only once confirmed, and shows the new one once', async () => {
    const { server, user } = await openPage();
    const rotate = screen.getByRole('button', { name: 'Rotate secret' });
    await user.click(rotate);
    let dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(dialog).toHaveTextContent('Your software must use the new secret at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rotate).toHaveFocus());
    expect(server.writes()).toEqual([]);

    await user.click(rotate);
    dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy the new signing secret' });
    expect(server.writes()).toEqual([
      { call: 'POST /api/webhooks/endpoints/1/rotate-secret', body: undefined },
    ]);
    const secret = within(shown).getByRole('figure', { name: 'Signing secret' }).textContent ?? '';
    expect(secret).toMatch(/^whsec_/);
    expect(
      within(shown).getByText('Copy the secret now: it will not be shown again'),
    ).toBeVisible();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(secret);
  });

  it('deletes the endpoint only once confirmed, back to the list', async () => {
    const { server, user } = await openPage({
      endpoints: [endpointOf({ id: 1 }), endpointOf({ id: 2, url: 'https://other.example.com/' })],
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    expect(server.writes()).toEqual([
      { call: 'DELETE /api/webhooks/endpoints/1', body: undefined },
    ]);
    expect(screen.getByText('The endpoint was deleted.')).toBeVisible();
    const list = await screen.findByRole('table', { name: 'Endpoints' });
    expect(within(list).getByRole('link', { name: 'https://other.example.com/' })).toBeVisible();
    expect(within(list).queryByRole('link', { name: TILL })).toBeNull();
  });

  it('lists the deliveries with their event, time, status and attempts, and a delivery’s every attempt', async () => {
    const next = '2026-11-27T10:45:00.000Z';
    await openPage({
      deliveries: [
        deliveryOf({ id: 1, created_at: '2026-11-27T10:00:00.000Z' }),
        deliveryOf({
          id: 2,
          event_type: 'order.status_changed',
          status: 'pending',
          attempts: 2,
          next_attempt_at: next,
          last_status_code: 500,
          attempt_log: [
            {
              at: '2026-11-27T10:05:00.000Z',
              status_code: 500,
              error: null,
              latency_ms: 231,
              response_excerpt: '{"error":"database down"}',
            },
            {
              at: '2026-11-27T10:05:05.000Z',
              status_code: null,
              error: 'No answer within 10 seconds',
              latency_ms: 10000,
              response_excerpt: null,
            },
          ],
          created_at: '2026-11-27T10:05:00.000Z',
        }),
        deliveryOf({
          id: 3,
          status: 'failed',
          attempts: 8,
          created_at: '2026-11-26T10:00:00.000Z',
        }),
      ],
    });
    for (const header of ['Event', 'When', 'Status', 'Attempts'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const [retrying, succeeded, failed] = (await logRows()) as HTMLElement[];
    expect(within(retrying as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      "An order's status changes",
    );
    expect(retrying).toHaveTextContent('Retrying');
    expect(retrying).toHaveTextContent(`Next attempt at ${when(next)}`);
    expect(retrying).toHaveTextContent(when('2026-11-27T10:05:00.000Z'));
    expect(within(retrying as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('2');
    expect(succeeded).toHaveTextContent('Succeeded');
    expect(failed).toHaveTextContent('Failed');
    expect(within(failed as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('8');

    const details = within(retrying as HTMLElement).getByRole('button', { name: /^Details of/ });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup({ delay: null });
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const attempts = screen.getByRole('table', { name: 'Attempts of msg_1' });
    const [first, second] = within(attempts).getAllByRole('row').slice(1) as HTMLElement[];
    expect(first).toHaveTextContent(when('2026-11-27T10:05:00.000Z'));
    expect(first).toHaveTextContent('Status 500');
    expect(first).toHaveTextContent('231 ms');
    expect(within(first as HTMLElement).getByText('{"error":"database down"}').tagName).toBe('PRE');
    expect(second).toHaveTextContent('No answer within 10 seconds');
    expect(second).toHaveTextContent('10000 ms');
    await user.click(details);
    expect(screen.queryByRole('table', { name: 'Attempts of msg_1' })).toBeNull();
  });

  it('resends a delivery, which shows at the top of the log', async () => {
    const { server, user } = await openPage({
      deliveries: [deliveryOf({ id: 7, status: 'failed', attempts: 8 })],
    });
    const [row] = await logRows();
    await user.click(within(row as HTMLElement).getByRole('button', { name: /^Details of/ }));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('Sent again: the new delivery is at the top of the log.'),
    ).toBeVisible();
    expect(server.writes()).toEqual([
      { call: 'POST /api/webhooks/deliveries/7/resend', body: undefined },
    ]);
    await waitFor(async () => expect(await logRows()).toHaveLength(2));
    const [top] = await logRows();
    expect(top).toHaveTextContent('Waiting to be sent');
  });

  it('pages the log 20 at a time, the page in the address', async () => {
    const deliveries = Array.from({ length: 25 }, (_, i) =>
      deliveryOf({
        id: i + 1,
        event_id: `msg_${i + 1}`,
        created_at: new Date(Date.UTC(2026, 10, 27, 10, i)).toISOString(),
      }),
    );
    const { server, user } = await openPage({ deliveries });
    expect(await logRows()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pages of the delivery log' });
    expect(pages).toHaveTextContent('1–20 of 25');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await logRows()).toHaveLength(5));
    expect(pages).toHaveTextContent('21–25 of 25');
    expect(server.logPages(1)).toContain('2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('opens at the page the address names', async () => {
    const deliveries = Array.from({ length: 21 }, (_, i) =>
      deliveryOf({ id: i + 1, created_at: new Date(Date.UTC(2026, 10, 27, 10, i)).toISOString() }),
    );
    const { server } = await openPage({ deliveries }, '/webhooks/1?page=2');
    await waitFor(async () => expect(await logRows()).toHaveLength(1));
    // The route's loader and the page ask for the same page, and no other.
    expect(new Set(server.logPages(1))).toEqual(new Set(['2']));
  });

  it('asks for the log again every 5 s while open', async () => {
    fakeClock(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval']);
    const { server } = await openPage({ deliveries: [deliveryOf({ id: 1 })] });
    expect(await logRows()).toHaveLength(1);
    server.record(
      deliveryOf({ id: 2, status: 'pending', attempts: 0, created_at: new Date().toISOString() }),
    );
    await clockMoves(DELIVERIES_POLL_MS);
    await waitFor(async () => expect(await logRows()).toHaveLength(2));
    expect((await logRows())[0]).toHaveTextContent('Waiting to be sent');
  });

  it('says when the endpoint is not found', async () => {
    serveWebhooks();
    renderApp('/webhooks/99');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.WEBHOOK_ENDPOINT_NOT_FOUND);
  });
});
