import type { Page } from '@playwright/test';
import { expect, test, tokenOf } from './fixtures';
import { ownerApi } from './ordering-api';
import { E2E_PORT } from './playwright.config';

// The cart and the checkout in the page's language (docs/product/website.md#languages): the words
// the page script draws come with the page, so a Spanish page stays Spanish once it runs, and the
// order goes out in Spanish; an Arabic checkout writes its money with Latin digits.

const site = (path = '/') => `http://demo.localhost:${E2E_PORT}${path}`;
const STORE = '/store/pizza-palace';

/** A product without options goes straight into the cart: the first 'Add to cart' of the store. */
async function addToCart(page: Page, language: 'es' | 'ar') {
  await page.goto(site(`/${language}${STORE}`));
  await page.locator('button.add-to-cart').first().click();
  await expect(page.locator('.cart-count').first()).toHaveText('1');
}

test('a Spanish customer orders through a checkout in Spanish', async ({ page, ownerSession }) => {
  await ownerApi(page.request, tokenOf(ownerSession)).whileOrderable('pizza-palace', async () => {
    await addToCart(page, 'es');
    await expect(page.getByRole('button', { name: 'Carrito, 1 producto' })).toBeVisible();

    await page.goto(site('/es/checkout'));
    // The owner typed no words for the order types: the defaults, in Spanish.
    const popup = page.getByRole('dialog', { name: '¿Cómo quieres tu pedido?' });
    await expect(popup.getByRole('heading', { level: 3 }).first()).toHaveText(
      'Entrega a domicilio',
    );
    await popup.getByRole('button', { name: 'Lo recojo yo' }).click();
    await expect(page.getByText('Recoger en tienda')).toBeVisible();
    await expect(page.locator('.checkout-total')).toHaveText(/^Total\s+\d+,\d{2}\sUS\$$/);
    await expect(page.getByRole('radio', { name: 'Lo antes posible' })).toBeChecked();
    await page.getByLabel('Nombre').fill('Ana Cliente');
    await page.getByLabel('Teléfono').fill('+52 55 0100 0000');
    await page.getByRole('button', { name: 'Hacer pedido' }).click();
    await expect(page).toHaveURL(/\/es\/orders\/[A-Za-z0-9_-]{16,}$/);
  });
});

test('an Arabic checkout: its words, and its money with Latin digits', async ({ page }) => {
  await addToCart(page, 'ar');
  // The button shows the count: its name says it too.
  await expect(page.getByRole('button', { name: 'السلة، 1 منتج' })).toBeVisible();
  await page.goto(site('/ar/checkout'));
  await expect(page.getByRole('dialog', { name: 'كيف تريد استلام طلبك؟' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'بياناتك' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إرسال الطلب' })).toBeVisible();
  await expect(page.locator('.checkout-total')).toHaveText(/^الإجمالي\s+\u200f?\d+\.\d{2}\sUS\$$/);
  await expect(page.locator('.checkout')).not.toContainText(/Place order|Your details|Total/);
});
