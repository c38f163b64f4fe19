import type { Browser, Page } from '@playwright/test';
import { expect, test, tokenOf } from './fixtures';
import { startHostSite, type THostSite } from './host-site';
import { ownerApi } from './ordering-api';
import { E2E_PORT } from './playwright.config';

// Ordering widgets (docs/product/widgets.md) on someone else's website: each snippet is copied with
// the console's Copy button and pasted as it is into a page of a restaurant's own site
// (e2e/host-site.ts: another origin, a strict Content-Security-Policy allowing only the ordering
// website's address). The host page lists what it heard from the widget's JS API, and any CSP
// violation.
test.describe.configure({ mode: 'serial' });

const SITE = `http://demo.localhost:${E2E_PORT}`;
const WIDGETS_TAB = '/my-products/ordering-website/settings?tab=widgets';
let host: THostSite;
/** The chat snippet of the first journey, pasted again beside an inline one in the last. */
let chatSnippet = '';

test.beforeAll(async () => {
  host = await startHostSite(SITE);
});
test.afterAll(async () => {
  await host?.stop();
});

/** What the Copy button puts on the clipboard (and the snippet shown is the same). */
async function copySnippet(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(page.url()).origin,
  });
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('/widget/v1.js');
  expect((await page.getByRole('figure', { name: 'Snippet' }).innerText()).trim()).toBe(
    copied.trim(),
  );
  return copied;
}

const heard = (page: Page) =>
  page.getByRole('region', { name: 'What the page heard' }).getByRole('listitem');

/** Every line the host page heard, once the widget's API is there. */
async function heardLines(page: Page) {
  await expect(heard(page).first()).toHaveText('listening');
  return heard(page).allInnerTexts();
}

async function visit(browser: Browser, url: string, width: number, height = 800) {
  const visitor = await browser.newPage({ viewport: { width, height } });
  await visitor.goto(url);
  return visitor;
}

async function expectNoCspViolation(page: Page) {
  expect((await heardLines(page)).filter((l) => l.startsWith('csp-violation'))).toEqual([]);
}

