import type { Locator, Page } from '@playwright/test';
import { seriousIssues } from './axe';
import { expect } from './fixtures';

// What the dialogs' journeys check of every console dialog, on a phone and on a computer: with it
// open axe finds no serious or critical issue, Escape closes it, and the focus is back on what
// opened it (not lost on the page's body, where the next Tab starts over from the top).

/** A phone (375 px) and a computer (1280 px). */
export const SCREENS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** A console page is ready when its heading shows and nothing on it is still loading. */
export async function ready(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
}

/** Once its fade-in is over (axe measures contrast on what is drawn), nothing serious in the page. */
export async function expectNoSeriousIssue(page: Page, where: string, dialog: Locator) {
  await expect(dialog).toHaveCSS('opacity', '1');
  expect(await seriousIssues(page), `${where}, open`).toEqual([]);
}

/**
 * Opens the dialog with its opener, checks it with axe once it has finished opening, closes it
 * with Escape, and expects the focus back on the opener. `inside` waits for what the dialog
 * shows once its content has arrived; `open` is what the owner does with the opener when it is
 * more than a click (a file to choose).
 */
export async function checkDialog(
  page: Page,
  where: string,
  opener: Locator,
  dialog: Locator,
  inside?: (dialog: Locator) => Locator,
  open: () => Promise<void> = () => opener.click(),
) {
  await opener.scrollIntoViewIfNeeded();
  await open();
  await expect(dialog, where).toBeVisible();
  if (inside) await expect(inside(dialog), where).toBeVisible();
  await expectNoSeriousIssue(page, where, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog, `${where}: Escape closes it`).toBeHidden();
  await expect(opener, `${where}: focus back on its opener`).toBeFocused();
}
