import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { readBundleBadging } from '../apps/server/src/modules/builds/android/android-bundle';
import { seriousIssues } from './axe';
import { expect, test, tokenOf } from './fixtures';
import { makeKeystore } from './keystore';
import { playAccount } from './outside-services';

// Build Apps (docs/product/builds.md): real signed Android packages built by the server's worker
// with apktool, zipalign and apksigner, checked here with apksigner and aapt; the 'Required fields'
// and 'Build error' dialogs; the queue; cancel; the iOS failure with its project zip; App Bundles;
// sending to Google Play (a local stand-in, e2e/serve.ts). These journeys run after the console
// journeys (playwright.config.ts), one after another: they share the customer app's Android builds.
test.describe.configure({ mode: 'serial' });

const settings = (slug: string) => `/my-products/${slug}/settings`;
const TOOL_TIMEOUT = 90_000;

/**
 * The release keystore these journeys share, made by keytool when first used: not each time this
 * file is read (listing the journeys reads every file before any runs).
 */
let madeKeystore: ReturnType<typeof makeKeystore> | undefined;
const keystore = () => {
  madeKeystore ??= makeKeystore('release', 'Demo Eats');
  return madeKeystore;
};
/** apksigner prints the certificate's SHA-256 as lower-case hexadecimal without colons. */
const keystoreSha256 = () => keystore().sha256.replaceAll(':', '').toLowerCase();

const buildApps = (page: Page) => page.getByRole('region', { name: 'Build Apps', exact: true });
const platformBuilds = (page: Page, platform: 'Android' | 'iOS') =>
  buildApps(page).getByRole('region', { name: `${platform} builds`, exact: true });
const androidKeys = (page: Page) =>
  page
    .getByRole('region', { name: 'App keys', exact: true })
    .getByRole('region', { name: 'Android (Google Play)', exact: true });

/** The console's bearer token, as the page's storage holds it (whichever page is open). */
async function token(page: Page): Promise<string> {
  const value = tokenOf(await page.context().storageState());
  if (!value) throw new Error('not logged in');
  return value;
}

