import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseCrop } from '../../test/fake-cropper';
import { appFor } from '../../test/fixtures';
import { renderAppSection } from '../../test/render';
import { failure, ok } from '../../test/stub-server';
import { stubUploads } from '../../test/stub-upload';
import { AppColorsSection } from './app-colors-section';
import { ResourcesSection } from './resources-section';

// The app's icons and splash screens (docs/product/app-settings.md#resources): made all at once
// from one icon, and a wrong-size upload cropped to fit.

vi.mock('react-easy-crop', () => import('../../test/fake-cropper'));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const png = (width: number, height: number) => ({
  width,
  height,
  extension: ['png'],
  mimetype: ['image/png'],
});

const action = (id: number, group: string, name: string, over: Partial<TBaseAction> = {}) =>
  ({
    id,
    group,
    name,
    target_path: `x/${name}`,
    public_url: null,
    editable: true,
    file_rules: null,
    text_content: null,
    source_path: null,
    ...over,
  }) satisfies TBaseAction;

const APP = appFor('app_customer_x', {
  baseActions: [
    action(1, 'colors', 'background', { text_content: '#FAFAFA' }),
    action(2, 'resources_icons', 'launcher_icon', { file_rules: png(1024, 1024) }),
    action(3, 'resources_notifications', 'notification_icon', { file_rules: png(96, 96) }),
    action(4, 'resources_splash_android', 'splash_port_xhdpi', {
      file_rules: png(720, 1280),
      public_url: '/files/aa/old.png',
    }),
  ],
});

/** The browser decodes every picked picture as this size (a test page decodes nothing). */
function picturesDecodeAs(width: number, height: number) {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picked');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.stubGlobal(
    'Image',
    class {
      naturalWidth = width;
      naturalHeight = height;
      onload: (() => void) | null = null;
      set src(_url: string) {
        queueMicrotask(() => this.onload?.());
      }
    },
  );
}

const file = (name = 'icon.png') => new File(['png bytes'], name, { type: 'image/png' });

function open() {
  const onError = vi.fn();
  const rendered = renderAppSection(APP, (app) => <ResourcesSection app={app} onError={onError} />);
  return { ...rendered, onError, user: userEvent.setup({ delay: null }) };
}

describe('making every icon and splash screen from one icon', () => {
  it('refuses an icon that is not 1024 × 1024, then sends the icon and colour with progress and shows the new images', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const uploads = stubUploads(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Make all from one icon' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Make every icon and splash screen from one icon',
    });
    expect(within(dialog).getByText(/Replaces the 3 images below/)).toBeInTheDocument();
    // The app's saved background colour to start with.
    expect(within(dialog).getByRole('textbox', { name: 'Background colour' })).toHaveValue(
      '#FAFAFA',
    );
    const submit = within(dialog).getByRole('button', { name: 'Make 3 images' });
    expect(submit).toBeDisabled();

    picturesDecodeAs(800, 600);
    await user.upload(screen.getByTestId('generate-icon'), file('wide.png'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The icon must be a square of 1024 × 1024 pixels; this one is 800 × 600.',
    );
    expect(submit).toBeDisabled();

    picturesDecodeAs(1024, 1024);
    await user.upload(screen.getByTestId('generate-icon'), file('icon.png'));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit);

    expect(await screen.findByLabelText('Uploading… 50%')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe(`/api/builder/apps/${APP.id}/resources/generate`);
    const form = uploads[0]?.form as FormData;
    expect(form.get('icon')).toMatchObject({ name: 'icon.png' });
    expect(form.get('logo')).toBeNull();
    expect(form.get('background_color')).toBe('#FAFAFA');

    answer(
      ok(
        APP.baseActions
          .filter((a) => a.group !== 'colors')
          .map((a) => ({ ...a, public_url: `/files/bb/made-${a.name}.png` })),
      ),
    );
    expect(await screen.findByText('Correctly saved 3 images')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const label of [
      'App icon (1024 × 1024)',
      'Notification icon (96 × 96)',
      'Android splash, portrait, xhdpi (720 × 1280)',
    ]) {
      expect(screen.getByRole('img', { name: `Current ${label}` })).toHaveAttribute(
        'src',
        expect.stringMatching(/made-/),
      );
    }
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    picturesDecodeAs(1024, 1024);
    stubUploads(() => failure(415, 'The logo must be a PNG or JPEG image.'));
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Make all from one icon' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(screen.getByTestId('generate-icon'), file());
    await user.upload(screen.getByTestId('generate-logo'), file('logo.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Make 3 images' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The logo must be a PNG or JPEG image.',
    );
    expect(screen.getByRole('img', { name: /Current Android splash/ })).toHaveAttribute(
      'src',
      '/files/aa/old.png',
    );
  });
});

