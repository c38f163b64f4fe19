import type { TSite } from '@oc/domain/sites/site.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setConsoleLanguage } from '../../lib/i18n';
import { appFor, PRODUCTS, SITE, THEME, USER } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { failure, ok, stubServer } from '../../test/stub-server';

// The Basic tab's Languages section (docs/product/website-settings.md#languages): which languages
// the website offers, its default, for this website or every website of the project, saved with
// the tab's Save.

type TWrite = { method: string; path: string; body: unknown };

/** The ordering website's settings, its site as `site` says; every write is recorded. */
function serve(site: Partial<TSite>, refuse?: string) {
  const saved: TSite = { ...SITE, ...site };
  const writes: TWrite[] = [];
  stubServer(async (url, init) => {
    const path = new URL(url, 'http://console.test').pathname.replace(/^\/api/, '');
    if (init?.method && init.method !== 'GET') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      writes.push({ method: init.method, path, body });
      if (refuse) return failure(400, refuse);
      if (path === '/project/languages') return ok(body);
      if (/^\/sites\/\d+$/.test(path)) return ok({ ...saved, ...body });
      return failure(404, 'Not found.');
    }
    if (path === '/auth/me') return ok(USER);
    if (path === '/products') return ok(PRODUCTS);
    if (path.endsWith('/theme')) return ok(THEME);
    if (/^\/sites\/\d+$/.test(path)) return ok(saved);
    if (path.startsWith('/builder/apps/')) return ok(appFor('web_ordering'));
    if (path.includes('/configs'))
      return ok({ google_maps_api_key: null, site_url: null, custom_sound: null });
    return failure(404, 'Not found.');
  });
  return writes;
}

async function openSection(site: Partial<TSite>, refuse?: string, title = 'Languages') {
  const writes = serve(site, refuse);
  const user = userEvent.setup({ delay: null });
  renderApp('/my-products/ordering-website/settings');
  const section = within(await screen.findByRole('region', { name: title }));
  return { writes, user, section };
}

const FOLLOWS_PROJECT = {
  languages: ['en', 'es'],
  own_languages: null,
  project_languages: ['en', 'es'],
} satisfies Partial<TSite>;
const OWN = {
  languages: ['fr', 'en'],
  own_languages: ['fr', 'en'],
  project_languages: ['en'],
} satisfies Partial<TSite>;

const save = () => screen.getByRole('button', { name: 'Save' });
const saved = () => screen.findByText('Your changes are saved.');

describe('the Languages section', () => {
  afterEach(async () => {
    await act(() => setConsoleLanguage('en'));
  });

  it("shows the website's languages by name, its default, and where each is served", async () => {
    const { section } = await openSection(FOLLOWS_PROJECT);
    for (const [name, isTicked] of [
      ['English', true],
      ['Spanish', true],
      ['French', false],
      ['Arabic', false],
    ] as const)
      expect(section.getByRole('checkbox', { name })).toHaveProperty('checked', isTicked);
    expect(section.getByRole('combobox', { name: 'Default language' })).toHaveValue('en');
    expect(
      section.getByRole('checkbox', { name: "Use these languages on all the project's websites" }),
    ).toBeChecked();
    const addresses = within(section.getByRole('list', { name: 'Where each language is served' }));
    expect(addresses.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'English (default): http://demo.localhost:8080/',
      'Spanish: http://demo.localhost:8080/es/',
    ]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("is unticked for a website with its own languages, listed in the website's order", async () => {
    const { section } = await openSection(OWN);
    expect(
      section.getByRole('checkbox', { name: "Use these languages on all the project's websites" }),
    ).not.toBeChecked();
    expect(section.getByRole('combobox', { name: 'Default language' })).toHaveValue('fr');
    expect(section.getByText('http://demo.localhost:8080/en/')).toBeInTheDocument();
  });

  it('saves the languages for every website: the project’s, the site still following them', async () => {
    const { section, user, writes } = await openSection(FOLLOWS_PROJECT);
    await user.click(section.getByRole('checkbox', { name: 'Arabic' }));
    await user.selectOptions(section.getByRole('combobox', { name: 'Default language' }), 'es');
    expect(section.getByText('http://demo.localhost:8080/en/')).toBeInTheDocument();
    await user.click(save());
    expect(await saved()).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PUT', path: '/project/languages', body: { languages: ['es', 'en', 'ar'] } },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });

  it('saves languages of its own for this website alone when the box is unticked', async () => {
    const { section, user, writes } = await openSection(FOLLOWS_PROJECT);
    await user.click(
      section.getByRole('checkbox', { name: "Use these languages on all the project's websites" }),
    );
    await user.click(section.getByRole('checkbox', { name: 'French' }));
    await user.click(save());
    expect(await saved()).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'PATCH', path: `/sites/${SITE.id}`, body: { languages: ['en', 'es', 'fr'] } },
    ]);
  });

  it('gives a website with its own languages back to the project’s, with the same Save as its name', async () => {
    const { section, user, writes } = await openSection(OWN);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Downtown');
    await user.click(
      section.getByRole('checkbox', { name: "Use these languages on all the project's websites" }),
    );
    await user.click(save());
    expect(await saved()).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PATCH',
        path: `/sites/${SITE.id}`,
        body: { name: `${SITE.name} Downtown`, languages: null },
      },
      { method: 'PUT', path: '/project/languages', body: { languages: ['fr', 'en'] } },
    ]);
  });

  it('asks for one language at least, and cannot save without one', async () => {
    const { section, user, writes } = await openSection({
      languages: ['en'],
      own_languages: null,
      project_languages: ['en'],
    });
    await user.click(section.getByRole('checkbox', { name: 'English' }));
    expect(section.getByText('Choose at least one language for the website.')).toBeInTheDocument();
    expect(section.queryByRole('combobox', { name: 'Default language' })).toBeNull();
    expect(save()).toBeDisabled();
    await user.click(section.getByRole('checkbox', { name: 'Spanish' }));
    expect(save()).toBeEnabled();
    expect(section.getByRole('combobox', { name: 'Default language' })).toHaveValue('es');
    expect(writes).toEqual([]);
  });

  it('shows the server’s refusal in the alert and keeps what was chosen', async () => {
    const { section, user } = await openSection(
      FOLLOWS_PROJECT,
      'The website has a language twice: keep each language once.',
    );
    await user.click(section.getByRole('checkbox', { name: 'French' }));
    await user.click(save());
    const alert = await screen.findByRole('dialog', { name: 'Ordering' });
    expect(alert).toHaveTextContent('The website has a language twice: keep each language once.');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(section.getByRole('checkbox', { name: 'French' })).toBeChecked();
    expect(save()).toBeEnabled();
  });

  it('puts back what is saved on Discard', async () => {
    const { section, user, writes } = await openSection(FOLLOWS_PROJECT);
    await user.click(section.getByRole('checkbox', { name: 'Spanish' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(section.getByRole('checkbox', { name: 'Spanish' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(writes).toEqual([]);
  });

  it("names the languages in the console's language, their addresses left to right in Arabic", async () => {
    await act(() => setConsoleLanguage('ar'));
    const { section } = await openSection(FOLLOWS_PROJECT, undefined, 'اللغات');
    expect(section.getByRole('checkbox', { name: 'الإسبانية' })).toBeChecked();
    expect(section.getByRole('combobox', { name: 'اللغة الافتراضية' })).toHaveValue('en');
    const address = section.getByRole('link', { name: 'http://demo.localhost:8080/es/' });
    expect(address).toHaveAttribute('dir', 'ltr');
    expect(address.closest('li')).toHaveTextContent('الإسبانية:');
  });
});
