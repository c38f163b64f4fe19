import type { TApp } from '@oc/domain/apps/app.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appFor } from '../../test/fixtures';
import { stubRecordingServer } from '../../test/recording-server';
import { renderApp } from '../../test/render-app';
import { failure, ok } from '../../test/stub-server';

// The 'Required fields' dialog's links on the whole settings page: each takes the owner to its
// field (?field=, lib/field-focus.ts), scrolled into view and focused, in whichever section it is,
// the lazily downloaded App keys too.

const app: TApp = appFor('app_customer_x', {
  baseConstants: [
    { id: 7, code: 'apple_merchant_id', name: 'Apple merchant id', type: 'string', value: null },
  ],
});
const PAGE = `/my-products/customer-app/settings?id=${app.id}`;
const MISSING = {
  android: ['name', 'key_alias', 'store_file'],
  ios: ['version', 'apple_merchant_id', 'api_key_file'],
};

function serve() {
  return stubRecordingServer(({ method, path, body }) => {
    if (method === 'GET' && path === `/builder/apps/${app.id}`) return ok(app);
    if (method === 'POST' && path === `/builder/apps/${app.id}/builds`) {
      const platform = (body as { platform: 'android' | 'ios' }).platform;
      return { status: 422, body: { error: true, result: MISSING[platform] } };
    }
    return failure(404, 'Not found.');
  }).requests;
}

/** The page with its last sections (App keys, Build Apps) downloaded and drawn. */
async function openPage(path = PAGE) {
  const scrolled: Element[] = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
  renderApp(path);
  await screen.findByRole('heading', { name: 'App keys' }, { timeout: 10_000 });
  const builds = await screen.findByRole('region', { name: 'Build Apps' }, { timeout: 10_000 });
  const keys = screen.getByRole('region', { name: 'App keys' });
  return {
    scrolled,
    builds,
    android: within(keys).getByRole('region', { name: 'Android (Google Play)' }),
    ios: within(keys).getByRole('region', { name: 'iOS (App Store)' }),
    user: userEvent.setup({ delay: null }),
  };
}

type TPage = Awaited<ReturnType<typeof openPage>>;

/** Asks for a build of `platform`, then follows the dialog's link named `field`. */
async function followMissing(page: TPage, platform: 'Android' | 'iOS', field: string) {
  const section = within(page.builds).getByRole('region', { name: `${platform} builds` });
  await page.user.click(within(section).getByRole('button', { name: 'Build Test' }));
  const dialog = await screen.findByRole('dialog', { name: 'Required fields' });
  await page.user.click(within(dialog).getByRole('link', { name: field }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Required fields' })).toBeNull());
}

/** The field has the focus, and was scrolled into view. */
async function expectShown(page: TPage, field: HTMLElement) {
  await waitFor(() => expect(field).toHaveFocus());
  expect(page.scrolled.at(-1)).toBe(field);
}

describe('the Required fields links', () => {
  it('take the owner to each missing Android field, in General app info and App keys', async () => {
    serve();
    const page = await openPage();

    await followMissing(page, 'Android', 'Key alias');
    await expectShown(page, within(page.android).getByRole('textbox', { name: 'Key alias' }));

    await followMissing(page, 'Android', 'App name');
    await expectShown(page, screen.getByRole('textbox', { name: 'Name' }));

    // A file field: its button, since the file input itself is hidden.
    await followMissing(page, 'Android', 'Keystore file (.jks)');
    await expectShown(
      page,
      within(page.android).getByRole('button', { name: 'Choose file: Keystore file (.jks)' }),
    );
  });

  it('take the owner to the Apple merchant ID constant and the iOS keys', async () => {
    serve();
    const page = await openPage();
    await followMissing(page, 'iOS', 'Apple merchant ID');
    await expectShown(page, screen.getByRole('textbox', { name: 'Apple merchant id' }));

    await followMissing(page, 'iOS', 'API key file (.p8)');
    await expectShown(
      page,
      within(page.ios).getByRole('button', {
        name: 'Choose file: App Store Connect API key (.p8)',
      }),
    );
  });

  it('work twice in a row', async () => {
    serve();
    const page = await openPage();
    // The same link twice in a row works twice: the address forgot the field once it was shown.
    for (let i = 0; i < 2; i += 1) {
      await followMissing(page, 'Android', 'Key alias');
      await expectShown(page, within(page.android).getByRole('textbox', { name: 'Key alias' }));
    }
  });

  it('keep what was typed: showing a field of the page is not leaving it', async () => {
    serve();
    const page = await openPage();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await page.user.clear(name);
    await page.user.type(name, 'Demo Eats Deluxe');
    await followMissing(page, 'Android', 'Key alias');
    await expectShown(page, within(page.android).getByRole('textbox', { name: 'Key alias' }));
    expect(screen.queryByRole('dialog', { name: 'You have unsaved changes' })).toBeNull();
    expect(name).toHaveValue('Demo Eats Deluxe');
  });

  it('honour ?field= on arrival, once the section holding the field has downloaded', async () => {
    serve();
    const page = await openPage(`${PAGE}&field=ios.team_id`);
    await expectShown(page, within(page.ios).getByRole('textbox', { name: 'Team ID' }));
  });
});
