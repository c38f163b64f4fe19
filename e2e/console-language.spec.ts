import type { Page } from '@playwright/test';
import { seriousIssues } from './axe';
import { expect, test, tokenOf } from './fixtures';
import { joinAsMember, removeMember } from './team-member';

// The console's language belongs to the member (docs/product/account.md#language): chosen in the
// header, it stays on a reload and is the one they find on another browser once signed in; Arabic
// reads right to left. The member is the journey's own (an admin it invites and removes at the end,
// their language back to English first), so the owner every other journey signs in as, on the same
// server, stays in English.

const PASSWORD = 'lena-own-password';

/** Signs in through the login page, in English (a browser that has kept no language). */
async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/my-products\//);
}

test('a member’s language: chosen in the header, kept on a reload and on another browser, Arabic right to left', async ({
  page,
  ownerSession,
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerToken = tokenOf(ownerSession);
  const member = await joinAsMember(page.request, ownerToken, {
    name: 'Lena Language',
    password: PASSWORD,
  });
  const html = page.locator('html');
  const other = await browser.newContext();
  try {
    await signIn(page, member.email);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

    // Español in the header: the console speaks Spanish at once, and the choice is kept for them.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/account/language') && r.request().method() === 'PUT',
    );
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect(html).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mis productos' })).toBeAttached();
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect(html).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

    // Another browser, which has kept nothing: English until they sign in, then theirs.
    const elsewhere = await other.newPage();
    await signIn(elsewhere, member.email);
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'es');
    await expect(elsewhere.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

    // Arabic: right to left, nothing serious for a screen reader, and a phone's width holds it.
    await elsewhere.getByRole('combobox', { name: 'Idioma' }).selectOption('ar');
    await expect(elsewhere.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(elsewhere.getByRole('button', { name: 'تسجيل الخروج' })).toBeVisible();
    await elsewhere.setViewportSize({ width: 375, height: 740 });
    await expect(elsewhere.getByRole('button', { name: 'القائمة' })).toBeVisible();
    expect(await seriousIssues(elsewhere)).toEqual([]);
    const overflow = await elsewhere.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await other.close();
    // Back to English, then out of the team: the demo project as the other journeys know it.
    await removeMember(page.request, ownerToken, member);
  }
});
