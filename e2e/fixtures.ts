import { test as base, expect, type Page } from '@playwright/test';
import { E2E_OWNER } from './playwright.config';

/** Logs in through the real login page, as a person would. */
export async function logIn(page: Page, next = '/my-products/ordering-website') {
  await page.goto(`/login`);
  await page.getByLabel('Email', { exact: true }).fill(E2E_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my-products\//);
  if (!page.url().endsWith(next)) await page.goto(next);
}

export const test = base.extend<{ ownerPage: Page }>({
  ownerPage: async ({ page }, use) => {
    await logIn(page);
    await use(page);
  },
});

export { expect };

export const PRODUCTS = [
  { slug: 'ordering-website', code: 'web_ordering', kind: 'web' },
  { slug: 'franchise-website', code: 'web_franchise', kind: 'web' },
  { slug: 'dashboard', code: 'web_dashboard', kind: 'web' },
  { slug: 'customer-app', code: 'app_customer_x', kind: 'app' },
  { slug: 'single-store-app', code: 'app_single_store_x', kind: 'app' },
  { slug: 'driver-app', code: 'app_driver_x', kind: 'app' },
  { slug: 'store-app', code: 'app_business_x', kind: 'app' },
  { slug: 'kiosk-app', code: 'app_kiosk_x', kind: 'app' },
  { slug: 'franchises-app', code: 'app_franchises_x', kind: 'app' },
] as const;
