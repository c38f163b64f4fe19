import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, logIn, test, useThisCrop } from './fixtures';

/**
 * Collects every Content-Security-Policy violation the page reports, from the DOM event and from
 * Chromium's console message, so a journey can end by asserting there was none.
 */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return violations;
}

test('the console works under its CSP: login, settings, rich text with a video, an image crop', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await logIn(page, '/my-products/ordering-website/settings?tab=basic');

  // The rich-text editor with an embedded video (a frame from YouTube's origin). Nothing is saved:
  // rich-text.spec.ts owns this content.
  await page.getByRole('button', { name: 'Edit homepage content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Homepage content' });
  const editor = dialog.getByRole('textbox', { name: 'Homepage content' });
  await editor.click();
  await page.keyboard.type('Under a strict policy. ');
  await dialog.getByRole('button', { name: 'Insert video' }).click();
  const video = page.getByRole('dialog', { name: 'Insert video' });
  await video.getByLabel('YouTube address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await video.getByRole('button', { name: 'Insert' }).click();
  await expect(editor.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
  await expect(editor).toContainText('Under a strict policy.');
  await page.keyboard.press('Escape');

  // The crop dialog and its preview (data: and blob: images). Not saved: images.spec.ts saves logos.
  await page.goto('/my-products/dashboard/settings?tab=basic');
  await expect(page.getByText('Site logo', { exact: true })).toBeVisible();
  const wide = await sharp({
    create: { width: 600, height: 300, channels: 3, background: '#2C7BE5' },
  })
    .png()
    .toBuffer();
  await page
    .getByTestId('file-logo')
    .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: wide });
  await useThisCrop(page);
  await expect(page.getByRole('img', { name: 'Current Site logo' })).toBeVisible();

  // Another tab of settings, then a reload: the page and its styles load again under the policy.
  await page.goto('/my-products/ordering-website/settings?tab=advanced');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Advanced settings' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  expect(violations).toEqual([]);
});

test('Swagger UI works under its own CSP', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Owner Console API/ })).toBeVisible();
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  expect(violations).toEqual([]);
});
