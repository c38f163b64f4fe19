import type { TApp } from '@oc/domain/apps/app.schema';
import type { TCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import type { TGeneratedKeystore } from '@oc/domain/credentials/generate-keystore.schema';
import { MESSAGES } from '@oc/domain/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appFor } from '../../test/fixtures';
import { stubRecordingServer } from '../../test/recording-server';
import { renderAppSection } from '../../test/render';
import { failure, ok } from '../../test/stub-server';
import { AppKeysSection } from './app-keys-section';

type TAnswer = { status: number; body: unknown };
const NOW = '2026-05-06T10:00:00.000Z';
const KEYSTORE_BYTES = Uint8Array.from([0x30, 0x82, 0x0a, 0xff, 0x00, 0x7f, 0x80, 0x41]);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

function androidSummary(keystore: boolean, file = 'upload-keystore.jks'): TCredentialsSummary {
  const set = keystore ? { is_set: true } : { is_set: false };
  return {
    fields: {
      key_alias: set,
      key_password: set,
      store_password: set,
      store_file: keystore
        ? { is_set: true, file_name: file, uploaded_at: NOW }
        : { is_set: false, file_name: null, uploaded_at: null },
      playstore_credential_file: { is_set: false, file_name: null, uploaded_at: null },
    },
    keystore: keystore
      ? {
          subject: 'CN=Demo Eats, OU=Unknown, O=Demo Eats, L=Unknown, ST=Unknown, C=Unknown',
          sha1_fingerprint: '11:22:33:44:55:66:77:88:99:00:AA:BB:CC:DD:EE:FF:11:22:33:44',
          sha256_fingerprint: 'AA:BB',
          not_before: NOW,
          not_after: '2053-09-21T10:00:00.000Z',
        }
      : null,
    updated_at: NOW,
  };
}

const generated: TGeneratedKeystore = {
  credentials: androidSummary(true),
  backup: {
    file_name: 'upload-keystore.jks',
    keystore_base64: base64(KEYSTORE_BYTES),
    key_alias: 'upload-0a1b2c3d4e5f',
    store_password: 'Zm9vYmFyYmF6cXV4LXN0b3JlLXBhc3M1',
    key_password: 'Zm9vYmFyYmF6cXV4LXN0b3JlLXBhc3M1',
  },
};

/** The generate route answered by `answer`; everything else is a 404, and every request is kept. */
function serve(answer: (body: unknown) => TAnswer | Promise<TAnswer>) {
  return stubRecordingServer(({ method, path, body }) =>
    method === 'POST' &&
    /^\/builder\/apps\/\d+\/credentials\/android\/generate-keystore$/.test(path)
      ? answer(body)
      : failure(404, 'Not found.'),
  ).requests;
}

function openSection(app: TApp) {
  renderAppSection(app, (cached) => <AppKeysSection app={cached} />);
  const android = screen.getByRole('region', { name: 'Android (Google Play)' });
  const user = userEvent.setup({ delay: null });
  return { android, user };
}

/** What the page hands the browser to save: each file's name and bytes. */
function recordDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:keystore');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: createObjectURL.mock.calls.at(-1)?.[0] as Blob });
  });
  return saved;
}

const generateButton = (android: HTMLElement) =>
  within(android).getByRole('button', { name: 'Generate a keystore' });

