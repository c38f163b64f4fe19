import { randomBytes } from 'node:crypto';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousIssues } from './axe';
import { expect, test, tokenOf, useThisCrop } from './fixtures';
import { ownerApi } from './ordering-api';
import { E2E_PORT } from './playwright.config';

// The ordering website (docs/product/website.md): what the console saves shows on the public site
// at its own address, and in the preview before it is saved. These journeys run after every other
// one (playwright.config.ts projects) and set each value they check, so what earlier journeys left
// in the demo project does not matter.
test.describe.configure({ mode: 'serial' });

const site = (path = '/') => `http://demo.localhost:${E2E_PORT}${path}`;
const settings = (tab: 'basic' | 'advanced') => `/my-products/ordering-website/settings?tab=${tab}`;
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const randomColour = () => `#${randomBytes(3).toString('hex').toUpperCase()}`;
const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

async function saveBasic(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();
}

async function saveAdvanced(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your advanced settings are saved.')).toBeVisible();
}

/**
 * The words a sighted visitor reads on an element: its text as laid out, less what is visually
 * hidden (for a screen reader only). Each run of text is measured, so two words the layout draws
 * together ('Addto cart') read as one.
 */
function visibleText(element: Locator) {
  return element.evaluate((root) => {
    const runs: { text: string; left: number; right: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.visually-hidden')) continue;
      // Measured from its first letter to its last: a space the layout keeps is a gap.
      const raw = node.textContent ?? '';
      const start = raw.search(/\S/);
      if (start < 0) continue;
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, raw.trimEnd().length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      const first = rects[0];
      const last = rects.at(-1);
      if (first && last) runs.push({ text: raw.trim(), left: first.left, right: last.right });
    }
    // Runs apart by less than a space's width were drawn as one word.
    const space = Number.parseFloat(getComputedStyle(root).fontSize) * 0.2;
    return runs.reduce(
      (words, run, i) =>
        i === 0
          ? run.text
          : `${words}${run.left - (runs[i - 1]?.right ?? 0) < space ? '' : ' '}${run.text}`,
      '',
    );
  });
}

/**
 * A page as the browser receives it: only the browser resolves *.localhost to this machine, so the
 * raw response is read through a navigation rather than Node's request client.
 */
