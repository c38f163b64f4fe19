import type { Page } from '@playwright/test';
import { seriousIssues } from './axe';
import { expect, PRODUCTS, test } from './fixtures';

// Every console page and tab, on a phone (375 px) and on a computer (1280 px): no serious or
// critical accessibility issue that axe finds, one h1 in one main, and it fits the screen. On a
// phone the menu is a drawer behind a burger that closes after a choice, forms are one column with
// fields an owner can use, and nothing scrolls sideways; on a computer the menu stays beside the
// page. Each page is visited once per screen for both checks. Pages are only looked at here (a
// dialog opened is cancelled), never changed, so this runs beside the other console journeys.

/** The tabs of each web product (docs/product/screens.md#web-view-tabs). */
const WEB_TABS: Record<string, string[]> = {
  'ordering-website': ['Basic settings', 'Advanced settings', 'Ordering widgets'],
  'franchise-website': ['Basic settings', 'Advanced settings'],
  dashboard: ['Basic settings'],
};
type TProductSlug = (typeof PRODUCTS)[number]['slug'];
const APPS_WITH_TABS = ['kiosk-app', 'franchises-app'];
/** The sections every app's settings page has (docs/product/app-settings.md#section-order). */
const APP_SECTIONS = ['General app info', 'App keys', 'Build Apps'];

/**
 * The Advanced tabs axe looks at, besides every product page and settings page (the others' Advanced
 * tabs are measured for fitting only). The dashboard and the customer app have none: their
 * addresses with ?tab=advanced must still show a whole, accessible page.
 */
const AXE_ADVANCED = ['ordering-website', 'franchise-website', 'kiosk-app'];
const ADVANCED_WITHOUT_TAB = ['dashboard', 'customer-app'];

/** A field narrower than this cannot be read or typed into. */
const MIN_FIELD_WIDTH = 200;

/**
 * How the page sits in the window: its widths, every section (a named region) that reaches past
 * the window's right edge, and each section whose first text field is too narrow. Only what is
 * drawn counts: a hidden tab's sections have no size.
 */
function layoutOf(page: Page) {
  return page.evaluate((minFieldWidth) => {
    const root = document.documentElement;
    const clientWidth = root.clientWidth;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const regions = [
      ...document.querySelectorAll('main section[aria-label], [role="dialog"]'),
    ].filter(shown);
    const nameOf = (el: Element) =>
      el.getAttribute('aria-label') ??
      document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent ??
      el.tagName;
    // Text fields an owner types into: not a choice list (a read-only Select, such as the
    // preview's page chooser), a box or a file picker.
    const fieldSelector = [
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([readonly])',
      'textarea:not([readonly])',
    ].join(', ');
    const fields: { region: string; width: number }[] = [];
    for (const region of regions) {
      const first = [...region.querySelectorAll(fieldSelector)].find(shown);
      if (first) {
        fields.push({
          region: nameOf(region),
          width: Math.round(first.getBoundingClientRect().width),
        });
      }
    }
    return {
      scrollWidth: root.scrollWidth,
      clientWidth,
      tooWide: regions
        .filter((el) => el.getBoundingClientRect().right > clientWidth + 1)
        .map(nameOf),
      fieldCount: fields.length,
      narrowFields: fields.filter((f) => f.width < minFieldWidth),
    };
  }, MIN_FIELD_WIDTH);
}

/** Nothing scrolls sideways, no section is wider than the window, every form's fields are usable. */
async function expectFits(page: Page, where: string, { hasFields = false } = {}) {
  const layout = await layoutOf(page);
  expect(layout.scrollWidth, `${where}: scrolls sideways`).toBeLessThanOrEqual(layout.clientWidth);
  expect(layout.tooWide, `${where}: sections wider than the window`).toEqual([]);
  expect(layout.narrowFields, `${where}: fields narrower than ${MIN_FIELD_WIDTH} px`).toEqual([]);
  if (hasFields) expect(layout.fieldCount, `${where}: no form measured`).toBeGreaterThan(0);
}

/** A console page is ready when its heading shows and nothing on it is still loading. */
async function ready(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
}

/**
 * The page as it is now is whole (one title, an h1, inside one main landmark, and nothing still
 * loading) and has no serious accessibility issue. The pointer rests on the title first, as on a
 * page just opened: not on the link or tab just clicked, whose hover colours are not what is
 * checked here.
 */
async function expectAccessible(page: Page, where: string) {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await title.hover();
  expect(await seriousIssues(page), where).toEqual([]);
}

/** The product menu, found whether or not it is open (closed, it is out of reach: inert). */
const menu = (page: Page) =>
  page.getByRole('navigation', { name: 'My products', includeHidden: true });
const menuLink = (page: Page, slug: TProductSlug) =>
  menu(page).getByRole('link', {
    name: PRODUCTS.find((p) => p.slug === slug)?.name ?? slug,
    exact: true,
    includeHidden: true,
  });

