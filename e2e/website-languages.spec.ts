import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { seriousIssues } from './axe';
import { expect, test } from './fixtures';
import { E2E_PORT } from './playwright.config';

// The ordering website in its languages (docs/product/website.md#languages), as a customer meets
// it, on the other account's website: seeded with all four languages, English first, and a theme
// no other journey changes (the demo's Advanced journeys hide its selector). Spanish chosen in the
// header (the address, the prices, the choice kept, the other languages' addresses for search
// engines); Arabic right to left on a phone, readable and within the screen; the ordering widget
// on an Arabic restaurant's own page opening the website in Arabic.

const SITE = `http://rival.localhost:${E2E_PORT}`;
const site = (path = '/') => `${SITE}${path}`;
const STORE = '/store/pizza-palace';

const htmlOf = (page: Page) => page.locator('html');

test('Spanish from the header: its address, its prices, kept for the next visit, with hreflang', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(site(STORE));
  await expect(htmlOf(page)).toHaveAttribute('lang', 'en');
  const select = page.getByRole('combobox', { name: 'Language' });
  await expect(select).toHaveValue('en');
  // Each language by its own name, in the site's order.
  await expect(select.getByRole('option')).toHaveText([
    'English',
    'Español',
    'Français',
    'العربية',
  ]);

  await select.selectOption('es');
  await expect(page).toHaveURL(site(`/es${STORE}`));
  await expect(htmlOf(page)).toHaveAttribute('lang', 'es');
  await expect(htmlOf(page)).toHaveAttribute('dir', 'ltr');
  const spanish = page.getByRole('combobox', { name: 'Idioma' });
  await expect(spanish).toHaveValue('es');
  // The project's dollars as a Spanish reader writes them: '12,50 US$'.
  await expect(page.locator('.product-card .price').first()).toHaveText(/^\d+,\d{2}\sUS\$$/);
  // The site's own words in Spanish, its links staying in Spanish.
  await expect(page.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute(
    'href',
    '/es/my-orders',
  );
  await expect(page.getByRole('button', { name: /^Carrito, 0 productos$/ })).toBeVisible();
  // The page in every language, and the default for everybody else, for search engines.
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    );
  expect(alternates).toEqual({
    en: site(STORE),
    es: site(`/es${STORE}`),
    fr: site(`/fr${STORE}`),
    ar: site(`/ar${STORE}`),
    'x-default': site(STORE),
  });

  // A returning visitor who lands on the plain address is taken to the language they chose.
  await page.goto(site('/'));
  await expect(page).toHaveURL(site('/es/'));
  await expect(htmlOf(page)).toHaveAttribute('lang', 'es');
  await context.close();
});

test('Arabic on a phone: right to left, no serious accessibility issue, nothing scrolls sideways', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto(site(`/ar${STORE}`));
  await expect(htmlOf(page)).toHaveAttribute('dir', 'rtl');
  // A product without options goes straight into the cart (the checkout then has it).
  await page.locator('button.add-to-cart').first().click();
  await expect(page.getByRole('button', { name: 'السلة، 1 منتج' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'طلباتي', includeHidden: true })).toHaveAttribute(
    'href',
    '/ar/my-orders',
  );
  for (const path of ['/ar/', `/ar${STORE}`, '/ar/checkout']) {
    await page.goto(site(path));
    await expect(htmlOf(page)).toHaveAttribute('lang', 'ar');
    await expect(htmlOf(page)).toHaveAttribute('dir', 'rtl');
    // The checkout opens by asking delivery or pickup; the page behind is what is measured.
    await page.keyboard.press('Escape');
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      screen: window.innerWidth,
    }));
    expect(widths.scroll, path).toBeLessThanOrEqual(widths.screen);
    expect(await seriousIssues(page), path).toEqual([]);
  }
  // Mirrored: the logo starts the header on the right, the cart's button ends it on the left.
  const logo = await page.locator('.site-logo').boundingBox();
  const cart = await page.locator('.cart-button').first().boundingBox();
  if (!logo || !cart) throw new Error('no logo or cart button');
  expect(logo.x + logo.width).toBeGreaterThan(cart.x + cart.width);
  await context.close();
});

/**
 * An Arabic restaurant's own site with the chat snippet as the console writes it (its English
 * default button text included): a server of its own on this machine, as e2e/host-site.ts is for
 * the widget journeys (a page from a public address may not load scripts from a local one).
 */
async function startArabicHostPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const html = `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>مطعمنا</title></head>
<body><h1>مطعمنا</h1><script async src="${site('/widget/v1.js')}" data-type="chat" data-start="${STORE}"
data-button-text="Order now" data-button-color="#2C7BE5"></script></body></html>`;
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test('the ordering widget on an Arabic restaurant’s page opens the website in Arabic, right to left', async ({
  page,
}) => {
  const host = await startArabicHostPage();
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(host.url);
    // The console's English default button text, in the page's language.
    const launcher = page.getByRole('button', { name: 'اطلب الآن' });
    await expect(launcher).toBeVisible();
    // The launcher sits in the corner at the end of the line: the left, right to left.
    const box = await launcher.boundingBox();
    expect(box && box.x + box.width / 2).toBeLessThan(640);
    await launcher.click();
    await expect(page.getByRole('button', { name: 'إغلاق' })).toBeVisible();
    await expect
      .poll(() => page.frames().map((frame) => frame.url()))
      .toContain(site(`/embed/ar${STORE}`));
    const embed = page.frameLocator('oc-order-widget iframe');
    await expect(embed.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(embed.locator('html')).toHaveAttribute('dir', 'rtl');
  } finally {
    await host.stop();
  }
});
