import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, tokenOf } from './fixtures';
import { ownerApi } from './ordering-api';
import { E2E_PORT } from './playwright.config';

// The whole story of a new restaurant (docs/product/screens.md#businesses, docs/product/website.md):
// the owner adds it in the console with its hours and delivery fee, unpublished, writes a menu of
// two categories with a size to choose, looks at it in the console's preview before anyone else
// can, publishes it, and a customer orders it on the website with an option and pays the fee.
// The business is archived at the end, so the website's other journeys never meet it.

const site = (path = '/') => `http://demo.localhost:${E2E_PORT}${path}`;

/** The page's form field of that name (exact, so 'Name' is not 'Search businesses'). */
const field = (page: Page, name: string) =>
  page.getByRole('main').getByRole('textbox', { name, exact: true });

test('a business made in the console is previewed, published, and takes an order with its fee', async ({
  ownerPage: page,
  ownerSession,
}) => {
  test.setTimeout(150_000);
  const name = `Harbour Noodles ${randomBytes(3).toString('hex')}`;
  const slug = name.toLowerCase().replaceAll(' ', '-');
  let businessId = 0;
  try {
    // The business, open every day, with a $2.50 delivery fee, not yet on the website.
    await page.goto('/businesses/new');
    await field(page, 'Name').fill(name);
    await page.getByRole('switch', { name: 'Published' }).uncheck();
    await page.getByRole('button', { name: 'Add hours on Monday' }).click();
    await page.getByLabel('Opens, Monday (1)', { exact: true }).fill('00:00');
    await page.getByLabel('Closes, Monday (1)', { exact: true }).fill('23:59');
    await page.getByRole('button', { name: 'Copy Monday to all days' }).click();
    await expect(page.getByLabel('Closes, Sunday (1)', { exact: true })).toHaveValue('23:59');
    await field(page, 'Delivery fee').fill('2.50');
    await page.getByRole('button', { name: 'Add business' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    businessId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(businessId).toBeGreaterThan(0);

    // Its menu: noodles with a size to choose, and a drink.
    await page.getByRole('link', { name: 'Edit the menu' }).click();
    const newCategory = page.getByRole('textbox', { name: 'New category' });
    for (const category of ['Noodles', 'Drinks']) {
      await newCategory.fill(category);
      await page.getByRole('button', { name: 'Add category' }).click();
      await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
    }
    const form = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Add product to Noodles' }).click();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Beef noodles');
    await form.getByRole('textbox', { name: 'Price' }).fill('12.00');
    await form.getByRole('button', { name: 'Add option group' }).click();
    await form.getByRole('textbox', { name: 'Group name, Option group 1' }).fill('Size');
    await form.getByRole('textbox', { name: 'Minimum choices, Option group 1' }).fill('1');
    await form.getByRole('textbox', { name: 'Name, option 1 of group 1' }).fill('Regular');
    await form.getByRole('button', { name: 'Add option to Option group 1' }).click();
    await form.getByRole('textbox', { name: 'Name, option 2 of group 1' }).fill('Large');
    await form.getByRole('textbox', { name: 'Price change, option 2 of group 1' }).fill('+2.00');
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add product to Drinks' }).click();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Iced tea');
    await form.getByRole('textbox', { name: 'Price' }).fill('3');
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Drinks' }).getByText('$3.00')).toBeVisible();

    // The preview shows it as customers will see it, though nobody else can yet.
    await page.getByRole('button', { name: 'Preview' }).click();
    const panel = page.getByRole('dialog', { name: `Preview: ${name}` });
    await expect(panel.getByText(/Only you see this/)).toBeVisible();
    const preview = panel.frameLocator(`iframe[title="${name} on your website"]`);
    await expect(preview.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Noodles', exact: true })).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Iced tea', exact: true })).toBeVisible();
    await expect(preview.getByText('Delivery $2.50')).toBeVisible();
    // A visitor without the preview's link finds nothing there yet.
    const visitor = await page.context().newPage();
    expect((await visitor.goto(site(`/store/${slug}`)))?.status()).toBe(404);
    await visitor.close();
    await panel.getByRole('button', { name: 'Close the preview' }).click();

    // Published from its page: now on the website for everyone.
    await page.getByRole('link', { name: new RegExp(`Back to ${name}`) }).click();
    await page.getByRole('switch', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();

    // A customer: large noodles and a tea, delivered, charged the fee.
    await page.goto(site(`/store/${slug}`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Add Iced tea to cart' }).click();
    await page.getByRole('link', { name: 'Choose options for Beef noodles' }).click();
    await page.getByRole('radio', { name: 'Large +$2.00' }).check();
    await page.getByRole('button', { name: /^Add Beef noodles to cart/ }).click();
    await expect(page.getByRole('button', { name: /Cart, 2 items/ })).toBeVisible();
    await page.goto(site('/checkout'));
    await page.getByRole('dialog').getByRole('listitem').nth(0).getByRole('button').click();
    const address = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await address.getByLabel('Address', { exact: true }).fill('4 Harbour Road');
    await address.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.locator('.checkout-fee')).toHaveText('Delivery fee $2.50');
    await expect(page.locator('.checkout-total')).toHaveText('Total $19.50');
    await page.getByLabel('Name').fill('Noa Customer');
    await page.getByLabel('Phone').fill('+1 555 0123');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{16,}$/);
    const lines = page.getByRole('table');
    await expect(lines.getByRole('row', { name: /Beef noodles/ })).toHaveText(
      'Beef noodlesLarge (+$2.00)1$14.00',
    );
    await expect(lines.getByRole('row', { name: /^Delivery fee/ })).toHaveText('Delivery fee$2.50');
    await expect(lines.getByRole('row', { name: /^Total/ })).toHaveText('Total$19.50');
  } finally {
    if (businessId) await ownerApi(page.request, tokenOf(ownerSession)).archive({ id: businessId });
  }
});