describe('the background colour chosen for the images', () => {
  it('is sent, and once saved shows in the app’s colours', async () => {
    picturesDecodeAs(1024, 1024);
    const uploads = stubUploads(({ form }) =>
      ok([
        { ...APP.baseActions[1], public_url: '/files/dd/icon.png' },
        { ...APP.baseActions[0], text_content: String(form.get('background_color')) },
      ]),
    );
    renderAppSection(APP, (app) => (
      <>
        <AppColorsSection app={app} />
        <ResourcesSection app={app} onError={() => {}} />
      </>
    ));
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('textbox', { name: 'Background' })).toHaveValue('#FAFAFA');
    await user.click(screen.getByRole('button', { name: 'Make all from one icon' }));
    const dialog = await screen.findByRole('dialog');
    const colour = within(dialog).getByRole('textbox', { name: 'Background colour' });
    await user.clear(colour);
    await user.type(colour, '#123abc');
    await user.upload(screen.getByTestId('generate-icon'), file());
    await user.click(within(dialog).getByRole('button', { name: 'Make 3 images' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Background' })).toHaveValue('#123ABC'),
    );
    expect(uploads[0]?.form.get('background_color')).toBe('#123ABC');
  });
});

describe('a wrong-size upload', () => {
  it('names both sizes and offers to crop it to the slot’s shape, then sends the crop', async () => {
    picturesDecodeAs(800, 600);
    // The person keeps a strip 300 px wide; the dialog's ratio gives its height.
    chooseCrop({ x: 100, y: 0, width: 300 });
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const uploads = stubUploads(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { user, onError } = open();
    await user.upload(screen.getByTestId('action-file-splash_port_xhdpi'), file('wide.png'));
    const slot = screen.getByRole('group', {
      name: 'Android splash, portrait, xhdpi (720 × 1280)',
    });
    const offer = await within(slot).findByRole('alert');
    expect(offer).toHaveTextContent("Sorry, this image doesn't look like the size we wanted.");
    expect(offer).toHaveTextContent('This image is 800 × 600; this slot needs 720 × 1280.');
    // Listed in the page's dialog like every refused file, and offered to crop in the slot.
    expect(onError).toHaveBeenCalledWith([
      "Sorry, this image doesn't look like the size we wanted.",
      'This image is 800 × 600; this slot needs 720 × 1280.',
    ]);
    expect(uploads).toHaveLength(0);

    await user.click(within(offer).getByRole('button', { name: /^Crop and scale to fit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Crop your image' });
    await user.click(within(dialog).getByRole('button', { name: 'Use this crop' }));
    expect(await within(slot).findByLabelText('Uploading… 50%')).toBeInTheDocument();
    expect(uploads[0]?.url).toBe(`/api/builder/apps/${APP.id}/actions/4/file`);
    expect(JSON.parse(String(uploads[0]?.form.get('crop')))).toEqual({
      x: 100,
      y: 0,
      width: 300,
      height: Math.round((300 * 1280) / 720),
    });
    expect(uploads[0]?.form.get('source_file')).toMatchObject({ name: 'wide.png' });
    answer(ok({ ...APP.baseActions[3], public_url: '/files/cc/cropped.png' }));
    await waitFor(() =>
      expect(within(slot).getByRole('img')).toHaveAttribute('src', '/files/cc/cropped.png'),
    );
    expect(within(slot).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('still refuses a picture too heavy for the slot, without a crop offer', async () => {
    picturesDecodeAs(800, 600);
    const uploads = stubUploads(() => failure(500, 'no'));
    const { user, onError } = open();
    await user.upload(
      screen.getByTestId('action-file-splash_port_xhdpi'),
      new File([new Uint8Array(2049 * 1024)], 'heavy.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith(['The maximum image size is 2048 KB']),
    );
    expect(screen.queryByRole('button', { name: /Crop and scale to fit/ })).toBeNull();
    expect(uploads).toHaveLength(0);
  });
});
