import { MESSAGES } from '@oc/domain/messages/messages';
import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../components/mantine-modal';
import './menu-page';
import { fill } from '../../test/fill';
import { SITE } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { ok } from '../../test/stub-server';
import { pizzaMenu, productOf, serveMenu } from './test-server';

// A product's name and description in the ordering website's other languages
// (docs/product/website.md#languages): optional, one of each per language besides the default,
// written in the product's dialog and saved with the rest of it.

/** The menu editor of business 7, its ordering website speaking `languages` (default first). */
async function openMenu(languages: TSiteLanguage[]) {
  const [pizzas, drinks] = pizzaMenu();
  if (!pizzas || !drinks) throw new Error('the pizza menu has two categories');
  pizzas.products[0] = productOf({ translations: { es: { name: 'Margarita' } } });
  const server = serveMenu({
    categories: [pizzas, drinks],
    intercept: ({ path }) =>
      /^\/api\/sites\/\d+$/.test(path) ? ok({ ...SITE, languages }) : undefined,
  });
  const user = userEvent.setup({ delay: null });
  renderApp('/businesses/7/menu');
  await screen.findByRole('heading', { level: 1, name: 'Menu' });
  return { server, user };
}

describe('a product in the website’s other languages', () => {
  it('shows the saved versions and sends only the ones changed', async () => {
    const { server, user } = await openMenu(['en', 'es', 'fr']);
    await user.click(await screen.findByRole('button', { name: 'Edit Margherita' }));
    const form = within(await screen.findByRole('dialog'));
    expect(await form.findByRole('textbox', { name: 'Name (Español)' })).toHaveValue('Margarita');
    expect(form.queryByRole('textbox', { name: 'Name (English)' })).toBeNull();
    await fill(
      user,
      form.getByRole('textbox', { name: 'Description (Français)' }),
      'Tomate, basilic.',
    );
    await user.click(form.getByRole('button', { name: 'Save product' }));

    await waitFor(() =>
      expect(server.writes()).toEqual([
        expect.objectContaining({
          method: 'PATCH',
          path: '/api/menu/products/100',
          body: {
            translations: {
              es: { name: 'Margarita' },
              fr: { description: 'Tomate, basilic.' },
            },
          },
        }),
      ]),
    );
  });

  it('refuses a description longer than the product’s may be, and sends nothing', async () => {
    const { server, user } = await openMenu(['en', 'es']);
    await user.click(await screen.findByRole('button', { name: 'Edit Cola' }));
    const form = within(await screen.findByRole('dialog'));
    await fill(
      user,
      await form.findByRole('textbox', { name: 'Description (Español)' }),
      'a'.repeat(1001),
    );
    await user.click(form.getByRole('button', { name: 'Save product' }));

    expect(await form.findByText(MESSAGES.MENU_TRANSLATED_DESCRIPTION)).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('adds a product with its Spanish name', async () => {
    const { server, user } = await openMenu(['en', 'es']);
    await user.click(await screen.findByRole('button', { name: 'Add product to Drinks' }));
    const form = within(await screen.findByRole('dialog'));
    await fill(user, form.getByRole('textbox', { name: 'Name' }), 'Lemonade');
    await fill(user, form.getByRole('textbox', { name: 'Price' }), '3');
    await fill(user, form.getByRole('textbox', { name: 'Name (Español)' }), 'Limonada');
    await user.click(form.getByRole('button', { name: 'Add product' }));

    await waitFor(() =>
      expect(server.writes()).toEqual([
        expect.objectContaining({
          method: 'POST',
          path: '/api/menu/categories/2/products',
          body: expect.objectContaining({
            name: 'Lemonade',
            translations: { es: { name: 'Limonada' } },
          }),
        }),
      ]),
    );
  });
});
