import { test as base, expect, type Page, request } from '@playwright/test';
import { E2E_OWNER, E2E_PORT } from './playwright.config';

/** Logs the owner in through the real login page, as a person would. */
export async function logIn(page: Page, next = '/my-products/ordering-website') {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(E2E_OWNER.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my-products\//);
  if (!page.url().endsWith(next)) await page.goto(next);
}

/** A browser's storage holding a console session: what the login page leaves behind. */
export type TSession = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/**
 * A session of `account` at `origin`, from the login API the login page calls: the console keeps
 * only its bearer token, in localStorage (apps/console/src/lib/auth-token.ts).
 */
export async function sessionOf(
  origin: string,
  account: typeof E2E_OWNER = E2E_OWNER,
): Promise<TSession> {
  const api = await request.newContext();
  try {
    const login = await api.post(`${origin}/api/auth/login`, { data: account });
    expect(login.ok(), await login.text()).toBe(true);
    const { token } = (await login.json()).result as { token: string };
    return {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'oc.token', value: token }] }],
    };
  } finally {
    await api.dispose();
  }
}

/** The console's bearer token in a browser's storage (for journeys that also call the API). */
export const tokenOf = (storage: Pick<TSession, 'origins'>) =>
  storage.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'oc.token')?.value ??
  '';

export const test = base.extend<{ ownerPage: Page }, { ownerSession: TSession }>({
  // The login page is proven by auth.spec.ts, csp.spec.ts and the login page's accessibility and
  // layout journeys; every other journey starts logged in, from one login per worker.
  ownerSession: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses.
    async ({}, use) => use(await sessionOf(`http://localhost:${E2E_PORT}`)),
    { scope: 'worker' },
  ],
  /** A page of the owner's, logged in; it opens no page until the journey goes to one. */
  ownerPage: async ({ page, ownerSession }, use) => {
    await page.context().setStorageState(ownerSession);
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
