import { MESSAGES } from '@oc/domain/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The page's code is imported with this file, not first when a test opens it: its first import
// (its transform, on a busy machine) is no part of what the tests time.
import './business-new-page';
import './business-edit-page';
import { fill } from '../../test/fill';
import { renderApp } from '../../test/render-app';
import { failure } from '../../test/stub-server';
import { serveBusinesses } from './test-server';

// Adding a business (docs/product/screens.md#businesses): its address follows its name until the
// owner writes one, amounts typed as 12.50 go as cents, the domain's rules are checked before
// anything is sent, and what the server still refuses is shown where it belongs.

async function openNew(options: Parameters<typeof serveBusinesses>[0] = {}) {
  const server = serveBusinesses(options);
  const user = userEvent.setup({ delay: null });
  renderApp('/businesses/new');
  await screen.findByRole('heading', { level: 1, name: 'Add business' });
  const field = (name: string) => screen.getByRole('textbox', { name });
  const save = () => screen.getByRole('button', { name: 'Add business' });
  return { server, user, field, save };
}

describe('adding a business', () => {
  it('makes the address from the name, sends amounts as cents, and opens the new business', async () => {
    const { server, user, field, save } = await openNew();
    await fill(user, field('Name'), 'Fish & Chips Co');
    expect(field('Web address')).toHaveValue('fish-and-chips-co');
    // The address on the ordering website's custom domain, which is served.
    expect(
      await screen.findByText(
        'Your address will be https://order.pizza.com/store/fish-and-chips-co',
      ),
    ).toBeInTheDocument();
    await user.clear(field('Delivery fee'));
    await fill(user, field('Delivery fee'), '12.50');
    await user.clear(field('Minimum order'));
    await fill(user, field('Minimum order'), '8');
    await fill(user, field('Delivery time'), '40');
    await user.click(save());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fish & Chips Co' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('The business is added.')).toBeInTheDocument();
    const [created] = server.writes();
    expect(created).toMatchObject({ method: 'POST', path: '/api/businesses' });
    expect(created?.body).toEqual({
      name: 'Fish & Chips Co',
      description: '',
      address: '',
      latitude: null,
      longitude: null,
      phone: '',
      time_zone: expect.any(String),
      hours: {},
      closed_dates: [],
      order_types: ['delivery', 'pickup'],
      delivery_fee: 1250,
      minimum_order: 800,
      delivery_minutes: 40,
      pickup_minutes: null,
      cuisines: [],
      franchise_id: null,
      published: true,
      // No version in another language written: none sent.
      translations: {},
    });
    // An address the owner did not write is the server's to make (numbered when taken).
    expect(created?.body).not.toHaveProperty('slug');
    // The new business's page holds what was saved: nothing to save, so leaving does not ask.
    expect(screen.getByRole('textbox', { name: 'Delivery fee' })).toHaveValue('12.50');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('stops following the name once the owner writes the address, and shows a taken one on it', async () => {
    const { server, user, field, save } = await openNew({
      intercept: (request) =>
        request.method === 'POST' ? failure(409, MESSAGES.BUSINESS_SLUG_TAKEN) : undefined,
    });
    await fill(user, field('Name'), 'Pizza');
    await user.clear(field('Web address'));
    await fill(user, field('Web address'), 'pizza-palace');
    await fill(user, field('Name'), ' Palace');
    expect(field('Web address')).toHaveValue('pizza-palace');
    await user.click(save());

    const slug = field('Web address');
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('Another business already uses this address. Choose another.'),
    );
    expect(slug).toHaveFocus();
    expect(server.writes()[0]?.body).toMatchObject({ name: 'Pizza Palace', slug: 'pizza-palace' });
    // Still the new business's form, with everything typed.
    expect(screen.getByRole('heading', { level: 1, name: 'Add business' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Pizza Palace');
  });

  it("refuses what the domain's rules refuse, with their messages, and sends nothing", async () => {
    const { server, user, field, save } = await openNew();
    await fill(user, field('Description'), 'Fresh fish.');
    await fill(user, field('Web address'), 'Fish Shop');
    await user.clear(field('Delivery fee'));
    await fill(user, field('Delivery fee'), '12.505');
    // Told when leaving the field, not first on Save.
    await user.tab();
    expect(await screen.findByText(MESSAGES.AMOUNT_DECIMALS)).toBeInTheDocument();
    expect(field('Delivery fee')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field('Minimum order'));
    await fill(user, field('Minimum order'), 'ten');
    await fill(user, field('Latitude'), '40.7');
    await fill(user, field('Pickup time'), '0');
    await user.click(screen.getByRole('checkbox', { name: 'Delivery' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pickup' }));
    await user.click(save());

    for (const [name, message] of [
      ['Name', MESSAGES.BUSINESS_NAME_LENGTH],
      ['Web address', MESSAGES.BUSINESS_SLUG_FORMAT],
      ['Delivery fee', MESSAGES.AMOUNT_DECIMALS],
      ['Minimum order', 'Write the amount as a number, like 12.50.'],
      ['Latitude', MESSAGES.BUSINESS_COORDINATES_PAIR],
      ['Pickup time', MESSAGES.BUSINESS_MINUTES_RANGE],
    ] as const) {
      await waitFor(() => expect(field(name)).toHaveAttribute('aria-invalid', 'true'));
      expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByText(MESSAGES.BUSINESS_ORDER_TYPES_EMPTY)).toBeInTheDocument();
    // The first field to fix has the focus.
    expect(field('Name')).toHaveFocus();
    expect(server.writes()).toEqual([]);
  });

  it('shows above the form what the server refuses about no one field', async () => {
    const { user, field, save } = await openNew({
      intercept: (request) =>
        request.method === 'POST' ? failure(400, MESSAGES.HOURS_SPANS_PER_DAY) : undefined,
    });
    await fill(user, field('Name'), 'Noodle Bar');
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The business could not be saved');
    expect(within(alert).getByText(MESSAGES.HOURS_SPANS_PER_DAY)).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Noodle Bar');
  });
});