async function fetchPage(page: Page, url: string) {
  const response = await page.goto(url);
  if (!response) throw new Error(`no response for ${url}`);
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

test('the website answers at its address with the page already in the HTML; unknown hosts get a clear 404', async ({
  page,
}) => {
  const home = await fetchPage(page, site('/'));
  expect(home.status).toBe(200);
  expect(home.headers['content-type']).toContain('text/html');
  expect(home.html).toContain('<h1');
  expect((await fetchPage(page, site('/businesses'))).html).toContain('Pizza Palace');

  const nobody = await fetchPage(page, `http://nobody-here.localhost:${E2E_PORT}/`);
  expect(nobody.status).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(nobody.html).toMatch(/no website/i);
  expect((await fetchPage(page, site('/no/such/page'))).status).toBe(404);
});

/** The preview frame's page, once it has drawn the unsaved values. */
function previewFrame(page: Page) {
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  return frame;
}
async function previewVar(page: Page, name: string) {
  const handle = await page.locator('iframe[title^="Preview of"]').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no preview frame');
  return frame.evaluate(
    (n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(),
    name,
  );
}

test('Basic: a colour, a logo and homepage content show in the preview before saving and on the site after', async ({
  ownerPage: page,
  browser,
}) => {
  await page.goto(settings('basic'));
  await page.getByLabel('Marketplace (all your businesses)').check();
  const colour = randomColour();
  const words = `Fresh today ${randomBytes(3).toString('hex')}`;
  const colourField = page.getByLabel('Primary button colour');
  await colourField.fill(colour);
  await colourField.press('Tab');
  await page.getByRole('button', { name: 'Edit homepage content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Homepage content' });
  await dialog.getByRole('textbox', { name: 'Homepage content' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(words);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByTestId('file-header_logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 600, height: 200, channels: 3, background: colour },
    })
      .png()
      .toBuffer(),
  });
  await useThisCrop(page);

  // The preview draws the unsaved values; the public site does not have them yet.
  await expect(previewFrame(page).getByText(words)).toBeVisible();
  await expect.poll(() => previewVar(page, '--oc-primary')).toBe(colour);
  const visitor = await browser.newPage();
  await visitor.goto(site('/'));
  await expect(visitor.getByText(words)).toHaveCount(0);
  // The header's logo (a header logo, else the site logo), read without waiting for one.
  const headerLogo = (where: Page | FrameLocator) =>
    where.locator('.site-logo img').evaluateAll((imgs) => imgs[0]?.getAttribute('src') ?? null);
  const before = await headerLogo(visitor);
  await expect.poll(() => headerLogo(previewFrame(page))).not.toBe(before);
  const uploaded = await headerLogo(previewFrame(page));
  expect(uploaded).toMatch(/^\/files\//);

  await saveBasic(page);
  await visitor.reload();
  await expect(visitor.getByText(words)).toBeVisible();
  expect(await cssVar(visitor, '--oc-primary')).toBe(colour);
  expect(await headerLogo(visitor)).toBe(uploaded);
  await visitor.close();
});

test('Advanced: a hidden toggle, a select, a font and an order type reach the preview, then the site', async ({
  ownerPage: page,
  browser,
}) => {
  await page.goto(settings('advanced'));
  const header = section(page, 'Header');
  const language = header.getByRole('switch', { name: 'Language selector' });
  const wasShown = await language.isChecked();
  await language.setChecked(!wasShown, { force: true });
  await choose(page, header.getByRole('combobox', { name: 'Logo position' }), 'Right');
  const typography = section(page, 'Typography');
  await choose(page, typography.getByRole('combobox', { name: 'Font', exact: true }), 'Raleway');
  await choose(page, typography.getByRole('combobox', { name: 'Font weight' }), '300');
  const curbside = section(page, 'Order types popup').getByRole('group', { name: 'Curbside' });
  const title = `Curbside ${randomBytes(3).toString('hex')}`;
  await curbside.getByRole('textbox', { name: 'Title' }).fill(title);
  await curbside.getByRole('textbox', { name: 'Call to action' }).fill('Bring it to my car');

  const frame = previewFrame(page);
  await expect(frame.locator('header.site-header')).toHaveClass(/logo-right/);
  await expect(frame.locator('select[name="language"]')).toHaveCount(wasShown ? 0 : 1);
  // The theme's font first, then the stand-ins sized to it until it loads.
  const raleway = '"Raleway","Raleway Arial","Raleway Roboto"';
  await expect.poll(() => previewVar(page, '--oc-font')).toBe(raleway);
  // The new order type, on the preview's checkout, before it is saved.
  await page.getByLabel('Page to preview').selectOption('Checkout');
  await expect(
    frame.getByRole('dialog').getByRole('heading', { name: title, exact: true }),
  ).toBeVisible();

  await saveAdvanced(page);
  const visitor = await browser.newPage();
  await visitor.goto(site('/'));
  await expect(visitor.locator('header.site-header')).toHaveClass(/logo-right/);
  await expect(visitor.locator('select[name="language"]')).toHaveCount(wasShown ? 0 : 1);
  expect(await cssVar(visitor, '--oc-font')).toBe(raleway);
  // The font comes from our own server, in the chosen weight.
  expect(
    await visitor.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('300 16px Raleway');
    }),
  ).toBe(true);
  const font = await visitor.evaluate(async () => {
    const response = await fetch('/_site/fonts/raleway-300.woff2');
    return `${response.status} ${response.headers.get('content-type')}`;
  });
  expect(font).toBe('200 font/woff2');
  await visitor.goto(site('/checkout'));
  // The popup's own title may have been changed by the Advanced journeys; find it by its types.
  const curbsideType = visitor
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: title }) });
  await expect(curbsideType).toBeVisible();
  await expect(curbsideType.getByRole('button', { name: 'Bring it to my car' })).toBeVisible();
  await visitor.close();
});

test('a customer orders from a business and gets a confirmation, also in My orders', async ({
  page,
  ownerSession,
}) => {
  // Open whatever the time, and without a minimum: one garlic bread is the order.
  await ownerApi(page.request, tokenOf(ownerSession)).whileOrderable('pizza-palace', () =>
    orderGarlicBread(page),
  );
});

