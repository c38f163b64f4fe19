import { generateKeyPairSync } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeKeystore } from './keystore';

// App keys (docs/product/credentials.md) of the driver app only: other journeys change its general
// info, constants and colours, never its credentials. The iOS and Android journeys touch one
// platform each, so they can run side by side.

const SETTINGS = '/my-products/driver-app/settings';

async function openPlatform(page: Page, name: 'iOS (App Store)' | 'Android (Google Play)') {
  await page.goto(SETTINGS);
  const keys = page.getByRole('region', { name: 'App keys', exact: true });
  const platform = keys.getByRole('region', { name, exact: true });
  await expect(platform.getByRole('button', { name: 'Save' })).toHaveCount(0);
  return platform;
}

test('android keys: a keystore with a wrong store password is refused and nothing is saved; the right one is, with its fingerprints', async ({
  ownerPage: page,
}) => {
  const keystore = makeKeystore('demo');
  const jks = { name: 'upload.jks', mimeType: 'application/octet-stream', buffer: keystore.buffer };

  let android = await openPlatform(page, 'Android (Google Play)');
  await expect(
    android.getByRole('button', { name: 'Choose file: Keystore file (.jks)' }),
  ).toBeVisible();
  await android.getByRole('textbox', { name: 'Key alias' }).fill('demo');
  await android.getByLabel('Store password', { exact: true }).fill('not-the-password');
  await android.getByLabel('Keystore file (.jks)', { exact: true }).setInputFiles(jks);
  await android.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The store password is wrong: the keystore does not open with it'),
  ).toBeVisible();
  await expect(page.getByText('Credentials saved successfully')).toHaveCount(0);
  // What was typed stays on screen to be corrected.
  await expect(android.getByText('To upload: upload.jks')).toBeVisible();

  await page.reload();
  android = page
    .getByRole('region', { name: 'App keys', exact: true })
    .getByRole('region', { name: 'Android (Google Play)', exact: true });
  await expect(
    android.getByRole('button', { name: 'Choose file: Keystore file (.jks)' }),
  ).toBeVisible();
  await expect(android.getByRole('textbox', { name: 'Key alias' })).not.toHaveAttribute(
    'placeholder',
    'Saved — type to replace',
  );
  await expect(android.getByRole('region', { name: 'Signing certificate' })).toHaveCount(0);

  // Spaces typed around the alias are removed (docs/product/validation.md#store-credentials), so '
  // de mo ' is the alias 'demo'.
  await android.getByRole('textbox', { name: 'Key alias' }).fill(' de mo ');
  await android.getByLabel('Store password', { exact: true }).fill(keystore.password);
  await android.getByLabel('Key password', { exact: true }).fill(keystore.password);
  await android.getByLabel('Keystore file (.jks)', { exact: true }).setInputFiles(jks);
  await android.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Credentials saved successfully')).toBeVisible();
  await expect(android.getByRole('textbox', { name: 'Key alias' })).toHaveValue('');

  await page.reload();
  android = page
    .getByRole('region', { name: 'App keys', exact: true })
    .getByRole('region', { name: 'Android (Google Play)', exact: true });
  await expect(
    android.getByRole('button', { name: 'Replace file: Keystore file (.jks)' }),
  ).toBeVisible();
  await expect(android.getByText(/^upload\.jks, uploaded /)).toBeVisible();
  for (const field of ['Store password', 'Key password']) {
    await expect(android.getByLabel(field, { exact: true })).toHaveAttribute(
      'placeholder',
      'Saved — type to replace',
    );
    await expect(android.getByLabel(field, { exact: true })).toHaveValue('');
  }
  const certificate = android.getByRole('region', { name: 'Signing certificate' });
  await expect(certificate.getByText('Subject: CN=Demo')).toBeVisible();
  await expect(certificate.getByText(keystore.sha256, { exact: true })).toBeVisible();
  await expect(certificate.getByRole('button', { name: 'Copy SHA-256 fingerprint' })).toBeVisible();
  // The secrets themselves are never sent back to the page.
  const html = await page.content();
  expect(html).not.toContain(keystore.password);
});

test('ios keys: a file with a wrong extension is refused in the browser; a P-256 .p8 key is saved with the team and key ids', async ({
  ownerPage: page,
}) => {
  const { privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const p8 = Buffer.from(privateKey);

  let ios = await openPlatform(page, 'iOS (App Store)');
  const keyFile = ios.getByLabel('App Store Connect API key (.p8)', { exact: true });
  await keyFile.setInputFiles({ name: 'AuthKey.pem', mimeType: 'text/plain', buffer: p8 });
  await expect(ios.getByText('Invalid file. Please check the extension or size.')).toBeVisible();
  await expect(ios.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await ios.getByRole('textbox', { name: 'Team ID', exact: true }).fill('A1B2C3D4E5');
  await ios.getByRole('textbox', { name: 'API key ID', exact: true }).fill('2X9R4HXF34');
  await ios
    .getByRole('textbox', { name: 'API key issuer ID', exact: true })
    .fill('57246542-96fe-1a63-e053-0824d011072a');
  await keyFile.setInputFiles({
    name: 'AuthKey_2X9R4HXF34.p8',
    mimeType: 'application/octet-stream',
    buffer: p8,
  });
  await expect(ios.getByText('Invalid file. Please check the extension or size.')).toHaveCount(0);
  await ios.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Credentials saved successfully')).toBeVisible();

  await page.reload();
  ios = page
    .getByRole('region', { name: 'App keys', exact: true })
    .getByRole('region', { name: 'iOS (App Store)', exact: true });
  for (const name of ['Team ID', 'API key ID', 'API key issuer ID']) {
    const field = ios.getByRole('textbox', { name, exact: true });
    await expect(field).toHaveAttribute('placeholder', 'Saved — type to replace');
    await expect(field).toHaveValue('');
  }
  await expect(
    ios.getByRole('textbox', { name: 'App Store Connect team ID', exact: true }),
  ).not.toHaveAttribute('placeholder', 'Saved — type to replace');
  await expect(ios.getByText(/^AuthKey_2X9R4HXF34\.p8, uploaded /)).toBeVisible();
  await expect(
    ios.getByRole('button', { name: 'Replace file: App Store Connect API key (.p8)' }),
  ).toBeVisible();
});
