import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { testOnSecondServer } from './second-server';

// A certificate that really expires: a server of this journey's own whose pebble issues
// certificates valid for CERTIFICATE_SECONDS. Renewal starts 30 days before the end, so each one is
// renewed at once while the domain points at us; once it no longer does, renewal fails, the last
// certificate runs out, and the owner reads 'Custom domain is expired'.
const CERTIFICATE_SECONDS = 30;
const { test, server } = testOnSecondServer({ certificateSeconds: CERTIFICATE_SECONDS });

async function dns(path: string, body: object) {
  const response = await fetch(`${server().pebble.dnsManagementUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
}

const domainRegion = (page: Page) => page.getByRole('region', { name: 'Custom domain' });

test('a certificate that is not renewed expires: the owner reads that the custom domain is expired', async ({
  ownerPage: page,
}) => {
  test.setTimeout(180_000);
  const domain = 'expiring.demo-eats.test';
  await dns('/set-cname', { host: domain, target: 'demo.localhost' });
  await dns('/add-a', { host: domain, addresses: ['127.0.0.1'] });

  await page.goto('/my-products/ordering-website/settings?tab=basic');
  await domainRegion(page).getByRole('button', { name: 'Request custom domain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request custom domain' });
  await dialog.getByRole('textbox', { name: 'Domain' }).fill(domain);
  await dialog.getByRole('textbox', { name: 'Google Maps API key' }).fill('demo-maps-key');
  await dialog.getByRole('button', { name: 'Request domain' }).click();
  await expect(dialog).toBeHidden();

  const region = domainRegion(page);
  await expect(region.getByRole('status')).toHaveText(
    'Your domain is now added, please verify the custom domain link above.',
    { timeout: 90_000 },
  );
  const history = region.getByRole('list', { name: 'Custom domain history' });
  // The page follows an issued domain only when reloaded, as an owner coming back would.
  await expect(async () => {
    await page.reload();
    await expect(history).toContainText('Certificate renewed', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  // The domain moves to another server: pebble can no longer reach us, so renewals fail.
  await dns('/clear-cname', { host: domain });
  await dns('/clear-a', { host: domain });
  await dns('/add-a', { host: domain, addresses: ['127.0.0.2'] });

  await expect(async () => {
    await page.reload();
    await expect(region.getByRole('status')).toHaveText('Custom domain is expired', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 + CERTIFICATE_SECONDS * 2_000 });
  await expect(history).toContainText('Renewal failed');
  await expect(history).toContainText('Certificate expired');
  // Ended: the owner can ask again, and no link leads to a site without a certificate.
  await expect(region.getByRole('button', { name: 'Change custom domain' })).toBeVisible();
});
