import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The page's and the dialogs' code is imported with this file, not first when a test opens them.
import '../../components/mantine-modal';
import './menu-page';
import { chooseCrop, picturesDecode } from '../../test/fake-cropper';
import { renderApp } from '../../test/render-app';
import { failure } from '../../test/stub-server';
import { productOf, serveMenu, UPLOADED_PRODUCT_IMAGE } from './test-server';

// A product's image in the product dialog (docs/product/menus.md#product-images): a photo uploaded
// and cropped with the website's image field, or an address on the web, saved with the product.

vi.mock('react-easy-crop', () => import('../../test/fake-cropper'));
// The crop a person would choose: the middle square of the 600 × 400 picture.
chooseCrop({ x: 100, y: 0, width: 400 });

afterEach(() => {
  vi.restoreAllMocks();
});

const WEB_IMAGE = 'https://images.example/cola.png';
const png = () => new File(['png bytes'], 'margherita.png', { type: 'image/png' });

async function openProduct(name: string, options: Parameters<typeof serveMenu>[0] = {}) {
  const server = serveMenu(options);
  const user = userEvent.setup({ delay: null });
  renderApp('/businesses/7/menu');
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const form = within(await screen.findByRole('dialog', { name: 'Edit product' }));
  return { server, user, form };
}

async function uploadAndCrop(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByTestId('file-product'), png());
  const crop = await screen.findByRole('dialog', { name: 'Crop your image' });
  await user.click(within(crop).getByRole('button', { name: 'Use this crop' }));
}

describe('a product’s image', () => {
  it('is uploaded cropped square, shown, and saved with the product as its address', async () => {
    picturesDecode();
    const { server, user, form } = await openProduct('Margherita');
    expect(
      form.getByText('Recommended size: 512 × 512 px, PNG or JPEG, up to 2 MB.'),
    ).toBeInTheDocument();
    expect(form.getByText('No image yet')).toBeInTheDocument();

    await uploadAndCrop(user);
    await waitFor(() =>
      expect(form.getByRole('img', { name: 'Current Image' })).toHaveAttribute(
        'src',
        UPLOADED_PRODUCT_IMAGE,
      ),
    );
    expect(server.uploads.map((u) => u.url)).toEqual(['/api/businesses/7/product-images']);
    expect(JSON.parse(String(server.uploads[0]?.form.get('crop')))).toEqual({
      x: 100,
      y: 0,
      width: 400,
      height: 400,
    });
    expect(server.uploads[0]?.form.get('source_file')).toBeInstanceOf(File);
    expect(form.getByRole('textbox', { name: 'Image address' })).toHaveValue(
      UPLOADED_PRODUCT_IMAGE,
    );
    // Uploaded, not saved: the product changes only with Save.
    expect(server.writes()).toEqual([]);

    await user.click(form.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(server.writes()).toMatchObject([
        {
          method: 'PATCH',
          path: '/api/menu/products/100',
          body: { image: UPLOADED_PRODUCT_IMAGE },
        },
      ]),
    );
    expect(Object.keys(server.writes()[0]?.body as object)).toEqual(['image']);
    expect(server.menu()[0]?.products[0]).toMatchObject({
      name: 'Margherita',
      image: UPLOADED_PRODUCT_IMAGE,
    });
  });

  it('cannot be saved while its upload is on its way, so the new image is never lost', async () => {
    picturesDecode();
    let land = () => {};
    const { server, user, form } = await openProduct('Margherita', {
      productImageAnswer: () =>
        new Promise((resolve) => {
          land = () =>
            resolve({
              status: 200,
              body: {
                error: false,
                result: {
                  url: UPLOADED_PRODUCT_IMAGE,
                  width: 512,
                  height: 512,
                },
              },
            });
        }),
    });
    await uploadAndCrop(user);
    const save = form.getByRole('button', { name: 'Save product' });
    await waitFor(() => expect(save).toBeDisabled());
    land();
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() =>
      expect(server.writes()).toMatchObject([{ body: { image: UPLOADED_PRODUCT_IMAGE } }]),
    );
  });

  it('is uploaded for a new product and sent with it', async () => {
    picturesDecode();
    const server = serveMenu();
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses/7/menu');
    await user.click(await screen.findByRole('button', { name: 'Add product to Drinks' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add product' }));
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Lemonade');
    await user.type(form.getByRole('textbox', { name: 'Price' }), '3.50');
    await uploadAndCrop(user);
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Image address' })).toHaveValue(
        UPLOADED_PRODUCT_IMAGE,
      ),
    );
    await user.click(form.getByRole('button', { name: 'Add product' }));
    await waitFor(() =>
      expect(server.writes()).toMatchObject([
        {
          method: 'POST',
          path: '/api/menu/categories/2/products',
          body: { name: 'Lemonade', price: 350, image: UPLOADED_PRODUCT_IMAGE },
        },
      ]),
    );
  });

  it('shows an upload’s refusal in the dialog and keeps the image as it was', async () => {
    picturesDecode();
    const { server, user, form } = await openProduct('Cola', {
      categories: [
        {
          id: 2,
          name: 'Drinks',
          products: [productOf({ id: 102, name: 'Cola', image: WEB_IMAGE })],
        },
      ],
      productImageAnswer: () => failure(415, 'Only images can be accepted'),
    });
    await uploadAndCrop(user);
    const alert = await form.findByRole('alert');
    expect(alert).toHaveTextContent('The image could not be uploaded.');
    expect(alert).toHaveTextContent('Only images can be accepted');
    expect(form.getByRole('img', { name: 'Current Image' })).toHaveAttribute('src', WEB_IMAGE);
    expect(form.getByRole('textbox', { name: 'Image address' })).toHaveValue(WEB_IMAGE);
    expect(server.writes()).toEqual([]);
  });

  it('checks the file in the browser first and uploads none that fails', async () => {
    const { server, user, form } = await openProduct('Margherita');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('file-product'), big);
    expect(await form.findByRole('alert')).toHaveTextContent(
      'The maximum image size is 2 megabytes',
    );
    expect(screen.queryByRole('dialog', { name: 'Crop your image' })).not.toBeInTheDocument();
    expect(server.uploads).toHaveLength(0);
  });

  it('may be an address on the web, typed, and is removed with Remove', async () => {
    const { server, user, form } = await openProduct('Margherita');
    await user.type(form.getByRole('textbox', { name: 'Image address' }), WEB_IMAGE);
    expect(form.getByRole('img', { name: 'Current Image' })).toHaveAttribute('src', WEB_IMAGE);
    await user.click(form.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(server.writes()).toMatchObject([
        { method: 'PATCH', path: '/api/menu/products/100', body: { image: WEB_IMAGE } },
      ]),
    );

    await user.click(await screen.findByRole('button', { name: 'Edit Margherita' }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    await user.click(again.getByRole('button', { name: 'Remove: Image' }));
    expect(again.getByRole('textbox', { name: 'Image address' })).toHaveValue('');
    expect(again.getByText('No image yet')).toBeInTheDocument();
    await user.click(again.getByRole('button', { name: 'Save product' }));
    await waitFor(() =>
      expect(server.writes()[1]).toMatchObject({
        method: 'PATCH',
        path: '/api/menu/products/100',
        body: { image: null },
      }),
    );
    expect(server.menu()[0]?.products[0]?.image).toBeNull();
  });
});
