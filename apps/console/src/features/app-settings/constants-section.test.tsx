import type { TBaseConstant } from '@oc/domain/apps/app.schema';
import { TEXT_DEBOUNCE_MS } from '@oc/domain/text/text.rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../../test/clock';
import { fill } from '../../test/fill';
import { appFor } from '../../test/fixtures';
import { renderAppSection } from '../../test/render';
import { failure, ok, stubServer } from '../../test/stub-server';
import { ConstantsSection } from './constants-section';

const CONSTANTS: TBaseConstant[] = [
  { id: 11, code: 'support_email', name: 'Support email', type: 'string', value: 'help@demo.test' },
  { id: 12, code: 'max_cart_items', name: 'Maximum items in a cart', type: 'integer', value: '50' },
  {
    id: 13,
    code: 'minimum_order_amount',
    name: 'Minimum order amount',
    type: 'decimal',
    value: '10.50',
  },
  {
    id: 14,
    code: 'allow_guest_checkout',
    name: 'Allow guest checkout',
    type: 'boolean',
    value: 'true',
  },
  {
    id: 15,
    code: 'supported_languages',
    name: 'Supported languages',
    type: 'json',
    value: '["en","es"]',
  },
  { id: 16, code: 'business_slug', name: 'Business', type: 'string', value: 'pizza-palace' },
  { id: 17, code: 'opening_hours', name: 'Opening hours', type: 'json', value: '["9-17"]' },
];
const BUSINESSES = [
  { slug: 'pizza-palace', name: 'Pizza Palace', logo: null, published: true },
  { slug: 'sushi-corner', name: 'Sushi Corner', logo: null, published: true },
];

type TSave = { constantId: number; value: unknown; at: number };
type TAnswer = { status: number; body: unknown };
const page = (items: typeof BUSINESSES) => ({ items, total: items.length, page: 1, page_size: 20 });

/** Constant saves are recorded with their time; the business picker searches the catalogue. */
function serve({
  answer = (constant: TBaseConstant, value: unknown): TAnswer | Promise<TAnswer> =>
    ok({ ...constant, value }),
} = {}) {
  const saves: TSave[] = [];
  stubServer(async (url, init) => {
    const constantPath = url.match(/\/builder\/apps\/\d+\/constants\/(\d+)$/);
    if (constantPath && init?.method === 'PATCH') {
      const constantId = Number(constantPath[1]);
      const { value } = JSON.parse(String(init.body)) as { value: unknown };
      saves.push({ constantId, value, at: Date.now() });
      const constant = CONSTANTS.find((c) => c.id === constantId) as TBaseConstant;
      return answer(constant, value);
    }
    if (url.includes('/businesses?slug=')) {
      const slug = decodeURIComponent(url.split('slug=')[1] ?? '');
      return ok(page(BUSINESSES.filter((b) => b.slug === slug)));
    }
    if (url.includes('/businesses')) return ok(page(BUSINESSES));
    return failure(404, 'Not found.');
  });
  return saves;
}

// happy-dom never finishes Mantine's dropdown transition, so the open list stays display: none there;
// options are found with `hidden: true` (the journey checks the real list in a browser).

/** The section given the cached app, as the settings page gives it. */
function openSection() {
  renderAppSection(appFor('app_customer_x', { baseConstants: CONSTANTS }), (app) => (
    <ConstantsSection app={app} />
  ));
  // Keys without pauses unless a test says otherwise; user-event moves the fake clock on.
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  return { section: screen.getByRole('region', { name: 'Constants' }), user };
}

/** The owner stops typing and the debounce delay passes (on the fake clock, at once). */
const afterTypingStops = () => act(() => vi.advanceTimersByTimeAsync(TEXT_DEBOUNCE_MS));

