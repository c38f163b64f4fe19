import { ZLanguageChange } from '@oc/domain/account/account.schema';
import { MESSAGE_CATALOGUES } from '@oc/domain/messages/message-locales';
import { MESSAGES } from '@oc/domain/messages/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import { USER } from '../test/fixtures';
import { stubRecordingServer } from '../test/recording-server';
import { renderApp } from '../test/render-app';
import { failure, ok } from '../test/stub-server';

// The console's language belongs to the member (docs/product/account.md#language): who is signed
// in says which they chose, and the console opens in it; choosing one in the header keeps it for
// them on the server too. Signed out, only this browser keeps it.

type TSave = 'ok' | 'network-error' | { status: number; message: string };

/** The console's server, with the member's language `language` and the language saves answered as `save`. */
function serve({ language = null as 'en' | 'es' | 'fr' | 'ar' | null, save = 'ok' as TSave } = {}) {
  const member = { ...USER, language };
  return stubRecordingServer(
    ({ method, path, body }) => {
      if (path === '/configs') return ok({ google_maps_api_key: null, site_url: null });
      if (method === 'PUT' && path === '/account/language') {
        const checked = ZLanguageChange.safeParse(body);
        if (!checked.success) return failure(400, MESSAGES.ACCOUNT_LANGUAGE_UNKNOWN);
        if (save === 'network-error') return 'network-error';
        if (save !== 'ok') return failure(save.status, save.message);
        member.language = checked.data.language;
        return ok(null);
      }
      return failure(404, 'Not found.');
    },
    ({ path }) => (path === '/api/auth/me' ? ok(member) : undefined),
  );
}

const saves = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'PUT' && r.path === '/api/account/language');

async function openConsole() {
  renderApp('/my-products/ordering-website');
  await screen.findByRole('combobox');
}

describe('the member’s language, kept with them', () => {
  it('opens in the language the member chose elsewhere, once who is signed in arrives', async () => {
    const { requests } = serve({ language: 'es' });
    await openConsole();
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(
      await screen.findByRole('combobox', { name: es.app.language.label }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: es.nav.logout })).toBeInTheDocument();
    expect(i18n.language).toBe('es');
    // Following it is not a new choice: nothing is sent back.
    expect(saves(requests)).toHaveLength(0);
  });

  it('keeps this browser’s language for a member who has not chosen one', async () => {
    localStorage.setItem('oc.language', 'en');
    const { requests } = serve({ language: null });
    await openConsole();
    expect(await screen.findByRole('combobox', { name: en.app.language.label })).toBeVisible();
    expect(document.documentElement.lang).not.toBe('es');
    expect(saves(requests)).toHaveLength(0);
  });

  it('keeps the language chosen in the header for the member, and stays in it', async () => {
    const { requests } = serve({ language: 'es' });
    await openConsole();
    const menu = await screen.findByRole('combobox', { name: es.app.language.label });
    await userEvent.selectOptions(menu, 'fr');
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]?.body).toEqual({ language: 'fr' });
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('oc.language')).toBe('fr');
    // Who is signed in now says French: the console does not switch back to Spanish.
    expect(await screen.findByRole('button', { name: fr.nav.logout })).toBeInTheDocument();
    expect(i18n.language).toBe('fr');
    expect(screen.queryByText(fr.app.language.saveFailed)).not.toBeInTheDocument();
  });

  it('says so in the menu when the choice could not be kept, and the language still switches here', async () => {
    const { requests } = serve({ language: 'en', save: 'network-error' });
    await openConsole();
    const menu = await screen.findByRole('combobox', { name: en.app.language.label });
    await userEvent.selectOptions(menu, 'fr');
    expect(await screen.findByText(fr.app.language.saveFailed)).toBeVisible();
    expect(saves(requests)).toHaveLength(1);
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('oc.language')).toBe('fr');
    expect(screen.getByRole('combobox', { name: fr.app.language.label })).toHaveValue('fr');
  });

  it('shows a refusal in the server’s words, in the language chosen', async () => {
    serve({
      language: 'en',
      save: { status: 400, message: MESSAGES.ACCOUNT_LANGUAGE_UNKNOWN },
    });
    await openConsole();
    const menu = await screen.findByRole('combobox', { name: en.app.language.label });
    await userEvent.selectOptions(menu, 'es');
    const words = await MESSAGE_CATALOGUES.es();
    expect(await screen.findByText(words.ACCOUNT_LANGUAGE_UNKNOWN)).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
  });

  it('signed out, on the login page, keeps the choice on this browser only', async () => {
    const { requests } = serve();
    renderApp('/login', { loggedIn: false });
    const menu = await screen.findByRole('combobox', { name: en.app.language.label });
    await userEvent.selectOptions(menu, 'es');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(localStorage.getItem('oc.language')).toBe('es');
    expect(requests).toHaveLength(0);
  });
});