describe('Generate a keystore in App keys', () => {
  it('makes one with progress, offers its backup once with the warning, then shows it as saved', async () => {
    const app = appFor('app_driver_x', { android_credentials: androidSummary(false) });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const requests = serve(async () => {
      await held;
      return ok(generated);
    });
    const saved = recordDownloads();
    const { android, user } = openSection(app);
    expect(within(android).getByLabelText('Key alias')).toHaveAccessibleDescription(/^Not set/);

    await user.click(generateButton(android));
    // While it is made: the action loads and says so.
    expect(
      await within(android).findByRole('progressbar', {
        name: 'Making your keystore… this takes a few seconds',
      }),
    ).toBeInTheDocument();
    expect(generateButton(android)).toHaveAttribute('data-loading');
    const sent = requests.filter((r) => r.path.endsWith('/generate-keystore'));
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/api/builder/apps/${app.id}/credentials/android/generate-keystore`,
        body: { replace: false },
      }),
    ]);
    release();

    const dialog = await screen.findByRole('dialog', { name: 'Keep a copy of your new keystore' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      /only time you can download this keystore.*Google Play will not accept updates signed with another key, unless your app uses Play App Signing/,
    );
    expect(within(dialog).getByLabelText('Key alias')).toHaveTextContent('upload-0a1b2c3d4e5f');
    expect(within(dialog).getByLabelText('Store password')).toHaveTextContent(
      generated.backup.store_password,
    );
    expect(within(dialog).getByLabelText('Key password')).toHaveTextContent(
      generated.backup.key_password,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy Store password' }));
    expect(await navigator.clipboard.readText()).toBe(generated.backup.store_password);

    await user.click(within(dialog).getByRole('button', { name: 'Download upload-keystore.jks' }));
    expect(saved.map((s) => s.name)).toEqual(['upload-keystore.jks']);
    const blob = saved[0]?.blob;
    if (!blob) throw new Error('no keystore was saved');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(KEYSTORE_BYTES);

    // It closes only once the owner says the copy is kept, and then the values are gone.
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Keep a copy of your new keystore' })).toBeVisible();
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'I have downloaded the keystore and kept its alias and passwords',
      }),
    );
    await user.click(done);
    await waitFor(() =>
      expect(screen.queryByText(generated.backup.store_password)).not.toBeInTheDocument(),
    );

    // The fields show as saved, with the new certificate, as after an upload.
    expect(within(android).getByLabelText('Key alias')).toHaveAccessibleDescription(/^Saved/);
    expect(within(android).getByLabelText('Store password')).toHaveAccessibleDescription(/^Saved/);
    expect(
      within(android).getByText(/^upload-keystore\.jks, uploaded May 6, 2026/),
    ).toBeInTheDocument();
    expect(within(android).getByRole('region', { name: 'Signing certificate' })).toHaveTextContent(
      'Valid from May 6, 2026 until Sep 21, 2053',
    );
    expect(within(android).queryByRole('progressbar')).toBeNull();
  });

  it('asks before replacing a saved keystore, and sends nothing when the owner keeps it', async () => {
    const app = appFor('app_driver_x', { android_credentials: androidSummary(true, 'mine.jks') });
    const requests = serve(() => ok(generated));
    const { android, user } = openSection(app);

    await user.click(generateButton(android));
    const confirm = await screen.findByRole('dialog', { name: 'Replace the saved keystore?' });
    expect(confirm).toHaveTextContent(/unless your app uses Play App Signing/);
    await user.click(within(confirm).getByRole('button', { name: 'Keep the saved keystore' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Replace the saved keystore?' })).toBeNull(),
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(generateButton(android));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace the saved keystore?' })).getByRole(
        'button',
        { name: 'Replace it' },
      ),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Keep a copy of your new keystore' }),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { replace: true },
    ]);
  });

  it('asks when a keystore was saved elsewhere meanwhile (409), and says when it cannot be made', async () => {
    const app = appFor('app_driver_x');
    const answers: TAnswer[] = [
      failure(409, MESSAGES.KEYSTORE_ALREADY_SAVED),
      failure(503, MESSAGES.KEYSTORE_GENERATE_UNAVAILABLE),
    ];
    const requests = serve(() => answers.shift() ?? failure(500, 'unexpected'));
    const { android, user } = openSection(app);

    await user.click(generateButton(android));
    const confirm = await screen.findByRole('dialog', { name: 'Replace the saved keystore?' });
    await user.click(within(confirm).getByRole('button', { name: 'Replace it' }));
    expect(
      await screen.findByText(
        'The keystore could not be made right now. Please try again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { replace: false },
      { replace: true },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Keep a copy of your new keystore' })).toBeNull();
    expect(within(android).getByLabelText('Key alias')).toHaveAccessibleDescription(/^Not set/);
  });
});
