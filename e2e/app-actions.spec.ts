import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';

// App images, colours, files and resources (docs/product/app-settings.md). Each journey changes
// actions of its own (the customer app's logo and files, the driver app's colours, the franchises
// app's splash), so files can run side by side against the one server.

// A colour of its own per run, so a repeated journey still makes a new file and a real change.
const RUN_COLOUR = `#${randomBytes(3).toString('hex').toUpperCase()}`;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: RUN_COLOUR } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0B7285' } })
    .jpeg()
    .toBuffer();

const settings = (product: string) => `/my-products/${product}/settings`;
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectRefused(
  page: Page,
  testId: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  message: string,
) {
  await page.getByTestId(testId).setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Ordering' });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
}

test('app images: each bad file is refused with the catalogue’s message and nothing is stored; a good one is', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('customer-app'));
  const images = region(page, 'Images');
  const logo = () => region(page, 'Images').getByRole('img', { name: 'Current Logo (512 × 512)' });
  // What the logo is before (the demo may start with the brand's): a refused file leaves it so.
  await expect(images.getByText('Logo (512 × 512)', { exact: true })).toBeVisible();
  const before = (await logo().count()) ? await logo().getAttribute('src') : null;
  await expect(
    images.getByText('Required: exactly 512 × 512 px, PNG, up to 2,048 KB.').first(),
  ).toBeVisible();

  await expectRefused(
    page,
    'action-file-logo',
    { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a picture') },
    'Only images can be accepted',
  );
  await expectRefused(
    page,
    'action-file-logo',
    { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await jpeg(512, 512) },
    'Only images can be accepted',
  );
  const padded = Buffer.concat([await png(512, 512), Buffer.alloc(2100 * 1024)]);
  await expectRefused(
    page,
    'action-file-logo',
    { name: 'logo.png', mimeType: 'image/png', buffer: padded },
    'The maximum image size is 2048 KB',
  );
  await expectRefused(
    page,
    'action-file-logo',
    { name: 'logo.png', mimeType: 'image/png', buffer: await png(500, 500) },
    "Sorry, this image doesn't look like the size we wanted.",
  );
  await page.reload();
  await expect(images.getByText('Logo (512 × 512)', { exact: true })).toBeVisible();
  if (before) await expect(logo()).toHaveAttribute('src', before);
  else await expect(logo()).toHaveCount(0);

  await page
    .getByTestId('action-file-logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(512, 512) });
  await expect(page.getByText('Correctly saved image')).toBeVisible();
  await page.reload();
  const src = await logo().getAttribute('src');
  expect(src).toMatch(/^\/files\//);
  expect(src).not.toBe(before);
  const stored = Buffer.from(await (await page.request.get(src as string)).body());
  expect([stored.readUInt32BE(16), stored.readUInt32BE(20)]).toEqual([512, 512]);
});

test('app images: a platform image cannot be changed, and the franchises app hides the listed images', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('customer-app'));
  const images = region(page, 'Images');
  await expect(images.getByText('Powered by (300 × 80)', { exact: true })).toBeVisible();
  await expect(images.getByText('Provided by the platform; it cannot be changed.')).toBeVisible();
  await expect(images.getByRole('button', { name: /: Powered by/ })).toHaveCount(0);
  await expect(
    images.getByText('No active orders picture (512 × 512)', { exact: true }),
  ).toBeVisible();

  await page.goto(settings('franchises-app'));
  const franchises = region(page, 'Images');
  await expect(franchises.getByText('Logo (512 × 512)', { exact: true })).toBeVisible();
  for (const hidden of [
    'No active orders picture (512 × 512)',
    'Nothing found picture (512 × 512)',
    'Delivery (512 × 512)',
    'All categories (256 × 256)',
  ]) {
    await expect(franchises.getByText(hidden, { exact: true })).toHaveCount(0);
  }
});

test('theme colours save as the owner stops typing, with the success toast, and survive a reload', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('driver-app'));
  const colours = region(page, 'Theme Settings');
  const primary = colours.getByRole('textbox', { name: 'Primary' });
  await primary.fill(RUN_COLOUR);
  await expect(page.getByText('Correctly saved color')).toBeVisible();
  await page.reload();
  await expect(
    region(page, 'Theme Settings').getByRole('textbox', { name: 'Primary' }),
  ).toHaveValue(RUN_COLOUR);
});

test('files: a wrong extension is refused and cleared; a good file uploads', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('customer-app'));
  const files = region(page, 'Files');
  await expect(files.getByText('google-services.json', { exact: true })).toBeVisible();
  await expectRefused(
    page,
    'action-file-google-services.json',
    { name: 'google-services.txt', mimeType: 'text/plain', buffer: Buffer.from('{}') },
    'Invalid file. Please check the extension or size.',
  );
  await expect(page.getByTestId('action-file-google-services.json')).toHaveValue('');
  await page.getByTestId('action-file-google-services.json').setInputFiles({
    name: 'google-services.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ project_info: { project_id: 'demo-eats' } })),
  });
  await expect(page.getByText('Correctly saved files')).toBeVisible();
  await page.reload();
  await expect(region(page, 'Files').getByText('Uploaded', { exact: true })).toBeVisible();
});

test('resources: icons, notifications and both splash groups; a splash of the exact size uploads', async ({
  ownerPage: page,
}) => {
  await page.goto(settings('franchises-app'));
  const resources = region(page, 'Resources');
  for (const group of ['Icons', 'Notifications', 'Android splash screens', 'iOS splash screens']) {
    await expect(resources.getByRole('heading', { name: group })).toBeVisible();
  }
  await expect(
    resources.getByText('Required: exactly 720 × 1280 px, PNG, up to 4,096 KB.'),
  ).toBeVisible();
  await expectRefused(
    page,
    'action-file-splash_port_xhdpi',
    { name: 'splash.png', mimeType: 'image/png', buffer: await png(1280, 720) },
    "Sorry, this image doesn't look like the size we wanted.",
  );
  await page
    .getByTestId('action-file-splash_port_xhdpi')
    .setInputFiles({ name: 'splash.png', mimeType: 'image/png', buffer: await png(720, 1280) });
  await expect(page.getByText('Correctly saved image')).toBeVisible();
  await page.reload();
  await expect(
    region(page, 'Resources').getByRole('img', {
      name: 'Current Android splash, portrait, xhdpi (720 × 1280)',
    }),
  ).toBeVisible();
});
