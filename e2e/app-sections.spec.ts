import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';

// Every section of the app view (docs/product/app-settings.md#section-order) used once on each of
// the customer, driver and franchises apps. Only settings no other journey touches are changed
// here: the description, the Apple merchant id constant, the header logo, the secondary colour, the
// iOS Firebase file, the notification icon, and (except on the driver app, whose keys
// e2e/app-keys.spec.ts uses) the iOS team ID.

const APPS = ['customer-app', 'driver-app', 'franchises-app'] as const;
const SECTIONS = [
  'General app info',
  'Constants',
  'Images',
  'Theme Settings',
  'Files',
  'App keys',
  'Resources',
  'Build Apps',
];

const run = randomBytes(3).toString('hex').toUpperCase();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: `#${run}` } })
    .png()
    .toBuffer();
const PLIST = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict><key>PROJECT_ID</key><string>demo-eats-${run}</string></dict></plist>
`,
);

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

for (const slug of APPS) {
  test(`${slug}: every section in order, each one saving`, async ({ ownerPage: page }) => {
    await page.goto(`/my-products/${slug}/settings`);
    const titles = page.getByRole('region').getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(SECTIONS);

    // General app info
    const general = region(page, 'General app info');
    const description = `Order from Demo Eats (${run}).`;
    await general.getByRole('textbox', { name: 'Description' }).fill(description);
    await general.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Your app info is saved.')).toBeVisible();

    // Constants: spaces are removed before saving
    const merchant = region(page, 'Constants').getByRole('textbox', { name: 'Apple merchant id' });
    await merchant.fill(`merchant.com. demo ${run}`);
    await expect(toast(page, 'Correctly saved constant')).toBeVisible();

    // Images
    await page
      .getByTestId('action-file-header_logo')
      .setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: await png(900, 200) });
    await expect(toast(page, 'Correctly saved image')).toBeVisible();

    // Theme Settings (colours)
    await region(page, 'Theme Settings')
      .getByRole('textbox', { name: 'Secondary' })
      .fill(`#${run}`);
    await expect(toast(page, 'Correctly saved color')).toBeVisible();

    // Files
    await page.getByTestId('action-file-GoogleService-Info.plist').setInputFiles({
      name: 'GoogleService-Info.plist',
      mimeType: 'application/xml',
      buffer: PLIST,
    });
    await expect(toast(page, 'Correctly saved files')).toBeVisible();

    // App keys: a team ID alone (a keystore and a .p8 have journeys of their own)
    const ios = region(page, 'App keys').getByRole('region', { name: 'iOS (App Store)' });
    if (slug !== 'driver-app') {
      await ios.getByRole('textbox', { name: 'Team ID', exact: true }).fill(` T${run} `);
      await ios.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Credentials saved successfully')).toBeVisible();
    }

    // Resources
    await page
      .getByTestId('action-file-notification_icon')
      .setInputFiles({ name: 'bell.png', mimeType: 'image/png', buffer: await png(96, 96) });
    await expect(
      region(page, 'Resources').getByRole('img', { name: 'Current Notification icon (96 × 96)' }),
    ).toBeVisible();

    await page.reload();
    await expect(
      region(page, 'General app info').getByRole('textbox', { name: 'Description' }),
    ).toHaveValue(description);
    await expect(
      region(page, 'Constants').getByRole('textbox', { name: 'Apple merchant id' }),
    ).toHaveValue(`merchant.com.demo${run}`);
    await expect(
      region(page, 'Images').getByRole('img', { name: 'Current Header logo (900 × 200)' }),
    ).toBeVisible();
    await expect(
      region(page, 'Theme Settings').getByRole('textbox', { name: 'Secondary' }),
    ).toHaveValue(`#${run}`);
    await expect(
      page.getByRole('group', { name: 'GoogleService-Info.plist' }).getByText('Uploaded'),
    ).toBeVisible();
    await expect(
      region(page, 'Resources').getByRole('img', { name: 'Current Notification icon (96 × 96)' }),
    ).toBeVisible();
    if (slug !== 'driver-app') {
      await expect(
        region(page, 'App keys')
          .getByRole('region', { name: 'iOS (App Store)' })
          .getByRole('textbox', { name: 'Team ID', exact: true }),
      ).toHaveAttribute('placeholder', 'Saved — type to replace');
    }
  });
}
