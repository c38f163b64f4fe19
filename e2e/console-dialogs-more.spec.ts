import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkDialog, expectNoSeriousIssue, ready, SCREENS } from './dialogs';
import { expect, sessionOf, test, tokenOf } from './fixtures';
import { makeKeystore } from './keystore';
import { ALL_WEEK, ownerApi, placeRivalOrder } from './ordering-api';
import { playAccount } from './outside-services';
import { E2E_PORT, E2E_RIVAL } from './playwright.config';

// The console's dialogs that open only once something has been made (an order, a pending custom
// domain request, a failed build, a release App Bundle, a saved keystore, an endpoint, a member,
// an invitation), at 375 px and at 1280 px, checked as console-dialogs.spec.ts checks the others:
// axe finds nothing serious while one is open, Escape closes it and the focus is back on its
// opener. Each journey makes what it needs, through the API as the other journeys do, where no
// other journey looks: the order and the domain request in the other account's project; the store
// app's iOS builds; the franchises app's Android keys and builds; and takes away again what the
// demo project's pages list (its endpoint, member and invitation). The journeys of this file run
// one after another: those at the two widths share the apps and the other account's website.
test.describe.configure({ mode: 'default' });

const unique = () => randomBytes(3).toString('hex');
const appSettings = '/my-products/franchises-app/settings';

/** The console's API with a session's token. */
function apiOf(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    headers,
    async get<T>(url: string): Promise<T> {
      const response = await request.get(url, { headers });
      expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
      return ((await response.json()) as { result: T }).result;
    },
  };
}

/** An app's or website's id, as the console's product list gives it. */
async function productOf(request: APIRequestContext, token: string, code: string) {
  const products = await apiOf(request, token).get<{ id: number; code: string; site_id: number }[]>(
    '/api/products',
  );
  const product = products.find((p) => p.code === code);
  if (!product) throw new Error(`no product ${code}`);
  return product;
}

const appKeys = (page: Page) =>
  page
    .getByRole('region', { name: 'App keys', exact: true })
    .getByRole('region', { name: 'Android (Google Play)', exact: true });
const platformBuilds = (page: Page, platform: 'Android' | 'iOS') =>
  page
    .getByRole('region', { name: 'Build Apps', exact: true })
    .getByRole('region', { name: `${platform} builds`, exact: true });

