import { notifications } from '@mantine/notifications';
import type { TBaseConstant } from '@oc/domain/apps/app.schema';
import { TEXT_DEBOUNCE_MS } from '@oc/domain/text/text.rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appFor, PRODUCTS, USER } from '../../test/fixtures';
import { failure, ok, renderApp, stubServer } from '../../test/render-app';

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
];
const BUSINESSES = [
  { slug: 'pizza-palace', name: 'Pizza Palace', logo: null },
  { slug: 'sushi-corner', name: 'Sushi Corner', logo: null },
];

type TSave = { constantId: number; value: unknown; at: number };
type TAnswer = { status: number; body: unknown };

/** The real console against a stubbed network; constant saves are recorded with their time. */
function serve({
  constants = CONSTANTS,
  answer = (constant: TBaseConstant, value: unknown): TAnswer | Promise<TAnswer> =>
    ok({ ...constant, value }),
} = {}) {
  const app = appFor('app_customer_x', { baseConstants: constants });
  const saves: TSave[] = [];
  stubServer(async (url, init) => {
    if (url.endsWith('/auth/me')) return ok(USER);
    if (url.endsWith('/products')) return ok(PRODUCTS);
    const constantPath = url.match(/\/builder\/apps\/\d+\/constants\/(\d+)$/);
    if (constantPath && init?.method === 'PATCH') {
      const constantId = Number(constantPath[1]);
      const { value } = JSON.parse(String(init.body)) as { value: unknown };
      saves.push({ constantId, value, at: Date.now() });
      const constant = constants.find((c) => c.id === constantId) as TBaseConstant;
      return answer(constant, value);
    }
    if (url.includes('/builder/apps/')) return ok(app);
    if (url.includes('/businesses?slug=')) {
      const slug = decodeURIComponent(url.split('slug=')[1] ?? '');
      const items = BUSINESSES.filter((b) => b.slug === slug);
      return ok({ items, total: items.length, page: 1, page_size: 20 });
    }
    if (url.includes('/businesses'))
      return ok({ items: BUSINESSES, total: BUSINESSES.length, page: 1, page_size: 20 });
    return failure(404, 'Not found.');
  });
  return saves;
}

// happy-dom never finishes Mantine's dropdown transition, so the open list stays display: none there;
// options are found with `hidden: true` (the journey checks the real list in a browser).

async function openSection() {
  renderApp('/my-products/customer-app/settings');
  return screen.findByRole('region', { name: 'Constants' });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the constants section', { timeout: 15_000 }, () => {
  // Toasts live in a module-level store; each test starts without the previous test's.
  beforeEach(() => notifications.clean());

  it('gives each type its control, filled with the saved value', async () => {
    serve();
    const section = await openSection();
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
    const json = within(section).getByRole('textbox', { name: 'Supported languages' });
    expect(json.tagName).toBe('TEXTAREA');
    expect(json).toHaveValue('["en","es"]');
    expect(await within(section).findByRole('combobox', { name: 'Business' })).toHaveValue(
      'Pizza Palace',
    );
  });

  it('is not shown when the app has no constants', async () => {
    serve({ constants: [] });
    renderApp('/my-products/customer-app/settings');
    await screen.findByRole('region', { name: 'General app info' });
    expect(screen.queryByRole('region', { name: 'Constants' })).not.toBeInTheDocument();
  });

  it('saves a text constant once, 750 ms after typing stops, with all whitespace removed', async () => {
    const saves = serve();
    // Keys 200 ms apart: the whole typing lasts longer than the delay, yet no key starts a save.
    const user = userEvent.setup({ delay: 200 });
    const section = await openSection();
    const field = within(section).getByRole('textbox', { name: 'Support email' });
    let lastKey = 0;
    field.addEventListener('input', () => {
      lastKey = Date.now();
    });
    await user.clear(field);
    await user.type(field, ' hi @x.io ');
    expect(saves).toEqual([]);

    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3000 });
    expect(saves[0]?.constantId).toBe(11);
    expect(saves[0]?.value).toBe('hi@x.io');
    expect((saves[0]?.at ?? 0) - lastKey).toBeGreaterThanOrEqual(TEXT_DEBOUNCE_MS - 20);
    expect(await screen.findByText('Correctly saved constant')).toBeInTheDocument();
    // The field shows what was stored.
    expect(field).toHaveValue('hi@x.io');
    await sleep(TEXT_DEBOUNCE_MS + 200);
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
    const user = userEvent.setup();
    const section = await openSection();
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
    const user = userEvent.setup();
    const section = await openSection();
    const json = within(section).getByRole('textbox', { name: 'Supported languages' });
    await user.clear(json);
    await user.type(json, 'en,fr');
    expect(
      await within(section).findByText('The value must be valid JSON', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(json).toHaveAttribute('aria-invalid', 'true');
    await sleep(200);
    expect(saves).toEqual([]);

    // Fixed, it is saved (JSON keeps its inner spaces, only trimmed) and the message goes.
    await user.clear(json);
    // '[[' types one '[' (user-event's escape)
    await user.type(json, '[["en", "fr"] ');
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3000 });
    expect(saves[0]).toMatchObject({ constantId: 15, value: '["en", "fr"]' });
    await waitFor(() =>
      expect(within(section).queryByText('The value must be valid JSON')).toBeNull(),
    );
    expect(json).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a decimal in an integer constant with the domain’s message', async () => {
    const saves = serve();
    const user = userEvent.setup();
    const section = await openSection();
    const field = within(section).getByRole('textbox', { name: 'Maximum items in a cart' });
    await user.clear(field);
    await user.type(field, '12.5');
    expect(
      await within(section).findByText('The value must be a whole number', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toEqual([]);
  });

  it('saves a decimal constant as typed', async () => {
    const saves = serve();
    const user = userEvent.setup();
    const section = await openSection();
    const field = within(section).getByRole('textbox', { name: 'Minimum order amount' });
    await user.clear(field);
    await user.type(field, '12.75');
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3000 });
    expect(saves[0]).toMatchObject({ constantId: 13, value: '12.75' });
  });

  it('saves the business picked for business_slug, and null for None', async () => {
    const saves = serve();
    const user = userEvent.setup();
    const section = await openSection();
    const picker = await within(section).findByRole('combobox', { name: 'Business' });
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
    const user = userEvent.setup();
    const section = await openSection();
    const picker = await within(section).findByRole('combobox', { name: 'Business' });
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
