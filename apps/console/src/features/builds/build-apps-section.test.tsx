import type { TApp } from '@oc/domain/apps/app.schema';
import type { TBuildLogLine } from '@oc/domain/builds/build.schema';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QRCodeSVG } from 'qrcode.react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_POLL_MS } from '../../data/builds/get-build-log';
import { clockMoves, fakeClock, transitionEnds } from '../../test/clock';
import { appFor, buildOf, builtAppOf } from '../../test/fixtures';
import { renderAppSection } from '../../test/render';
import { failure, ok, stubServer } from '../../test/stub-server';
import { BuildAppsSection } from './build-apps-section';

type TAnswer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
type TRequest = { method: string; path: string; body: unknown; at: number };
type TRoute = (request: TRequest) => TAnswer | undefined;

const APP_ID = appFor('app_customer_x').id;
/** While a build is unfinished, the app is asked for again every 2 s. */
const APP_POLL_MS = 2000;

const lineOf = (seq: number, text: string): TBuildLogLine => ({
  seq,
  at: '2026-03-04T10:00:00.000Z',
  text,
});

/**
 * The server: the app as `app()` gives it now (so a test can move a build along between polls),
 * and each other request answered by the first route that answers it. Every request is recorded.
 */
function serve(app: () => TApp, ...routes: TRoute[]) {
  const requests: TRequest[] = [];
  stubServer((url, init) => {
    const request: TRequest = {
      method: init?.method ?? 'GET',
      path: url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      at: Date.now(),
    };
    requests.push(request);
    if (request.method === 'GET' && request.path === `/api/builder/apps/${APP_ID}`)
      return ok(app());
    for (const route of routes) {
      const answer = route(request);
      if (answer) return answer;
    }
    return failure(404, 'Not found.');
  });
  return requests;
}

const on =
  (method: string, path: string | RegExp, answer: (request: TRequest) => TAnswer): TRoute =>
  (request) =>
    request.method === method &&
    (typeof path === 'string' ? request.path === path : path.test(request.path))
      ? answer(request)
      : undefined;

const appGets = (requests: TRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === `/api/builder/apps/${APP_ID}`);

/** The section, on the app's settings page address when `route` is given (its links need one). */
function openSection(app: TApp, route?: string) {
  // In a router: what is missing before sending to the store links to its field on this page.
  renderAppSection(app, (cached) => <BuildAppsSection app={cached} />, { route: route ?? '/' });
  const card = screen.getByRole('region', { name: 'Build Apps' });
  const android = within(card).getByRole('region', { name: 'Android builds' });
  const ios = within(card).getByRole('region', { name: 'iOS builds' });
  const user = userEvent.setup({ delay: null });
  return { card, android, ios, user };
}

