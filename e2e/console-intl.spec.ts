import { randomBytes } from 'node:crypto';
import { expect, test, tokenOf } from './fixtures';
import { E2E_PORT } from './playwright.config';
import { joinAsMember, removeMember } from './team-member';

// Prices in the console's language (docs/product/menus.md#money): a member who reads Spanish types
// a price as 12,50 and reads it back as 12,50 US$, stored as 1250 cents; switched to Arabic, the
// same price is written again at once, with Latin digits. The member and the business are the
// journey's own (the business unpublished, so no other journey meets it); the member is removed at
// the end, their language back to English first.

const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });

test('a price typed and read in Spanish, written again in Arabic with Latin digits', async ({
  page,
  ownerSession,
}) => {
  test.setTimeout(90_000);
  const ownerToken = tokenOf(ownerSession);
  const member = await joinAsMember(page.request, ownerToken, {
    name: 'Elena Intl',
    password: 'elena-own-password',
    language: 'es',
  });
  try {
    const business = await page.request.post('/api/businesses', {
      headers: headersOf(ownerToken),
      data: { name: `Intl ${randomBytes(3).toString('hex')}`, published: false, time_zone: 'UTC' },
    });
    expect(business.ok(), await business.text()).toBe(true);
    const businessId = (await business.json()).result.id as number;
    const category = await page.request.post(`/api/businesses/${businessId}/menu/categories`, {
      headers: headersOf(ownerToken),
      data: { name: 'Pizzas' },
    });
    expect(category.ok(), await category.text()).toBe(true);

    await page.context().setStorageState({
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${E2E_PORT}`,
          localStorage: [
            { name: 'oc.token', value: member.token },
            { name: 'oc.language', value: 'es' },
          ],
        },
      ],
    });
    await page.goto(`/businesses/${businessId}/menu`);
    await page.getByRole('button', { name: 'Agregar producto a Pizzas' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Margarita');
    await form.getByRole('textbox', { name: 'Precio' }).fill('12,50');
    const stored = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Agregar producto' }).click();
    const created = (await (await stored).json()).result as { price: number };
    expect(created.price).toBe(1250);
    const pizzas = page.getByRole('region', { name: 'Pizzas' });
    await expect(pizzas.getByText('12,50\u00a0US$')).toBeVisible();

    // Opened again, the field shows the price as Spanish writes it.
    await pizzas.getByRole('button', { name: 'Editar Margarita' }).click();
    await expect(form.getByRole('textbox', { name: 'Precio' })).toHaveValue('12,50');
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);

    // Arabic from the header: the same price, written again without a reload, in Latin digits.
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(pizzas.getByText('\u200f12.50\u00a0US$')).toBeVisible();
  } finally {
    await removeMember(page.request, ownerToken, member);
  }
});
