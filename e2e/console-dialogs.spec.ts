import sharp from 'sharp';
import { seriousIssues } from './axe';
import { checkDialog, ready, SCREENS } from './dialogs';
import { expect, test } from './fixtures';

// Every console dialog the demo project can open, on a phone (375 px) and on a computer (1280 px):
// with it open axe finds no serious or critical issue, Escape closes it, and the focus is back on
// what opened it (not lost on the page's body, where the next Tab starts over from the top).
// Pages are only looked at: every dialog is closed without doing what it offers, so this runs
// beside the other console journeys on the shared demo project. The dialogs that need a build (its
// log, the QR code) are checked in builds.spec.ts, which makes one; the dialogs that need something
// made first (an order, a domain request, a build) in console-dialogs-more.spec.ts.

for (const { width, height } of SCREENS) {
  test(`the password's show toggle at ${width} px is reached with Tab and says what it does`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('e2e-password');
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test.describe(`dialogs at ${width} px`, () => {
    test.beforeEach(async ({ page, ownerSession }) => {
      await page.setViewportSize({ width, height });
      await page.context().setStorageState(ownerSession);
    });

    test('website settings: custom domain, rich text and its link, colour picker', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/my-products/ordering-website/settings?tab=basic');
      await ready(page);

      await checkDialog(
        page,
        'custom domain',
        page.getByRole('button', { name: /^(Request|Change) custom domain$/ }),
        page.getByRole('dialog', { name: /custom domain/i }),
        (d) => d.getByLabel('Domain', { exact: true }),
      );

      const content = page.getByRole('dialog', { name: 'Homepage content' });
      await checkDialog(
        page,
        'rich text',
        page.getByRole('button', { name: 'Edit homepage content' }),
        content,
        (d) => d.getByRole('textbox', { name: 'Homepage content' }),
      );
      // Its link dialog, opened from the editor's toolbar: Escape closes only the link dialog.
      await page.getByRole('button', { name: 'Edit homepage content' }).click();
      await expect(content.getByRole('textbox', { name: 'Homepage content' })).toBeVisible();
      await checkDialog(
        page,
        'rich text: insert link',
        content.getByRole('button', { name: 'Insert link' }),
        page.getByRole('dialog', { name: 'Insert link' }),
      );
      await expect(content).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(content).toBeHidden();
      await expect(page.getByRole('button', { name: 'Edit homepage content' })).toBeFocused();

      // The page's help: its tooltip on hover, with its text, and gone when the pointer leaves.
      const help = page.getByRole('button', { name: 'Help' });
      await help.hover();
      const tip = page.getByRole('tooltip');
      await expect(tip).toBeVisible();
      await expect(tip).toContainText(/\w/);
      expect(await seriousIssues(page), 'help tooltip, shown').toEqual([]);
      await page.mouse.move(0, 0);
      await expect(tip).toBeHidden();

      // The colour picker: opens as the field takes the focus, closes with Escape, focus stays.
      const colour = page.getByLabel('Primary button colour');
      await colour.scrollIntoViewIfNeeded();
      await colour.click();
      const picker = page.getByRole('slider').first();
      await expect(picker).toBeVisible();
      // Placed against the field's input, from its start, 5 px below it (or above, where the
      // window has no room below): the dropdown's code arrives after the field was drawn and is
      // placed against a box laid over the input, not the input itself.
      const input = await colour.boundingBox();
      const dropdown = await page
        .locator('.mantine-Popover-dropdown')
        .filter({ has: page.getByRole('slider') })
        .boundingBox();
      expect(input && dropdown).toBeTruthy();
      if (input && dropdown) {
        const gapBelow = dropdown.y - (input.y + input.height);
        const gapAbove = input.y - (dropdown.y + dropdown.height);
        expect([gapBelow, gapAbove].some((gap) => Math.abs(gap - 5) < 2)).toBe(true);
        expect(Math.abs(dropdown.x - input.x)).toBeLessThan(2);
      }
      expect(await seriousIssues(page), 'colour picker, open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(picker).toBeHidden();
      await expect(colour).toBeFocused();
    });

    test('images: the crop dialog, cancelled', async ({ page }) => {
      await page.goto('/my-products/dashboard/settings?tab=basic');
      await ready(page);
      const crop = page.getByRole('dialog', { name: 'Crop your image' });
      const input = page.getByTestId('file-logo');
      await input.setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await sharp({
          create: { width: 400, height: 400, channels: 3, background: '#2C7BE5' },
        })
          .png()
          .toBuffer(),
      });
      await expect(crop.getByRole('img').first()).toBeVisible();
      await expect(crop).toHaveCSS('opacity', '1');
      await expect(crop.getByRole('slider', { name: 'Zoom' })).toBeVisible();
      expect(await seriousIssues(page), 'crop, open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(crop).toBeHidden();
      // Nothing changed: no Save.
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    });

    test('advanced settings: the custom sound dialog', async ({ page }) => {
      await page.goto('/my-products/ordering-website/settings?tab=advanced');
      await ready(page);
      await checkDialog(
        page,
        'custom sound',
        page
          .getByRole('region', { name: 'Notification sound' })
          .getByRole('button', { name: 'Change notification sound' }),
        page.getByRole('dialog', { name: 'Custom sound' }),
      );
    });

    test('app settings: make every image from one icon', async ({ page }) => {
      await page.goto('/my-products/customer-app/settings');
      await ready(page);
      await checkDialog(
        page,
        'generate images',
        page.getByRole('button', { name: 'Make all from one icon' }),
        page.getByRole('dialog', { name: 'Make every icon and splash screen from one icon' }),
      );
    });

    test('team: invite, change role', async ({ page }) => {
      await page.goto('/team');
      await ready(page);
      await checkDialog(
        page,
        'invite',
        page.getByRole('button', { name: 'Invite', exact: true }),
        page.getByRole('dialog', { name: 'Invite a member' }),
      );
      await checkDialog(
        page,
        'change role',
        page.getByRole('button', { name: /^Change role of / }).first(),
        page.getByRole('dialog', { name: /^Change the role of / }),
      );
    });

    test('webhooks: add endpoint', async ({ page }) => {
      await page.goto('/webhooks');
      await ready(page);
      await checkDialog(
        page,
        'add endpoint',
        page.getByRole('button', { name: 'Add endpoint' }),
        page.getByRole('dialog', { name: 'Add endpoint' }),
      );
    });

    test('a business: archive, preview; its menu: product, copy', async ({ page }) => {
      await page.goto('/businesses');
      const list = page.getByRole('list', { name: 'Businesses', exact: true });
      await list.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/businesses\/\d+$/);
      await ready(page);
      await checkDialog(
        page,
        'archive',
        page.getByRole('button', { name: 'Archive', exact: true }),
        page.getByRole('dialog', { name: /^Archive .*\?$/ }),
      );
      await checkDialog(
        page,
        'business preview',
        page.getByRole('button', { name: 'Preview', exact: true }),
        page.getByRole('dialog', { name: /^Preview: / }),
      );
      // Leaving with a change not saved: 'Stay' is Escape, and the link is focused again.
      const name = page
        .getByRole('region', { name: 'Identity', exact: true })
        .getByRole('textbox', { name: 'Name', exact: true });
      const original = await name.inputValue();
      await name.fill(`${original} (draft)`);
      const toMenu = page.getByRole('link', { name: 'Edit the menu' });
      await checkDialog(
        page,
        'unsaved changes',
        toMenu,
        page.getByRole('dialog', { name: 'You have unsaved changes' }),
      );
      await expect(page).toHaveURL(/\/businesses\/\d+$/);
      // Put back as it was: nothing left to save, so the link leaves at once.
      await name.fill(original);
      await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
      await toMenu.click();
      await expect(page).toHaveURL(/\/menu$/);
      await ready(page);
      await checkDialog(
        page,
        'product',
        page.getByRole('button', { name: /^Add product to / }).first(),
        page.getByRole('dialog'),
        (d) => d.getByRole('textbox', { name: 'Name', exact: true }),
      );
      await checkDialog(
        page,
        'copy menu',
        page.getByRole('button', { name: 'Copy from another business' }),
        page.getByRole('dialog', { name: 'Copy a menu from another business' }),
      );
    });
  });
}
