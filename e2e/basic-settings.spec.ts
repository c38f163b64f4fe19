import { expect, test } from './fixtures';
import { E2E_PORT } from './playwright.config';

// These journeys change the shared demo project, so they run one after the other.
test.describe.configure({ mode: 'serial' });

const settings = (slug: string) => `/my-products/${slug}/settings?tab=basic`;

test('website: change the name and a colour, save, and find them after a reload', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('ordering-website'));
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('Demo Eats Downtown');
  // Enter finishes the value; it does not save the whole tab.
  await name.press('Enter');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(page.getByText('Your changes are saved.')).toHaveCount(0);
  const button = page.getByLabel('Primary button colour');
  await button.fill('#AA3300');
  await button.press('Tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Demo Eats Downtown');
  await expect(page.getByLabel('Primary button colour')).toHaveValue('#AA3300');
  await expect(page.getByText(`http://demo.localhost:${E2E_PORT}`).first()).toBeVisible();
});

test('website: single store picks a business found by a server search', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('ordering-website'));
  await page.getByLabel('Single store (one business)').check();
  const picker = page.getByRole('combobox', { name: 'Business' });
  // 'Without business' leaves a single store nothing to show: said at the picker, nothing saved.
  await expect(picker).toHaveValue('Without business');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(picker).toHaveAccessibleDescription(
    'Choose the business your single-store website shows, or switch to Marketplace.',
  );
  await expect(page.getByText('Your changes are saved.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Marketplace (all your businesses)')).toBeChecked();
  await page.getByLabel('Single store (one business)').check();
  await picker.click();
  await picker.fill('sushi');
  await page.getByRole('option', { name: 'Sushi Corner' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Single store (one business)')).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Business' })).toHaveValue('Sushi Corner');
});

test('website: an empty name is refused in the Ordering alert and nothing is saved', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('ordering-website'));
  const before = await page.getByLabel('Name', { exact: true }).inputValue();
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ordering' });
  await expect(dialog).toContainText('The name must have 1 to 255 characters.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(before);
});

test('franchise: no website theme; dashboard: Save appears only with a change', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('franchise-website'));
  await expect(page.getByRole('region', { name: 'Franchise settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Website theme' })).toHaveCount(0);

  await page.goto(settings('dashboard'));
  await expect(page.getByRole('region', { name: 'Dashboard theme settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  // The dashboard is this console: its address opens the console, no website 404; it offers no
  // custom domain form it would refuse, and no website type.
  await expect(page.getByText('The dashboard is this console', { exact: false })).toBeVisible();
  const address = page.getByRole('link', { name: `http://localhost:${E2E_PORT}` });
  const opened = await page.request.get((await address.getAttribute('href')) as string);
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toContain('<div id="root">');
  await expect(page.getByRole('button', { name: /custom domain/ })).toHaveCount(0);
  await expect(page.getByText('The dashboard has no custom domain of its own')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Website theme' })).toHaveCount(0);
  await page.getByLabel('Description').fill('The console of Demo Eats, refreshed.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('two tabs on the same site: the second save of the same field gets the conflict message and keeps its input', async ({
  ownerPage: first,
  ownerSession,
  browser,
}) => {
  // Another tab of the same browser: the same session.
  const second = await (await browser.newContext({ storageState: ownerSession })).newPage();
  await first.goto(settings('franchise-website'));
  await second.goto(settings('franchise-website'));
  await expect(second.getByLabel('Background colour', { exact: true })).toBeVisible();

  const mine = first.getByLabel('Background colour', { exact: true });
  await mine.fill('#101010');
  await mine.press('Tab');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByText('Your changes are saved.')).toBeVisible();

  const theirs = second.getByLabel('Background colour', { exact: true });
  await theirs.fill('#202020');
  await theirs.press('Tab');
  await second.getByRole('button', { name: 'Save' }).click();
  const dialog = second.getByRole('dialog', { name: 'Ordering' });
  await expect(dialog).toContainText('changed in another tab or by someone else');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(theirs).toHaveValue('#202020');
  await second.context().close();
});

test('dashboard: a new primary colour restyles the console right after saving', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('dashboard'));
  const colour = page.getByLabel('Primary button colour');
  await colour.fill('#AA0055');
  await colour.press('Tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
  // No reload: another page's primary button already wears the new colour.
  await page.getByRole('navigation').getByRole('link', { name: 'Customer app' }).click();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCSS(
    'background-color',
    'rgb(170, 0, 85)',
  );
});