/** Opens a product page through the menu: on a phone through the burger's drawer. */
async function chooseInMenu(page: Page, slug: TProductSlug, isPhone: boolean) {
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  if (isPhone) {
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    // Closed, the drawer is off screen: the menu takes none of the page's width.
    await expect(menuLink(page, slug)).not.toBeInViewport();
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(menuLink(page, slug)).toBeInViewport();
    await expectFits(page, `${slug}: the open drawer`);
  } else {
    await expect(burger).toHaveCount(0);
    await expect(menuLink(page, slug)).toBeInViewport();
  }
  await menuLink(page, slug).click();
  await expect(page).toHaveURL(new RegExp(`/my-products/${slug}$`));
  if (isPhone) {
    // The choice closes the drawer.
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page, slug)).not.toBeInViewport();
  } else {
    await expect(menuLink(page, slug)).toBeInViewport();
  }
}

/**
 * The Businesses pages: the list, reached through the menu (on a phone through the burger's
 * drawer), the first business's page and the new business form. Only looked at, never saved.
 */
async function checkBusinesses(page: Page, isPhone: boolean) {
  const link = menu(page).getByRole('link', {
    name: 'Businesses',
    exact: true,
    includeHidden: true,
  });
  if (isPhone) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(/\/businesses$/);
  if (isPhone) await expect(link).not.toBeInViewport();
  const list = page.getByRole('list', { name: 'Businesses', exact: true });
  await expect(list.getByRole('link').first()).toBeVisible();
  await ready(page);
  await expectFits(page, '/businesses');
  await expectAccessible(page, '/businesses');

  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/businesses\/\d+$/);
  await expect(page.getByRole('region', { name: 'Hours', exact: true })).toBeVisible();
  await ready(page);
  await expectFits(page, 'a business', { hasFields: true });
  await expectAccessible(page, 'a business');

  await page.goto('/businesses/new');
  await expect(page.getByRole('region', { name: 'Identity', exact: true })).toBeVisible();
  await ready(page);
  await expectFits(page, '/businesses/new', { hasFields: true });
  await expectAccessible(page, '/businesses/new');
}

