import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, tokenOf } from './fixtures';
import { ALL_WEEK, ownerApi } from './ordering-api';
import { E2E_PORT } from './playwright.config';

// Details of the storefront a customer notices (docs/product/website.md): the franchise's banner
// seen whole, icons drawn rather than typed, and a checkout that says what it is waiting for.

const site = (path = '/') => `http://demo.localhost:${E2E_PORT}${path}`;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

/**
 * The text of every decoration hidden from screen readers that is a symbol character (emoji and
 * the like): these come from the visitor's fonts and show as an empty box where none has them.
 */
const typedIcons = (page: Page) =>
  page
    .locator('[aria-hidden="true"]')
    .evaluateAll((icons) =>
      icons.map((icon) => icon.textContent ?? '').filter((text) => /\p{So}/u.test(text)),
    );

test('the franchise website shows its banner whole, the card beside it and not over it', async ({
  page,
}) => {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(`http://demo-franchise.localhost:${E2E_PORT}/`);
    const banner = page.locator('.hero-image img');
    const card = page.locator('.hero-text');
    await expect(card.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const [image, text] = [await banner.boundingBox(), await card.boundingBox()];
    if (!image || !text) throw new Error('no banner or card');
    const overlaps =
      image.x < text.x + text.width &&
      text.x < image.x + image.width &&
      image.y < text.y + text.height &&
      text.y < image.y + image.height;
    expect(overlaps, `at ${size.width} px the card covers the banner`).toBe(false);
    expect(image.x).toBeGreaterThanOrEqual(0);
    expect(image.x + image.width).toBeLessThanOrEqual(size.width);
    // Drawn whole: not cropped to fill a box of other proportions.
    const fit = await banner.evaluate((img: HTMLImageElement) => getComputedStyle(img).objectFit);
    expect(fit, `at ${size.width} px`).toBe('contain');
  }
});

test('a delivery order without an address: the address popup says why and puts the cursor in the field; no icon is a typed symbol', async ({
  page,
  ownerSession,
}) => {
  const api = ownerApi(page.request, tokenOf(ownerSession));
  const business = await api.createBusiness(
    {
      name: `Icon Kitchen ${randomBytes(3).toString('hex')}`,
      time_zone: 'UTC',
      hours: ALL_WEEK,
      order_types: ['delivery'],
      delivery_fee: 0,
      minimum_order: 0,
      delivery_minutes: 30,
    },
    [{ name: 'Plain soup', price: 700 }],
  );
  try {
    await page.goto(site('/'));
    expect(await typedIcons(page), 'home').toEqual([]);
    await page.goto(site(`/store/${business.slug}`));
    expect(await typedIcons(page), 'business page').toEqual([]);
    await page.getByRole('button', { name: 'Add Plain soup to cart' }).click();
    await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();

    await page.goto(site('/checkout'));
    await page.getByRole('dialog').getByRole('listitem').first().getByRole('button').click();
    const popup = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await expect(popup).toBeVisible();
    // Opened by choosing delivery: nothing is wrong yet.
    await expect(popup.getByRole('alert')).toHaveCount(0);
    expect(await typedIcons(page), 'checkout and address popup').toEqual([]);
    await expect(page.getByRole('img', { name: 'Map of where your order goes' })).toHaveText('');
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(popup).toBeHidden();

    await page.getByLabel('Name').fill('Ada Dress');
    await page.getByLabel('Phone').fill('+1 555 0166');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('alert')).toHaveText(
      'Add the delivery address to place this order.',
    );
    const field = popup.getByLabel('Address', { exact: true });
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(
      'Add the delivery address to place this order.',
    );
    await field.fill('5 Side Street');
    await popup.getByRole('button', { name: 'Use this address' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByText('5 Side Street')).toBeVisible();
  } finally {
    await api.archive(business);
  }
});
