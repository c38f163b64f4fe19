import { MESSAGES } from '@oc/domain/messages/messages';
import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import './business-edit-page';
import { fill } from '../../test/fill';
import { SITE } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { ok } from '../../test/stub-server';
import { businessOf, serveBusinesses } from './test-server';

// A business's name and description in the ordering website's other languages
// (docs/product/website.md#languages): one name and one description per language besides the
// website's default, both optional, saved with the rest of the form.

/** Opens Pizza Palace, its ordering website speaking `languages` (the default first). */
async function openPizzaPalace(languages: TSiteLanguage[]) {
  const server = serveBusinesses({
    businesses: [
      businessOf({
        // French is no longer on the website: its version stays as saved.
        translations: { es: { name: 'Palacio de la Pizza' }, fr: { name: 'Palais de la Pizza' } },
      }),
    ],
    intercept: ({ path }) =>
      /^\/api\/sites\/\d+$/.test(path) ? ok({ ...SITE, languages }) : undefined,
  });
  const user = userEvent.setup({ delay: null });
  renderApp('/businesses/7');
  await screen.findByRole('heading', { level: 1, name: 'Pizza Palace' });
  return { server, user };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('a business in the website’s other languages', () => {
  it('has a name and a description for each language besides the default, as saved', async () => {
    await openPizzaPalace(['en', 'es', 'ar']);
    expect(await screen.findByRole('textbox', { name: 'Name (Español)' })).toHaveValue(
      'Palacio de la Pizza',
    );
    expect(field('Description (Español)')).toHaveValue('');
    // Arabic is written right to left, in its own field.
    expect(field('Name (العربية)').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(field('Name (العربية)')).toHaveAttribute('lang', 'ar');
    expect(screen.queryByRole('textbox', { name: 'Name (English)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Name (Français)' })).toBeNull();
  });

  it('sends the versions changed, keeping those of languages not shown', async () => {
    const { server, user } = await openPizzaPalace(['en', 'es', 'ar']);
    await user.clear(await screen.findByRole('textbox', { name: 'Name (Español)' }));
    await fill(user, field('Description (العربية)'), ' بيتزا على الحطب ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/businesses/7',
        body: {
          translations: {
            fr: { name: 'Palais de la Pizza' },
            ar: { description: 'بيتزا على الحطب' },
          },
        },
      }),
    ]);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('refuses a name longer than the name typed may be, under its field, and sends nothing', async () => {
    const { server, user } = await openPizzaPalace(['en', 'es']);
    await user.clear(await screen.findByRole('textbox', { name: 'Name (Español)' }));
    await fill(user, field('Name (Español)'), 'P'.repeat(121));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.TRANSLATED_NAME_LENGTH)).toBeInTheDocument();
    expect(field('Name (Español)')).toHaveAccessibleDescription(MESSAGES.TRANSLATED_NAME_LENGTH);
    expect(server.writes()).toEqual([]);
  });

  it('says how to offer them while the website speaks one language', async () => {
    await openPizzaPalace(['en']);
    expect(
      await screen.findByText(
        'Your ordering website speaks one language. Add languages to it to write the name and description in them too.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name \(/ })).toBeNull();
  });
});
