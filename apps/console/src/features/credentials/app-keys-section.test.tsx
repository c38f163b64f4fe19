import type { TApp } from '@oc/domain/apps/app.schema';
import type { TCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../test/fill';
import { appFor } from '../../test/fixtures';
import { renderAppSection } from '../../test/render';
import { failure, ok, stubServer } from '../../test/stub-server';
import { stubUploads } from '../../test/stub-upload';
import { AppKeysSection } from './app-keys-section';

type TAnswer = { status: number; body: unknown };
const KB = 1024;
const UPLOADED_AT = '2026-03-04T10:00:00.000Z';
const SHA256 = Array.from({ length: 32 }, (_, i) => (i * 7).toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase();

const file = (name: string, size = 200, type = 'application/octet-stream') =>
  new File([new Uint8Array(size).fill(65)], name, { type });

/** The summary the server answers: these fields set, files with a name and an upload date. */
function summaryOf(
  fields: readonly string[],
  set: Record<string, string | true>,
  keystore: TCredentialsSummary['keystore'] = undefined,
): TCredentialsSummary {
  return {
    fields: Object.fromEntries(
      fields.map((field) => {
        const value = set[field];
        if (value === undefined) return [field, { is_set: false }];
        return [
          field,
          typeof value === 'string'
            ? { is_set: true, file_name: value, uploaded_at: UPLOADED_AT }
            : { is_set: true },
        ];
      }),
    ),
    ...(keystore !== undefined ? { keystore } : {}),
    updated_at: UPLOADED_AT,
  };
}
const IOS = ['team_id', 'itc_team_id', 'api_key_id', 'api_key_issuer_id', 'api_key_file'];
const ANDROID = ['key_alias', 'key_password', 'store_password', 'store_file'];

/** Credential saves (multipart uploads) are recorded and answered; nothing else reaches the network. */
function serve({
  answer = (): TAnswer | Promise<TAnswer> => ok(summaryOf(IOS, { team_id: true })),
} = {}) {
  stubServer(() => failure(404, 'Not found.'));
  return stubUploads(() => answer());
}

/** The section given the cached app, as the settings page gives it. */
function openSection(app: TApp = appFor('app_driver_x')) {
  renderAppSection(app, (cached) => <AppKeysSection app={cached} />);
  const card = screen.getByRole('region', { name: 'App keys' });
  const ios = within(card).getByRole('region', { name: 'iOS (App Store)' });
  const android = within(card).getByRole('region', { name: 'Android (Google Play)' });
  // Keys without pauses: what is checked is the form, not typing speed. Files the picker would hide
  // (its "All files" choice) can still be picked.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  return { card, ios, android, user };
}

/** The form's entries as sent: text values as strings, files by name. */
const entriesOf = (form: FormData) =>
  Object.fromEntries(
    Array.from(form.entries()).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : `file:${value.name}`,
    ]),
  );

