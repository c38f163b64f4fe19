import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { MESSAGES } from '../packages/domain/src/messages/messages';
import { escapeRegExp } from '../packages/domain/src/text/escape-reg-exp';
import { seriousIssues } from './axe';
import { expect, sessionOf, test, tokenOf } from './fixtures';
import { ALL_WEEK, ownerApi } from './ordering-api';
import { E2E_PORT, E2E_RIVAL } from './playwright.config';
import { joinAsMember, removeMember } from './team-member';
import {
  onlyEnglish,
  say,
  serverWords,
  siteOf,
  websiteEnglishOnly,
  websiteWords,
} from './website-words';

// An owner who reads Spanish, and one who reads Arabic, from the login page to an order
// (docs/product/account.md#language), and a customer who reads the same language ordering on the
// owner's website (docs/product/website.md#languages): the language chosen on the login page
// before signing in is the one the console opens in; a refusal on the website's settings reads in
// it; the customer's checkout refuses a missing name and confirms the order in the language; the
// order's time and total are written as the language writes them, on the website and on the
// Orders page. On every screen: nothing serious for a screen reader, no sideways scroll on a phone,
// the page's language and direction said, and no sentence of the English catalogues left in it.
//
// The member is the journey's own, joined to the other account's project without a language (so
// the login page's choice is what decides), and removed at the end: the order, on that project's
// website, counts in no inbox or order limit another journey checks.

type TTree = { [key: string]: string | TTree };
type TLanguage = 'es' | 'ar';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8'));
const consoleWords = (language: string): TTree =>
  readJson(`apps/console/src/locales/${language}.json`);

/** A catalogue's text at a key path ('settings.basic.save'). */
function wordsAt(tree: TTree, path: string): string {
  const found = path
    .split('.')
    .reduce<string | TTree | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      tree,
    );
  if (typeof found !== 'string') throw new Error(`no words at ${path}`);
  return found;
}

function leaves(tree: TTree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : leaves(value),
  );
}

/**
 * The English sentences a console screen in `language` must never show: the console's and the
 * server's texts of more than one word, without placeholders, that the language does not also use.
 */
const englishOnly = (language: TLanguage): string[] =>
  onlyEnglish(
    [...leaves(consoleWords('en')), ...Object.values(MESSAGES)],
    [...leaves(consoleWords(language)), ...Object.values(serverWords(language))],
  );

/** Intl's locale for a console language: Arabic with Latin digits, as the console writes it. */
const intlLocale = (language: TLanguage) => (language === 'ar' ? 'ar-u-nu-latn' : language);

/**
 * What every screen of the journey is checked for, at each width: the page's language and
 * direction, nothing serious for axe, no sideways scroll, and no English sentence in it.
 */
async function checkScreen(
  page: Page,
  where: string,
  language: TLanguage,
  widths: readonly { width: number; height: number }[],
  english: readonly string[],
) {
  const html = page.locator('html');
  for (const size of widths) {
    await page.setViewportSize(size);
    await expect(html, where).toHaveAttribute('lang', language);
    await expect(html, where).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    expect(await seriousIssues(page), `${where} at ${size.width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${where} at ${size.width} px: sideways scroll`).toBeLessThanOrEqual(0);
    // A button's words cut off at the edge (a longer translation) cannot be read.
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.mantine-Button-label')]
        .filter((label) => label.offsetParent !== null && label.scrollWidth > label.clientWidth + 1)
        .map((label) => label.textContent),
    );
    expect(clipped, `${where} at ${size.width} px: buttons cut off`).toEqual([]);
    const text = await page.locator('body').innerText();
    expect(
      english.filter((sentence) => text.includes(sentence)),
      `${where}: English`,
    ).toEqual([]);
  }
  // The journey goes on at a phone's width.
  await page.setViewportSize(widths[0] ?? PHONE);
}

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const JOURNEYS = [
  { language: 'es', name: 'Sofía Sánchez', widths: [PHONE] },
  { language: 'ar', name: 'Amal Haddad', widths: [PHONE, DESKTOP] },
] as const;

