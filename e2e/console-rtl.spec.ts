import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { seriousIssues } from './axe';
import { expect, type TSession, test } from './fixtures';
import { E2E_PORT } from './playwright.config';
import { joinAsMember, removeMember, type TTeamMember } from './team-member';

// The console in Arabic, right to left, page by page, on a phone and on a desktop: each page reads
// right to left, keeps to the screen's width, has nothing serious for a screen reader, and puts
// what stands beside the page (the sections' list, the website's preview) on the other side. The
// member is the journey's own, in Arabic on the server, removed at the end (their language back to
// English first): the owner every other journey signs in as stays in English.

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const WIDTHS = [PHONE, DESKTOP] as const;

let member: TTeamMember;
let ownerToken = '';

/** The member's session in this browser, which also remembers Arabic. */
const sessionOfMember = (): TSession => ({
  cookies: [],
  origins: [
    {
      origin: `http://localhost:${E2E_PORT}`,
      localStorage: [
        { name: 'oc.token', value: member.token },
        { name: 'oc.language', value: 'ar' },
      ],
    },
  ],
});

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  try {
    const login = await context.request.post('/api/auth/login', {
      data: { email: 'owner@e2e.test', password: 'e2e-password-1' },
    });
    expect(login.ok()).toBe(true);
    ownerToken = ((await login.json()).result as { token: string }).token;
    member = await joinAsMember(context.request, ownerToken, {
      name: 'Rana Rtl',
      password: 'rana-own-password',
      language: 'ar',
    });
  } finally {
    await context.close();
  }
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  try {
    if (!member) return;
    await removeMember(context.request, ownerToken, member);
  } finally {
    await context.close();
  }
});

test.beforeEach(async ({ page }) => {
  await page.context().setStorageState(sessionOfMember());
});

