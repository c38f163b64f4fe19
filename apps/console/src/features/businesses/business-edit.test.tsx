import { MESSAGES } from '@oc/domain/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The pages' and the dialogs' code is imported with this file, not first when a test opens them:
// its first import (its transform, on a busy machine) is no part of what the tests time.
import '../../components/mantine-modal';
import './business-edit-page';
import './businesses-page';
import { fakeClock, transitionEnds } from '../../test/clock';
import { fill } from '../../test/fill';
import { renderApp } from '../../test/render-app';
import { serveBusinesses } from './test-server';

// Editing a business (docs/product/screens.md#businesses): the form opens with what is saved,
// hours as spans per weekday and closed dates as a list, only the changes are sent, Archive and
// Restore ask first, and leaving with unsaved changes asks too.

async function openPizzaPalace() {
  const server = serveBusinesses();
  const user = userEvent.setup({ delay: null });
  renderApp('/businesses/7');
  await screen.findByRole('heading', { level: 1, name: 'Pizza Palace' });
  const field = (name: string) => screen.getByRole('textbox', { name });
  const day = (name: string) => screen.getByRole('group', { name });
  return { server, user, field, day };
}

/** The status badge beside the page's title. */
function statusBadge(text: string) {
  const title = screen.getByRole('heading', { level: 1 });
  return within(title.parentElement as HTMLElement).getByText(text);
}

/** Puts a time in a time field, as its picker would. */
async function setTime(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, time: string) {
  await user.clear(input);
  await user.type(input, time);
}