for (const { language, name, widths } of JOURNEYS) {
  test(`in ${language}: the login page's language, a refusal on the settings, the website's checkout, an order's time and total`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const words = consoleWords(language);
    const en = consoleWords('en');
    const t = (path: string) => wordsAt(words, path);
    const english = englishOnly(language);
    const rival = await sessionOf(`http://localhost:${E2E_PORT}`, E2E_RIVAL);
    const rivalToken = tokenOf(rival);
    const password = `${language}-own-password`;
    const member = await joinAsMember(page.request, rivalToken, { name, password });
    const api = ownerApi(page.request, rivalToken);
    let business: Awaited<ReturnType<typeof api.createBusiness>> | undefined;
    let customer: BrowserContext | undefined;
    try {
      business = await api.createBusiness(
        {
          name: `Casa ${randomBytes(3).toString('hex')}`,
          time_zone: 'UTC',
          hours: ALL_WEEK,
          order_types: ['pickup'],
          pickup_minutes: 15,
        },
        [{ name: 'Paella', price: 1250 }],
      );
      await page.setViewportSize(PHONE);

      // 1. The login page, in English on a browser that has kept nothing, turned to the language
      // before signing in.
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page
        .getByRole('combobox', { name: wordsAt(en, 'app.language.label') })
        .selectOption(language);
      await expect(page.getByRole('heading', { name: t('auth.title') })).toBeVisible();
      await checkScreen(page, 'the login page', language, widths, english);
      await page.getByLabel(t('auth.email'), { exact: true }).fill(member.email);
      await page.getByLabel(t('auth.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t('auth.submit') }).click();
      await expect(page).toHaveURL(/\/my-products\//);
      await expect(page.getByRole('button', { name: t('nav.logout') })).toBeVisible();
      await checkScreen(page, 'the first page', language, widths, english);

      // 2. The website's Basic tab: an empty name is refused in the language, nothing is saved.
      await page.goto('/my-products/ordering-website/settings?tab=basic');
      const nameField = page.getByLabel(t('settings.basic.name'), { exact: true });
      await expect(nameField).not.toHaveValue('');
      const before = await nameField.inputValue();
      await checkScreen(page, 'the Basic tab', language, widths, english);
      await nameField.fill('');
      await page.getByRole('button', { name: t('settings.basic.save') }).click();
      const title = t('settings.basic.alertTitle');
      expect(title, 'the alert is titled in the language').not.toBe(
        wordsAt(en, 'settings.basic.alertTitle'),
      );
      const alert = page.getByRole('dialog', { name: title });
      const refusal = serverWords(language).THE_NAME_MUST_HAVE_1_TO_255_CHARACTERS ?? '';
      await expect(alert.getByRole('alert')).toHaveText(refusal);
      await expect(alert).not.toContainText(MESSAGES.THE_NAME_MUST_HAVE_1_TO_255_CHARACTERS);
      await expect(alert).toHaveCSS('opacity', '1');
      await checkScreen(page, 'the refusal', language, widths, english);
      await alert.getByRole('button', { name: t('settings.basic.ok') }).click();
      await expect(alert).toBeHidden();
      await page.reload();
      await expect(nameField).toHaveValue(before);

      // 3. A customer on their phone, in the language, orders from the business's page on the
      // website: the name left empty is refused in the order's language (never the browser's own
      // bubble, in the browser's language); with the name, the order is placed and its
      // confirmation page says its status, time and total as the language writes them.
      const site = siteOf('rival');
      const w = websiteWords(language);
      const s = (key: string, values?: Record<string, string | number>) =>
        say(w, key, values, language);
      const websiteEnglish = websiteEnglishOnly(language);
      const total = new Intl.NumberFormat(intlLocale(language), {
        style: 'currency',
        currency: 'USD',
      }).format(12.5);
      expect(total).toMatch(language === 'es' ? /^12,50\s?US\$$/ : /^\u200f?12\.50\s?US\$$/);
      customer = await browser.newContext({
        locale: language === 'es' ? 'es-ES' : 'ar',
        viewport: PHONE,
      });
      const shop = await customer.newPage();
      await shop.goto(site(`/${language}/store/${business.slug}`));
      await shop.getByRole('button', { name: s('product.add', { name: 'Paella' }) }).click();
      const items = s('cart.items', { count: 1 });
      // On a phone the cart is opened from the bar at the bottom of the screen.
      const cartBar = shop.getByRole('button', { name: s('cart.view', { items, total }) });
      await expect(cartBar).toBeVisible();
      await checkScreen(shop, 'the business page', language, widths, websiteEnglish);
      await cartBar.click();
      await shop.getByRole('link', { name: s('cart.checkout') }).click();
      await expect(shop).toHaveURL(site(`/${language}/checkout`));
      const popup = shop.getByRole('dialog', { name: s('order_type.title') });
      await expect(popup.getByRole('heading', { name: s('order_type.name.pickup') })).toBeVisible();
      await checkScreen(shop, 'the order types popup', language, widths, websiteEnglish);
      await popup.getByRole('button', { name: s('order_type.cta.pickup') }).click();
      await expect(popup).toBeHidden();
      await expect(shop.locator('.checkout-total')).toHaveText(`${s('checkout.total')} ${total}`);
      await expect(shop.getByRole('radio', { name: s('checkout.now') })).toBeChecked();
      await shop.getByLabel(s('checkout.name')).fill('');
      await shop.getByLabel(s('checkout.phone')).fill('+34 600 000 000');
      const place = shop.getByRole('button', { name: s('checkout.place') });
      await place.click();
      const problem = shop.locator('.checkout-alert');
      await expect(problem).toHaveText(serverWords(language).ORDER_NAME_REQUIRED ?? '');
      await expect(problem).not.toContainText(MESSAGES.ORDER_NAME_REQUIRED);
      await checkScreen(shop, "the checkout's refusal", language, widths, websiteEnglish);
      await shop.getByLabel(s('checkout.name')).fill('Lucía Luna');
      await place.click();
      await expect(shop).toHaveURL(
        new RegExp(`^${escapeRegExp(site(`/${language}/orders/`))}[A-Za-z0-9_-]{16,}$`),
      );
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText(s('confirmation.thanks'));
      // 'Pedido #12': the number as the language's words put it.
      const numbered = new RegExp(
        `^${escapeRegExp(s('confirmation.order')).replace('\\{\\{number\\}\\}', '(\\d+)')}$`,
      );
      const heading = shop.locator('#order-title');
      await expect(heading).toHaveText(numbered);
      const number = Number(numbered.exec(await heading.innerText())?.[1]);
      await expect(shop.locator('.order-status')).toHaveText(
        s('order_status.status', { status: s('order_status.received') }),
      );
      await expect(shop.locator('.order-lines tfoot td').last()).toHaveText(total);
      const placedOn = shop.locator('.order-date time');
      const confirmedAt = new Date((await placedOn.getAttribute('datetime')) ?? '');
      // On the business's clock (UTC), with the zone's name, as the language writes a date.
      const date = new Intl.DateTimeFormat(intlLocale(language), {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: 'UTC',
      }).format(confirmedAt);
      expect(date, 'Latin digits').toMatch(/\b\d{4}\b/);
      await expect(shop.locator('.order-date')).toHaveText(
        s('confirmation.placed', { time: date }),
      );
      await checkScreen(shop, 'the confirmation page', language, widths, websiteEnglish);

      // 4. The order on the owner's Orders page: its time on the business's clock and its total,
      // as the language writes them.
      await page.goto(`/orders?business=${business.slug}`);
      const row = page.getByRole('row', { name: new RegExp(`#${number}\\b`) });
      await expect(row).toBeVisible();
      await expect(row.getByText(total, { exact: true })).toBeVisible();
      const placedAt = (await row.locator('time').getAttribute('datetime')) ?? '';
      const at = new Date(placedAt);
      const inUtc = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', ...options }).format(at);
      const time = inUtc({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      // 'Today' while it is still the day it was placed on the business's clock (UTC).
      const today = placedAt.slice(0, 10) === new Date().toISOString().slice(0, 10);
      const when = today
        ? t('orders.time.today').replace('{{time}}', time)
        : t('orders.time.day')
            .replace('{{day}}', inUtc({ weekday: 'short', day: 'numeric', month: 'short' }))
            .replace('{{time}}', time);
      await expect(row.locator('time')).toHaveText(when);
      expect(time, 'Latin digits').toMatch(/^\d\d:\d\d$/);
      await checkScreen(page, 'the Orders page', language, widths, english);
    } finally {
      await customer?.close();
      if (business) await api.archive(business);
      await removeMember(page.request, rivalToken, member);
    }
  });
}