for (const { width, height } of SCREENS) {
  test.describe(`dialogs at ${width} px, once made`, () => {
    test.beforeEach(async ({ page, ownerSession }) => {
      await page.setViewportSize({ width, height });
      await page.context().setStorageState(ownerSession);
    });

    test('orders: the order, Accept, Reject and Cancel', async ({ page }) => {
      test.setTimeout(60_000);
      // In the other account's project: an order of the demo's would count in its inbox and order
      // limits, which other journeys check.
      const rival = await sessionOf(`http://localhost:${E2E_PORT}`, E2E_RIVAL);
      await page.context().setStorageState(rival);
      const api = ownerApi(page.request, tokenOf(rival));
      const business = await api.createBusiness(
        {
          name: `Dialog Deli ${unique()}`,
          time_zone: 'UTC',
          hours: ALL_WEEK,
          order_types: ['pickup'],
          pickup_minutes: 15,
        },
        [{ name: 'Soup of the day', price: 650 }],
      );
      try {
        const placed = await placeRivalOrder({
          business_slug: business.slug,
          order_type: 'pickup',
          items: [{ product_id: business.productIds[0], quantity: 1 }],
          customer: { name: 'Dora Dialog', phone: '+1 555 0142', address: '' },
        });
        expect(placed.status, placed.body).toBe(201);
        const { number } = (JSON.parse(placed.body) as { result: { number: number } }).result;

        await page.goto(`/orders?business=${business.slug}`);
        await ready(page);
        const link = page
          .getByRole('row', { name: new RegExp(`#${number}`) })
          .getByRole('link', { name: `#${number}` });
        const drawer = page.getByRole('dialog', { name: `Order #${number}` });
        await checkDialog(page, 'the order', link, drawer, (d) => d.getByText('Dora Dialog'));

        // Its next steps, each asked in a dialog over it: Escape closes only that one.
        await link.click();
        await expect(drawer.getByText('Dora Dialog')).toBeVisible();
        for (const [button, title] of [
          ['Accept', 'Accept order'],
          ['Reject', 'Reject order'],
          ['Cancel order', 'Cancel order'],
        ] as const) {
          await checkDialog(
            page,
            title,
            drawer.getByRole('button', { name: button, exact: true }),
            page.getByRole('dialog', { name: `${title} #${number}` }),
          );
          await expect(drawer).toBeVisible();
        }
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(link).toBeFocused();
      } finally {
        await api.archive(business);
      }
    });

    test('menu: importing a CSV file, copying a chosen menu', async ({ page }) => {
      await page.goto('/businesses');
      const list = page.getByRole('list', { name: 'Businesses', exact: true });
      await list.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/businesses\/\d+$/);
      await page.goto(`${new URL(page.url()).pathname}/menu`);
      await ready(page);
      // The file is only checked, never imported: the dialog is closed with Escape.
      const importCsv = page.getByRole('button', { name: 'Import CSV' });
      await checkDialog(
        page,
        'import CSV',
        importCsv,
        page.getByRole('dialog', { name: 'Import dialog-menu.csv' }),
        (d) => d.getByRole('button', { name: 'Import', exact: true }),
        async () => {
          const [chooser] = await Promise.all([
            page.waitForEvent('filechooser'),
            importCsv.click(),
          ]);
          await chooser.setFiles({
            name: 'dialog-menu.csv',
            mimeType: 'text/csv',
            buffer: Buffer.from('category,product,price\r\nSoups,Soup of the day,6.50\r\n'),
          });
        },
      );

      // Copying another business's menu, with one chosen: its 'Replace this menu' is then enabled
      // (console-dialogs.spec.ts opens the dialog with nothing chosen). Only looked at.
      const copy = page.getByRole('button', { name: 'Copy from another business' });
      const copyDialog = page.getByRole('dialog', { name: 'Copy a menu from another business' });
      await copy.click();
      await copyDialog.getByRole('combobox', { name: 'Business to copy from' }).click();
      await page
        .getByRole('listbox', { name: 'Business to copy from' })
        .getByRole('option')
        .first()
        .click();
      await expect(copyDialog.getByRole('button', { name: 'Replace this menu' })).toBeEnabled();
      await expectNoSeriousIssue(page, 'copy menu, one chosen', copyDialog);
      await page.keyboard.press('Escape');
      await expect(copyDialog).toBeHidden();
      await expect(copy).toBeFocused();
    });

    test('rich text: insert a video', async ({ page }) => {
      await page.goto('/my-products/ordering-website/settings?tab=basic');
      await ready(page);
      const edit = page.getByRole('button', { name: 'Edit homepage content' });
      await edit.scrollIntoViewIfNeeded();
      await edit.click();
      const content = page.getByRole('dialog', { name: 'Homepage content' });
      await expect(content.getByRole('textbox', { name: 'Homepage content' })).toBeVisible();
      await checkDialog(
        page,
        'rich text: insert video',
        content.getByRole('button', { name: 'Insert video' }),
        page.getByRole('dialog', { name: 'Insert video' }),
      );
      await expect(content).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(content).toBeHidden();
      await expect(edit).toBeFocused();
    });

    test('webhooks: rotate the secret, delete the endpoint', async ({ page, ownerSession }) => {
      const { headers } = apiOf(page.request, tokenOf(ownerSession));
      const made = await page.request.post('/api/webhooks/endpoints', {
        headers,
        data: { url: `http://127.0.0.1:9/dialogs-${unique()}`, events: ['order.created'] },
      });
      expect(made.status(), await made.text()).toBe(201);
      const { id } = ((await made.json()) as { result: { id: number } }).result;
      try {
        await page.goto(`/webhooks/${id}`);
        await ready(page);
        await checkDialog(
          page,
          'rotate secret',
          page.getByRole('button', { name: 'Rotate secret' }),
          page.getByRole('dialog', { name: 'Rotate the signing secret?' }),
        );
        await checkDialog(
          page,
          'delete endpoint',
          page.getByRole('button', { name: 'Delete', exact: true }),
          page.getByRole('dialog', { name: 'Delete this endpoint?' }),
        );
      } finally {
        await page.request.delete(`/api/webhooks/endpoints/${id}`, { headers });
      }
    });

    test('team: remove a member, make them owner, revoke an invitation', async ({
      page,
      ownerSession,
    }) => {
      const { headers } = apiOf(page.request, tokenOf(ownerSession));
      const invite = async (email: string) => {
        const invited = await page.request.post('/api/team/invitations', {
          headers,
          data: { email, role: 'admin' },
        });
        expect(invited.status(), await invited.text()).toBe(201);
        return ((await invited.json()) as { result: { link: string } }).result.link;
      };
      // A member who joined through their link, and an invitation still pending.
      const name = `Jo Joiner ${unique()}`;
      const link = await invite(`joiner-${unique()}@team.test`);
      const joined = await page.request.post(`/api/invitations/${link.split('/').at(-1)}/accept`, {
        data: { name, password: 'jos-own-password' },
      });
      expect(joined.ok(), await joined.text()).toBe(true);
      const email = `dialogs-${unique()}@team.test`;
      await invite(email);

      await page.goto('/team');
      await ready(page);
      const remove = page.getByRole('button', { name: `Remove ${name}` });
      const removeDialog = page.getByRole('dialog', { name: `Remove ${name}?` });
      await checkDialog(page, 'remove member', remove, removeDialog);
      await checkDialog(
        page,
        'make owner',
        page.getByRole('button', { name: `Make owner: ${name}` }),
        page.getByRole('dialog', { name: `Make ${name} the owner?` }),
      );
      const revoke = page.getByRole('button', { name: `Revoke the invitation to ${email}` });
      const revokeDialog = page.getByRole('dialog', { name: `Revoke the invitation to ${email}?` });
      await checkDialog(page, 'revoke invitation', revoke, revokeDialog);
      // Done, as the owner would: the demo project keeps nobody of this journey's.
      await remove.click();
      await removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(remove).toHaveCount(0);
      await revoke.click();
      await revokeDialog.getByRole('button', { name: 'Revoke', exact: true }).click();
      await expect(revoke).toHaveCount(0);
    });

    test('custom domain: cancel a request; the Ordering error', async ({ page }) => {
      // On the other account's franchise website: a pending request would change where the demo
      // project's links point for the journeys beside this one.
      const rival = await sessionOf(`http://localhost:${E2E_PORT}`, E2E_RIVAL);
      const token = tokenOf(rival);
      const site = await productOf(page.request, token, 'web_franchise');
      const asked = await page.request.post(`/api/sites/${site.site_id}/domain`, {
        headers: { authorization: `Bearer ${token}` },
        data: { domain: `dialogs-${unique()}.rival-bites.test`, google_maps_api_key: 'maps-key' },
      });
      expect(asked.ok(), await asked.text()).toBe(true);
      await page.context().setStorageState(rival);
      await page.goto('/my-products/franchise-website/settings?tab=basic');
      await ready(page);
      const region = page.getByRole('region', { name: 'Custom domain' });
      const cancel = region.getByRole('button', { name: 'Cancel request' });
      const confirm = page.getByRole('dialog', { name: 'Cancel the custom domain request?' });
      await checkDialog(page, 'cancel domain request', cancel, confirm);
      await cancel.click();
      await confirm.getByRole('button', { name: 'Cancel request' }).click();
      await expect(region.getByRole('status')).toHaveText('Custom domain is cancelled');

      // A request with what is missing: the reasons in the 'Ordering' dialog, over the form. Closed,
      // the focus is on the field to correct.
      await region.getByRole('button', { name: 'Change custom domain' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change custom domain' });
      const domain = dialog.getByRole('textbox', { name: 'Domain' });
      await domain.fill('');
      await dialog.getByRole('button', { name: 'Request domain' }).click();
      const alert = page.getByRole('dialog', { name: 'Ordering' });
      await expect(alert.getByText('The domain field is required.')).toBeVisible();
      await expectNoSeriousIssue(page, 'the Ordering error', alert);
      await page.keyboard.press('Escape');
      await expect(alert, 'the Ordering error: Escape closes it').toBeHidden();
      await expect(domain, 'the Ordering error: focus on the field to correct').toBeFocused();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test('app keys: the keystore made and kept, then replacing it', async ({
      page,
      ownerSession,
    }) => {
      test.setTimeout(60_000);
      const token = tokenOf(ownerSession);
      const app = await productOf(page.request, token, 'app_franchises_x');
      // From no keystore, as a new app starts.
      await page.request.delete(`/api/builder/apps/${app.id}/credentials/android`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await page.goto(appSettings);
      await ready(page);
      const keys = appKeys(page);
      const generate = keys.getByRole('button', { name: 'Generate a keystore' });
      await expect(
        keys.getByText('No keystore yet? We make one for you and save it here.'),
      ).toBeVisible();
      await generate.scrollIntoViewIfNeeded();
      await generate.click();
      // The one copy of the keystore: it closes only once the owner says they kept it, so
      // Escape leaves it open.
      const backup = page.getByRole('dialog', { name: 'Keep a copy of your new keystore' });
      await expect(backup).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousIssue(page, 'keystore backup', backup);
      await page.keyboard.press('Escape');
      await expect(backup).toBeVisible();
      await backup
        .getByRole('checkbox', {
          name: 'I have downloaded the keystore and kept its alias and passwords',
        })
        .check();
      await backup.getByRole('button', { name: 'Done' }).click();
      await expect(backup).toBeHidden();
      await expect(generate, 'keystore backup: focus back on its opener').toBeFocused();

      await checkDialog(
        page,
        'replace keystore',
        generate,
        page.getByRole('dialog', { name: 'Replace the saved keystore?' }),
      );
    });

    test('builds: the log and Delete certificates of a failed iOS build', async ({
      page,
      ownerSession,
    }) => {
      test.setTimeout(60_000);
      const token = tokenOf(ownerSession);
      // The store app takes no payments: an iOS build needs only its keys. No other journey uses
      // its iOS builds.
      const app = await productOf(page.request, token, 'app_business_x');
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
      const saved = await page.request.post(`/api/builder/apps/${app.id}/credentials/ios`, {
        headers: { authorization: `Bearer ${token}` },
        multipart: {
          team_id: 'A1B2C3D4E5',
          api_key_id: 'KEY123ABCD',
          api_key_issuer_id: '57246542-96fe-1a63-e053-0824d011072a',
          api_key_file: {
            name: 'AuthKey_KEY123ABCD.p8',
            mimeType: 'text/plain',
            buffer: Buffer.from(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
          },
        },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      // An iOS build fails at once here (no macOS build agent): a build with a log, and keys to
      // delete, in seconds. Started as Build Pro starts it; the page is opened once it has ended.
      const started = await page.request.post(`/api/builder/apps/${app.id}/builds`, {
        headers: { authorization: `Bearer ${token}` },
        data: { platform: 'ios', mode: 'app-store' },
      });
      expect(started.status(), await started.text()).toBe(201);
      const { id: buildId } = ((await started.json()) as { result: { id: number } }).result;
      await expect
        .poll(
          async () =>
            (
              await apiOf(page.request, token).get<{ builds: { id: number; status: string }[] }>(
                `/api/builder/apps/${app.id}`,
              )
            ).builds.find((b) => b.id === buildId)?.status,
          { timeout: 30_000 },
        )
        .toBe('failed');
      await page.goto('/my-products/store-app/settings');
      await ready(page);
      const ios = platformBuilds(page, 'iOS');
      await expect(ios.getByText('Error code: IOS_BUILD_AGENT_MISSING')).toBeVisible();
      await checkDialog(
        page,
        'build log',
        ios.getByRole('button', { name: 'See Logs' }),
        page.getByRole('dialog', { name: /^Log of the iOS build / }),
      );
      await checkDialog(
        page,
        'delete certificates',
        ios.getByRole('button', { name: 'Delete certificates' }),
        page.getByRole('dialog', { name: 'Delete the iOS certificates?' }),
      );
    });

    test('builds: sending the release App Bundle to Google Play', async ({
      page,
      ownerSession,
    }) => {
      // A real build, once: a release App Bundle takes a minute or two on a busy machine; the
      // journey at the other width finds it made.
      test.setTimeout(240_000);
      const token = tokenOf(ownerSession);
      const api = apiOf(page.request, token);
      const app = await productOf(page.request, token, 'app_franchises_x');
      type TAppBuilds = {
        builds: { id: number; status: string }[];
        built_apps: { mode: string; extension: string }[];
      };
      const appNow = () => api.get<TAppBuilds>(`/api/builder/apps/${app.id}`);
      // Its keys and the Play Store service account, as App keys saves them.
      const keystore = makeKeystore('dialogs', 'Demo Eats');
      const saved = await page.request.post(`/api/builder/apps/${app.id}/credentials/android`, {
        headers: api.headers,
        multipart: {
          key_alias: keystore.alias,
          store_password: keystore.password,
          key_password: keystore.password,
          store_file: {
            name: 'release.jks',
            mimeType: 'application/octet-stream',
            buffer: keystore.buffer,
          },
          playstore_credential_file: playAccount('publisher'),
        },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      const hasBundle = (await appNow()).built_apps.some(
        (file) => file.mode === 'release' && file.extension === 'aab',
      );
      if (!hasBundle) {
        const started = await page.request.post(`/api/builder/apps/${app.id}/builds`, {
          headers: api.headers,
          data: { platform: 'android', mode: 'release', type: 'bundle' },
        });
        expect(started.status(), await started.text()).toBe(201);
        const { id } = ((await started.json()) as { result: { id: number } }).result;
        await expect
          .poll(async () => (await appNow()).builds.find((b) => b.id === id)?.status, {
            timeout: 200_000,
            intervals: [2_000],
          })
          .toBe('successful');
      }
      await page.goto(appSettings);
      await ready(page);
      await checkDialog(
        page,
        'send to Google Play',
        platformBuilds(page, 'Android').getByRole('button', { name: 'Store (Add keys and files)' }),
        page.getByRole('dialog', { name: 'Send to Google Play' }),
        (d) => d.getByRole('radio', { name: 'Internal testing' }),
      );
    });
  });
}
