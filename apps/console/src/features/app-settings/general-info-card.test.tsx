import type { TApp } from '@oc/domain/apps/app.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appKeys } from '../../data/apps/keys';
import { fill } from '../../test/fill';
import { appFor } from '../../test/fixtures';
import { renderAppSection } from '../../test/render';
import { failure, ok, stubServer } from '../../test/stub-server';
import { GeneralInfoCard } from './general-info-card';

type TAnswer = { status: number; body: unknown };

const APP = appFor('app_customer_x', {
  name: 'Demo Eats',
  package: 'com.demoeats.customer',
  version: '1.0.0',
  description: '',
});

/** PATCHes of the app are recorded and answered; the card is the only caller of the network. */
function serve({
  app = APP,
  answer = (body: Record<string, string>): TAnswer | Promise<TAnswer> => ok({ ...app, ...body }),
} = {}) {
  const patches: Record<string, string>[] = [];
  stubServer(async (url, init) => {
    if (url.endsWith(`/builder/apps/${app.id}`) && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      patches.push(body);
      return answer(body);
    }
    return failure(404, 'Not found.');
  });
  return patches;
}

/** The card given the cached app, as the settings page gives it. */
function openCard(app: TApp = APP) {
  const { queryClient } = renderAppSection(app, (cached) => <GeneralInfoCard app={cached} />);
  const card = screen.getByRole('region', { name: 'General app info' });
  // Keys are typed without pauses: what is checked is the form, not typing speed.
  const user = userEvent.setup({ delay: null });
  return {
    card,
    user,
    cachedApp: () => queryClient.getQueryData<TApp>(appKeys.detail(app.id)),
    field: (name: string) => within(card).getByRole('textbox', { name }),
    save: () => within(card).getByRole('button', { name: 'Save' }),
    /** The save bar's Save, or null while there is nothing to save. */
    querySave: () => within(card).queryByRole('button', { name: 'Save' }),
  };
}

describe('the general app info card', () => {
  it('shows the app’s name, package, version and description, and Save only after a change', async () => {
    const app = appFor('app_customer_x', { description: 'Order from us.' });
    serve({ app });
    const { user, field, save, querySave } = openCard(app);
    expect(field('Name')).toHaveValue('Demo Eats');
    expect(field('Package')).toHaveValue('com.demo.app');
    expect(field('Version')).toHaveValue('1.0.0');
    expect(field('Description')).toHaveValue('Order from us.');
    expect(querySave()).toBeNull();

    await user.type(field('Name'), ' Downtown');
    expect(save()).toBeEnabled();
    // Typing the old value back is no change.
    await user.clear(field('Name'));
    await fill(user, field('Name'), 'Demo Eats');
    expect(querySave()).toBeNull();
    // Discard puts back what is saved.
    await user.type(field('Version'), '.1');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(field('Version')).toHaveValue('1.0.0');
    expect(querySave()).toBeNull();
  });

  it('keeps Save disabled while a changed value is empty, even if only spaces', async () => {
    const app = appFor('app_customer_x', { description: 'Order from us.' });
    serve({ app });
    const { user, field, save } = openCard(app);
    await user.clear(field('Name'));
    expect(save()).toBeDisabled();
    await user.type(field('Name'), '   ');
    expect(save()).toBeDisabled();
    // Another valid change does not make an empty one acceptable.
    await user.clear(field('Version'));
    await user.type(field('Version'), '2.0.0');
    expect(save()).toBeDisabled();
    await user.type(field('Name'), 'Eats');
    expect(save()).toBeEnabled();
  });

  it('does not let an untouched empty description block saving the other fields', async () => {
    const patches = serve();
    const { user, field, save } = openCard();
    expect(field('Description')).toHaveValue('');
    await user.clear(field('Version'));
    await user.type(field('Version'), '1.0.1');
    await user.click(save());
    await waitFor(() => expect(patches).toEqual([{ version: '1.0.1' }]));
  });

  it('refuses a package that is not a reverse domain, with the domain’s message, and sends nothing', async () => {
    const patches = serve();
    const { user, card, field, save } = openCard();
    await user.clear(field('Package'));
    await user.type(field('Package'), 'my app');
    await user.click(save());
    expect(
      await within(card).findByText('The package must look like com.example.app'),
    ).toBeInTheDocument();
    expect(field('Package')).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);
  });

  it('refuses a version that is not dotted numbers, with the domain’s message', async () => {
    const patches = serve();
    const { user, card, field, save } = openCard();
    await user.clear(field('Version'));
    await user.type(field('Version'), 'v2');
    await user.click(save());
    expect(
      await within(card).findByText('The version must be numbers separated by dots, like 1.2.3'),
    ).toBeInTheDocument();
    expect(field('Version')).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);
  });

  it('sends only the changed fields, trimmed, shows the loading state, then clears the changes', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const patches = serve({
      answer: async (body) => {
        await held;
        return ok({ ...APP, ...body });
      },
    });
    const { user, field, save, querySave, cachedApp } = openCard();
    await user.clear(field('Name'));
    await fill(user, field('Name'), '  Demo Eats Downtown ');
    await user.clear(field('Version'));
    await user.type(field('Version'), '1.2.3');
    await user.click(save());

    await waitFor(() => expect(save()).toHaveAttribute('data-loading'));
    release();
    // Saved: the save bar goes, with nothing left to save.
    await waitFor(() => expect(querySave()).toBeNull());
    expect(patches).toEqual([{ name: 'Demo Eats Downtown', version: '1.2.3' }]);
    expect(await screen.findByText('Your app info is saved.')).toBeInTheDocument();
    // The form now holds what was saved, so there is nothing left to save.
    expect(field('Name')).toHaveValue('Demo Eats Downtown');
    expect(field('Version')).toHaveValue('1.2.3');
    expect(querySave()).toBeNull();
    // The cached app was updated, so every screen reading it (the page heading) shows the new name.
    expect(cachedApp()).toMatchObject({ name: 'Demo Eats Downtown', version: '1.2.3' });
  });

  it('shows the server’s first message as an error toast and keeps what was typed', async () => {
    const patches = serve({
      answer: () => ({
        status: 400,
        body: {
          error: true,
          result: [
            'The package must look like com.example.app',
            'The version must be numbers separated by dots, like 1.2.3',
          ],
        },
      }),
    });
    const { user, card, field, save } = openCard();
    await user.clear(field('Package'));
    await fill(user, field('Package'), 'com.demoeats.new');
    await user.click(save());

    expect(await screen.findByText('The package must look like com.example.app')).toBeVisible();
    expect(
      screen.queryByText('The version must be numbers separated by dots, like 1.2.3'),
    ).not.toBeInTheDocument();
    expect(within(card).queryByText('The package must look like com.example.app')).toBeNull();
    expect(patches).toEqual([{ package: 'com.demoeats.new' }]);
    expect(field('Package')).toHaveValue('com.demoeats.new');
    expect(save()).toBeEnabled();
  });

  it('says the save failed when the server cannot be reached, keeping what was typed', async () => {
    serve({ answer: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user, field, save } = openCard();
    await fill(user, field('Description'), 'Order from every restaurant.');
    await user.click(save());
    expect(
      await screen.findByText(
        'Your app info could not be saved. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(field('Description')).toHaveValue('Order from every restaurant.');
  });
});
