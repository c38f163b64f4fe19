import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
// The page's code is imported with this file, not first when a test opens it: its first import
// (its transform, on a busy machine) is no part of what the tests time.
import './orders-page';
import { SEARCH_PAUSE_MS } from '../../components/search-field';
import { ORDERS_POLL_MS } from '../../data/orders/list-orders';
import { clockMoves, fakeClock, transitionEnds } from '../../test/clock';
import { renderApp } from '../../test/render-app';
import { orderOf, serveOrders } from './test-server';

// The Orders inbox (docs/product/screens.md#orders): what the address says it shows, the search
// after a pause, new orders arriving on a poll (marked, heard, counted in the title), an order's
// details and next steps, and the CSV export with the filters.

const table = () => screen.findByRole('table', { name: 'Orders' });
const rowOf = async (number: number) => {
  const link = await within(await table()).findByRole('link', { name: `#${number}` });
  return link.closest('tr') as HTMLElement;
};
/** Polls run on the fake clock: setInterval too. */
const pollingClock = () =>
  fakeClock(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval']);
const spyOnPlay = () =>
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());

describe('the Orders inbox', () => {
  it('is in the menu, and lists the orders newest first with their number, business, type, customer, total and status', async () => {
    serveOrders({
      orders: [
        orderOf({ id: 1, number: 1001 }, 30),
        orderOf(
          {
            id: 2,
            number: 1002,
            business: { slug: 'sushi', name: 'Sushi Corner' },
            order_type: 'pickup',
            status: 'ready',
            customer_name: 'Grace Hopper',
            total: 1250,
          },
          10,
        ),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses');
    const menu = await screen.findByRole('navigation', { name: 'My products' });
    await user.click(within(menu).getByRole('link', { name: 'Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('link')?.textContent ?? null)).toEqual([
      null, // the headers
      '#1002',
      '#1001',
    ]);
    for (const header of ['Number', 'Placed', 'Business', 'Type', 'Customer', 'Total', 'Status'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const grace = await rowOf(1002);
    expect(within(grace).getByText('Sushi Corner')).toBeInTheDocument();
    expect(within(grace).getByText('Pickup')).toBeInTheDocument();
    expect(within(grace).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(grace).getByText('$12.50')).toBeInTheDocument();
    expect(within(grace).getByText('Ready')).toBeInTheDocument();
    expect(within(grace).getByText(/^(Today|\w{3} \d{1,2} \w{3}) \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(await rowOf(1001)).getByText('Received')).toBeInTheDocument();
    expect(document.title).toBe('Orders · Owner Console');
  });

  it('reads its filters from the address, sends them, and keeps a change in the address', async () => {
    const server = serveOrders({
      orders: [
        orderOf({ id: 1, number: 1001, status: 'received' }),
        orderOf({ id: 2, number: 1002, status: 'accepted' }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/orders?business=pizza-palace&type=delivery&from=2026-11-20&to=2026-11-21&q=ada');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await waitFor(() =>
      expect(server.listQueries()[0]).toEqual({
        business: 'pizza-palace',
        order_type: 'delivery',
        from: new Date(2026, 10, 20).toISOString(),
        to: new Date(2026, 10, 22).toISOString(),
        search: 'ada',
        page: '1',
        page_size: '50',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Order type' })).toHaveValue('delivery');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-20');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('ada');
    // Nothing placed on those days: the filters can be cleared.
    expect(
      await screen.findByRole('heading', { name: 'No orders match these filters.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await rowOf(1002);
    expect(server.listQueries().at(-1)).toEqual({ page: '1', page_size: '50' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'accepted');
    await waitFor(() => expect(server.listQueries().at(-1)).toMatchObject({ status: 'accepted' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '#1001' })).toBeNull());
    // The address holds the filter: opening an order keeps it.
    expect(await within(await table()).findByRole('link', { name: '#1002' })).toHaveAttribute(
      'href',
      '/orders?status=accepted&order=2',
    );
  });

  it('searches by number or name once the owner pauses', async () => {
    fakeClock();
    const server = serveOrders({
      orders: [
        orderOf({ id: 1, number: 1001, customer_name: 'Ada Lovelace' }),
        orderOf({ id: 2, number: 1002, customer_name: 'Grace Hopper' }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/orders');
    await rowOf(1001);
    const asked = server.listQueries().length;

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '#1002');
    await clockMoves(SEARCH_PAUSE_MS - 50);
    expect(server.listQueries().filter((q) => q.search)).toHaveLength(0);
    await clockMoves(100);
    await waitFor(() => expect(server.listQueries().at(-1)).toMatchObject({ search: '#1002' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '#1001' })).toBeNull());
    expect(await rowOf(1002)).toBeInTheDocument();
    expect(server.listQueries().length).toBeGreaterThan(asked);
    expect(server.listQueries().filter((q) => q.search)).toHaveLength(1);
  });

  it('marks an order arriving on a poll as New, plays the sound once, and counts it in the title until it is opened', async () => {
    pollingClock();
    const play = spyOnPlay();
    const server = serveOrders({ orders: [orderOf({ id: 1, number: 1001 })] });
    const user = userEvent.setup({ delay: null });
    renderApp('/orders');
    await rowOf(1001);
    // The orders there when the page opened are not new.
    await clockMoves(ORDERS_POLL_MS);
    expect(screen.queryByText('New')).toBeNull();
    expect(play).not.toHaveBeenCalled();

    server.place(orderOf({ id: 2, number: 1002, customer_name: 'Grace Hopper' }, 0));
    server.place(orderOf({ id: 3, number: 1003, customer_name: 'Alan Turing' }, 0));
    await clockMoves(ORDERS_POLL_MS);
    const grace = await rowOf(1002);
    expect(await within(grace).findByText('New')).toBeInTheDocument();
    expect(within(await rowOf(1003)).getByText('New')).toBeInTheDocument();
    expect(within(await rowOf(1001)).queryByText('New')).toBeNull();
    expect(document.title).toBe('(2) Orders · Owner Console');
    expect(screen.getByText('2 new orders')).toHaveAttribute('role', 'status');
    // One sound for the two that came together: the console's own chime, no custom one being set.
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toMatch(/new-order\.wav|^data:audio/);

    // The next poll brings nothing new: no sound again.
    await clockMoves(ORDERS_POLL_MS);
    expect(play).toHaveBeenCalledTimes(1);

    // Opening one is looking at it.
    await user.click(within(grace).getByRole('link', { name: '#1002' }));
    expect(await screen.findByRole('dialog', { name: 'Order #1002' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(1) Orders · Owner Console'));
    expect(within(await rowOf(1002)).queryByText('New')).toBeNull();
  });

  it("'Mark all as seen' clears the count, and the project's custom sound is the one played", async () => {
    pollingClock();
    const play = spyOnPlay();
    const server = serveOrders({
      orders: [orderOf({ id: 1, number: 1001 })],
      customSound: '/files/sounds/bell.mp3',
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/orders');
    await rowOf(1001);
    server.place(orderOf({ id: 2, number: 1002 }, 0));
    await clockMoves(ORDERS_POLL_MS);
    expect(await within(await rowOf(1002)).findByText('New')).toBeInTheDocument();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect((play.mock.contexts[0] as HTMLAudioElement).src).toMatch(/\/files\/sounds\/bell\.mp3$/);
    expect(document.title).toBe('(1) Orders · Owner Console');

    await user.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(document.title).toBe('Orders · Owner Console');
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as seen' })).toBeNull();
  });

  it('says when the orders cannot be loaded, and tries again', async () => {
    let isDown = true;
    serveOrders({
      intercept: (request) =>
        request.path === '/api/orders' && isDown ? 'network-error' : undefined,
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/orders');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders could not be loaded');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf(1001)).toBeInTheDocument();
  });

  it("offers 'Turn on sound' until the owner has clicked on the page, and says why", async () => {
    serveOrders();
    const play = spyOnPlay();
    const user = userEvent.setup({ delay: null });
    renderApp('/orders');
    await rowOf(1001);
    expect(
      screen.getByText(
        'Your browser plays the new-order sound only after you click somewhere on this page.',
      ),
    ).toBeInTheDocument();
    // The button plays the sound, so the owner hears what a new order sounds like.
    await user.click(screen.getByRole('button', { name: 'Turn on sound' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Turn on sound' })).toBeNull();
  });

  it('hides the offer once the owner clicks anywhere on the page, and shows it again when the browser refuses the sound', async () => {
    pollingClock();
    const play = vi
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValue(new DOMException('No gesture', 'NotAllowedError'));
    const server = serveOrders();
    const user = userEvent.setup({ delay: null });
    renderApp('/orders');
    await rowOf(1001);
    await user.click(screen.getByRole('heading', { level: 1, name: 'Orders' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn on sound' })).toBeNull());

    server.place(orderOf({ id: 2, number: 1002 }, 0));
    await clockMoves(ORDERS_POLL_MS);
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Turn on sound' })).toBeInTheDocument();
  });
});

describe("an order's details", () => {
  const openOrder = async (orders = [orderOf({ id: 1, number: 1001 })]) => {
    const server = serveOrders({ orders });
    const user = userEvent.setup({ delay: null });
    renderApp('/orders');
    await user.click(within(await table()).getByRole('link', { name: `#${orders[0]?.number}` }));
    const drawer = await screen.findByRole('dialog', { name: `Order #${orders[0]?.number}` });
    return { server, user, drawer };
  };

  it('shows the lines with their options and prices, the totals, the customer and the history', async () => {
    const { drawer } = await openOrder();
    const lines = within(drawer).getByRole('table', { name: 'Items' });
    expect(within(lines).getByText('2 ×')).toBeInTheDocument();
    expect(within(lines).getByText('Margherita')).toBeInTheDocument();
    expect(within(lines).getByText('Large (+$2.00)')).toBeInTheDocument();
    expect(within(lines).getByText('$10.50 each')).toBeInTheDocument();
    expect(
      within(lines).getByRole('rowheader', { name: 'Subtotal' }).nextSibling,
    ).toHaveTextContent('$21.00');
    expect(
      within(lines).getByRole('rowheader', { name: 'Delivery fee' }).nextSibling,
    ).toHaveTextContent('$2.50');
    expect(within(lines).getByRole('rowheader', { name: 'Total' }).nextSibling).toHaveTextContent(
      '$23.50',
    );
    expect(within(drawer).getByRole('link', { name: '+1 718 555 0199' })).toHaveAttribute(
      'href',
      'tel:+17185550199',
    );
    for (const text of ['3 Ocean Avenue, Brooklyn', 'Apt 4B', 'Ring twice', 'No basil, please.'])
      expect(within(drawer).getByText(text)).toBeInTheDocument();
    // The website's language the customer ordered in, named in the console's language.
    expect(within(drawer).getByText('Ordered in').nextSibling).toHaveTextContent('Spanish');
    const history = within(drawer).getByRole('list', { name: 'History' });
    expect(within(history).getByText('Received')).toBeInTheDocument();
    expect(within(history).getByText(/By the customer/)).toBeInTheDocument();
    expect(
      within(drawer).getByText("Times on the business's clock (America/New_York)."),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('closes with Escape, back to the order’s link in the list', async () => {
    fakeClock();
    const { user, drawer } = await openOrder();
    await user.keyboard('{Escape}');
    await transitionEnds();
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('link', { name: '#1001' })).toHaveFocus());
    expect(screen.getByRole('link', { name: '#1001' })).toHaveAttribute('href', '/orders?order=1');
  });

  it('accepts with a ready-by time picked, and the list shows it accepted', async () => {
    const { server, user, drawer } = await openOrder();
    await user.click(within(drawer).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept order #1001' });
    await user.click(within(dialog).getByRole('button', { name: '30 min' }));
    expect(within(dialog).getByRole('button', { name: '30 min' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    const change = server.changes()[0] as { status: string; ready_by: string };
    expect(change.status).toBe('accepted');
    const readyIn = new Date(change.ready_by).getTime() - before;
    expect(readyIn).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(readyIn).toBeLessThan(30 * 60_000 + 5000);

    expect(await within(drawer).findByRole('button', { name: 'Start preparing' })).toBeVisible();
    expect(within(drawer).getAllByText('Accepted').length).toBeGreaterThan(0);
    await waitFor(() => expect(within(drawer).getAllByText(/Ready by/).length).toBeGreaterThan(0));
    await waitFor(async () =>
      expect(within(await rowOf(1001)).getByText('Accepted')).toBeVisible(),
    );
  });

  it('accepts at a time typed on the business’s clock', async () => {
    const { server, user, drawer } = await openOrder();
    await user.click(within(drawer).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept order #1001' });
    expect(within(dialog).getByText("On the business's clock (America/New_York).")).toBeVisible();
    // Without a time, nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    expect(await within(dialog).findByText('Choose when the order will be ready.')).toBeVisible();
    expect(server.changes()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Ready by/), { target: { value: '23:45' } });
    await user.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    await waitFor(() => expect(server.changes()).toHaveLength(1));
    const readyBy = new Date((server.changes()[0] as { ready_by: string }).ready_by);
    const inNewYork = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(readyBy);
    expect(inNewYork).toBe('23:45');
    expect(readyBy.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(readyBy.getTime()).toBeGreaterThan(Date.now());
  });

  it('rejects only with a reason, which the customer reads', async () => {
    const { server, user, drawer } = await openOrder();
    // Escape closes the dialog only, back to the button that opened it.
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    await screen.findByRole('dialog', { name: 'Reject order #1001' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Reject/ })).toBeNull());
    expect(drawer).toBeInTheDocument();
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Reject' })).toHaveFocus(),
    );

    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #1001' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(
      await within(dialog).findByText('Say why, in a few words the customer will read.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(server.changes()).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Out of dough');
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() =>
      expect(server.changes()).toEqual([{ status: 'rejected', reason: 'Out of dough' }]),
    );
    expect(
      await within(drawer).findByText('This order is finished: there is no next step.'),
    ).toBeVisible();
    expect(within(drawer).getAllByText('Reason: Out of dough').length).toBeGreaterThan(0);
  });

  it("shows the server's words when the order moved meanwhile, and the order as it now is", async () => {
    const { server, user, drawer } = await openOrder([
      orderOf({ id: 1, number: 1001, status: 'accepted' }),
    ]);
    const start = await within(drawer).findByRole('button', { name: 'Start preparing' });
    // Another device cancels it.
    act(() => {
      const stored = server.stored(1);
      if (stored) stored.status = 'cancelled';
    });
    await user.click(start);
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'This order is cancelled: it cannot be marked being prepared.',
    );
    expect(
      await within(drawer).findByText('This order is finished: there is no next step.'),
    ).toBeVisible();
    expect(within(drawer).getByText('Cancelled')).toBeInTheDocument();
  });

  it('says when the order is not found', async () => {
    serveOrders();
    renderApp('/orders?order=99');
    const drawer = await screen.findByRole('dialog', { name: 'Order' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('This order was not found.');
  });
});

describe('the CSV export', () => {
  it('asks for the orders with the filters shown, with the session', async () => {
    const server = serveOrders();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderApp('/orders?status=received&business=pizza-palace&q=ada&page=2');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = server.requests.find((r) => r.path === '/api/orders/export');
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({
      business: 'pizza-palace',
      status: 'received',
      search: 'ada',
    });
    const init = server.fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/orders/export'),
    )?.[1];
    expect(init?.headers?.authorization).toMatch(/^Bearer /);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('orders.csv');
  });
});
