import type { Page } from '@playwright/test';
import { expect, test, tokenOf } from './fixtures';

// The Businesses pages (docs/product/screens.md#businesses), on the shared server: a business of
// this journey's own, with a name no other journey searches for, is added, edited and archived.
// It is added unpublished, so that the website's journeys never meet it, and the demo businesses
// are never changed.

const uniqueName = () =>
  `Journey Diner ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** The page's form field of that name (exact, so 'Name' is not 'Search businesses'). */
const field = (page: Page, name: string) =>
  page.getByRole('main').getByRole('textbox', { name, exact: true });

test('a new business is added, edited and archived, and the list finds it each time', async ({
  ownerPage: page,
  ownerSession,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName();
  const slug = name.toLowerCase().replaceAll(' ', '-');

  // From the menu to the list, then to the empty form.
  await page.goto('/my-products/ordering-website');
  await page
    .getByRole('navigation', { name: 'My products' })
    .getByRole('link', { name: 'Businesses' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Businesses' })).toBeVisible();
  await page.getByRole('link', { name: 'Add business' }).first().click();
  await expect(page).toHaveURL(/\/businesses\/new$/);

  // Identity: the address follows the name; off the website until it is ready.
  await field(page, 'Name').fill(name);
  await expect(field(page, 'Web address')).toHaveValue(slug);
  await expect(page.getByText(new RegExp(`Your address will be .*/store/${slug}$`))).toBeVisible();
  await page.getByRole('switch', { name: 'Published' }).uncheck();
  // Hours: Monday lunch, and a holiday.
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await page.getByLabel('Opens, Monday (1)', { exact: true }).fill('11:00');
  await page.getByLabel('Closes, Monday (1)', { exact: true }).fill('15:30');
  await page.getByRole('button', { name: 'Add a closed date' }).click();
  await page.getByLabel('Closed date 1', { exact: true }).fill('2031-12-25');
  // Ordering: more than two decimals is refused in the field, two are fine.
  await field(page, 'Delivery fee').fill('4.755');
  await field(page, 'Delivery fee').blur();
  await expect(page.getByText('Use at most two decimals.')).toBeVisible();
  await field(page, 'Delivery fee').fill('4.75');

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/businesses'),
  );
  await page.getByRole('button', { name: 'Add business' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/businesses\/\d+$/);
  const businessId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText('The business is added.')).toBeVisible();
  await expect(page.getByText('Unpublished', { exact: true })).toBeVisible();

  // Edit: a cuisine and a minimum order; kept after a reload.
  const cuisines = page.getByRole('combobox', { name: 'Cuisines' });
  await cuisines.fill('Diner');
  await cuisines.press('Enter');
  await field(page, 'Minimum order').fill('15');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.reload();
  await expect(field(page, 'Minimum order')).toHaveValue('15.00');
  await expect(field(page, 'Delivery fee')).toHaveValue('4.75');
  await expect(page.getByLabel('Opens, Monday (1)', { exact: true })).toHaveValue('11:00');
  await expect(page.getByLabel('Closed date 1', { exact: true })).toHaveValue('2031-12-25');
  await expect(page.getByRole('main').getByText('Diner', { exact: true })).toBeVisible();

  // The list finds it by name, with its cuisine and status.
  await page.getByRole('main').getByRole('link', { name: 'Businesses' }).click();
  await page.getByRole('searchbox', { name: 'Search businesses' }).fill(name);
  await expect(page).toHaveURL(/[?&]q=Journey/);
  const list = page.getByRole('list', { name: 'Businesses' });
  const row = list.getByRole('listitem').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Unpublished')).toBeVisible();
  await expect(row.getByText('Diner', { exact: true })).toBeVisible();

  // Archive, after the question; the Archived side lists it, the Active side no longer does.
  await row.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Archive ${name}?` });
  await expect(dialog).toContainText('Its orders are kept.');
  await dialog.getByRole('button', { name: 'Archive business' }).click();
  await expect(page.getByText(`${name} is archived.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore', exact: true })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Businesses' }).click();
  await expect(page).toHaveURL(/[?&]q=Journey/);
  await expect(list.getByRole('link', { name })).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Archived').click();
  await expect(page).toHaveURL(/[?&]status=archived/);
  await expect(list.getByRole('link', { name })).toBeVisible();

  // As the API has it: archived, unpublished, the amounts in cents.
  const api = await page.request.get(`/api/businesses/${businessId}`, {
    headers: { authorization: `Bearer ${tokenOf(ownerSession)}` },
  });
  expect((await api.json()).result).toMatchObject({
    name,
    slug,
    archived: true,
    published: false,
    delivery_fee: 475,
    minimum_order: 1500,
    cuisines: ['Diner'],
    hours: { mon: [{ open: '11:00', close: '15:30' }] },
    closed_dates: ['2031-12-25'],
  });
});