async function orderGarlicBread(page: Page) {
  await page.goto(site('/store/pizza-palace'));
  // What the owner stored, and nothing made up.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pizza Palace');
  await expect(page.getByRole('heading', { name: 'Pizzas', level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cuisines' }).first()).toContainText('Pizza');
  await expect(page.getByText(/rating|reviews|% off/i)).toHaveCount(0);
  const address = (await page.locator('.business-information address').textContent()) ?? '';
  expect(address).not.toBe('');

  // 'Add to cart' on screen, the product's name too for a screen reader.
  const add = page.getByRole('button', { name: 'Add Garlic bread to cart', exact: true });
  await expect(add).toBeVisible();
  expect(await visibleText(add)).toBe('Add to cart');
  await add.click();
  await expect(page.getByRole('button', { name: /Cart, 1 item/ })).toBeVisible();
  await page.goto(site('/checkout'));
  // Pickup is always offered, second after delivery (docs/product/website.md#checkout); its words
  // may have been changed by the Advanced journeys.
  await page.getByRole('dialog').getByRole('listitem').nth(1).getByRole('button').click();
  // The card of the cart's business: its name and its address, as the business page has them.
  const card = page.getByRole('region', { name: 'Pizza Palace', exact: true });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Pizza Palace');
  await expect(card.locator('address')).toHaveText(address);
  await page.getByLabel('Name').fill('Ana Customer');
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{16,}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you, your order is placed',
  );
  const number = (await page.getByRole('heading', { name: /Order #\d+/ }).textContent()) ?? '';
  await expect(page.getByText('Garlic bread')).toBeVisible();
  // Placed just now, written on the business's clock (New York's, in the demo).
  await expect(page.locator('.order-date time')).toHaveText(/ (EST|EDT)$/);
  await page.goto(site('/my-orders'));
  await expect(page.getByText(number.replace('Order ', ''))).toBeVisible();
}

test('third-party code is on the site it was set for, and not on another site nor in the preview', async ({
  ownerPage: page,
  browser,
}) => {
  const marker = `owner-code-${randomBytes(3).toString('hex')}`;
  await page.goto(settings('advanced'));
  await section(page, 'Third-party code')
    .getByRole('textbox', { name: 'Code at the end of <body>' })
    .fill(`<p id="${marker}">Chat with us</p>`);
  await saveAdvanced(page);
  const visitor = await browser.newPage();
  const ordering = await fetchPage(visitor, site('/'));
  expect(ordering.html).toContain(`<p id="${marker}">Chat with us</p></body>`);
  await expect(visitor.locator(`#${marker}`)).toHaveText('Chat with us');
  const franchise = await fetchPage(visitor, `http://demo-franchise.localhost:${E2E_PORT}/`);
  expect(franchise.status).toBe(200);
  expect(franchise.html).not.toContain(marker);
  // The preview may only be framed by the console, so its HTML is read without opening it.
  const preview = await visitor.request.fetch(`http://127.0.0.1:${E2E_PORT}/?oc_preview=1`, {
    headers: { host: `demo.localhost:${E2E_PORT}` },
  });
  expect(preview.status()).toBe(200);
  expect(await preview.text()).not.toContain(marker);
  await visitor.close();
});

for (const width of [375, 1280]) {
  test(`every page is usable at ${width} px: no serious accessibility issue, nothing scrolls sideways`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(site('/store/pizza-palace'));
    await page.getByRole('button', { name: 'Add Garlic bread to cart' }).click();
    const product = await page
      .getByRole('link', { name: 'Margherita', exact: true })
      .getAttribute('href');
    for (const path of [
      '/',
      '/businesses',
      '/store/pizza-palace',
      product ?? '/store/pizza-palace/products/none',
      '/checkout',
      '/my-orders',
      '/account',
      '/nothing-here',
    ]) {
      await page.goto(site(path));
      await page.keyboard.press('Escape');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        path,
      ).toBeLessThanOrEqual(width);
      expect(await seriousIssues(page), path).toEqual([]);
    }
    await context.close();
  });
}

test('the kiosk app: a homepage image shows in its preview before saving, then at its address', async ({
  ownerPage: page,
  browser,
}) => {
  const kiosk = `http://demo-kiosk-app.localhost:${E2E_PORT}/`;
  // The homepage's image, read without waiting for one (there may be none yet).
  const heroImage = (where: Page | FrameLocator) =>
    where.locator('.hero-image img').evaluateAll((imgs) => imgs[0]?.getAttribute('src') ?? null);
  await page.goto('/my-products/kiosk-app/settings?tab=advanced');
  const frame = previewFrame(page);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  const before = await heroImage(frame);

  await page
    .getByTestId(
      'file-my_products.components.images.components.homepage_background.components.image',
    )
    .setInputFiles({
      name: 'homepage.png',
      mimeType: 'image/png',
      buffer: await sharp({
        create: { width: 1350, height: 400, channels: 3, background: randomColour() },
      })
        .png()
        .toBuffer(),
    });
  await useThisCrop(page);

  // The preview draws the unsaved image; the app's address does not have it yet.
  await expect.poll(() => heroImage(previewFrame(page))).not.toBe(before);
  const uploaded = await heroImage(previewFrame(page));
  expect(uploaded).toMatch(/^\/files\//);
  const visitor = await browser.newPage();
  await visitor.goto(kiosk);
  expect(await heroImage(visitor)).toBe(before);

  await saveAdvanced(page);
  await visitor.reload();
  expect(await heroImage(visitor)).toBe(uploaded);
  await visitor.close();
});
