import { test as base, expect, type Page } from '@playwright/test';
import { E2E_OWNER } from './playwright.config';

/**
 * Logs in through the real login page, as a person would: the owner on the journeys' server, or
 * at `origin` (a server of a journey's own, e2e/second-server.ts).
 */
export async function logIn(
  page: Page,
  next = '/my-products/ordering-website',
  { origin = '', account = E2E_OWNER }: { origin?: string; account?: typeof E2E_OWNER } = {},
) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my-products\//);
  if (!page.url().endsWith(next)) await page.goto(`${origin}${next}`);
}

export const test = base.extend<{ ownerPage: Page }>({
  ownerPage: async ({ page }, use) => {
    await logIn(page);
    await use(page);
  },
});

export { expect };

/**
 * Confirms the crop dialog: once its picture is drawn, 'Use this crop' until the dialog has gone.
 * On a loaded machine a click that landed while the dialog was still opening has been lost (the
 * dialog stayed open); an owner would click again, and so does this.
 */
export async function useThisCrop(page: Page) {
  const crop = page.getByRole('dialog', { name: 'Crop your image' });
  await expect(crop.getByRole('img').first()).toBeVisible();
  await expect(async () => {
    if ((await crop.count()) > 0)
      await crop.getByRole('button', { name: 'Use this crop' }).click({ timeout: 2_000 });
    await expect(crop).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

export const PRODUCTS = [
  { slug: 'ordering-website', code: 'web_ordering', kind: 'web', name: 'Ordering website' },
  { slug: 'franchise-website', code: 'web_franchise', kind: 'web', name: 'Franchise website' },
  { slug: 'dashboard', code: 'web_dashboard', kind: 'web', name: 'Dashboard' },
  { slug: 'customer-app', code: 'app_customer_x', kind: 'app', name: 'Customer app' },
  { slug: 'single-store-app', code: 'app_single_store_x', kind: 'app', name: 'Single store app' },
  { slug: 'driver-app', code: 'app_driver_x', kind: 'app', name: 'Driver app' },
  { slug: 'store-app', code: 'app_business_x', kind: 'app', name: 'Store app' },
  { slug: 'kiosk-app', code: 'app_kiosk_x', kind: 'app', name: 'Kiosk app' },
  { slug: 'franchises-app', code: 'app_franchises_x', kind: 'app', name: 'Franchises app' },
] as const;