/** The app's id, as the console's own product list gives it. */
async function appIdOf(page: Page, code: string): Promise<number> {
  const response = await page.request.get('/api/products', {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  const products = (await response.json()).result as { id: number; code: string }[];
  const id = products.find((p) => p.code === code)?.id;
  if (!id) throw new Error(`no product ${code}`);
  return id;
}

/** Saves the keystore in the app's Android keys through the App keys form, as an owner does. */
async function saveKeystore(page: Page) {
  const android = androidKeys(page);
  await android.getByRole('textbox', { name: 'Key alias' }).fill(keystore().alias);
  await android.getByLabel('Store password', { exact: true }).fill(keystore().password);
  await android.getByLabel('Key password', { exact: true }).fill(keystore().password);
  await android.getByLabel('Keystore file (.jks)', { exact: true }).setInputFiles({
    name: 'release.jks',
    mimeType: 'application/octet-stream',
    buffer: keystore().buffer,
  });
  await android.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Credentials saved successfully').last()).toBeVisible();
}

/** The same keys through the API (for the apps whose pages these journeys do not open). */
async function saveKeystoreByApi(page: Page, appId: number) {
  const response = await page.request.post(`/api/builder/apps/${appId}/credentials/android`, {
    headers: { authorization: `Bearer ${await token(page)}` },
    multipart: {
      key_alias: keystore().alias,
      store_password: keystore().password,
      key_password: keystore().password,
      store_file: {
        name: 'release.jks',
        mimeType: 'application/octet-stream',
        buffer: keystore().buffer,
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function startBuildByApi(page: Page, appId: number, mode: 'release' | 'debug') {
  const response = await page.request.post(`/api/builder/apps/${appId}/builds`, {
    headers: { authorization: `Bearer ${await token(page)}` },
    data: { platform: 'android', mode, type: 'assemble' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Waits until the platform's last build has ended, and answers its badge's text. */
async function lastBuildEnds(builds: Locator): Promise<string> {
  const ended = builds.getByText(/^(Successful|Failed|Request error)$/).first();
  await expect(ended).toBeVisible({ timeout: TOOL_TIMEOUT });
  return (await ended.textContent()) ?? '';
}

/** The APK/AAB choice is a segmented control: its radios are hidden behind their labels. */
async function choosePackage(builds: Locator, kind: 'APK' | 'AAB') {
  await builds
    .getByRole('radiogroup', { name: 'Android package' })
    .getByText(kind, { exact: true })
    .click();
  await expect(builds.getByRole('radio', { name: kind })).toBeChecked();
}

async function saveDownload(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

function apkFacts(apk: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'oc-e2e-apk-'));
  try {
    const file = join(dir, 'app.apk');
    writeFileSync(file, apk);
    const verify = execFileSync('apksigner', ['verify', '--verbose', '--print-certs', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString();
    const badging = execFileSync('aapt', ['dump', 'badging', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString();
    return { verify, badging };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('customer app, Android: the missing keys are listed in Required fields; with a real keystore a Pro build gives a signed APK with the saved name, package and version, the same bytes by Download and by the QR link', async ({
  ownerPage: page,
}) => {
  test.setTimeout(150_000);
  await page.goto(settings('customer-app'));
  const android = platformBuilds(page, 'Android');
  await expect(android.getByText('No build yet.')).toBeVisible();
  // Never built: said neutrally, no 'new version available'; the store says what it still needs.
  await expect(android.getByTestId('version-freshness')).toHaveText(
    /^Not built yet: the first build makes version /,
  );
  const store = android.getByRole('button', { name: 'Store (Add keys and files)' });
  await expect(store).toBeDisabled();
  await expect(store).toHaveAccessibleDescription(/^To send to Google Play, first:/);

  await android.getByRole('button', { name: 'Build Pro' }).click();
  const required = page.getByRole('dialog', { name: 'Required fields' });
  await expect(required).toBeVisible();
  await expect(required.getByRole('listitem')).toHaveText(['Key alias', 'Keystore file (.jks)']);
  await expect(required).toHaveCSS('opacity', '1');
  expect(await seriousIssues(page), 'Required fields open').toEqual([]);
  await required.getByRole('button', { name: 'OK' }).click();
  await expect(required).toBeHidden();
  await expect(android.getByRole('button', { name: 'Build Pro' })).toBeFocused();
  // Nothing started.
  await expect(android.getByText('No build yet.')).toBeVisible();

  await saveKeystore(page);
  const info = page.getByRole('region', { name: 'General app info' });
  const name = await info.getByRole('textbox', { name: 'Name', exact: true }).inputValue();
  const version = await info.getByRole('textbox', { name: 'Version', exact: true }).inputValue();
  const pkg = await info.getByRole('textbox', { name: 'Package', exact: true }).inputValue();

  await expect(android.getByRole('radio', { name: 'APK' })).toBeChecked();
  await android.getByRole('button', { name: 'Build Pro' }).click();
  // While it runs, both build buttons wait for it.
  await expect(android.getByRole('button', { name: 'Build Test' })).toBeDisabled();
  expect(await lastBuildEnds(android)).toBe('Successful');
  await expect(android.getByTestId('version-freshness')).toHaveText(
    new RegExp(`^Up to date: version ${version.replaceAll('.', '\\.')} built on `),
  );

  // The whole log, with what each step did.
  await android.getByRole('button', { name: 'See Logs' }).click();
  const log = page.getByRole('dialog', { name: `Log of the Android build ${version}` });
  await expect(log).toContainText(/apksigner|sign/i);
  await expect(log).not.toContainText(keystore().password);
  await expect(log).toHaveCSS('opacity', '1');
  expect(await seriousIssues(page), 'the build log open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(log).toBeHidden();
  await expect(android.getByRole('button', { name: 'See Logs' })).toBeFocused();

  // Download, as the owner does.
  const downloadButton = android.getByRole('button', { name: /^Download .*-release\.apk$/ });
  const fileName = ((await downloadButton.getAttribute('aria-label')) ?? '').replace(
    /^Download /,
    '',
  );
  expect(fileName).toBe(
    `${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-${version}-release.apk`,
  );
  // Download follows a signed link, the one the QR code shows.
  const linkAnswer = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' && /\/downloads\/android\/release\/apk\/link$/.test(r.url()),
  );
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const apk = await saveDownload(download);

  const { verify, badging } = apkFacts(apk);
  expect(verify).toContain('Verifies');
  expect(verify).toContain(`certificate SHA-256 digest: ${keystoreSha256()}`);
  expect(badging).toContain(`package: name='${pkg}'`);
  expect(badging).toContain(`versionName='${version}'`);
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  expect(badging).toContain(`versionCode='${major * 1_000_000 + minor * 1_000 + patch}'`);
  expect(badging).toContain(`application-label:'${name}'`);
  expect(badging).toMatch(/application-icon-640:'[^']+'/);

  // The QR code holds the same signed link, which a phone opens without logging in.
  await android.getByRole('button', { name: `QR code for ${fileName}` }).click();
  const qr = page.getByRole('dialog', { name: `Install ${fileName}` });
  await expect(
    qr.getByRole('img', { name: `QR code of the download link for ${fileName}` }),
  ).toBeVisible();
  await expect(qr).toContainText('Scan with your phone to install. The link works until');
  const { url } = (await (await linkAnswer).json()).result as { url: string };
  // On a phone, nothing to scan: the same link to tap, or to copy. Checked by axe on a computer and
  // on a phone, closed with Escape, the focus back on 'QR code'.
  const qrButton = android.getByRole('button', { name: `QR code for ${fileName}` });
  for (const viewport of [null, { width: 375, height: 812 }]) {
    if (viewport) {
      await page.setViewportSize(viewport);
      await qrButton.scrollIntoViewIfNeeded();
      await qrButton.click();
    }
    await expect(
      qr.getByRole('link', { name: `On this phone? Install ${fileName} from here` }),
    ).toHaveAttribute('href', url);
    await expect(qr.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(qr).toHaveCSS('opacity', '1');
    const where = `the QR code open at ${viewport?.width ?? 1280} px`;
    expect(await seriousIssues(page), where).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(qr).toBeHidden();
    await expect(qrButton).toBeFocused();
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  const phone = await page.context().browser()?.newContext();
  if (!phone) throw new Error('no browser');
  try {
    const fetched = await phone.request.get(url);
    expect(fetched.status()).toBe(200);
    expect(Buffer.from(await fetched.body()).equals(apk)).toBe(true);
    // Nothing else of the project opens with it.
    const other = await phone.request.get(
      url.replace(/\/downloads\/android\/release\/apk/, '/downloads/android/debug/apk'),
    );
    expect(other.status()).toBeGreaterThanOrEqual(400);
    const app = await phone.request.get(url.replace(/\/downloads\/.*$/, ''));
    expect(app.status()).toBe(401);
  } finally {
    await phone.close();
  }
});

test('customer app, Android: sending the release App Bundle to Google Play reports a key Google refuses in words, then succeeds to the chosen track, then refuses the same version code again', async ({
  ownerPage: page,
}) => {
  test.setTimeout(150_000);
  await page.goto(settings('customer-app'));
  const android = platformBuilds(page, 'Android');
  const send = android.getByRole('button', { name: 'Store (Add keys and files)' });
  const keys = androidKeys(page);
  const upload = async (which: 'publisher' | 'stranger') => {
    await keys
      .getByLabel('Play Store service account (.json)', { exact: true })
      .setInputFiles(playAccount(which));
    await keys.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Credentials saved successfully').last()).toBeVisible();
  };
  const sendTo = async (track: string) => {
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Send to Google Play' });
    await dialog.getByRole('radio', { name: track }).check();
    await dialog.getByRole('button', { name: 'Send' }).click();
  };

  // Google Play takes new apps only as App Bundles: Store waits for a release AAB.
  await choosePackage(android, 'AAB');
  await android.getByRole('button', { name: 'Build Pro' }).click();
  await expect(android.getByText('Release · AAB')).toBeVisible();
  expect(await lastBuildEnds(android)).toBe('Successful');
  // Without the Play Store service account it waits, and says so before any click.
  await expect(send).toBeDisabled();
  await expect(
    android.getByRole('link', { name: 'Add the Play Store service account (.json) in App keys' }),
  ).toBeVisible();

  await upload('stranger');
  await expect(send).toBeEnabled();
  await sendTo('Internal testing');
  const refused = page.getByRole('dialog', { name: 'Google Play', exact: true });
  await expect(refused).toContainText('Google refused the Play Store credential file');
  await refused.getByRole('button', { name: 'OK' }).click();

  await upload('publisher');
  await sendTo('Closed testing (alpha)');
  await expect(
    page.getByText(/^Sent to Google Play \(Closed testing \(alpha\)\), version code \d+$/).last(),
  ).toBeVisible({ timeout: 30_000 });

  await sendTo('Internal testing');
  await expect(refused).toContainText(/Google Play already has a build with version code \d+/);
  await refused.getByRole('button', { name: 'OK' }).click();
  await choosePackage(android, 'APK');
});

test('customer app, Android: two tabs asking for a build at the same moment start one; the other is told in the Build error dialog', async ({
  ownerPage: page,
}) => {
  test.setTimeout(120_000);
  const other = await page.context().newPage();
  await Promise.all([page.goto(settings('customer-app')), other.goto(settings('customer-app'))]);
  const here = platformBuilds(page, 'Android').getByRole('button', { name: 'Build Test' });
  const there = platformBuilds(other, 'Android').getByRole('button', { name: 'Build Test' });
  await expect(here).toBeEnabled();
  await expect(there).toBeEnabled();
  // Clicked as events, both at once: a click of Playwright's on the tab in the background waits
  // for its frames to settle, seconds at times, by when the first build may have ended.
  await Promise.all([here.dispatchEvent('click'), there.dispatchEvent('click')]);

  const errors = [page, other].map((p) => p.getByRole('dialog', { name: 'Build error' }));
  await expect(async () => {
    const shown = await Promise.all(errors.map((e) => e.isVisible()));
    expect(shown.filter(Boolean)).toHaveLength(1);
  }).toPass();
  const [refusedPage, acceptedPage] = (await errors[0]?.isVisible())
    ? [page, other]
    : [other, page];
  const dialog = refusedPage.getByRole('dialog', { name: 'Build error' });
  await expect(dialog).toContainText('An Android build is already under way.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  // The build that started runs to its end; then building is possible again.
  // (The last build shown is the new one once its mode reads Debug: the one before was a release.)
  const accepted = platformBuilds(acceptedPage, 'Android');
  await expect(accepted.getByText('Debug · APK')).toBeVisible();
  await expect(accepted.getByRole('button', { name: 'Build Test' })).toBeEnabled({
    timeout: TOOL_TIMEOUT,
  });
  expect(await lastBuildEnds(accepted)).toBe('Successful');
  await other.close();
});

test('queue: three builds at once, the last waits with its position and is cancelled by its owner', async ({
  ownerPage: page,
}) => {
  test.setTimeout(150_000);
  const customer = await appIdOf(page, 'app_customer_x');
  const singleStore = await appIdOf(page, 'app_single_store_x');
  const store = await appIdOf(page, 'app_business_x');
  await saveKeystoreByApi(page, singleStore);
  await saveKeystoreByApi(page, store);
  // One worker serves the journeys' server: the third build waits behind the other two.
  await startBuildByApi(page, customer, 'release');
  await startBuildByApi(page, singleStore, 'release');
  await startBuildByApi(page, store, 'release');

  await page.goto(settings('store-app'));
  const android = platformBuilds(page, 'Android');
  await expect(android.getByText(/^Waiting in the queue: position [12]$/)).toBeVisible();
  await expect(android.getByRole('button', { name: 'Build Pro' })).toBeDisabled();
  await android.getByRole('button', { name: 'Cancel build' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel the Android build?' });
  await confirm.getByRole('button', { name: 'Cancel build' }).click();
  await expect(page.getByText('The Android build is cancelled.').last()).toBeVisible();
  expect(await lastBuildEnds(android)).toBe('Failed');
  await expect(android.getByText('Error code: BUILD_CANCELLED')).toBeVisible();
  await expect(android.getByText('You cancelled this build.')).toBeVisible();
  await expect(android.getByRole('button', { name: 'Build Pro' })).toBeEnabled();
});

test('kiosk app, iOS: with every required field set the build fails at once for want of a macOS agent, says so, and offers the Xcode project; Delete certificates removes the iOS keys after a confirm', async ({
  ownerPage: page,
}) => {
  const kiosk = await appIdOf(page, 'app_kiosk_x');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const p8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const saved = await page.request.post(`/api/builder/apps/${kiosk}/credentials/ios`, {
    headers: { authorization: `Bearer ${await token(page)}` },
    multipart: {
      team_id: 'A1B2C3D4E5',
      api_key_id: 'KEY123ABCD',
      api_key_issuer_id: '57246542-96fe-1a63-e053-0824d011072a',
      api_key_file: {
        name: 'AuthKey_KEY123ABCD.p8',
        mimeType: 'text/plain',
        buffer: Buffer.from(p8),
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(settings('kiosk-app'));
  const ios = platformBuilds(page, 'iOS');
  await ios.getByRole('button', { name: 'Build Pro' }).click();
  expect(await lastBuildEnds(ios)).toBe('Failed');
  await expect(ios.getByText('Error code: IOS_BUILD_AGENT_MISSING')).toBeVisible();
  await expect(ios.getByText(/no macOS build agent connected/)).toBeVisible();
  await expect(ios.getByRole('button', { name: 'Delete certificates' })).toBeVisible();

  const downloadButton = ios.getByRole('button', { name: /^Download .*-app-store-project\.zip$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  const zip = await saveDownload(download);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('project.pbxproj'))).toBe(true);

  // A failed build offers to delete the keys it was given.
  await ios.getByRole('button', { name: 'Delete certificates' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the iOS certificates?' });
  await expect(confirm).toContainText('App Store Connect API key (.p8)');
  await confirm.getByRole('button', { name: 'Delete certificates' }).click();
  await expect(page.getByText('The iOS certificates are deleted.').last()).toBeVisible();

  // The keys are gone: a new Pro build asks for them again.
  await ios.getByRole('button', { name: 'Build Pro' }).click();
  const required = page.getByRole('dialog', { name: 'Required fields' });
  await expect(required.getByRole('listitem')).toHaveText([
    'Team ID',
    'API key ID',
    'API key issuer ID',
    'API key file (.p8)',
  ]);
  await required.getByRole('button', { name: 'OK' }).click();
});

test('customer app, Android: an AAB is built and offered with the Android project', async ({
  ownerPage: page,
}) => {
  test.setTimeout(120_000);
  await page.goto(settings('customer-app'));
  const android = platformBuilds(page, 'Android');
  await choosePackage(android, 'AAB');
  await android.getByRole('button', { name: 'Build Pro' }).click();
  // The last build shown is this one once its kind reads AAB (the journeys since the one that
  // sent an App Bundle to Google Play built APKs).
  await expect(android.getByText('Release · AAB')).toBeVisible();
  expect(await lastBuildEnds(android)).toBe('Successful');
  await expect(android.getByRole('button', { name: /^Download .*-release\.aab$/ })).toBeVisible();

  const downloadButton = android.getByRole('button', {
    name: /^Download .*-release-project\.zip$/,
  });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  const zip = await saveDownload(download);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('app/build.gradle'))).toBe(true);
  await choosePackage(android, 'APK');
});

test('kiosk app, from nothing to a store-ready App Bundle: every image made from one icon, a keystore generated and kept, a release AAB built, downloaded and verified, all in under two minutes', async ({
  ownerPage: page,
}) => {
  const TWO_MINUTES = 120_000;
  test.setTimeout(TWO_MINUTES);
  const started = Date.now();
  // The owner's icon: 1024 × 1024, a plain shape with transparency around it.
  const icon = await sharp({
    create: { width: 1024, height: 1024, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 640, height: 640, channels: 4, background: '#D9480F' },
        })
          .png()
          .toBuffer(),
        gravity: 'centre',
      },
    ])
    .png()
    .toBuffer();

  await page.goto(settings('kiosk-app'));
  // No keystore yet: the App keys offer to make one.
  const keys = page
    .getByRole('region', { name: 'App keys', exact: true })
    .getByRole('region', { name: 'Android (Google Play)', exact: true });
  await expect(
    keys.getByText('No keystore yet? We make one for you and save it here.'),
  ).toBeVisible();

  // Every icon, adaptive icon, notification icon and splash screen from the one icon.
  await page.getByRole('button', { name: 'Make all from one icon' }).click();
  const generate = page.getByRole('dialog', { name: /^Make every icon and splash screen/ });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    generate.getByRole('button', { name: 'Choose image: Icon' }).click(),
  ]);
  await chooser.setFiles({ name: 'icon.png', mimeType: 'image/png', buffer: icon });
  await generate.getByRole('button', { name: /^Make \d+ images$/ }).click();
  await expect(page.getByText(/^Correctly saved \d+ images$/).last()).toBeVisible({
    timeout: 30_000,
  });
  await expect(generate).toBeHidden();

  // A keystore made on the server, offered once as a backup.
  await keys.getByRole('button', { name: 'Generate a keystore' }).click();
  const backup = page.getByRole('dialog', { name: 'Keep a copy of your new keystore' });
  await expect(backup).toBeVisible({ timeout: 30_000 });
  await expect(backup).toHaveCSS('opacity', '1');
  expect(await seriousIssues(page), 'the keystore backup open').toEqual([]);
  const [keystoreFile] = await Promise.all([
    page.waitForEvent('download'),
    backup.getByRole('button', { name: /^Download / }).click(),
  ]);
  expect((await saveDownload(keystoreFile)).length).toBeGreaterThan(1000);
  await expect(backup.getByRole('button', { name: 'Done' })).toBeDisabled();
  await backup
    .getByRole('checkbox', {
      name: 'I have downloaded the keystore and kept its alias and passwords',
    })
    .check();
  await backup.getByRole('button', { name: 'Done' }).click();
  await expect(backup).toBeHidden();
  // Back on the button that made it, though it waited disabled while the keystore was made.
  await expect(keys.getByRole('button', { name: 'Generate a keystore' })).toBeFocused();

  // A release App Bundle, as Google Play takes new apps.
  const android = platformBuilds(page, 'Android');
  await choosePackage(android, 'AAB');
  await android.getByRole('button', { name: 'Build Pro' }).click();
  await expect(android.getByText('Release · AAB')).toBeVisible();
  expect(await lastBuildEnds(android)).toBe('Successful');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    android.getByRole('button', { name: /^Download .*-release\.aab$/ }).click(),
  ]);
  const aab = await saveDownload(download);
  const elapsed = Date.now() - started;

  // What Google Play would read of it: the kiosk's package and name, target API 35, signed.
  const badging = await readBundleBadging(aab);
  expect(badging).toMatchObject({ packageName: 'com.demoeats.kiosk', targetSdk: '35' });
  const dir = mkdtempSync(join(tmpdir(), 'oc-e2e-aab-'));
  try {
    writeFileSync(join(dir, 'app.aab'), aab);
    const verified = execFileSync('jarsigner', ['-verify', join(dir, 'app.aab')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }).toString();
    expect(verified).toContain('jar verified');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(elapsed).toBeLessThan(TWO_MINUTES);
  console.log(`from a new app to a verified release AAB: ${(elapsed / 1000).toFixed(1)} s`);
});
