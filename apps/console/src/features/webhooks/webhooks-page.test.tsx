import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The page's code is imported with this file, not first when a test opens it: its first import
// (its transform, on a busy machine) is no part of what the tests time.
import './webhooks-page';
import { MESSAGES } from '@oc/domain/messages/messages';
import { fill } from '../../test/fill';
import { renderApp } from '../../test/render-app';
import { endpointOf, serveWebhooks } from './test-server';

// The Webhooks page (docs/product/screens.md#webhooks): the endpoints with their events and
// status, the ones the server turned off at the top, the limit, and Add endpoint with the server's
// refusals and the signing secret shown once.

const table = () => screen.findByRole('table', { name: 'Endpoints' });
const rowOf = async (url: string) => {
  const link = await within(await table()).findByRole('link', { name: url });
  return link.closest('tr') as HTMLElement;
};
const DISABLED = 'Disabled: every delivery failed for a day.';

describe('the Webhooks page', () => {
  it('is in the menu below Orders, says what webhooks are for, and lists the endpoints with their events and status', async () => {
    serveWebhooks({
      endpoints: [
        endpointOf({ id: 1 }),
        endpointOf({
          id: 2,
          url: 'https://books.example.com/in',
          description: '',
          events: ['order.status_changed'],
          enabled: false,
        }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses');
    const menu = await screen.findByRole('navigation', { name: 'My products' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Webhooks')).toBe(links.indexOf('Orders') + 1);
    await user.click(within(menu).getByRole('link', { name: 'Webhooks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    expect(
      screen.getByText(/^Send your orders to the software you already use/),
    ).toBeInTheDocument();

    for (const header of ['Endpoint', 'Events', 'Status'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const till = await rowOf('https://till.example.com/hooks');
    expect(
      within(till).getByRole('link', { name: 'https://till.example.com/hooks' }),
    ).toHaveAttribute('href', '/webhooks/1');
    expect(within(till).getByText('Till')).toBeInTheDocument();
    expect(within(till).getByText('A new order is placed')).toBeInTheDocument();
    expect(within(till).getByText("An order's status changes")).toBeInTheDocument();
    expect(within(till).getByText('Active')).toBeInTheDocument();
    const books = await rowOf('https://books.example.com/in');
    expect(within(books).queryByText('A new order is placed')).toBeNull();
    expect(within(books).getByText('Off')).toBeInTheDocument();
    // Turned off by the owner: no warning.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns at the top about an endpoint the server disabled, and turns it on again', async () => {
    const server = serveWebhooks({
      endpoints: [
        endpointOf({ id: 1 }),
        endpointOf({
          id: 2,
          url: 'https://down.example.com/hooks',
          enabled: false,
          disabled_reason: DISABLED,
          failing_since: '2026-11-26T09:00:00.000Z',
        }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/webhooks');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('An endpoint was turned off');
    expect(notice).toHaveTextContent(DISABLED);
    expect(
      within(notice).getByRole('link', { name: 'https://down.example.com/hooks' }),
    ).toBeVisible();
    const row = await rowOf('https://down.example.com/hooks');
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(within(row).getByText(DISABLED)).toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Turn on again' }));
    await waitFor(() => expect(screen.queryByText('An endpoint was turned off')).toBeNull());
    expect(
      screen.getByText('The endpoint is on again: new events will be sent to it.'),
    ).toBeVisible();
    expect(server.writes()).toEqual([
      { call: 'PATCH /api/webhooks/endpoints/2', body: { enabled: true } },
    ]);
    expect(within(await rowOf('https://down.example.com/hooks')).getByText('Active')).toBeVisible();
  });

  it('offers Add endpoint when there is none', async () => {
    serveWebhooks({ endpoints: [] });
    renderApp('/webhooks');
    expect(await screen.findByRole('heading', { name: 'No endpoints yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeEnabled();
  });

  it('says why Add endpoint is off at the limit', async () => {
    serveWebhooks({
      endpoints: Array.from({ length: 10 }, (_, i) =>
        endpointOf({ id: i + 1, url: `https://e${i}.example.com/` }),
      ),
    });
    renderApp('/webhooks');
    await rowOf('https://e9.example.com/');
    const add = screen.getByRole('button', { name: 'Add endpoint' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'A project can have at most 10 endpoints: delete one to add another.',
    );
  });

  const openAdd = async (options: Parameters<typeof serveWebhooks>[0]) => {
    const server = serveWebhooks(options);
    const user = userEvent.setup({ delay: null });
    renderApp('/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    const url = within(dialog).getByRole('textbox', { name: /Endpoint address/ });
    return { server, user, dialog, url };
  };

  it('checks a new endpoint in the domain’s words, and shows the server’s refusal on its field', async () => {
    const { server, user, dialog, url } = await openAdd({
      endpoints: [],
      refuseUrl: (address) => (address.includes('10.0.0.1') ? MESSAGES.WEBHOOK_URL_PRIVATE : null),
    });
    expect(within(dialog).getByRole('checkbox', { name: 'A new order is placed' })).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: "An order's status changes" }),
    ).not.toBeChecked();

    // Checked in the browser first: nothing is sent.
    await fill(user, url, 'till.example.com');
    await user.click(within(dialog).getByRole('checkbox', { name: 'A new order is placed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(MESSAGES.WEBHOOK_URL_FORMAT)).toBeVisible();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(MESSAGES.WEBHOOK_EVENTS_EMPTY)).toBeVisible();
    expect(server.writes()).toEqual([]);

    // The server's refusal, on the address.
    await user.clear(url);
    await fill(user, url, 'https://10.0.0.1/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: "An order's status changes" }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(MESSAGES.WEBHOOK_URL_PRIVATE)).toBeVisible();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(server.writes()).toHaveLength(1);
  });

  it('adds an endpoint and shows its secret once, with Copy', async () => {
    const { server, user, dialog, url } = await openAdd({ endpoints: [endpointOf()] });
    await fill(user, url, 'https://kitchen.example.com/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: "An order's status changes" }));
    await fill(user, within(dialog).getByRole('textbox', { name: /Description/ }), 'Kitchen');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const added = await screen.findByRole('dialog', {
      name: 'Endpoint added: copy its signing secret',
    });
    expect(server.writes()).toEqual([
      {
        call: 'POST /api/webhooks/endpoints',
        body: {
          url: 'https://kitchen.example.com/hooks',
          description: 'Kitchen',
          events: ['order.created', 'order.status_changed'],
        },
      },
    ]);
    expect(
      within(added).getByText('Copy the secret now: it will not be shown again'),
    ).toBeVisible();
    const secret = within(added).getByRole('figure', { name: 'Signing secret' }).textContent ?? '';
    expect(secret).toMatch(/^whsec_/);
    expect(
      within(added).getByText(/webhook-id, webhook-timestamp and webhook-signature/),
    ).toBeVisible();
    await user.click(within(added).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(within(added).getByRole('status')).toHaveTextContent('Copied');

    await user.click(within(added).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back to the button that opened the dialog; the new endpoint is listed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add endpoint' })).toHaveFocus());
    expect(await rowOf('https://kitchen.example.com/hooks')).toBeInTheDocument();
    // Shown once: nowhere on the page now, nor in the dialog opened again.
    expect(document.body.textContent).not.toContain(secret);
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const again = await screen.findByRole('dialog', { name: 'Add endpoint' });
    expect(within(again).getByRole('textbox', { name: /Endpoint address/ })).toHaveValue('');
    expect(document.body.textContent).not.toContain(secret);
  });

  it('shows a refusal that is about no field above the form', async () => {
    serveWebhooks({
      endpoints: [endpointOf()],
      intercept: (request) =>
        request.method === 'POST'
          ? { status: 400, body: { error: true, result: [MESSAGES.WEBHOOK_ENDPOINTS_COUNT] } }
          : undefined,
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/webhooks');
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Endpoint address/ }),
      'https://a.example.com/',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MESSAGES.WEBHOOK_ENDPOINTS_COUNT,
    );
  });

  it('says when the endpoints cannot be loaded, and tries again', async () => {
    let isDown = true;
    serveWebhooks({
      intercept: (request) =>
        request.path === '/api/webhooks/endpoints' && isDown ? 'network-error' : undefined,
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/webhooks');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The endpoints could not be loaded');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('https://till.example.com/hooks')).toBeInTheDocument();
  });
});
