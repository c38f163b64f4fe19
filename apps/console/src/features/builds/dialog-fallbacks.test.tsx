import type { TBuild, TBuiltApp } from '@oc/domain/builds/build.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ok, stubServer } from '../../test/stub-server';
import { CancelBuildButton } from './cancel-build-button';
import { LogDialog } from './log-dialog';
import { QrCodeButton } from './qr-code-button';
import { RequiredFieldsDialog } from './required-fields-dialog';

// Each dialog's code fails to download, as when the console was updated while the tab was open.
vi.mock('./confirm-dialog-modal', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./required-fields-dialog-modal', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./log-modal', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./qr-code-modal', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const APP_ID = 5;

const build: TBuild = {
  id: 7,
  platform: 'android',
  status: 'building',
  app_version: '1.0.0',
  mode: 'release',
  kind: 'assemble',
  job_id: 'job-7',
  created_at: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-04T10:05:00.000Z',
  error_code: null,
  error_description: null,
  queue_position: null,
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the builds’ dialogs when their code cannot be downloaded', () => {
  it('asks the cancel question with the browser: Cancel keeps the build, OK cancels it', async () => {
    const requests: string[] = [];
    stubServer((url, init) => {
      requests.push(`${init?.method ?? 'GET'} ${url}`);
      return ok({ ...build, status: 'failed', error_code: 'CANCELLED' });
    });
    // happy-dom has no confirm, alert or prompt: each test gives the one it expects.
    const confirm = vi.fn<(message: string) => boolean>(() => false);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<CancelBuildButton appId={APP_ID} build={build} />);

    await user.click(screen.getByRole('button', { name: 'Cancel build' }));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        'Cancel the Android build?\n\nThe build stops now and makes no files. You can start a new one afterwards.',
      ),
    );
    expect(requests).toEqual([]);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Cancel build' }));
    expect(await screen.findByText('The Android build is cancelled.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(requests).toEqual([`POST /api/builder/apps/${APP_ID}/builds/7/cancel`]);
  });

  it('lists the missing required fields in the browser’s message', async () => {
    const alert = vi.fn<(message: string) => void>();
    vi.stubGlobal('alert', alert);
    const onClose = vi.fn();
    renderWithProviders(
      <RequiredFieldsDialog platform="android" fields={['name', 'key_alias']} onClose={onClose} />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(alert).toHaveBeenCalledWith(
      'Required fields\n\nFill these in before building for Android:\nApp name\nKey alias\n\nYou find them in General app info, App keys and Constants.',
    );
  });

  it('saves the log as its .txt file', async () => {
    const finished = { ...build, status: 'successful' as const };
    stubServer(() =>
      ok({
        build: finished,
        lines: [
          { seq: 1, at: '2026-03-04T10:00:00.000Z', text: '> Signing' },
          { seq: 2, at: '2026-03-04T10:01:00.000Z', text: '> Done' },
        ],
      }),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:log');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: createObjectURL.mock.calls.at(-1)?.[0] as Blob });
    });
    const onClose = vi.fn();
    renderWithProviders(<LogDialog appId={APP_ID} build={finished} opened onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saved.map((s) => s.name)).toEqual(['android-build-7-log.txt']);
    expect(await saved[0]?.blob.text()).toBe('> Signing\n> Done\n');
  });

  it('gives the QR code’s link in the browser’s box, to copy to the phone', async () => {
    const signed = `https://console.example.com/api/builder/apps/${APP_ID}/downloads/android/release/apk?expires=1&sig=abc`;
    stubServer(() => ok({ url: signed, expires_at: '2026-03-05T10:00:00.000Z' }));
    const prompt = vi.fn<(message: string, value: string) => string | null>(() => null);
    vi.stubGlobal('prompt', prompt);
    const file: TBuiltApp = {
      id: 1,
      build_id: 7,
      platform: 'android',
      mode: 'release',
      kind: 'assemble',
      extension: 'apk',
      app_version: '1.0.0',
      file_name: 'Demo-Eats-1.0.0-release.apk',
      size: 1024,
      url: `/api/builder/apps/${APP_ID}/downloads/android/release/apk`,
      created_at: '2026-03-04T10:00:00.000Z',
    };
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<QrCodeButton appId={APP_ID} file={file} />);
    await user.click(
      screen.getByRole('button', { name: 'QR code for Demo-Eats-1.0.0-release.apk' }),
    );
    await waitFor(() =>
      expect(prompt).toHaveBeenCalledWith('Install Demo-Eats-1.0.0-release.apk', signed),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