describe('editing a business', () => {
  it('opens with what is saved: amounts, hours per weekday and closed dates', async () => {
    const { user, field, day } = await openPizzaPalace();
    expect(statusBadge('Published')).toBeInTheDocument();
    expect(field('Web address')).toHaveValue('pizza-palace');
    expect(field('Delivery fee')).toHaveValue('2.50');
    expect(field('Minimum order')).toHaveValue('10.00');
    expect(field('Delivery time')).toHaveValue('35');
    expect(field('Latitude')).toHaveValue('40.7128');
    expect(screen.getByRole('checkbox', { name: 'Delivery' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Eat in' })).not.toBeChecked();
    expect(screen.getByText('Pizza')).toBeInTheDocument();

    const monday = within(day('Monday'));
    expect(monday.getByLabelText('Opens, Monday (1)')).toHaveValue('11:30');
    expect(monday.getByLabelText('Closes, Monday (1)')).toHaveValue('14:00');
    expect(monday.getByLabelText('Opens, Monday (2)')).toHaveValue('18:00');
    expect(monday.getByLabelText('Closes, Monday (2)')).toHaveValue('22:00');
    // Friday's night ends on Saturday, and says so.
    expect(within(day('Friday')).getByText('the next day')).toBeInTheDocument();
    expect(within(day('Sunday')).getByText('Closed')).toBeInTheDocument();
    expect(within(day('Closed dates')).getByLabelText('Closed date 1')).toHaveValue('2026-12-25');
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    // Another span starts an hour after the day's last one closes.
    await user.click(monday.getByRole('button', { name: 'Add hours on Monday' }));
    expect(monday.getByLabelText('Opens, Monday (3)')).toHaveValue('23:00');
    expect(monday.getByLabelText('Closes, Monday (3)')).toHaveValue('03:00');
    expect(monday.getByText('the next day')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('sends only what changed: a span removed, one added, a closed date added, a fee', async () => {
    const { server, user, field, day } = await openPizzaPalace();
    await user.click(
      within(day('Monday')).getByRole('button', { name: 'Remove hours 2 on Monday' }),
    );
    await user.click(within(day('Tuesday')).getByRole('button', { name: 'Add hours on Tuesday' }));
    const tuesday = within(day('Tuesday'));
    await setTime(user, tuesday.getByLabelText('Opens, Tuesday (1)'), '10:00');
    await setTime(user, tuesday.getByLabelText('Closes, Tuesday (1)'), '15:00');
    const closed = within(day('Closed dates'));
    await user.click(closed.getByRole('button', { name: 'Add a closed date' }));
    // The new row has the focus, ready to type in.
    await waitFor(() => expect(closed.getByLabelText('Closed date 2')).toHaveFocus());
    await user.type(closed.getByLabelText('Closed date 2'), '2027-01-01');
    await user.clear(field('Delivery fee'));
    await fill(user, field('Delivery fee'), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/businesses/7',
        body: {
          hours: {
            mon: [{ open: '11:30', close: '14:00' }],
            tue: [{ open: '10:00', close: '15:00' }],
            fri: [{ open: '18:00', close: '02:00' }],
          },
          closed_dates: ['2026-12-25', '2027-01-01'],
          delivery_fee: 300,
        },
      }),
    ]);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(field('Delivery fee')).toHaveValue('3.00');
  });

  it("copies Monday's hours to every day, and refuses a span that opens when it closes", async () => {
    const { server, user, day } = await openPizzaPalace();
    await user.click(screen.getByRole('button', { name: 'Copy Monday to all days' }));
    const sunday = within(day('Sunday'));
    expect(sunday.getByLabelText('Opens, Sunday (2)')).toHaveValue('18:00');
    await setTime(user, sunday.getByLabelText('Closes, Sunday (2)'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await sunday.findByText(MESSAGES.HOURS_SPAN_EMPTY)).toBeInTheDocument();
    expect(sunday.getByLabelText('Closes, Sunday (2)')).toHaveAttribute('aria-invalid', 'true');
    expect(server.writes()).toEqual([]);

    await setTime(user, sunday.getByLabelText('Closes, Sunday (2)'), '21:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    const { hours } = (server.writes()[0]?.body ?? {}) as { hours: Record<string, unknown[]> };
    expect(Object.keys(hours)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(hours.sun).toEqual([
      { open: '11:30', close: '14:00' },
      { open: '18:00', close: '21:00' },
    ]);
  });

  it('archives after saying what archiving does, and restores', async () => {
    fakeClock();
    const { server, user } = await openPizzaPalace();
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Pizza Palace?' });
    expect(dialog).toHaveTextContent(
      'It leaves your website and the business pickers. Its orders are kept.',
    );
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await transitionEnds();
    expect(server.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Archive Pizza Palace?' })).getByRole(
        'button',
        { name: 'Archive business' },
      ),
    );
    expect(await screen.findByText('Pizza Palace is archived.')).toBeInTheDocument();
    // The question keeps its words while it closes, though the business is now archived.
    expect(screen.queryByRole('button', { name: 'Restore business', hidden: true })).toBeNull();
    expect(server.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      'POST /api/businesses/7/archive',
    ]);
    expect(screen.getByText(/This business is archived/)).toBeInTheDocument();
    expect(statusBadge('Archived')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Restore Pizza Palace?' })).getByRole(
        'button',
        { name: 'Restore business' },
      ),
    );
    expect(await screen.findByText('Pizza Palace is restored.')).toBeInTheDocument();
    expect(statusBadge('Published')).toBeInTheDocument();
    expect(screen.queryByText(/This business is archived/)).toBeNull();
    expect(server.writes().at(-1)?.path).toBe('/api/businesses/7/restore');
  });

  it('asks before leaving with unsaved changes: Stay keeps them, Leave goes', async () => {
    fakeClock();
    const { server, user, field } = await openPizzaPalace();
    await fill(user, field('Name'), ' Downtown');
    const menu = screen.getByRole('navigation', { name: 'My products' });
    await user.click(within(menu).getByRole('link', { name: 'Businesses' }));
    const dialog = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Name')).toHaveValue('Pizza Palace Downtown');

    await user.click(within(menu).getByRole('link', { name: 'Businesses' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'You have unsaved changes' })).getByRole(
        'button',
        { name: 'Leave without saving' },
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Businesses' })).toBeVisible();
    expect(server.writes()).toEqual([]);
  });

  it('says so when the business is not the project’s or does not exist', async () => {
    serveBusinesses();
    renderApp('/businesses/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.BUSINESS_NOT_FOUND);
  });
});