/** Right to left, as wide as the screen at most, and nothing serious for a screen reader. */
async function expectRightToLeft(page: Page, where: string) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${where}: wider than the screen`).toBeLessThanOrEqual(0);
  expect(await seriousIssues(page), where).toEqual([]);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box as { x: number; y: number; width: number; height: number };
}

/** An icon that points the way points it the other way round in Arabic. */
async function expectMirrored(icon: Locator) {
  await expect(icon).toBeVisible();
  expect(await icon.evaluate((element) => getComputedStyle(element).transform)).toBe(
    'matrix(-1, 0, 0, 1, 0, 0)',
  );
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test('a product and its website settings, Basic and Advanced, with the preview on the left', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const label = `${size.width}px`;
    await page.goto('/my-products/ordering-website');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectRightToLeft(page, `product, ${label}`);

    await page.goto('/my-products/ordering-website/settings?tab=basic');
    const logo = page.getByText('شعار الموقع', { exact: true });
    await expect(logo).toBeVisible();
    const preview = page.getByRole('region', { name: 'المعاينة' });
    if (size === DESKTOP) {
      // The preview beside the settings, on their left: where the reading ends.
      await expect(preview).toBeVisible();
      expect((await boxOf(preview)).x + (await boxOf(preview)).width).toBeLessThanOrEqual(
        (await boxOf(logo)).x,
      );
    } else {
      await expect(preview).toHaveCount(0);
      await page.getByRole('button', { name: 'إظهار المعاينة' }).click();
      await expect(preview).toBeVisible();
    }
    await expect(preview.getByRole('combobox').first()).toBeVisible();
    await expectRightToLeft(page, `basic settings, ${label}`);

    await page.getByRole('tab', { name: 'الإعدادات المتقدمة' }).click();
    const nav = page.getByRole('navigation', { name: 'في هذه الصفحة' });
    if (size === DESKTOP) {
      // The sections' list is the form's first column: on its right.
      await expect(nav.getByRole('button').first()).toBeVisible();
      const list = await boxOf(nav);
      const form = await boxOf(page.getByRole('tabpanel', { name: 'الإعدادات المتقدمة' }));
      expect(list.x + list.width).toBeGreaterThan(form.x + form.width - 4);
      expect(list.x + list.width).toBeLessThanOrEqual(form.x + form.width + 1);
    } else {
      await expect(page.getByRole('combobox', { name: 'الانتقال إلى قسم' })).toBeVisible();
    }
    await expectRightToLeft(page, `advanced settings, ${label}`);
  }
});

test('an app’s settings: the sections’ list on the right', async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/my-products/customer-app/settings');
    const nav = page.getByRole('navigation', { name: 'في هذه الصفحة' });
    const first = page.getByRole('heading', { name: 'معلومات التطبيق العامة' }).first();
    await expect(first).toBeVisible();
    if (size === DESKTOP) {
      await expect(nav.getByRole('button', { name: 'الثوابت' })).toBeVisible();
      expect((await boxOf(nav)).x).toBeGreaterThanOrEqual(
        (await boxOf(first)).x + (await boxOf(first)).width,
      );
    } else {
      await expect(page.getByRole('combobox', { name: 'الانتقال إلى قسم' })).toBeVisible();
    }
    await expectRightToLeft(page, `app settings, ${size.width}px`);
  }
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2C7BE5' } })
    .png()
    .toBuffer();

test('businesses, a business with its logo cropped, and its menu', async ({ page }) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${ownerToken}` };
  const created = await page.request.post('/api/businesses', {
    headers,
    data: { name: `مطعم ${randomBytes(3).toString('hex')}`, published: false, time_zone: 'UTC' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const business = ((await created.json()) as { result: { id: number } }).result;
  try {
    for (const name of ['مشروبات', 'حلويات']) {
      const category = await page.request.post(`/api/businesses/${business.id}/menu/categories`, {
        headers,
        data: { name },
      });
      expect(category.ok(), await category.text()).toBe(true);
    }
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      const label = `${size.width}px`;
      await page.goto('/businesses');
      await expect(heading(page, 'المتاجر')).toBeVisible();
      await expectRightToLeft(page, `businesses, ${label}`);

      await page.goto(`/businesses/${business.id}`);
      const back = page.getByRole('main').getByRole('link', { name: 'المتاجر', exact: true });
      await expectMirrored(back.locator('svg'));
      await expect(page.getByText('الشعار', { exact: true })).toBeVisible();
      await expectRightToLeft(page, `a business, ${label}`);
      // A change brings the save bar: its words where lines start, its buttons where they end.
      await page.getByRole('textbox', { name: 'الاسم', exact: true }).fill('مطعم الرمل');
      const bar = page.getByTestId('save-bar');
      await expect(bar).toBeVisible();
      const words = await boxOf(bar.getByRole('status'));
      const save = await boxOf(bar.getByRole('button', { name: 'حفظ' }));
      expect(save.x + save.width).toBeLessThanOrEqual(words.x);
      await expectRightToLeft(page, `a business's save bar, ${label}`);
      await bar.getByRole('button', { name: 'تجاهل' }).click();
      await expect(bar).toHaveCount(0);

      await page.goto(`/businesses/${business.id}/menu`);
      await expect(heading(page, 'القائمة')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'حلويات' })).toBeVisible();
      await expectRightToLeft(page, `menu, ${label}`);
    }

    // The logo cropped right to left: zoomed and moved, it is still an image, saved at once.
    await page.goto(`/businesses/${business.id}`);
    await page
      .getByTestId('file-logo')
      .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await png(900, 500) });
    const crop = page.getByRole('dialog', { name: 'قصّ صورتك' });
    await expect(crop.getByRole('img').first()).toBeVisible();
    await expectRightToLeft(page, 'crop dialog, 1280px');
    const zoom = crop.getByRole('slider', { name: 'التكبير' });
    await zoom.focus();
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowUp');
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.5');
    const image = await boxOf(crop.getByRole('img').first());
    await page.mouse.move(image.x + image.width / 2, image.y + image.height / 2);
    await page.mouse.down();
    await page.mouse.move(image.x + image.width / 2 + 60, image.y + image.height / 2 + 20, {
      steps: 5,
    });
    await page.mouse.up();
    await expect(async () => {
      if ((await crop.count()) > 0)
        await crop.getByRole('button', { name: 'استخدام هذا القص' }).click({ timeout: 2_000 });
      await expect(crop).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const current = page.getByRole('img', { name: 'الصورة الحالية: الشعار' });
    await expect(current).toBeVisible();
    await page.reload();
    const src = await current.getAttribute('src');
    expect(src).toMatch(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    const stored = Buffer.from(await (await page.request.get(src as string)).body());
    // The crop's square, from the zoomed picture: smaller than the picture's 500 px height.
    expect(stored.readUInt32BE(16)).toBe(stored.readUInt32BE(20));
    expect(stored.readUInt32BE(16)).toBeLessThan(500);
  } finally {
    await page.request.post(`/api/businesses/${business.id}/archive`, { headers });
  }
});

test('orders, webhooks, team, activity and account', async ({ page }) => {
  test.setTimeout(90_000);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const label = `${size.width}px`;
    for (const [path, name] of [
      ['/orders', 'الطلبات'],
      ['/webhooks', 'Webhooks'],
      ['/team', 'الفريق'],
      ['/activity', 'النشاط'],
      ['/account', 'الحساب'],
    ] as const) {
      await page.goto(path);
      await expect(heading(page, name)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectRightToLeft(page, `${path}, ${label}`);
    }
    // The menu stands on the right, the page to its left: the button that folds it away points
    // right.
    if (size === DESKTOP) {
      const menu = await boxOf(page.getByRole('navigation', { name: 'منتجاتي' }));
      expect(menu.x + menu.width).toBeGreaterThanOrEqual(DESKTOP.width - 20);
      const account = await boxOf(heading(page, 'الحساب'));
      expect(account.x + account.width).toBeLessThanOrEqual(menu.x);
      await expectMirrored(page.getByRole('button', { name: 'طيّ القائمة' }).locator('svg'));
    }
  }
});