describe('the constants section', () => {
  // A fake clock for the 750 ms debounce (../../test/clock.ts), which also dates the saves.
  beforeEach(() => fakeClock(['setTimeout', 'clearTimeout', 'Date']));

  it('gives each type its control, filled with the saved value', async () => {
    serve();
    const { section } = openSection();
    const text = within(section).getByRole('textbox', { name: 'Support email' });
    expect(text).toHaveValue('help@demo.test');
    expect(text.tagName).toBe('INPUT');
    // Integer and decimal: number inputs (Mantine's, which accept digits only).
    expect(within(section).getByRole('textbox', { name: 'Maximum items in a cart' })).toHaveValue(
      '50',
    );
    expect(
      within(section).getByRole('textbox', { name: 'Maximum items in a cart' }),
    ).toHaveAttribute('inputmode');
    expect(within(section).getByRole('textbox', { name: 'Minimum order amount' })).toHaveValue(
      '10.50',
    );
    expect(within(section).getByRole('checkbox', { name: 'Allow guest checkout' })).toBeChecked();
    const json = within(section).getByRole('textbox', { name: 'Opening hours' });
    expect(json.tagName).toBe('TEXTAREA');
    expect(json).toHaveValue('["9-17"]');
    // The supported languages are chosen from the languages, not typed (languages-field.test.tsx).
    expect(within(section).getByRole('combobox', { name: 'Supported languages' })).toBeVisible();
    const picker = within(section).getByRole('combobox', { name: 'Business' });
    // The saved slug shows as its business's name once the picker has looked it up.
    await waitFor(() => expect(picker).toHaveValue('Pizza Palace'));
  });

  it('saves what was typed when the page is left before the pause ends, instead of dropping it', async () => {
    const saves = serve();
    const { unmount } = renderAppSection(
      appFor('app_customer_x', { baseConstants: CONSTANTS }),
      (app) => <ConstantsSection app={app} />,
    );
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const field = screen.getByRole('textbox', { name: 'Support email' });
    await user.clear(field);
    await fill(user, field, 'orders@demo.test');
    expect(saves).toEqual([]);
    unmount();
    await waitFor(() => expect(saves).toEqual([expect.objectContaining({ constantId: 11 })]));
    expect(saves[0]?.value).toBe('orders@demo.test');
  });

  it('tells the owner that each constant saves by itself', () => {
    serve();
    const { section } = openSection();
    expect(
      within(section).getByText('Each setting saves by itself as you change it.'),
    ).toBeInTheDocument();
  });

  it('saves a text constant once, 750 ms after typing stops, with all whitespace removed', async () => {
    const saves = serve();
    const { section } = openSection();
    // Keys 100 ms apart: the whole typing lasts longer than the delay, yet no key starts a save.
    const user = userEvent.setup({ delay: 100, advanceTimers: vi.advanceTimersByTime });
    const field = within(section).getByRole('textbox', { name: 'Support email' });
    let lastKey = 0;
    field.addEventListener('input', () => {
      lastKey = Date.now();
    });
    await user.clear(field);
    const firstKey = Date.now();
    await user.type(field, ' hi @x.io ');
    expect(lastKey - firstKey).toBeGreaterThan(TEXT_DEBOUNCE_MS);
    expect(saves).toEqual([]);

    await afterTypingStops();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.constantId).toBe(11);
    expect(saves[0]?.value).toBe('hi@x.io');
    expect((saves[0]?.at ?? 0) - lastKey).toBeGreaterThanOrEqual(TEXT_DEBOUNCE_MS);
    expect(await screen.findByText('Correctly saved constant')).toBeInTheDocument();
    // The field shows what was stored.
    expect(field).toHaveValue('hi@x.io');
    // Once: no later save follows.
    await act(() => vi.advanceTimersByTimeAsync(TEXT_DEBOUNCE_MS * 2));
    expect(saves).toHaveLength(1);
  });

  it('saves a boolean at once, with a loading indicator on that constant only', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const saves = serve({
      answer: async (constant, value) => {
        await held;
        return ok({ ...constant, value });
      },
    });
    const { section, user } = openSection();
    const checkbox = within(section).getByRole('checkbox', { name: 'Allow guest checkout' });
    const clicked = Date.now();
    await user.click(checkbox);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect((saves[0]?.at ?? 0) - clicked).toBeLessThan(TEXT_DEBOUNCE_MS);
    expect(saves[0]).toMatchObject({ constantId: 14, value: 'false' });
    expect(within(section).getByLabelText('Saving Allow guest checkout')).toBeInTheDocument();
    expect(within(section).queryByLabelText('Saving Support email')).not.toBeInTheDocument();

    release();
    expect(await screen.findByText('Correctly saved constant')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).queryByLabelText('Saving Allow guest checkout')).toBeNull(),
    );
    expect(checkbox).not.toBeChecked();
  });

  it('shows the domain’s message for JSON that does not parse, and sends nothing', async () => {
    const saves = serve();
    const { section, user } = openSection();
    const json = within(section).getByRole('textbox', { name: 'Opening hours' });
    await user.clear(json);
    await user.type(json, 'en,fr');
    await afterTypingStops();
    expect(within(section).getByText('The value must be valid JSON')).toBeInTheDocument();
    expect(json).toHaveAttribute('aria-invalid', 'true');
    await act(() => vi.advanceTimersByTimeAsync(TEXT_DEBOUNCE_MS));
    expect(saves).toEqual([]);

    // Fixed, it is saved (JSON keeps its inner spaces, only trimmed) and the message goes.
    await user.clear(json);
    await fill(user, json, '["en", "fr"] ');
    await afterTypingStops();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ constantId: 17, value: '["en", "fr"]' });
    await waitFor(() =>
      expect(within(section).queryByText('The value must be valid JSON')).toBeNull(),
    );
    expect(json).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a decimal in an integer constant with the domain’s message', async () => {
    const saves = serve();
    const { section, user } = openSection();
    const field = within(section).getByRole('textbox', { name: 'Maximum items in a cart' });
    await user.clear(field);
    await user.type(field, '12.5');
    await afterTypingStops();
    expect(within(section).getByText('The value must be a whole number')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
  });

  it('saves a decimal constant as typed', async () => {
    const saves = serve();
    const { section, user } = openSection();
    const field = within(section).getByRole('textbox', { name: 'Minimum order amount' });
    await user.clear(field);
    await user.type(field, '12.75');
    await afterTypingStops();
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ constantId: 13, value: '12.75' });
  });

  it('saves the business picked for business_slug, and null for None', async () => {
    const saves = serve();
    const { section, user } = openSection();
    const picker = within(section).getByRole('combobox', { name: 'Business' });
    await waitFor(() => expect(picker).toHaveValue('Pizza Palace'));

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Sushi Corner', hidden: true }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ constantId: 16, value: 'sushi-corner' });
    expect(await screen.findByText('Correctly saved constant')).toBeInTheDocument();

    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'None', hidden: true }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ constantId: 16, value: null });
    expect(picker).toHaveValue('None');
  });

  it('shows a refused save under its constant and as a toast, keeping what was picked', async () => {
    serve({
      answer: () => failure(400, 'The business sushi-corner does not exist in your project.'),
    });
    const { section, user } = openSection();
    const picker = within(section).getByRole('combobox', { name: 'Business' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Sushi Corner', hidden: true }));
    const message = 'The business sushi-corner does not exist in your project.';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(within(section).getByText(message)).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveValue('Sushi Corner');
    expect(screen.queryByText('Correctly saved constant')).not.toBeInTheDocument();
  });
});