/** Opens a tab of the settings page by clicking it, as an owner would on either screen. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name, exact: true });
  // After reading further down the page, the owner scrolls back up to the tabs.
  await tab.scrollIntoViewIfNeeded();
  await expect(tab).toBeInViewport();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await ready(page);
  // The tab's sections have drawn (its code may download on first opening).
  await expect(page.getByRole('tabpanel').getByRole('region').first()).toBeVisible();
}

/** The custom domain dialog of the Basic tab, opened, looked at and cancelled (never sent). */
async function checkCustomDomainDialog(page: Page, where: string) {
  const open = page.getByRole('button', { name: /^(Request|Change) custom domain$/ });
  // While a request is pending the button is 'Cancel request' instead: nothing to open.
  if ((await open.count()) === 0) return;
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Domain', { exact: true })).toBeVisible();
  await expectFits(page, `${where}: the custom domain dialog`, { hasFields: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * The live preview of the ordering and franchise websites: beside the form on a computer; on a
 * phone behind 'Show preview', and once shown it fits the screen like the form does.
 */
async function checkPreview(page: Page, slug: string, isPhone: boolean) {
  const preview = page.getByRole('region', { name: 'Preview', exact: true });
  if (isPhone) {
    await expect(preview).toHaveCount(0);
    await page.getByRole('button', { name: 'Show preview' }).click();
    await expect(preview).toBeVisible();
    await expectFits(page, `${slug} settings with its preview shown`);
    await page.getByRole('button', { name: 'Hide preview' }).click();
    await expect(preview).toHaveCount(0);
  } else {
    await expect(preview).toBeVisible();
    const previewBox = await preview.boundingBox();
    const formBox = await page.getByRole('tabpanel').boundingBox();
    // Beside the form, not under it.
    expect(previewBox?.x ?? 0).toBeGreaterThanOrEqual((formBox?.x ?? 0) + (formBox?.width ?? 0));
  }
}

const SCREENS = [
  { width: 375, height: 740, isPhone: true },
  { width: 1280, height: 800, isPhone: false },
];

for (const { width, height, isPhone } of SCREENS) {
  test(`the login page at ${width} px: one column, nothing sideways, no serious accessibility issue`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toBeVisible();
    expect((await email.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(MIN_FIELD_WIDTH);
    expect(
      (await page.getByLabel('Password', { exact: true }).boundingBox())?.width ?? 0,
    ).toBeGreaterThanOrEqual(MIN_FIELD_WIDTH);
    const layout = await layoutOf(page);
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
    expect(await seriousIssues(page)).toEqual([]);
    await context.close();
  });

  test(`the menu and the header at ${width} px`, async ({ browser, ownerSession }) => {
    const context = await browser.newContext({
      viewport: { width, height },
      storageState: ownerSession,
    });
    const page = await context.newPage();
    await page.goto('/my-products/ordering-website');
    await ready(page);
    const burger = page.getByRole('button', { name: 'Menu', exact: true });
    // The page begins under the header, never behind it.
    const heading = page.getByRole('main').getByRole('heading').first();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(headerBox?.height ?? 0).toBeGreaterThan(40);
    expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(
      (headerBox?.y ?? 0) + (headerBox?.height ?? 0),
    );
    if (isPhone) {
      // The whole header fits: burger, title and Log out, each entirely on screen.
      await expect(burger).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('banner').getByText('Owner Console')).toBeInViewport({
        ratio: 1,
      });
      await expect(page.getByRole('button', { name: 'Log out' })).toBeInViewport({ ratio: 1 });
      await expect(burger).toHaveAttribute('aria-controls', /.+/);
      // Esc closes the drawer and gives the focus back to the burger.
      await burger.click();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await expect(burger).toBeFocused();
      await expect(menuLink(page, 'customer-app')).not.toBeInViewport();
      // The skip link is still the first Tab stop, the burger the next.
      await page.goto('/my-products/ordering-website');
      await ready(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(burger).toBeFocused();
    } else {
      // Beside the page, collapsible as before: the page starts where the menu ends and, once
      // the menu is collapsed, takes the whole width.
      await expect(burger).toHaveCount(0);
      await expect(menuLink(page, 'customer-app')).toBeInViewport();
      const menuBox = await menu(page).boundingBox();
      const menuEnd = (menuBox?.x ?? 0) + (menuBox?.width ?? 0);
      expect(menuEnd).toBeGreaterThan(200);
      expect((await heading.boundingBox())?.x ?? 0).toBeGreaterThanOrEqual(menuEnd);
      await page.getByRole('button', { name: 'Collapse menu' }).click();
      await expect(menuLink(page, 'customer-app')).not.toBeInViewport();
      await expect.poll(async () => (await heading.boundingBox())?.x ?? menuEnd).toBeLessThan(60);
      const reopen = page.getByRole('button', { name: 'Open menu' });
      await expect(reopen).toHaveAttribute('aria-expanded', 'false');
      await reopen.click();
      await expect(menuLink(page, 'customer-app')).toBeInViewport();
    }
    await context.close();
  });

  test(`every console page and tab at ${width} px fits the screen and has no serious accessibility issue`, async ({
    browser,
    ownerSession,
  }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({
      viewport: { width, height },
      storageState: ownerSession,
    });
    const page = await context.newPage();
    await page.goto('/my-products/ordering-website');
    await ready(page);

    for (const product of PRODUCTS) {
      const { slug } = product;
      // The product page, reached through the menu.
      await chooseInMenu(page, slug, isPhone);
      await expect(page.getByRole('link', { name: 'Settings' }).first()).toBeVisible();
      await ready(page);
      await expectFits(page, slug);
      await expectAccessible(page, `/my-products/${slug}`);

      // Its settings page and each of its tabs.
      await page.getByRole('link', { name: 'Settings' }).first().click();
      await expect(page).toHaveURL(new RegExp(`/my-products/${slug}/settings`));
      await ready(page);
      await expectAccessible(page, `/my-products/${slug}/settings`);
      if (product.kind === 'web') {
        for (const tab of WEB_TABS[slug] ?? []) {
          await openTab(page, tab);
          await expectFits(page, `${slug} settings, ${tab}`, { hasFields: true });
          if (tab === 'Advanced settings' && AXE_ADVANCED.includes(slug))
            await expectAccessible(page, `/my-products/${slug}/settings?tab=advanced`);
          if (tab === 'Ordering widgets')
            await expectAccessible(page, `/my-products/${slug}/settings?tab=widgets`);
          if (tab === 'Basic settings' && slug !== 'dashboard') {
            await checkCustomDomainDialog(page, `${slug} settings`);
            await checkPreview(page, slug, isPhone);
          }
        }
      } else {
        await expect(page.getByRole('heading', { name: / app settings: / })).toBeVisible();
        if (APPS_WITH_TABS.includes(slug)) await openTab(page, 'Basic Settings');
        for (const section of APP_SECTIONS) {
          const region = page.getByRole('region', { name: section, exact: true });
          await region.scrollIntoViewIfNeeded();
          await expect(region).toBeInViewport();
        }
        await expectFits(page, `${slug} settings`, { hasFields: true });
        if (APPS_WITH_TABS.includes(slug)) {
          await openTab(page, 'Advanced Settings');
          // The kiosk's Advanced tab holds only a picture: no text field to measure.
          await expectFits(page, `${slug} settings, Advanced Settings`);
          if (AXE_ADVANCED.includes(slug))
            await expectAccessible(page, `/my-products/${slug}/settings?tab=advanced`);
        }
      }
    }

    await checkBusinesses(page, isPhone);

    // Products without an Advanced tab, asked for one by address; and a page that does not exist.
    for (const path of [
      ...ADVANCED_WITHOUT_TAB.map((slug) => `/my-products/${slug}/settings?tab=advanced`),
      '/my-products/nothing-here',
    ]) {
      await page.goto(path);
      await ready(page);
      await expectFits(page, path);
      await expectAccessible(page, path);
    }
    await context.close();
  });
}