// A fake clock (../../test/clock.ts) for the polls, which run on intervals and are timed on it, and
// for the dialogs' transitions.
beforeEach(() => {
  fakeClock(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** App keys holding the Play Store credential file, as sending to Google Play needs. */
const PLAY_KEYS = {
  fields: {
    playstore_credential_file: { is_set: true, file_name: 'play.json', uploaded_at: null },
  },
  keystore: null,
  updated_at: null,
};

describe('the Build Apps section', () => {
  it('shows Build Pro and Build Test per platform, the APK/AAB choice for Android, and what is missing', () => {
    const app = appFor('app_customer_x');
    serve(() => app);
    const { card, android, ios } = openSection(app);
    expect(
      within(card)
        .getAllByRole('heading')
        .map((h) => `${h.tagName} ${h.textContent}`),
    ).toEqual([
      'H3 Build Apps',
      'H4 iOS',
      'H5 Last build',
      'H5 Downloads',
      'H4 Android',
      'H5 Last build',
      'H5 Downloads',
    ]);
    for (const platform of [android, ios]) {
      expect(within(platform).getByRole('button', { name: 'Build Pro' })).toBeEnabled();
      expect(within(platform).getByRole('button', { name: 'Build Test' })).toBeEnabled();
      expect(within(platform).getByText('No build yet.')).toBeInTheDocument();
      // Never built: said neutrally, not as a new version waiting.
      expect(
        within(platform).getByText('Not built yet: the first build makes version 1.0.0.'),
      ).toBeInTheDocument();
      expect(within(platform).queryByText(/New version/)).toBeNull();
    }
    const choice = within(android).getByRole('radiogroup', { name: 'Android package' });
    expect(within(choice).getByRole('radio', { name: 'APK' })).toBeChecked();
    expect(within(ios).queryByRole('radiogroup')).toBeNull();
    const store = within(android).getByRole('button', { name: 'Store (Add keys and files)' });
    expect(store).toBeDisabled();
    // What is missing is said before any click; the credential file links to its field.
    expect(store).toHaveAccessibleDescription(
      /^To send to Google Play, first:\s*Add the Play Store service account \(\.json\) in App keys\s*Build Pro for Android as an App Bundle \(AAB\) first/,
    );
    expect(
      within(android).getByRole('link', {
        name: 'Add the Play Store service account (.json) in App keys',
      }),
    ).toHaveAttribute('href', expect.stringContaining('field=android.playstore_credential_file'));
    expect(within(ios).queryByRole('button', { name: /Store/ })).toBeNull();
  });

  it('shows only the platforms of the app’s base', () => {
    const app = appFor('app_customer_x', {
      base: { ...appFor('app_customer_x').base, platforms: ['android'] },
    });
    serve(() => app);
    renderAppSection(app, (cached) => <BuildAppsSection app={cached} />, { route: '/' });
    expect(screen.getByRole('region', { name: 'Android builds' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'iOS builds' })).toBeNull();
  });

  it('sends the mode and type, disables the platform while the request is on its way and while its build runs', async () => {
    let app = appFor('app_customer_x');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queued = buildOf({ status: 'queued', queue_position: 2, kind: 'bundle' });
    const requests = serve(
      () => app,
      on('POST', `/api/builder/apps/${APP_ID}/builds`, async ({ body }) => {
        const sent = body as { platform: string };
        if (sent.platform === 'ios')
          return {
            status: 201,
            body: {
              error: false,
              result: buildOf({
                platform: 'ios',
                id: 8,
                status: 'queued',
                queue_position: 3,
                mode: 'ad-hoc',
              }),
            },
          };
        await held;
        app = { ...app, builds: [queued] };
        return { status: 201, body: { error: false, result: queued } };
      }),
    );
    const { android, ios, user } = openSection(app);
    await user.click(within(android).getByRole('radio', { name: 'AAB' }));
    await user.click(within(android).getByRole('button', { name: 'Build Pro' }));

    await waitFor(() =>
      expect(within(android).getByRole('button', { name: 'Build Pro' })).toHaveAttribute(
        'data-loading',
      ),
    );
    expect(within(android).getByRole('button', { name: 'Build Test' })).toBeDisabled();
    expect(within(ios).getByRole('button', { name: 'Build Pro' })).toBeEnabled();
    release();

    expect(
      await within(android).findByText('Waiting in the queue: position 2'),
    ).toBeInTheDocument();
    expect(within(android).getByText('Queued')).toBeInTheDocument();
    expect(within(android).getByRole('button', { name: 'Build Pro' })).toBeDisabled();
    expect(within(android).getByRole('button', { name: 'Build Test' })).toBeDisabled();
    expect(within(ios).getByRole('button', { name: 'Build Test' })).toBeEnabled();

    await user.click(within(ios).getByRole('button', { name: 'Build Test' }));
    expect(await within(ios).findByText('Waiting in the queue: position 3')).toBeInTheDocument();

    const sent = requests.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(sent).toEqual([
      { platform: 'android', mode: 'release', type: 'bundle' },
      { platform: 'ios', mode: 'ad-hoc' },
    ]);
  });

  it('lists the missing required fields in the owner’s words when the server refuses with 422; OK closes', async () => {
    const app = appFor('app_customer_x');
    serve(
      () => app,
      on('POST', `/api/builder/apps/${APP_ID}/builds`, () => ({
        status: 422,
        body: { error: true, result: ['name', 'key_alias', 'store_file'] },
      })),
    );
    const page = `/my-products/customer-app/settings?id=${APP_ID}`;
    const { android, user } = openSection(app, page);
    await user.click(within(android).getByRole('button', { name: 'Build Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Required fields' });
    expect(
      within(within(dialog).getByRole('list'))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['App name', 'Key alias', 'Keystore file (.jks)']);
    // Each is a link to its field on this page (?field=, the page's id kept).
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['App name', `${page}&field=general.name`],
      ['Key alias', `${page}&field=android.key_alias`],
      ['Keystore file (.jks)', `${page}&field=android.store_file`],
    ]);
    expect(
      within(dialog).getByText(
        'Choose one to go to it: they are in General app info, App keys and Constants.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Build error' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(android).getByRole('button', { name: 'Build Test' })).toBeEnabled();
    await waitFor(() =>
      expect(within(android).getByRole('button', { name: 'Build Test' })).toHaveFocus(),
    );
  });

  it('shows any other refusal in the Build error dialog', async () => {
    const app = appFor('app_customer_x');
    const message =
      'An Android build is already under way. Wait for it to end, or cancel it, then build again.';
    serve(
      () => app,
      on('POST', `/api/builder/apps/${APP_ID}/builds`, () => failure(409, message)),
    );
    const { ios, user } = openSection(app);
    await user.click(within(ios).getByRole('button', { name: 'Build Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Build error' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog', { name: 'Required fields' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the app every 2 s while a build is unfinished, so the queue position moves, and stops once it has finished', async () => {
    let app = appFor('app_customer_x', {
      builds: [buildOf({ status: 'queued', queue_position: 2 })],
    });
    const requests = serve(() => app);
    const shownAt = Date.now();
    const { android } = openSection(app);
    expect(within(android).getByText('Waiting in the queue: position 2')).toBeInTheDocument();
    app = { ...app, builds: [buildOf({ status: 'queued', queue_position: 1 })] };
    await clockMoves(APP_POLL_MS);
    expect(
      await within(android).findByText('Waiting in the queue: position 1'),
    ).toBeInTheDocument();
    app = {
      ...app,
      builds: [buildOf({ status: 'successful' })],
      built_apps: [builtAppOf()],
    };
    await clockMoves(APP_POLL_MS);
    expect(await within(android).findByText('Successful')).toBeInTheDocument();
    expect(within(android).getByText('Demo-Eats-1.0.0-release.apk')).toBeInTheDocument();
    expect(within(android).getByRole('button', { name: 'Build Pro' })).toBeEnabled();
    // Each ask came 2 s after the one before it, the first 2 s after the section was shown.
    const times = [shownAt, ...appGets(requests).map((r) => r.at)];
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? 0));
    expect(gaps.length).toBeGreaterThanOrEqual(2);
    expect(gaps).toEqual(gaps.map(() => APP_POLL_MS));
    const asked = appGets(requests).length;
    await clockMoves(APP_POLL_MS * 3);
    expect(appGets(requests)).toHaveLength(asked);
  });

  it('shows the log growing while the build runs, asking only for the lines after the last one', async () => {
    const building = buildOf({ status: 'building' });
    const app = appFor('app_customer_x', { builds: [building] });
    const answers = [
      [lineOf(1, '> Decoding the base app'), lineOf(2, '> Applying the branding')],
      [lineOf(3, '> Signing with the upload key')],
    ];
    const requests = serve(
      () => app,
      on('GET', /\/builds\/7\/log\?after=\d+$/, () =>
        ok({ build: building, lines: answers.shift() ?? [] }),
      ),
    );
    const { android } = openSection(app);
    expect(within(android).getByText('Building')).toBeInTheDocument();
    const log = within(android).getByRole('log', { name: 'Build log' });
    await waitFor(() => expect(log).toHaveTextContent('> Applying the branding'));
    await clockMoves(LOG_POLL_MS);
    await waitFor(() => expect(log).toHaveTextContent('> Signing with the upload key'));
    expect(log.textContent).toBe(
      '> Decoding the base app\n> Applying the branding\n> Signing with the upload key',
    );
    // Each poll asks for the lines after the last one held; with nothing new it asks again.
    const afters = () =>
      requests
        .filter((r) => r.path.includes('/log'))
        .map((r) => new URL(r.path, 'http://x').searchParams.get('after'));
    await clockMoves(LOG_POLL_MS);
    await waitFor(() => expect(afters().slice(0, 3)).toEqual(['0', '2', '3']));
    expect(within(android).getByRole('button', { name: 'Build Pro' })).toBeDisabled();
  });

  it('cancels a running build after asking', async () => {
    let app = appFor('app_customer_x', { builds: [buildOf({ status: 'building' })] });
    const cancelled = buildOf({
      status: 'failed',
      error_code: 'CANCELLED',
      error_description: 'The build was cancelled by the owner.',
    });
    const requests = serve(
      () => app,
      on('GET', /\/log\?/, () => ok({ build: buildOf({ status: 'building' }), lines: [] })),
      on('POST', `/api/builder/apps/${APP_ID}/builds/7/cancel`, () => {
        app = { ...app, builds: [cancelled] };
        return ok(cancelled);
      }),
    );
    const { android, user } = openSection(app);
    await user.click(within(android).getByRole('button', { name: 'Cancel build' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the Android build?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep building' }));
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the button that opened the question.
    await waitFor(() =>
      expect(within(android).getByRole('button', { name: 'Cancel build' })).toHaveFocus(),
    );
    expect(requests.filter((r) => r.path.endsWith('/cancel'))).toHaveLength(0);

    await user.click(within(android).getByRole('button', { name: 'Cancel build' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel the Android build?' })).getByRole(
        'button',
        { name: 'Cancel build' },
      ),
    );
    expect(await screen.findByText('The Android build is cancelled.')).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/cancel'))).toHaveLength(1);
    expect(within(android).getByText('Failed')).toBeInTheDocument();
    expect(within(android).getByText('Error code: CANCELLED')).toBeInTheDocument();
    expect(within(android).queryByRole('button', { name: 'Cancel build' })).toBeNull();
    expect(within(android).getByRole('button', { name: 'Build Pro' })).toBeEnabled();
  });

  it('shows a failed build’s code and description, its whole log to copy or save, and deletes the certificates after asking', async () => {
    const failed = buildOf({
      status: 'failed',
      error_code: 'SIGNING_FAILED',
      error_description: 'apksigner could not open the keystore with the saved password.',
    });
    const app = appFor('app_customer_x', { builds: [failed] });
    const requests = serve(
      () => app,
      on('GET', `/api/builder/apps/${APP_ID}/builds/7/log?after=0`, () =>
        ok({ build: failed, lines: [lineOf(1, '> Signing'), lineOf(2, 'error: wrong password')] }),
      ),
      on('DELETE', `/api/builder/apps/${APP_ID}/credentials/android`, () => ok(null)),
    );
    const { android, user } = openSection(app);
    expect(within(android).getByText('Failed')).toBeInTheDocument();
    expect(within(android).getByText('Error code: SIGNING_FAILED')).toBeInTheDocument();
    expect(
      within(android).getByText('apksigner could not open the keystore with the saved password.'),
    ).toBeInTheDocument();

    // See Logs: the whole log; Copy puts it on the clipboard, Download saves it as a .txt file.
    const saved: { name: string; blob: Blob }[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:log');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: createObjectURL.mock.calls.at(-1)?.[0] as Blob });
    });
    await user.click(within(android).getByRole('button', { name: 'See Logs' }));
    const logDialog = await screen.findByRole('dialog', { name: 'Log of the Android build 1.0.0' });
    await waitFor(() =>
      expect(within(logDialog).getByRole('log')).toHaveTextContent('error: wrong password'),
    );
    await user.click(within(logDialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('> Signing\nerror: wrong password');
    await user.click(within(logDialog).getByRole('button', { name: 'Download' }));
    expect(saved.map((s) => s.name)).toEqual(['android-build-7-log.txt']);
    expect(await saved[0]?.blob.text()).toBe('> Signing\nerror: wrong password\n');
    await user.keyboard('{Escape}');
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(android).getByRole('button', { name: 'See Logs' })).toHaveFocus(),
    );

    // Delete certificates: the confirmation says what goes; keeping them sends nothing.
    await user.click(within(android).getByRole('button', { name: 'Delete certificates' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the Android certificates?' });
    expect(confirm).toHaveTextContent(
      'This removes the Key alias, Key password, Store password, Keystore file (.jks), and Play Store service account (.json) saved in App keys for Android.',
    );
    const asked = appGets(requests).length;
    await user.click(within(confirm).getByRole('button', { name: 'Delete certificates' }));
    expect(await screen.findByText('The Android certificates are deleted.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/builder/apps/${APP_ID}/credentials/android`,
    ]);
    // The app is asked again, so App keys shows the keys unset.
    await waitFor(() => expect(appGets(requests).length).toBeGreaterThan(asked));
  });

  it('says in words which version was built and when, and when the app’s version has moved on', () => {
    const app = appFor('app_customer_x', {
      version: '1.10.0',
      builds: [
        buildOf({
          id: 9,
          platform: 'ios',
          status: 'failed',
          app_version: '1.10.0',
          mode: 'app-store',
        }),
        buildOf({
          id: 8,
          platform: 'ios',
          status: 'successful',
          app_version: '1.9.3',
          mode: 'app-store',
        }),
        buildOf({ id: 7, platform: 'android', status: 'successful', app_version: '1.10.0' }),
      ],
    });
    serve(() => app);
    const { android, ios } = openSection(app);
    expect(within(android).getByTestId('version-freshness')).toHaveTextContent(
      /^Up to date: version 1\.10\.0 built on \w{3} \d{1,2}, \d{4}\.$/,
    );
    expect(within(ios).getByTestId('version-freshness')).toHaveTextContent(
      /^Version 1\.10\.0 is not built yet: the last build is version 1\.9\.3, built on \w{3} \d{1,2}, \d{4}\.$/,
    );
    // The last build, its version, mode and time (the exact time on hover).
    expect(within(ios).getByText('Failed')).toBeInTheDocument();
    expect(within(ios).getByText('App Store')).toBeInTheDocument();
    const updated = within(android).getByText('Updated 3 minutes ago');
    expect(updated).toHaveAttribute(
      'title',
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(
        new Date(app.builds[2]?.updated_at ?? ''),
      ),
    );
    expect(within(android).getByText('Release · APK')).toBeInTheDocument();
  });

  it('lists the built files with Download (a signed link) and a QR code of that link', async () => {
    const signed = `https://console.example.com/api/builder/apps/${APP_ID}/downloads/android/release/apk?expires=1&sig=abc`;
    const app = appFor('app_customer_x', {
      builds: [buildOf()],
      built_apps: [
        builtAppOf(),
        builtAppOf({
          id: 2,
          mode: 'debug',
          kind: 'bundle',
          extension: 'aab',
          file_name: 'Demo-Eats-1.0.0-debug.aab',
          size: 300 * 1024,
        }),
        builtAppOf({
          id: 3,
          platform: 'ios',
          mode: 'ad-hoc',
          extension: 'ipa',
          file_name: 'Demo-Eats-1.0.0-ad-hoc.ipa',
        }),
      ],
    });
    const requests = serve(
      () => app,
      on('POST', `/api/builder/apps/${APP_ID}/downloads/android/release/apk/link`, () =>
        ok({ url: signed, expires_at: '2026-03-05T10:00:00.000Z' }),
      ),
    );
    const { android, ios, user } = openSection(app);
    // The downloads: the first list, before what the store still needs.
    const files = within(within(android).getAllByRole('list')[0] as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(files).toHaveLength(2);
    expect(files[0]).toHaveTextContent('Demo-Eats-1.0.0-release.apk');
    expect(files[0]).toHaveTextContent('APK · Release · version 1.0.0 · 4.5 MB · Mar 4, 2026');
    expect(files[1]).toHaveTextContent('AAB · Debug · version 1.0.0 · 300 KB');
    expect(within(ios).getByText('Demo-Eats-1.0.0-ad-hoc.ipa')).toBeInTheDocument();
    // A release APK and a debug bundle: nothing Google Play takes, so nothing to send.
    expect(
      within(android).getByRole('button', { name: 'Store (Add keys and files)' }),
    ).toBeDisabled();

    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    await user.click(
      within(android).getByRole('button', { name: 'Download Demo-Eats-1.0.0-release.apk' }),
    );
    await waitFor(() =>
      expect(clicked).toEqual([{ href: signed, download: 'Demo-Eats-1.0.0-release.apk' }]),
    );

    await user.click(
      within(android).getByRole('button', { name: 'QR code for Demo-Eats-1.0.0-release.apk' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Install Demo-Eats-1.0.0-release.apk',
    });
    // The dialog opens at once; the code is drawn once the link has arrived.
    const qr = await within(dialog).findByRole('img', {
      name: 'QR code of the download link for Demo-Eats-1.0.0-release.apk',
    });
    expect(dialog).toHaveTextContent(
      /^.*Scan with your phone to install\. The link works until Mar 5, 2026, \d{1,2}:\d{2} [AP]M\./,
    );
    // The code drawn is the code of the signed link: the same squares as qrcode.react draws for it.
    const reference = render(<QRCodeSVG value={signed} size={224} marginSize={2} />);
    const drawn = (svg: Element) =>
      Array.from(svg.querySelectorAll('path')).map((p) => p.getAttribute('d'));
    expect(drawn(qr)).toEqual(drawn(reference.container.querySelector('svg') as Element));
    reference.unmount();
    // On the phone itself there is nothing to scan: the same link, to tap or to copy.
    expect(
      within(dialog).getByRole('link', {
        name: 'On this phone? Install Demo-Eats-1.0.0-release.apk from here',
      }),
    ).toHaveAttribute('href', signed);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(signed);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');
    // The link is asked for once and used for both.
    expect(requests.filter((r) => r.path.endsWith('/link'))).toHaveLength(1);
  });

  it('sends the latest release bundle to the Google Play track chosen and says which version code it took', async () => {
    const bundle = builtAppOf({
      kind: 'bundle',
      extension: 'aab',
      file_name: 'Demo-Eats-1.0.0-release.aab',
      url: `/api/builder/apps/${APP_ID}/downloads/android/release/aab`,
    });
    const app = appFor('app_customer_x', {
      builds: [buildOf()],
      built_apps: [bundle],
      android_credentials: PLAY_KEYS,
    });
    const requests = serve(
      () => app,
      on('POST', `/api/builder/apps/${APP_ID}/store/android`, (request) =>
        ok({
          track: (request.body as { track: string }).track,
          version_code: 1000000,
          edit_id: 'e1',
          file_name: 'app.aab',
          status: 'completed',
        }),
      ),
    );
    const { android, user } = openSection(app);
    const store = within(android).getByRole('button', { name: 'Store (Add keys and files)' });
    expect(store).toHaveAccessibleDescription(
      'Sends the latest release App Bundle (AAB) to the Google Play track you choose, with the Play Store service account saved in App keys.',
    );
    await user.click(store);
    const dialog = await screen.findByRole('dialog', { name: 'Send to Google Play' });
    const tracks = within(dialog).getByRole('radiogroup', { name: 'Track' });
    expect(
      within(tracks)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['internal', 'alpha', 'beta', 'production']);
    // Internal testing unless the owner chooses another track.
    expect(within(tracks).getByRole('radio', { name: 'Internal testing' })).toBeChecked();
    await user.click(within(tracks).getByRole('radio', { name: 'Closed testing (alpha)' }));
    expect(requests.filter((r) => r.path.endsWith('/store/android'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Sent to Google Play (Closed testing (alpha)), version code 1000000'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/store/android')).map((r) => r.body)).toEqual([
      { track: 'alpha' },
    ]);
  });

  it('says so when Google Play keeps the release as a draft (the app is a draft on Play)', async () => {
    const bundle = builtAppOf({ kind: 'bundle', extension: 'aab' });
    const app = appFor('app_customer_x', {
      builds: [buildOf()],
      built_apps: [bundle],
      android_credentials: PLAY_KEYS,
    });
    const requests = serve(
      () => app,
      on('POST', `/api/builder/apps/${APP_ID}/store/android`, () =>
        ok({
          track: 'internal',
          version_code: 1000000,
          edit_id: 'e1',
          file_name: 'app.aab',
          status: 'draft',
        }),
      ),
    );
    const { android, user } = openSection(app);
    await user.click(within(android).getByRole('button', { name: 'Store (Add keys and files)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to Google Play' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        /^Saved on Google Play as a draft release \(Internal testing\), version code 1000000\. Your app is still a draft in Play Console/,
      ),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/store/android')).map((r) => r.body)).toEqual([
      { track: 'internal' },
    ]);
  });

  it('shows Google Play’s refusal in words', async () => {
    const bundle = builtAppOf({ kind: 'bundle', extension: 'aab' });
    const app = appFor('app_customer_x', {
      builds: [buildOf()],
      built_apps: [bundle],
      android_credentials: PLAY_KEYS,
    });
    const message = 'Google Play refused the upload: version code 1000000 has already been used.';
    serve(
      () => app,
      on('POST', `/api/builder/apps/${APP_ID}/store/android`, () => failure(400, message)),
    );
    const { android, user } = openSection(app);
    await user.click(within(android).getByRole('button', { name: 'Store (Add keys and files)' }));
    const choose = await screen.findByRole('dialog', { name: 'Send to Google Play' });
    await user.click(within(choose).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Google Play' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/^Sent to Google Play/)).toBeNull();
  });
});
