import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, tokenOf } from './fixtures';
import { ALL_WEEK, ownerApi, tomorrowInUtc } from './ordering-api';
import { E2E_PORT } from './playwright.config';

// Ordering tells the truth (docs/product/website.md#orders): options chosen and priced, the delivery
// fee charged, the minimum asked for, opening hours kept. Each journey makes a business of its own
// through the console's API (hours built from the current instant, so nothing depends on the time
// of day) and takes it off the website at the end, leaving the demo's as the other journeys expect.

const site = (path = '/') => `http://demo.localhost:${E2E_PORT}${path}`;
const unique = () => randomBytes(3).toString('hex');

/** The checkout's order types popup: the first type (delivery), or the one at `index`. */
const chooseType = (page: Page, index: number) =>
  page.getByRole('dialog').getByRole('listitem').nth(index).getByRole('button').click();

test('a customer chooses an option, has it delivered, and is charged the delivery fee', async ({
  page,
  ownerSession,
}) => {
  const api = ownerApi(page.request, tokenOf(ownerSession));
  const business = await api.createBusiness(
    {
      name: `Fee Kitchen ${unique()}`,
      time_zone: 'UTC',
      hours: ALL_WEEK,
      order_types: ['delivery', 'pickup'],
      delivery_fee: 299,
      minimum_order: 1500,
      delivery_minutes: 30,
      pickup_minutes: 10,
    },
    [
      {
        name: 'Stone pizza',
        price: 1000,
        option_groups: [
          {
            name: 'Size',
            min_choices: 1,
            max_choices: 1,
            options: [
              { name: 'Small', price_delta: 0 },
              { name: 'Large', price_delta: 400 },
            ],
          },
        ],
      },
    ],
  );
  try {
    // A size must be chosen: the menu sends the customer to the product's page.
    await page.goto(site(`/store/${business.slug}`));
    await page.getByRole('link', { name: 'Choose options for Stone pizza' }).click();
    const add = page.getByRole('button', { name: /^Add Stone pizza to cart/ });
    await add.click();
    await expect(page.getByRole('alert')).toHaveText('Choose 1 for Size.');
    await page.getByRole('radio', { name: 'Large +$4.00' }).check();
    await expect(add).toHaveAccessibleName('Add Stone pizza to cart · $14.00');
    await add.click();
    await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();

    // On a phone the cart stays a tap away at the bottom, and the footer's last line is above it.
    const size = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 400 });
    const bar = page.getByRole('button', { name: 'View cart · 1 item · $14.00' });
    await expect(bar).toBeVisible();
    // Scrolled to the very end of a page taller than the screen.
    const scrolled = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(0);
    const footerEnd = await page
      .locator('.site-footer')
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    const barTop = (await bar.boundingBox())?.y ?? 0;
    expect(footerEnd).toBeLessThanOrEqual(barTop);
    if (size) await page.setViewportSize(size);
    await expect(bar).toBeHidden();

    await page.goto(site('/checkout'));
    await chooseType(page, 0);
    const address = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await address.getByLabel('Address', { exact: true }).fill('1 Main Street');
    await address.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.locator('.checkout-fee')).toHaveText('Delivery fee $2.99');
    await expect(page.locator('.checkout-total')).toHaveText('Total $16.99');
    // $14.00 of a $15.00 minimum: nothing is placed until the cart has more.
    await expect(page.getByText('Add $1.00 more to reach the $15.00 minimum.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await page.getByRole('button', { name: /Cart, 1 item/ }).click();
    await page.getByRole('button', { name: 'One more Stone pizza, Large' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.checkout-total')).toHaveText('Total $30.99');
    await expect(page.getByText(/more to reach/)).toHaveCount(0);

    await page.getByLabel('Name').fill('Dee Livery');
    await page.getByLabel('Phone').fill('+1 555 0177');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{16,}$/);
    // The server's lines: the option with its price change, the fee, the total.
    const lines = page.getByRole('table');
    await expect(lines.getByRole('row', { name: /Stone pizza/ })).toHaveText(
      'Stone pizzaLarge (+$4.00)2$28.00',
    );
    await expect(lines.getByRole('row', { name: /^Delivery fee/ })).toHaveText('Delivery fee$2.99');
    await expect(lines.getByRole('row', { name: /^Total/ })).toHaveText('Total$30.99');
  } finally {
    await api.archive(business);
  }
});

test('a closed business refuses an order for now and takes one for later', async ({
  page,
  ownerSession,
}) => {
  const api = ownerApi(page.request, tokenOf(ownerSession));
  const name = `Tomorrow Bakery ${unique()}`;
  const business = await api.createBusiness(
    {
      name,
      time_zone: 'UTC',
      hours: { [tomorrowInUtc()]: [{ open: '10:00', close: '12:00' }] },
      order_types: ['pickup'],
      pickup_minutes: 10,
    },
    [{ name: 'Day bread', price: 500 }],
  );
  try {
    await page.goto(site(`/store/${business.slug}`));
    // For now: refused by the server (asked from the site's page), in the words the checkout shows.
    const refusal = await page.evaluate(
      async (order) => {
        const response = await fetch('/_site/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(order),
        });
        return { status: response.status, body: await response.json() };
      },
      {
        business_slug: business.slug,
        order_type: 'pickup',
        items: [{ product_id: business.productIds[0], quantity: 1 }],
        customer: { name: 'Early Bird', phone: '+1 555 0188', address: '' },
      },
    );
    const closed = `${name} is closed now. It opens tomorrow at 10:00.`;
    expect(refusal).toEqual({ status: 400, body: { error: true, result: [closed] } });

    await expect(page.locator('.opening').first()).toHaveText('Closed · Opens tomorrow at 10:00');
    await page.getByRole('button', { name: 'Add Day bread to cart' }).click();
    await page.goto(site('/checkout'));
    // Pickup is the only type it takes.
    await chooseType(page, 0);
    await expect(page.getByRole('radio', { name: 'As soon as possible' })).toBeDisabled();
    await expect(page.getByText(closed)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
    const time = page.getByRole('combobox', { name: 'Time' });
    const second = time.getByRole('option').nth(1);
    const label = (await second.textContent()) ?? '';
    expect(label).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, 10:15$/);
    await time.selectOption({ label });
    await page.getByLabel('Name').fill('Early Bird');
    await page.getByLabel('Phone').fill('+1 555 0188');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{16,}$/);
    await expect(page.locator('.order-scheduled')).toHaveText(
      `Scheduled for ${label.replace(', ', ' at ')}`,
    );
  } finally {
    await api.archive(business);
  }
});