describe('the App keys section', () => {
  it('shows a form per platform, with nothing set yet and no Save until something changes', async () => {
    serve();
    const { ios, android, user } = openSection();
    const save = () => within(ios).queryByRole('button', { name: 'Save' });
    expect(save()).toBeNull();
    expect(within(android).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(ios).getByRole('textbox', { name: 'Team ID' })).toHaveAccessibleDescription(
      /^Not set/,
    );
    expect(within(android).getByLabelText('Store password')).toHaveAttribute('type', 'password');
    expect(within(android).getByLabelText('Key password')).toHaveAttribute('type', 'password');
    expect(within(ios).getByLabelText('App Store Connect API key (.p8)')).toHaveAttribute(
      'accept',
      '.p8,.txt',
    );
    expect(within(android).getByLabelText('Keystore file (.jks)')).toHaveAttribute(
      'accept',
      '.jks',
    );

    await fill(user, within(ios).getByRole('textbox', { name: 'Team ID' }), 'A1B2C3D4E5');
    expect(save()).toBeEnabled();
    await user.clear(within(ios).getByRole('textbox', { name: 'Team ID' }));
    expect(save()).toBeNull();
    // A chosen file is a change too, and removing it undoes it.
    await user.upload(within(ios).getByLabelText('App Store Connect API key (.p8)'), file('k.p8'));
    expect(within(ios).getByText('To upload: k.p8')).toBeInTheDocument();
    expect(save()).toBeEnabled();
    await user.click(within(ios).getByRole('button', { name: 'Do not upload k.p8' }));
    expect(save()).toBeNull();
    // Discard empties what was typed and picked.
    await fill(user, within(ios).getByRole('textbox', { name: 'Team ID' }), 'A1B2C3D4E5');
    await user.upload(within(ios).getByLabelText('App Store Connect API key (.p8)'), file('k.p8'));
    await user.click(within(ios).getByRole('button', { name: 'Discard' }));
    expect(within(ios).getByRole('textbox', { name: 'Team ID' })).toHaveValue('');
    expect(within(ios).queryByText('To upload: k.p8')).toBeNull();
    expect(save()).toBeNull();
  });

  it('sends only the changed fields as multipart, whitespace removed, then shows them as saved', async () => {
    const app = appFor('app_driver_x');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const uploads = serve({
      answer: async () => {
        await held;
        return ok(
          summaryOf(IOS, { team_id: true, api_key_issuer_id: true, api_key_file: 'AuthKey.p8' }),
        );
      },
    });
    const { ios, user } = openSection(app);
    const teamId = within(ios).getByRole('textbox', { name: 'Team ID' });
    await fill(user, teamId, ' A1B2 C3D4E5 ');
    await fill(
      user,
      within(ios).getByRole('textbox', { name: 'API key issuer ID' }),
      '57246542-96fe-1a63 -e053-0824d011072a',
    );
    await user.upload(
      within(ios).getByLabelText('App Store Connect API key (.p8)'),
      file('AuthKey.p8', 241, ''),
    );
    await user.click(within(ios).getByRole('button', { name: 'Save' }));

    // While it is on its way: the button loads, the upload's progress shows, nothing can be edited.
    await waitFor(() =>
      expect(within(ios).getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading'),
    );
    expect(within(ios).getByRole('progressbar', { name: 'Uploading… 50%' })).toBeInTheDocument();
    expect(teamId).toBeDisabled();
    release();
    expect(await screen.findByText('Credentials saved successfully')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe(`/api/builder/apps/${app.id}/credentials/ios`);
    expect(uploads[0]?.headers.authorization).toMatch(/^Bearer /);
    expect(entriesOf(uploads[0]?.form as FormData)).toEqual({
      team_id: 'A1B2C3D4E5',
      api_key_issuer_id: '57246542-96fe-1a63-e053-0824d011072a',
      api_key_file: 'file:AuthKey.p8',
    });
    // Cleared, and the cached app now says which are set; the values themselves are never shown.
    await waitFor(() => expect(teamId).toHaveValue(''));
    expect(teamId).toHaveAccessibleDescription(/^Saved/);
    expect(teamId).toHaveAttribute('placeholder', 'Saved — type to replace');
    expect(within(ios).getByRole('textbox', { name: 'API key ID' })).toHaveAccessibleDescription(
      /^Not set/,
    );
    expect(within(ios).getByText(/^AuthKey\.p8, uploaded Mar 4, 2026/)).toBeInTheDocument();
    expect(within(ios).queryByText('To upload: AuthKey.p8')).toBeNull();
    expect(within(ios).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('refuses a file with a wrong extension or above 1024 KB in the browser and clears it', async () => {
    const uploads = serve();
    const { android, user } = openSection();
    const keystore = within(android).getByLabelText('Keystore file (.jks)');
    const save = () => within(android).queryByRole('button', { name: 'Save' });

    await user.upload(keystore, file('release.keystore'));
    expect(
      await within(android).findByText('Invalid file. Please check the extension or size.'),
    ).toBeInTheDocument();
    expect(keystore).toHaveAttribute('aria-invalid', 'true');
    expect((keystore as HTMLInputElement).files).toHaveLength(0);
    expect(save()).toBeNull();

    // A good file first, then a too large one: the refused one clears the choice.
    await user.upload(keystore, file('release.jks'));
    expect(within(android).getByText('To upload: release.jks')).toBeInTheDocument();
    expect(
      within(android).queryByText('Invalid file. Please check the extension or size.'),
    ).toBeNull();
    await user.upload(keystore, file('big.jks', 1024 * KB + 1));
    expect(
      within(android).getByText('Invalid file. Please check the extension or size.'),
    ).toBeInTheDocument();
    expect(within(android).queryByText(/^To upload:/)).toBeNull();
    expect(save()).toBeNull();

    const account = within(android).getByLabelText('Play Store service account (.json)');
    await user.upload(account, file('service-account.txt'));
    expect(
      within(android).getAllByText('Invalid file. Please check the extension or size.'),
    ).toHaveLength(2);
    expect(save()).toBeNull();
    expect(uploads).toEqual([]);
  });

  it('checks each typed value with the domain rule (1 to 255 characters once spaces are removed)', async () => {
    const uploads = serve();
    const { android, user } = openSection();
    const alias = within(android).getByRole('textbox', { name: 'Key alias' });
    await fill(user, alias, 'a'.repeat(256));
    await user.type(within(android).getByLabelText('Store password'), '   ');
    await user.click(within(android).getByRole('button', { name: 'Save' }));
    expect(
      await within(android).findByText(
        'The key alias must have 1 to 255 characters (spaces are removed)',
      ),
    ).toBeInTheDocument();
    expect(
      within(android).getByText(
        'The store password must have 1 to 255 characters (spaces are removed)',
      ),
    ).toBeInTheDocument();
    expect(alias).toHaveAttribute('aria-invalid', 'true');
    expect(uploads).toEqual([]);
  });

  it('shows every server message in one toast, joined by newlines, and keeps what was typed and picked', async () => {
    const messages = [
      'The store password is wrong: the keystore does not open with it',
      'The Play Store credential file is not a Google service account key (JSON)',
    ];
    const uploads = serve({
      answer: () => ({ status: 400, body: { error: true, result: messages } }),
    });
    const { android, user } = openSection();
    await fill(user, within(android).getByRole('textbox', { name: 'Key alias' }), 'upload');
    await fill(user, within(android).getByLabelText('Store password'), 'wrong-one');
    await user.upload(within(android).getByLabelText('Keystore file (.jks)'), file('upload.jks'));
    await user.upload(
      within(android).getByLabelText('Play Store service account (.json)'),
      file('account.json', 300, 'application/json'),
    );
    await user.click(within(android).getByRole('button', { name: 'Save' }));

    const toast = await screen.findByText(messages.join('\n'), { normalizer: (text) => text });
    expect(toast).toBeVisible();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Credentials saved successfully')).toBeNull();
    expect(entriesOf(uploads[0]?.form as FormData)).toEqual({
      key_alias: 'upload',
      store_password: 'wrong-one',
      store_file: 'file:upload.jks',
      playstore_credential_file: 'file:account.json',
    });
    expect(within(android).getByRole('textbox', { name: 'Key alias' })).toHaveValue('upload');
    expect(within(android).getByLabelText('Store password')).toHaveValue('wrong-one');
    expect(within(android).getByText('To upload: upload.jks')).toBeInTheDocument();
    expect(within(android).getByText('To upload: account.json')).toBeInTheDocument();
    expect(within(android).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says the save failed when the upload cannot reach the server', async () => {
    serve({ answer: () => ({ status: 502, body: 'Bad gateway' }) });
    const { ios, user } = openSection();
    await fill(user, within(ios).getByRole('textbox', { name: 'API key ID' }), 'ABC123DEFG');
    await user.click(within(ios).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The credentials could not be saved. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(within(ios).getByRole('textbox', { name: 'API key ID' })).toHaveValue('ABC123DEFG');
  });

  it('shows the saved keystore’s certificate: subject, fingerprints with copy buttons, validity', async () => {
    const app: TApp = appFor('app_driver_x', {
      android_credentials: summaryOf(
        ANDROID,
        { key_alias: true, store_password: true, store_file: 'upload.jks' },
        {
          subject: 'CN=Demo',
          sha1_fingerprint: 'AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01',
          sha256_fingerprint: SHA256,
          not_before: '2026-01-01T00:00:00.000Z',
          not_after: '2027-01-01T00:00:00.000Z',
        },
      ),
    });
    serve();
    const { android } = openSection(app);
    const certificate = within(android).getByRole('region', { name: 'Signing certificate' });
    expect(within(certificate).getByText('Subject: CN=Demo')).toBeInTheDocument();
    expect(within(certificate).getByText(SHA256)).toBeInTheDocument();
    expect(
      within(certificate).getByText('AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01'),
    ).toBeInTheDocument();
    expect(
      within(certificate).getByRole('button', { name: 'Copy SHA-256 fingerprint' }),
    ).toBeInTheDocument();
    expect(
      within(certificate).getByRole('button', { name: 'Copy SHA-1 fingerprint' }),
    ).toBeInTheDocument();
    expect(
      within(certificate).getByText('Valid from Jan 1, 2026 until Jan 1, 2027'),
    ).toBeInTheDocument();
    expect(within(android).getByText(/^upload\.jks, uploaded Mar 4, 2026/)).toBeInTheDocument();
    expect(within(android).getByRole('button', { name: 'Replace file: Keystore file (.jks)' }));
    expect(within(android).getByLabelText('Store password')).toHaveAttribute(
      'placeholder',
      'Saved — type to replace',
    );
    expect(within(android).getByLabelText('Key password')).not.toHaveAttribute('placeholder');
  });
});
