import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
// The page's and the dialogs' code is imported with this file, not first when a test opens them.
import '../../components/mantine-modal';
import './menu-page';
import { renderApp } from '../../test/render-app';
import { failure } from '../../test/stub-server';
import { emptyImport, serveMenu } from './test-server';

// The menu editor (docs/product/screens.md#menu): categories and products in order, edited in
// place or in a dialog, copied from another business, exported and imported as CSV.

async function openMenu(options: Parameters<typeof serveMenu>[0] = {}) {
  const server = serveMenu(options);
  const user = userEvent.setup({ delay: null });
  renderApp('/businesses/7/menu');
  await screen.findByRole('heading', { level: 1, name: 'Menu' });
  return { server, user };
}

const section = (name: string) => screen.getByRole('region', { name });
const dialog = () => screen.findByRole('dialog');

describe('the menu editor', () => {
  it('shows the categories in order with their products, prices and sold-out ones', async () => {
    await openMenu();
    const pizzas = within(await screen.findByRole('region', { name: 'Pizzas' }));
    expect(pizzas.getByText('Margherita')).toBeInTheDocument();
    expect(pizzas.getByText('$10.50')).toBeInTheDocument();
    expect(pizzas.getByText('Sold out')).toBeInTheDocument();
    expect(pizzas.getByRole('switch', { name: 'Diavola available' })).not.toBeChecked();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Pizzas', 'Drinks']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says what to do on an empty menu, and adds a category', async () => {
    const { server, user } = await openMenu({ categories: [] });
    expect(
      await screen.findByText('No categories yet. Add your first category or import a CSV.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(screen.getByText('A category name must have 1 to 80 characters.')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'New category' }), '  Starters ');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Starters' })).toBeInTheDocument();
    expect(server.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/businesses/7/menu/categories',
      body: { name: 'Starters' },
    });
  });

  it('renames a category in place, Enter saving', async () => {
    const { server, user } = await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Rename Drinks' }));
    const field = screen.getByRole('textbox', { name: 'Name of Drinks' });
    await user.clear(field);
    await user.type(field, 'Soft drinks{Enter}');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Soft drinks' }),
    ).toBeInTheDocument();
    expect(server.writes()).toMatchObject([
      { method: 'PATCH', path: '/api/menu/categories/2', body: { name: 'Soft drinks' } },
    ]);
  });

  it('deletes a category with its products only when told to', async () => {
    const { server, user } = await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Delete Pizzas' }));
    const confirm = within(await dialog());
    expect(confirm.getByText(/This category has 2 products/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete with its products' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pizzas' })).toBeNull());
    expect(server.writes()).toMatchObject([{ method: 'DELETE', path: '/api/menu/categories/1' }]);
    expect(server.writes()[0]?.query.get('with_products')).toBe('true');
  });

  it('moves a category down with the keyboard and saves the new order', async () => {
    const { server, user } = await openMenu();
    const moveDown = await screen.findByRole('button', { name: 'Move Pizzas down' });
    moveDown.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Drinks',
        'Pizzas',
      ]),
    );
    expect(server.writes()).toMatchObject([
      { method: 'PUT', path: '/api/businesses/7/menu/categories/order', body: { ids: [2, 1] } },
    ]);
  });

  it('puts the order back and says so when saving it fails', async () => {
    const { user } = await openMenu({
      intercept: (r) => (r.method === 'PUT' ? failure(500, '') : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Move Diavola up' }));
    expect(
      await screen.findByText('The new order could not be saved. The previous order is back.'),
    ).toBeInTheDocument();
    const names = within(section('Pizzas'))
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByText(/Margherita|Diavola/)[0]?.textContent);
    expect(names).toEqual(['Margherita', 'Diavola']);
  });

  it('marks a product sold out with its switch', async () => {
    const { server, user } = await openMenu();
    await user.click(await screen.findByRole('switch', { name: 'Cola available' }));
    await waitFor(() =>
      expect(server.writes()).toMatchObject([
        { method: 'PATCH', path: '/api/menu/products/102', body: { available: false } },
      ]),
    );
    expect(await within(section('Drinks')).findByText('Sold out')).toBeInTheDocument();
  });

  it('shows the schema’s messages on the product’s fields and sends nothing', async () => {
    const { server, user } = await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Add product to Pizzas' }));
    const form = within(await dialog());
    await user.type(form.getByRole('textbox', { name: 'Price' }), '12.505');
    await user.click(form.getByRole('button', { name: 'Add option group' }));
    await user.clear(form.getByRole('textbox', { name: 'Maximum choices, Option group 1' }));
    await user.type(form.getByRole('textbox', { name: 'Maximum choices, Option group 1' }), '2');
    await user.clear(form.getByRole('textbox', { name: 'Minimum choices, Option group 1' }));
    await user.type(form.getByRole('textbox', { name: 'Minimum choices, Option group 1' }), '3');
    await user.click(form.getByRole('button', { name: 'Add product' }));
    expect(await form.findByText('Use at most two decimals.')).toBeInTheDocument();
    expect(form.getByText('A product name must have 1 to 120 characters.')).toBeInTheDocument();
    expect(
      form.getByText('An option group name must have 1 to 80 characters.'),
    ).toBeInTheDocument();
    expect(
      form.getByText('The minimum choices cannot be more than the maximum.'),
    ).toBeInTheDocument();
    expect(form.getByText('Add as many options as the maximum choices.')).toBeInTheDocument();
    expect(form.getByText('An option name must have 1 to 80 characters.')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('adds a product with an option group, sending cents', async () => {
    const { server, user } = await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Add product to Pizzas' }));
    const form = within(await dialog());
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Quattro formaggi');
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'Four cheeses.');
    await user.type(form.getByRole('textbox', { name: 'Price' }), '12.5');
    await user.click(form.getByRole('button', { name: 'Add option group' }));
    await user.type(form.getByRole('textbox', { name: 'Group name, Option group 1' }), 'Size');
    await user.clear(form.getByRole('textbox', { name: 'Minimum choices, Option group 1' }));
    await user.type(form.getByRole('textbox', { name: 'Minimum choices, Option group 1' }), '1');
    await user.type(form.getByRole('textbox', { name: 'Name, option 1 of group 1' }), 'Small');
    await user.click(form.getByRole('button', { name: 'Add option to Option group 1' }));
    await user.type(form.getByRole('textbox', { name: 'Name, option 2 of group 1' }), 'Large');
    const delta = form.getByRole('textbox', { name: 'Price change, option 2 of group 1' });
    await user.clear(delta);
    await user.type(delta, '+2.00');
    // Large first: the options' order is the customer's.
    await user.click(form.getByRole('button', { name: 'Move option 2 of group 1 up' }));
    await user.click(form.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/menu/categories/1/products',
        body: {
          name: 'Quattro formaggi',
          description: 'Four cheeses.',
          price: 1250,
          image: null,
          available: true,
          option_groups: [
            {
              name: 'Size',
              min_choices: 1,
              max_choices: 1,
              options: [
                { name: 'Large', price_delta: 200 },
                { name: 'Small', price_delta: 0 },
              ],
            },
          ],
          translations: {},
        },
      }),
    ]);
    expect(await within(section('Pizzas')).findByText('Quattro formaggi')).toBeInTheDocument();
  });

  it('edits a product, sending only what changed, and moves it to another category', async () => {
    const { server, user } = await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Edit Margherita' }));
    const form = within(await dialog());
    expect(form.getByRole('textbox', { name: 'Price' })).toHaveValue('10.50');
    await user.clear(form.getByRole('textbox', { name: 'Price' }));
    await user.type(form.getByRole('textbox', { name: 'Price' }), '11');
    await user.click(form.getByRole('combobox', { name: 'Category' }));
    await user.click(await form.findByRole('option', { name: 'Drinks', hidden: true }));
    await user.click(form.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(server.writes()).toMatchObject([
        { method: 'PATCH', path: '/api/menu/products/100', body: { price: 1100, category_id: 2 } },
      ]),
    );
    expect(Object.keys(server.writes()[0]?.body as object).sort()).toEqual([
      'category_id',
      'price',
    ]);
    expect(await within(section('Drinks')).findByText('Margherita')).toBeInTheDocument();
  });

  it('refuses an image that is not an https address, and asks before closing with changes', async () => {
    const { server, user } = await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Edit Cola' }));
    const form = within(await dialog());
    await user.type(form.getByRole('textbox', { name: 'Image address' }), 'http://cola.test/a.png');
    await user.click(form.getByRole('button', { name: 'Save product' }));
    expect(
      await form.findByText('The image must be an uploaded image or an https:// address.'),
    ).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Discard your changes?' }));
    await user.click(ask.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);
  });

  it('deletes a product after asking', async () => {
    const { server, user } = await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Delete Cola' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(screen.queryByText('Cola')).toBeNull());
    expect(server.writes()).toMatchObject([{ method: 'DELETE', path: '/api/menu/products/102' }]);
  });

  it('copies another business’s menu after warning that it replaces this one', async () => {
    const { server, user } = await openMenu();
    await user.click(await screen.findByRole('button', { name: 'Copy from another business' }));
    const copy = within(await dialog());
    await user.click(copy.getByRole('combobox', { name: 'Business to copy from' }));
    await user.click(
      await copy.findByRole('option', { name: 'Pizza Palace Uptown', hidden: true }),
    );
    expect(copy.getByText(/will replace this whole menu/)).toBeInTheDocument();
    await user.click(copy.getByRole('button', { name: 'Replace this menu' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Salads' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Pizzas' })).toBeNull();
    expect(server.writes()).toMatchObject([
      { method: 'POST', path: '/api/businesses/7/menu/copy', body: { from_business_id: 8 } },
    ]);
  });

  it('previews an import with its problems, and imports a file without any', async () => {
    let withErrors = true;
    const { server, user } = await openMenu({
      importAnswer: (isDryRun) => ({
        status: 200,
        body: {
          error: false,
          result: emptyImport({
            dry_run: isDryRun,
            added: { categories: [{ line: 4, name: 'Salads' }], products: [] },
            changed: {
              categories: [],
              products: [{ line: 2, category: 'Pizzas', name: 'Margherita', fields: ['price'] }],
            },
            removed: { categories: [], products: [{ category: 'Drinks', name: 'Cola' }] },
            unchanged: 1,
            errors: withErrors ? ['Line 3, price "12.505": Use at most two decimals.'] : [],
          }),
        },
      }),
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = () => new File(['category,product,price\n'], 'menu.csv', { type: 'text/csv' });
    await user.upload(input, file());
    const preview = within(await dialog());
    expect(
      await preview.findByText('Line 3, price "12.505": Use at most two decimals.'),
    ).toBeInTheDocument();
    expect(preview.getByText('Line 4: Salads')).toBeInTheDocument();
    expect(preview.getByText('Line 2: Margherita in Pizzas (price)')).toBeInTheDocument();
    expect(preview.getByText('Cola in Drinks')).toBeInTheDocument();
    expect(preview.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(server.uploads.map((u) => u.url)).toEqual([
      '/api/businesses/7/menu/import?dry_run=true',
    ]);
    await user.click(preview.getByRole('button', { name: 'Cancel' }));

    withErrors = false;
    await user.upload(input, new File(['x'], 'fixed.csv', { type: 'text/csv' }));
    const fixed = within(await screen.findByRole('dialog', { name: 'Import fixed.csv' }));
    await user.click(await fixed.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Menu imported.')).toBeInTheDocument();
    expect(server.uploads.map((u) => u.url)).toEqual([
      '/api/businesses/7/menu/import?dry_run=true',
      '/api/businesses/7/menu/import?dry_run=true',
      '/api/businesses/7/menu/import',
    ]);
    expect(server.uploads[2]?.form.get('file')).toBeInstanceOf(File);
  });

  it('lists the problems when the import itself is refused', async () => {
    const { user } = await openMenu({
      importAnswer: (isDryRun) =>
        isDryRun
          ? { status: 200, body: { error: false, result: emptyImport() } }
          : failure(400, 'Line 2, price "x": Write the price as a number.'),
    });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], 'menu.csv', { type: 'text/csv' }));
    const preview = within(await dialog());
    expect(await preview.findByText('The file changes nothing.')).toBeInTheDocument();
    await user.click(preview.getByRole('button', { name: 'Import' }));
    expect(
      await preview.findByText('Line 2, price "x": Write the price as a number.'),
    ).toBeInTheDocument();
    expect(preview.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('exports the menu as a CSV file with the session', async () => {
    const { server, user } = await openMenu();
    // Spies, not URL's own methods replaced: URL is the worker's, shared with the files after this.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:menu');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = server.requests.find((r) => r.path.endsWith('/menu/export'));
    expect(exported?.method).toBe('GET');
    const init = server.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/export'))?.[1];
    expect(init?.headers?.authorization).toMatch(/^Bearer /);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('pizza-palace-menu.csv');
  });

  it('says when the menu cannot be loaded, and tries again', async () => {
    let isDown = true;
    serveMenu({
      intercept: (r) =>
        r.path === '/api/businesses/7/menu' && isDown ? 'network-error' : undefined,
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses/7/menu');
    expect(await screen.findByText('The menu could not be loaded')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Pizzas' })).toBeInTheDocument();
  });
});
