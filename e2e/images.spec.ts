import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, useThisCrop } from './fixtures';

test.describe.configure({ mode: 'serial' });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2C7BE5' } })
    .png()
    .toBuffer();

/** PNG width and height from the IHDR chunk. */
const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

async function openImages(page: Page) {
  await page.goto('/my-products/dashboard/settings?tab=basic');
  await expect(page.getByText('Site logo', { exact: true })).toBeVisible();
}

async function expectRefused(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  message: string,
) {
  await page.getByTestId('file-logo').setInputFiles(files);
  const dialog = page.getByRole('dialog', { name: 'Ordering' });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: 'Crop your image' })).toHaveCount(0);
  // Nothing changed, so the dashboard shows no Save.
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
}

test('each bad file is refused with the catalogue’s message and nothing is saved', async ({
  ownerPage: page,
}) => {
  await openImages(page);
  await expectRefused(
    page,
    [{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') }],
    'Only images can be accepted',
  );
  const big = await sharp(randomBytes(1000 * 1000 * 3), {
    raw: { width: 1000, height: 1000, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
  await expectRefused(
    page,
    [{ name: 'big.png', mimeType: 'image/png', buffer: big }],
    'The maximum image size is 2 megabytes',
  );
  await expectRefused(
    page,
    [
      {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
    ],
    'Only images can be accepted',
  );
  const one = { name: 'a.png', mimeType: 'image/png', buffer: await png(20, 20) };
  await expectRefused(page, [one, { ...one, name: 'b.png' }], 'Please choose one file at a time.');
  await page.reload();
  await expect(page.getByRole('img', { name: 'Current Site logo' })).toHaveCount(0);
});

test('a logo crops 1:1, uploads, previews, and is saved as a square file', async ({
  ownerPage: page,
}) => {
  await openImages(page);
  await page
    .getByTestId('file-logo')
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await png(900, 500) });
  await useThisCrop(page);
  const preview = page.getByRole('img', { name: 'Current Site logo' });
  await expect(preview).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();

  await page.reload();
  const src = await page.getByRole('img', { name: 'Current Site logo' }).getAttribute('src');
  expect(src).toMatch(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
  const stored = await page.request.get(src as string);
  const size = pngSize(Buffer.from(await stored.body()));
  expect(size.width).toBe(size.height);
  expect(size.width).toBe(500);
  // The dashboard's logo is the console's own: it shows in the header.
  await expect(page.getByRole('banner').getByRole('img', { name: /logo$/ })).toHaveAttribute(
    'src',
    src as string,
  );
});
