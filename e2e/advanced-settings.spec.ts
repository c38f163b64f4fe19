import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, useThisCrop } from './fixtures';
import { E2E_PORT } from './playwright.config';

// Advanced settings (docs/product/theme-values.md#advanced-sections). Each journey changes paths
// that no other journey touches, so files can run side by side against the one server: the
// website's advanced leaves here, the homepage-fullscreen boolean only in the franchises app's own
// theme.

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#D9480F' } })
    .png()
    .toBuffer();

const advanced = (product: string) => `/my-products/${product}/settings?tab=advanced`;
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

async function saveAdvanced(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your advanced settings are saved.')).toBeVisible();
}

async function uploadImage(page: Page, testId: string, width: number, height: number) {
  await page.getByTestId(testId).setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: await png(width, height),
  });
  await useThisCrop(page);
}

test('the website: one leaf of every kind is changed, saved and still there after a reload', async ({
  ownerPage: page,
}) => {
  await page.goto(advanced('ordering-website'));
  const header = section(page, 'Header');
  await expect(header).toBeVisible();

  // hidden (shown as a switch: on = customers see it)
  const language = header.getByRole('switch', { name: 'Language selector' });
  await expect(language).toBeChecked();
  await language.setChecked(false, { force: true });
  // select
  await choose(page, header.getByRole('combobox', { name: 'Logo position' }), 'Centre');
  // colour
  const buttons = section(page, 'Buttons');
  await buttons.getByRole('textbox', { name: 'Button colour' }).fill('#AA3300');
  // number
  await buttons.getByRole('textbox', { name: 'Corner radius (px)' }).fill('24');
  // font and weight
  const typography = section(page, 'Typography');
  await choose(page, typography.getByRole('combobox', { name: 'Font', exact: true }), 'Lobster');
  await choose(page, typography.getByRole('combobox', { name: 'Font weight' }), '700');
  // text
  const banner = section(page, 'Smart banner settings');
  await banner.getByRole('textbox', { name: 'Apple App Store id' }).fill('id1234567890');
  // code, stored as given
  const code = '<script async src="https://analytics.example/tag.js"></script>';
  await section(page, 'Third-party code')
    .getByRole('textbox', { name: 'Code at the end of <head>' })
    .fill(code);
  // image (the favicon is square: its crop is 1:1)
  await uploadImage(page, 'file-general.components.favicon.components.image', 800, 600);
  await expect(page.getByRole('img', { name: 'Current Favicon' })).toBeVisible();

  await saveAdvanced(page);
  await page.reload();

  await expect(
    section(page, 'Header').getByRole('switch', { name: 'Language selector' }),
  ).not.toBeChecked();
  await expect(
    section(page, 'Header').getByRole('combobox', { name: 'Logo position' }),
  ).toHaveValue('Centre');
  await expect(
    section(page, 'Buttons').getByRole('textbox', { name: 'Button colour' }),
  ).toHaveValue('#AA3300');
  await expect(
    section(page, 'Buttons').getByRole('textbox', { name: 'Corner radius (px)' }),
  ).toHaveValue('24');
  await expect(
    section(page, 'Typography').getByRole('combobox', { name: 'Font', exact: true }),
  ).toHaveValue('Lobster');
  await expect(
    section(page, 'Typography').getByRole('combobox', { name: 'Font weight' }),
  ).toHaveValue('700');
  await expect(
    section(page, 'Smart banner settings').getByRole('textbox', { name: 'Apple App Store id' }),
  ).toHaveValue('id1234567890');
  await expect(
    section(page, 'Third-party code').getByRole('textbox', { name: 'Code at the end of <head>' }),
  ).toHaveValue(code);
  const favicon = page.getByRole('img', { name: 'Current Favicon' });
  const src = (await favicon.getAttribute('src')) as string;
  expect(src).toMatch(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
  const stored = Buffer.from(await (await page.request.get(src)).body());
  expect(stored.readUInt32BE(16)).toBe(stored.readUInt32BE(20));
});

test('a Basic save and an Advanced save in the same page both survive; switching tabs loses nothing', async ({
  ownerPage: page,
}) => {
  await page.goto('/my-products/ordering-website/settings?tab=basic');
  const background = page.getByRole('textbox', { name: 'Background colour', exact: true });
  await background.fill('#FAF5EE');
  await page.getByRole('tab', { name: 'Advanced settings' }).click();
  const order = section(page, 'Order types popup');
  await order.getByRole('textbox', { name: 'Popup title' }).fill('How would you like it?');
  await saveAdvanced(page);

  // Back on Basic, the colour typed before is still there and saves on top of the advanced save.
  await page.getByRole('tab', { name: 'Basic settings' }).click();
  await expect(background).toHaveValue('#FAF5EE');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Background colour', exact: true })).toHaveValue(
    '#FAF5EE',
  );
  await page.getByRole('tab', { name: 'Advanced settings' }).click();
  await expect(
    section(page, 'Order types popup').getByRole('textbox', { name: 'Popup title' }),
  ).toHaveValue('How would you like it?');
});

