import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });
const HOME = 'my_products.components.theme_settings.components.values.homepage_content';

test('homepage content: write, format, insert a link and a video, save, and find it after a reload', async ({
  ownerPage: page,
}) => {
  await page.goto('/my-products/ordering-website/settings?tab=basic');
  await page.getByRole('button', { name: 'Edit homepage content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Homepage content' });
  const editor = dialog.getByRole('textbox', { name: 'Homepage content' });
  const box = await dialog.locator('.tiptap').locator('..').boundingBox();
  expect(Math.round(box?.height ?? 0)).toBe(350);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Fresh pizza every day. ');
  await dialog.getByRole('button', { name: 'Insert link' }).click();
  const link = page.getByRole('dialog', { name: 'Insert link' });
  await link.getByLabel('Address (https://…)').fill('javascript:alert(1)');
  await link.getByRole('button', { name: 'Insert' }).click();
  await expect(link).toContainText('Enter an address that starts with https://');
  await link.getByLabel('Address (https://…)').fill('https://example.com/menu');
  await link.getByLabel('Text to show').fill('See the menu');
  await link.getByRole('button', { name: 'Insert' }).click();
  await dialog.getByRole('button', { name: 'Insert video' }).click();
  const video = page.getByRole('dialog', { name: 'Insert video' });
  await video.getByLabel('YouTube address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await video.getByRole('button', { name: 'Insert' }).click();
  await expect(editor.getByRole('link', { name: 'See the menu' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes are saved.')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Edit homepage content' }).click();
  const reopened = page.getByRole('dialog', { name: 'Homepage content' });
  await expect(reopened.getByText('Fresh pizza every day.')).toBeVisible();
  await expect(reopened.getByRole('link', { name: 'See the menu' })).toHaveAttribute(
    'href',
    'https://example.com/menu',
  );
  await expect(
    reopened.locator('iframe[src*="youtube-nocookie.com/embed/dQw4w9WgXcQ"]'),
  ).toHaveCount(1);
});

test('rich text sent with a script comes back without it', async ({ ownerPage: page }) => {
  await page.goto('/my-products/ordering-website/settings?tab=basic');
  const token = await page.evaluate(() => localStorage.getItem('oc.token'));
  const headers = { authorization: `Bearer ${token}` };
  const products = await (await page.request.get('/api/products', { headers })).json();
  const siteId = products.result.find((p: { code: string }) => p.code === 'web_ordering').site_id;
  const theme = await (await page.request.get(`/api/sites/${siteId}/theme`, { headers })).json();
  const saved = await page.request.patch(`/api/sites/${siteId}/theme`, {
    headers,
    data: {
      version: theme.result.version,
      changes: [
        {
          path: HOME,
          value: '<p>Hello</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Edit homepage content' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Homepage content' }).getByText('Hello'),
  ).toBeVisible();
  const stored = (await (await page.request.get(`/api/sites/${siteId}/theme`, { headers })).json())
    .result.values.my_products.components.theme_settings.components.values
    .homepage_content as string;
  expect(stored).toContain('<p>Hello</p>');
  expect(stored).not.toMatch(/script|onerror|alert/);
});