test('chat: the live preview, then the copied snippet on another site: at most 370 × 570 on a computer, full screen on a phone, Esc closes', async ({
  ownerPage: page,
  browser,
}) => {
  await page.goto(WIDGETS_TAB);
  await expect(page.getByRole('radio', { name: /^Chat/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Button text' }).fill('Order from Bella');
  // The preview is the real widget on a page of the website's address.
  const preview = page.frameLocator('iframe[title="Widget preview"]');
  await expect(preview.getByRole('button', { name: 'Order from Bella' })).toBeVisible();
  chatSnippet = await copySnippet(page);
  expect(chatSnippet).toContain('data-type="chat"');
  expect(chatSnippet).toContain(`src="${SITE}/widget/v1.js"`);
  const url = host.addPage([chatSnippet]);

  const visitor = await visit(browser, url, 1280);
  const launcher = visitor.getByRole('button', { name: 'Order from Bella' });
  await launcher.click();
  const panel = visitor.getByRole('dialog', { name: 'Order from Bella' });
  await expect(panel).toBeVisible();
  // The marketplace listing, framed from the website's embed pages.
  const frame = visitor.frameLocator('iframe[title="Order from Bella"]');
  await expect(frame.getByRole('link', { name: /Pizza Palace/ }).first()).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(370);
  expect(box?.height).toBeLessThanOrEqual(570);
  expect(box?.width).toBeGreaterThan(300);
  await expect(heard(visitor)).toContainText([
    'open {"widget":"w1"}',
    'ready {"widget":"w1"}',
    'page_view {"widget":"w1","path":"/businesses"',
  ]);
  await visitor.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(heard(visitor).last()).toHaveText('close {"widget":"w1"}');
  await expectNoCspViolation(visitor);
  await visitor.close();

  // A phone: the panel fills the screen.
  const phone = await visit(browser, url, 375, 700);
  await phone.getByRole('button', { name: 'Order from Bella' }).click();
  const full = phone.getByRole('dialog', { name: 'Order from Bella' });
  await expect(full).toBeVisible();
  await expect
    .poll(async () => {
      const b = await full.boundingBox();
      return b && [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height)];
    })
    .toEqual([0, 0, 375, 700]);
  await phone.close();
});

test('popup button that opens by itself on computers: focus stays in it and comes back to the button; not on phones', async ({
  ownerPage: page,
  browser,
}) => {
  await page.goto(WIDGETS_TAB);
  await page.getByRole('radio', { name: /^Popup button/ }).check();
  // In Spanish the preview's button says the loader's own Spanish words for 'Order now'
  // (packages/widget/src/words.ts); back on the host page's language, English again.
  const preview = page.frameLocator('iframe[title="Widget preview"]');
  const language = page.getByRole('combobox', { name: 'Widget language' });
  const languages = page.getByRole('listbox', { name: 'Widget language' });
  await language.click();
  await languages.getByRole('option', { name: 'Español' }).click();
  await expect(preview.getByRole('button', { name: 'Pedir ahora' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Snippet' })).toContainText('data-language="es"');
  await language.click();
  await languages.getByRole('option', { name: "The page's own (from your web page)" }).click();
  await expect(preview.getByRole('button', { name: 'Order now' })).toBeVisible();
  await page.getByRole('switch', { name: /^Open by itself on computers/ }).check();
  const snippet = await copySnippet(page);
  expect(snippet).not.toContain('data-language');
  expect(snippet).toContain('data-type="popup"');
  expect(snippet).toContain('data-open-on-desktop="true"');
  const url = host.addPage([snippet]);

  const visitor = await visit(browser, url, 1280);
  const dialog = visitor.getByRole('dialog', { name: 'Order now' });
  await expect(dialog).toBeVisible();
  await expect(
    visitor
      .frameLocator('iframe[title="Order now"]')
      .getByRole('link', { name: /Pizza Palace/ })
      .first(),
  ).toBeVisible();
  // Focus is in the dialog (its close button or the ordering frame), and Tab never leaves it for
  // the page behind (which has a link of its own).
  const inDialog = () =>
    visitor.evaluate(
      () => document.activeElement?.shadowRoot?.activeElement?.closest('[role="dialog"]') != null,
    );
  expect(await inDialog()).toBe(true);
  for (let i = 0; i < 6; i++) {
    await visitor.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    expect(await inDialog(), `Tab ${i + 1} left the dialog`).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(visitor.getByRole('button', { name: 'Order now' })).toBeFocused();
  await expectNoCspViolation(visitor);
  await visitor.close();

  // Before it is ready (its ordering page held back here), focus stays in it too: Tab, and the
  // page's own script focusing one of its links (as pages focus a search box once loaded).
  const early = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await early.route(`${SITE}/embed/**`, () => {});
  await early.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(early.getByRole('dialog', { name: 'Order now' })).toBeVisible();
  const earlyInDialog = () =>
    early.evaluate(
      () => document.activeElement?.shadowRoot?.activeElement?.closest('[role="dialog"]') != null,
    );
  for (let i = 0; i < 4; i++) {
    await early.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    expect(await earlyInDialog(), `Tab ${i + 1} left the loading dialog`).toBe(true);
  }
  await early.getByRole('link', { name: 'Visit us' }).evaluate((link) => link.focus());
  expect(await earlyInDialog(), 'the page took focus from the loading dialog').toBe(true);
  await early.keyboard.press('Escape');
  await expect(early.getByRole('dialog', { name: 'Order now' })).toBeHidden();
  await expect(early.getByRole('button', { name: 'Order now' })).toBeFocused();
  await early.close();

  const phone = await visit(browser, url, 375, 700);
  await expect(phone.getByRole('button', { name: 'Order now' })).toBeVisible();
  expect((await heardLines(phone)).some((l) => l.startsWith('open'))).toBe(false);
  await expect(phone.getByRole('dialog', { name: 'Order now' })).toBeHidden();
  await phone.close();
});

test('inline beside a chat: a deep link survives back, forward and reload, and an order placed in the widget reaches the host page', async ({
  ownerPage: page,
  ownerSession,
  browser,
}) => {
  await page.goto(WIDGETS_TAB);
  await page.getByRole('radio', { name: /^Inline/ }).check();
  const start = page.getByRole('combobox', { name: 'Start page' });
  await start.click();
  await start.fill('Pizza Palace');
  await page.getByRole('option', { name: 'Pizza Palace' }).click();
  const inline = await copySnippet(page);
  expect(inline).toContain('data-start="/store/pizza-palace"');
  const url = host.addPage([inline, chatSnippet]);
  // Open whatever the time, and without a minimum: one garlic bread is the order.
  await ownerApi(page.request, tokenOf(ownerSession)).whileOrderable('pizza-palace', () =>
    orderInWidget(browser, url),
  );
});

async function orderInWidget(browser: Browser, url: string) {
  const visitor = await visit(browser, url, 1280);
  const frame = visitor.frameLocator('#ordering-widget iframe');
  await frame.getByRole('button', { name: 'Add Garlic bread to cart' }).click();
  await frame.getByRole('button', { name: /Cart, 1 item/ }).click();
  await frame.getByRole('link', { name: 'Checkout' }).click();
  await expect(visitor).toHaveURL(`${url}#order=/checkout`);
  // Back and forward move the widget, and the address follows.
  await visitor.goBack();
  await expect(visitor).toHaveURL(`${url}#order=/store/pizza-palace`);
  await expect(frame.getByRole('button', { name: 'Add Garlic bread to cart' })).toBeVisible();
  await visitor.goForward();
  await expect(visitor).toHaveURL(`${url}#order=/checkout`);
  await visitor.reload();
  // The checkout again after the reload, with the cart kept.
  await frame.getByRole('dialog').getByRole('listitem').nth(1).getByRole('button').click();
  // The cart's business, from the cart the frame kept.
  await expect(frame.getByRole('region', { name: 'Pizza Palace', exact: true })).toBeVisible();
  await frame.getByLabel('Name').fill('Nina Widget');
  await frame.getByLabel('Phone').fill('+1 555 0142');
  await frame.getByRole('button', { name: 'Place order' }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you, your order is placed',
  );
  await expect(heard(visitor).filter({ hasText: 'order_placed' })).toHaveCount(1);
  const placed = (await heard(visitor).filter({ hasText: 'order_placed' }).innerText()).replace(
    'order_placed ',
    '',
  );
  const order = JSON.parse(placed);
  expect(order.widget).toBe('w1');
  // The order's number, never its id: nothing the host page hears opens the order.
  expect(order.number).toBeGreaterThanOrEqual(1001);
  expect(order).not.toHaveProperty('orderId');
  expect(order.total).toBeGreaterThan(0);
  expect(order.currency).toMatch(/^[A-Z]{3}$/);
  await expect(visitor).toHaveURL(`${url}#order=/my-orders`);

  // The chat on the same page is a widget of its own.
  await visitor.getByRole('button', { name: 'Order from Bella' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Order from Bella' })).toBeVisible();
  await expect(heard(visitor)).toContainText(['open {"widget":"w2"}']);
  expect((await heardLines(visitor)).filter((l) => l.startsWith('open'))).toEqual([
    'open {"widget":"w2"}',
  ]);
  await expectNoCspViolation(visitor);
  await visitor.close();
}
