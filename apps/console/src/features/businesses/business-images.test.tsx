import { MESSAGES } from '@oc/domain/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../components/mantine-modal';
import './business-edit-page';
import './business-new-page';
import { chooseCrop, picturesDecode } from '../../test/fake-cropper';
import { renderApp } from '../../test/render-app';
import { failure, ok } from '../../test/stub-server';
import { stubUploads } from '../../test/stub-upload';
import { businessOf, serveBusinesses } from './test-server';

// A business's logo and header (docs/product/api.md#businesses): the website's image field, shown
// once the business exists, each image saved as it is uploaded or removed.

vi.mock('react-easy-crop', () => import('../../test/fake-cropper'));
// The crop a person would choose: the full width, at the dialog's ratio.
chooseCrop({ x: 0, y: 10, width: 600 });

const LOGO = `/files/ab/${'ab'.repeat(32)}.png`;
const HEADER = `/files/cd/${'cd'.repeat(32)}.png`;

afterEach(() => {
  vi.restoreAllMocks();
});

const png = (name = 'logo.png') => new File(['png bytes'], name, { type: 'image/png' });

async function openBusiness(over = {}) {
  const server = serveBusinesses({
    businesses: [businessOf(over)],
    intercept: ({ method, path }) => {
      const match = /^\/api\/businesses\/7\/images\/(logo|header)$/.exec(path);
      if (!match || method !== 'DELETE') return undefined;
      const business = server.stored(7);
      if (!business) return failure(404, MESSAGES.BUSINESS_NOT_FOUND);
      business[match[1] as 'logo' | 'header'] = null;
      return ok(structuredClone(business));
    },
  });
  const user = userEvent.setup({ delay: null });
  renderApp('/businesses/7');
  await screen.findByRole('heading', { level: 1, name: 'Pizza Palace' });
  return { server, user };
}

describe('a business’s logo and header', () => {
  it('are not offered before the business exists', async () => {
    serveBusinesses();
    renderApp('/businesses/new');
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByText('Logo and header')).not.toBeInTheDocument();
    expect(screen.queryByTestId('file-logo')).not.toBeInTheDocument();
  });

  it('uploads a logo cropped square, with progress, and shows the saved one', async () => {
    picturesDecode();
    const { server, user } = await openBusiness();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const uploads = stubUploads(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    expect(
      screen.getByText('Recommended size: 512 × 512 px, PNG or JPEG, up to 2 MB.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Recommended size: 1350 × 400 px, PNG or JPEG, up to 2 MB.'),
    ).toBeInTheDocument();

    await user.upload(screen.getByTestId('file-logo'), png());
    const dialog = await screen.findByRole('dialog', { name: 'Crop your image' });
    await user.click(within(dialog).getByRole('button', { name: 'Use this crop' }));
    expect(await screen.findByLabelText('Uploading… 50%')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe('/api/businesses/7/images/logo');
    expect(JSON.parse(String(uploads[0]?.form.get('crop')))).toEqual({
      x: 0,
      y: 10,
      width: 600,
      height: 600,
    });
    expect(uploads[0]?.form.get('source_file')).toBeInstanceOf(File);

    const business = server.stored(7);
    if (business) business.logo = LOGO;
    answer(ok(structuredClone(business)));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Current Logo' })).toHaveAttribute('src', LOGO),
    );
    expect(screen.getByRole('button', { name: 'Change image: Logo' })).toBeInTheDocument();
    // Saved already: nothing waits for the save bar, and no other field was written.
    expect(server.writes()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('crops the header at its wide ratio', async () => {
    picturesDecode();
    const { server, user } = await openBusiness();
    const uploads = stubUploads(async () => {
      const business = server.stored(7);
      if (business) business.header = HEADER;
      return ok(structuredClone(business));
    });
    await user.upload(screen.getByTestId('file-header'), png('header.png'));
    const dialog = await screen.findByRole('dialog', { name: 'Crop your image' });
    await user.click(within(dialog).getByRole('button', { name: 'Use this crop' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Current Header image' })).toHaveAttribute(
        'src',
        HEADER,
      ),
    );
    expect(uploads[0]?.url).toBe('/api/businesses/7/images/header');
    const crop = JSON.parse(String(uploads[0]?.form.get('crop')));
    expect(crop.width / crop.height).toBeCloseTo(1350 / 400, 1);
  });

  it('shows the server’s refusal and keeps the image as it was', async () => {
    picturesDecode();
    const { user } = await openBusiness({ logo: LOGO });
    stubUploads(async () => failure(415, 'Only images can be accepted'));
    await user.upload(screen.getByTestId('file-logo'), png());
    const dialog = await screen.findByRole('dialog', { name: 'Crop your image' });
    await user.click(within(dialog).getByRole('button', { name: 'Use this crop' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only images can be accepted');
    expect(screen.getByRole('img', { name: 'Current Logo' })).toHaveAttribute('src', LOGO);
  });

  it('checks the file in the browser first and uploads none that fails', async () => {
    const { user } = await openBusiness();
    const uploads = stubUploads(async () => ok({}));
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('file-logo'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The maximum image size is 2 megabytes',
    );
    expect(screen.queryByRole('dialog', { name: 'Crop your image' })).not.toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('removes an image at once, the other kept', async () => {
    const { server, user } = await openBusiness({ logo: LOGO, header: HEADER });
    await user.click(screen.getByRole('button', { name: 'Remove: Logo' }));
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Current Logo' })).not.toBeInTheDocument(),
    );
    expect(server.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /api/businesses/7/images/logo',
    ]);
    expect(server.stored(7)?.header).toBe(HEADER);
    expect(screen.getByRole('img', { name: 'Current Header image' })).toHaveAttribute(
      'src',
      HEADER,
    );
  });

  it('says so when a removal fails', async () => {
    serveBusinesses({
      businesses: [businessOf({ logo: LOGO })],
      intercept: ({ method }) => (method === 'DELETE' ? 'network-error' : undefined),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses/7');
    await user.click(await screen.findByRole('button', { name: 'Remove: Logo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image could not be removed. Check your connection and try again.',
    );
    expect(screen.getByRole('img', { name: 'Current Logo' })).toHaveAttribute('src', LOGO);
  });
});