test('a value the shared rules refuse opens the Ordering dialog and nothing is saved', async ({
  ownerPage: page,
}) => {
  await page.goto(advanced('ordering-website'));
  const radius = section(page, 'Buttons').getByRole('textbox', { name: 'Corner radius (px)' });
  await radius.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ordering' });
  await expect(dialog).toContainText('Corner radius (px): use a whole number from 0 to 99');
  await dialog.getByRole('button', { name: 'OK' }).click();
  // What was typed stays on screen until the owner changes it.
  await expect(radius).toHaveValue('');
  await page.reload();
  await expect(
    section(page, 'Buttons').getByRole('textbox', { name: 'Corner radius (px)' }),
  ).not.toHaveValue('');
});

test('the franchise website: franchise items are shown but cannot be changed', async ({
  ownerPage: page,
}) => {
  await page.goto(advanced('franchise-website'));
  const block = section(page, 'Business block');
  await expect(block.getByRole('switch', { name: /^Logo/ })).toBeDisabled();
  await expect(block.getByRole('switch', { name: /^Delivery fee/ })).toBeEnabled();
  await expect(section(page, 'Menu options')).toHaveCount(0);
  await expect(section(page, 'Smart banner settings')).toBeVisible();

  const showFirst = section(page, 'Business page').getByRole('switch', {
    name: 'Show the first categories',
  });
  await showFirst.setChecked(false, { force: true });
  await saveAdvanced(page);
  await page.reload();
  await expect(
    section(page, 'Business page').getByRole('switch', { name: 'Show the first categories' }),
  ).not.toBeChecked();
});

/** The text colour of the franchise website's buttons, as a visitor's browser draws it now. */
async function franchiseButtonText(page: Page) {
  const visitor = await page.context().newPage();
  await visitor.goto(`http://demo-franchise.localhost:${E2E_PORT}/`);
  const colour = await visitor.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--oc-btn-text').trim(),
  );
  await visitor.close();
  return colour;
}

test('the button text colour shows what the website draws; white, saved, is drawn white', async ({
  ownerPage: page,
}) => {
  // The franchise website: no other journey changes its buttons.
  await page.goto(advanced('franchise-website'));
  const text = section(page, 'Buttons').getByRole('textbox', { name: 'Button text colour' });
  await expect(text).toHaveValue(/^#[0-9A-F]{6}$/);
  const shown = await text.inputValue();
  expect(await franchiseButtonText(page)).toBe(shown);

  const other = shown === '#FFFFFF' ? '#000000' : '#FFFFFF';
  await text.fill(other);
  await saveAdvanced(page);
  await expect.poll(() => franchiseButtonText(page)).toBe(other);
  await page.reload();
  await expect(
    section(page, 'Buttons').getByRole('textbox', { name: 'Button text colour' }),
  ).toHaveValue(other);
});

test('the kiosk app shows only its homepage image, which uploads and saves', async ({
  ownerPage: page,
}) => {
  await page.goto(advanced('kiosk-app'));
  const image = section(page, 'Homepage image');
  await expect(image).toBeVisible();
  // Within the form: the live preview beside it is a region of its own.
  await expect(page.locator('form').getByRole('region')).toHaveCount(1);
  await uploadImage(
    page,
    'file-my_products.components.images.components.homepage_background.components.image',
    1350,
    400,
  );
  await saveAdvanced(page);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Current Homepage image' })).toHaveAttribute(
    'src',
    /^\/files\//,
  );
});

test('the franchises app: its own theme, app items disabled, the navigation bar menu', async ({
  ownerPage: page,
}) => {
  await page.goto(advanced('franchises-app'));
  await expect(section(page, 'Navigation bar menu')).toBeVisible();
  await expect(section(page, 'Menu options')).toHaveCount(0);
  await expect(
    section(page, 'Cart header').getByRole('switch', { name: /^Discount coupon/ }),
  ).toBeDisabled();

  const fullscreen = section(page, 'Images').getByRole('checkbox', {
    name: 'Homepage image full screen',
  });
  await fullscreen.setChecked(true, { force: true });
  await section(page, 'Navigation bar menu')
    .getByRole('switch', { name: 'Wallet' })
    .setChecked(false, { force: true });
  await saveAdvanced(page);
  await page.reload();
  await expect(
    section(page, 'Images').getByRole('checkbox', { name: 'Homepage image full screen' }),
  ).toBeChecked();
  await expect(
    section(page, 'Navigation bar menu').getByRole('switch', { name: 'Wallet' }),
  ).not.toBeChecked();
});
