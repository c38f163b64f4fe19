import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { appFor, buildOf, builtAppOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { BrowserConfirm } from './confirm-dialog';
import { LogAsFile } from './log-dialog';
import { BrowserLink } from './qr-code-button';
import { BrowserRequiredFields } from './required-fields-dialog';

// What each dialog draws when its code cannot be downloaded (lazyOr, components/lazy-or.ts, puts
// it in the dialog's place; lazy-or.test.tsx shows that with a failing download).

const APP_ID = appFor('app_customer_x').id;

/** Translations only: the fallbacks draw nothing, and rerender keeps the wrapper. */
const withTexts = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  ),
};

const build = buildOf({ status: 'building' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the builds’ dialogs when their code cannot be downloaded', () => {
  it('asks the question with the browser: Cancel keeps things as they are, OK goes ahead', async () => {
    // happy-dom has no confirm, alert or prompt: each test gives the one it expects.
    const confirm = vi.fn<(message: string) => boolean>(() => false);
    vi.stubGlobal('confirm', confirm);
    const props = {
      title: 'Cancel the Android build?',
      body: 'The build stops now and makes no files.',
      keepLabel: 'Keep building',
      confirmLabel: 'Cancel build',
      isPending: false,
      onConfirm: vi.fn(),
      onClose: vi.fn(),
    };
    const { rerender } = render(<BrowserConfirm {...props} opened={false} />, withTexts);
    expect(confirm).not.toHaveBeenCalled();
    rerender(<BrowserConfirm {...props} opened />);
    await waitFor(() => expect(props.onClose).toHaveBeenCalledOnce());
    expect(confirm).toHaveBeenCalledWith(
      'Cancel the Android build?\n\nThe build stops now and makes no files.',
    );
    expect(props.onConfirm).not.toHaveBeenCalled();

    // Asked again when opened again; OK this time.
    confirm.mockReturnValue(true);
    rerender(<BrowserConfirm {...props} opened={false} />);
    rerender(<BrowserConfirm {...props} opened />);
    await waitFor(() => expect(props.onConfirm).toHaveBeenCalledOnce());
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it('lists the missing required fields in the browser’s message', async () => {
    const alert = vi.fn<(message: string) => void>();
    vi.stubGlobal('alert', alert);
    const onClose = vi.fn();
    renderWithProviders(
      <BrowserRequiredFields platform="android" fields={['name', 'key_alias']} onClose={onClose} />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(alert).toHaveBeenCalledWith(
      'Required fields\n\nFill these in before building for Android:\nApp name\nKey alias\n\nYou find them in General app info, App keys and Constants.',
    );
  });

  it('saves the log as its .txt file', async () => {
    const finished = { ...build, status: 'successful' as const };
    const lines = [
      { seq: 1, at: '2026-03-04T10:00:00.000Z', text: '> Signing' },
      { seq: 2, at: '2026-03-04T10:01:00.000Z', text: '> Done' },
    ];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:log');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: { name: string; blob: Blob }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: createObjectURL.mock.calls.at(-1)?.[0] as Blob });
    });
    const onClose = vi.fn();
    // Nothing until the log has arrived.
    const { rerender } = renderWithProviders(
      <LogAsFile
        build={finished}
        log={{ data: undefined, isError: false }}
        opened
        onClose={onClose}
      />,
    );
    expect(saved).toEqual([]);
    rerender(
      <LogAsFile
        build={finished}
        log={{ data: { build: finished, lines }, isError: false }}
        opened
        onClose={onClose}
      />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(saved.map((s) => s.name)).toEqual(['android-build-7-log.txt']);
    expect(await saved[0]?.blob.text()).toBe('> Signing\n> Done\n');
  });

  it('gives the QR code’s link in the browser’s box, to copy to the phone', async () => {
    const signed = `https://console.example.com/api/builder/apps/${APP_ID}/downloads/android/release/apk?expires=1&sig=abc`;
    const prompt = vi.fn<(message: string, value: string) => string | null>(() => null);
    vi.stubGlobal('prompt', prompt);
    const file = builtAppOf();
    const onClose = vi.fn();
    renderWithProviders(
      <BrowserLink
        file={file}
        link={{ data: { url: signed, expires_at: '2026-03-05T10:00:00.000Z' }, isError: false }}
        opened
        onClose={onClose}
      />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(prompt).toHaveBeenCalledWith('Install Demo-Eats-1.0.0-release.apk', signed);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
