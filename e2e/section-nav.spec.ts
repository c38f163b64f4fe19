import type { Page, Route } from '@playwright/test';
import { seriousIssues } from './axe';
import { expect, test } from './fixtures';

// Long settings pages list their sections (the app's settings, the Advanced tabs), the Advanced
// tabs search their settings, and the website's preview follows what is edited; on a phone the
// previews start on the phone's width, and every preview shows that it is loading.

const COMPUTER = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'On this page' }).first();

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
}

/**
 * Holds the requests whose address matches until `release` is called: the previews' pages then
 * load as slowly as on a poor connection, and the loading sign can be seen.
 */
async function holdRequests(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  let isHolding = true;
  await page.route(pattern, (route) => {
    if (isHolding) held.push(route);
    else void route.continue();
  });
  return {
    hasHeld: () => held.length > 0,
    release: async () => {
      isHolding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/**
 * On the Basic tab, with another page chosen in the preview, going into a part of the form about
 * the home page (its background) takes the preview home; the logos, on every page, do not.
 */
async function basicTabPreviewGoesHome(page: Page) {
  const chooser = page.getByLabel('Page to preview');
  const frame = page.locator('iframe[title^="Preview of"]');
  const images = region(page, 'Images');
  await chooser.selectOption('Checkout');
  await expect(frame).toHaveAttribute('src', /\/checkout\?oc_preview=1$/);
  await images.getByRole('button', { name: /^(Choose|Change) image: Header logo$/ }).focus();
  await expect(chooser).toHaveValue('checkout');
  await images
    .getByRole('button', { name: /^(Choose|Change) image: Homepage background$/ })
    .focus();
  await expect(chooser).toHaveValue('home');
  await expect(frame).toHaveAttribute('src', /:\d+\/\?oc_preview=1$/);
}

test.describe('on a computer', () => {
  test.use({ viewport: COMPUTER });

  test("the driver app's page names its kind, lists its sections beside them and follows the scroll", async ({
    ownerPage: page,
  }) => {
    await page.goto('/my-products/driver-app/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Driver app settings: /);
    const nav = sectionNav(page);
    await expect(nav.getByRole('button', { name: 'General app info' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    // Beside the sections, not above them.
    const navBox = await nav.boundingBox();
    const general = await region(page, 'General app info').boundingBox();
    expect((navBox?.x ?? 0) + (navBox?.width ?? 0)).toBeLessThanOrEqual(general?.x ?? 0);

    // Scrolling down marks the section being read, and the list stays in view.
    await region(page, 'Files').getByRole('heading').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(nav.getByRole('button', { name: 'General app info' })).not.toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(nav).toBeInViewport();

    // Build Apps, the last section, is one click away from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await nav.getByRole('button', { name: 'Build Apps' }).click();
    const build = region(page, 'Build Apps');
    await expect(build).toBeInViewport();
    await expect(build.getByRole('heading', { name: 'Build Apps' })).toBeFocused();
    await expect(nav.getByRole('button', { name: 'Build Apps' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(await seriousIssues(page)).toEqual([]);
  });

  test('the Advanced tab searches its settings and keeps what a search hides', async ({
    ownerPage: page,
  }) => {
    await page.goto('/my-products/ordering-website/settings?tab=advanced');
    const search = page.getByRole('searchbox', { name: 'Search settings' });
    const banner = region(page, 'Smart banner settings');
    const android = banner.getByRole('textbox', { name: 'Android app id (package)' });
    const value = `com.demo.eats${Date.now()}`;
    await android.fill(value);

    await search.fill('checkout map');
    await expect(banner).toBeHidden();
    const checkout = region(page, 'Checkout');
    await expect(checkout.getByRole('switch', { name: 'Map' })).toBeAttached();
    await expect(checkout.getByText('Business address')).toBeHidden();
    await expect(sectionNav(page).getByRole('button')).toHaveText(['Checkout']);
    expect(await seriousIssues(page)).toEqual([]);

    await search.fill('zebra');
    await expect(page.getByText('No settings match "zebra".')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).last().click();
    await expect(search).toHaveValue('');
    await expect(banner).toBeVisible();
    await expect(android).toHaveValue(value);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your advanced settings are saved.')).toBeVisible();
    await page.reload();
    await expect(
      region(page, 'Smart banner settings').getByRole('textbox', {
        name: 'Android app id (package)',
      }),
    ).toHaveValue(value);
  });

  test('the preview shows the page of the section being edited, unless the owner just chose one', async ({
    ownerPage: page,
  }) => {
    await page.goto('/my-products/ordering-website/settings?tab=advanced');
    const chooser = page.getByLabel('Page to preview');
    const frame = page.locator('iframe[title^="Preview of"]');
    await expect(chooser).toHaveValue('home');

    await region(page, 'Checkout').getByRole('switch', { name: 'Map' }).focus();
    await expect(chooser).toHaveValue('checkout');
    await expect(frame).toHaveAttribute('src', /\/checkout\?oc_preview=1$/);

    // A page chosen in the pane stays while the owner edits the same section...
    await chooser.selectOption('Business');
    await region(page, 'Checkout').getByRole('switch', { name: 'Business address' }).focus();
    await expect(chooser).toHaveValue('business');
    // ...and gives way once they move to another one.
    await region(page, 'Business block').getByRole('switch').first().focus();
    await expect(chooser).toHaveValue('listing');
  });

  test("the Basic tab's home page parts take the preview home", async ({ ownerPage: page }) => {
    await page.goto('/my-products/ordering-website/settings');
    await basicTabPreviewGoesHome(page);
  });

  test('the Advanced preview shows that it is loading until its page has loaded', async ({
    ownerPage: page,
  }) => {
    const preview = await holdRequests(page, /oc_preview=1/);
    await page.goto('/my-products/ordering-website/settings?tab=advanced');
    const loading = page
      .getByRole('region', { name: 'Preview', exact: true })
      .getByRole('progressbar', { name: 'Loading the preview' });
    await expect(loading).toBeVisible();
    await expect.poll(preview.hasHeld).toBe(true);
    await preview.release();
    await expect(loading).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("the app's sections are a bar at the top that takes the owner to Build Apps", async ({
    ownerPage: page,
  }) => {
    await page.goto('/my-products/driver-app/settings');
    const go = sectionNav(page).getByRole('combobox', { name: 'Go to section' });
    await expect(go).toHaveValue('app-section-general');
    await go.selectOption('Build Apps');
    const build = region(page, 'Build Apps');
    await expect(build.getByRole('heading', { name: 'Build Apps' })).toBeFocused();
    await expect(build.getByRole('heading', { name: 'Build Apps' })).toBeInViewport();
    // The bar stays at the top while the page scrolls, and follows it.
    await expect(go).toBeInViewport();
    await page.mouse.move(180, 500);
    await page.mouse.wheel(0, -20_000);
    await expect(go).toHaveValue('app-section-general');
    await expectNoSidewaysScroll(page);
    expect(await seriousIssues(page)).toEqual([]);
  });

  test('the Advanced tab: the bar, the search, and a preview on the phone width that shows it is loading', async ({
    ownerPage: page,
  }) => {
    const preview = await holdRequests(page, /oc_preview=1/);
    await page.goto('/my-products/ordering-website/settings?tab=advanced');
    const go = sectionNav(page).getByRole('combobox', { name: 'Go to section' });
    await expect(go).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search settings' }).fill('checkout');
    await expect(region(page, 'Buttons')).toBeHidden();
    await expect(go.locator('option')).toHaveText(['Checkout']);
    await expectNoSidewaysScroll(page);
    expect(await seriousIssues(page)).toEqual([]);

    await page.getByRole('button', { name: 'Show preview' }).click();
    const pane = page.getByRole('region', { name: 'Preview', exact: true });
    await expect(pane.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    const loading = pane.getByRole('progressbar', { name: 'Loading the preview' });
    await expect(loading).toBeVisible();
    await expect.poll(preview.hasHeld).toBe(true);
    await preview.release();
    await expect(loading).toBeHidden();
  });

  test("the Basic tab's home page parts take the preview home", async ({ ownerPage: page }) => {
    await page.goto('/my-products/ordering-website/settings');
    await page.getByRole('button', { name: 'Show preview' }).click();
    await basicTabPreviewGoesHome(page);
    await expectNoSidewaysScroll(page);
  });

  test('the widget preview starts on the phone width and shows that it is loading', async ({
    ownerPage: page,
  }) => {
    const widget = await holdRequests(page, /\/_widget\/preview/);
    await page.goto('/my-products/ordering-website/settings?tab=widgets');
    const card = region(page, 'Preview');
    await expect(card.getByRole('radio', { name: 'Phone' })).toBeChecked();
    const loading = card.getByRole('progressbar', { name: 'Loading the preview' });
    await expect(loading).toBeVisible();
    await expect.poll(widget.hasHeld).toBe(true);
    await widget.release();
    await expect(loading).toBeHidden();
  });
});
