import { expect, logIn, test } from './fixtures';
import { E2E_OWNER } from './playwright.config';

test('a wrong password shows the server’s message and stays on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a protected page sends a visitor to log in, then back where they were headed', async ({
  page,
}) => {
  await page.goto('/my-products/driver-app');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email', { exact: true }).fill(E2E_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my-products\/driver-app$/);
});

test('the session survives a reload and ends with Log out', async ({ page }) => {
  await logIn(page);
  await page.reload();
  await expect(page).toHaveURL(/\/my-products\/ordering-website/);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/my-products/customer-app');
  await expect(page).toHaveURL(/\/login/);
});
