import type { TSite } from '@oc/domain/sites/site.schema';
import { BASIC_FIELDS } from '@oc/domain/themes/basic-fields';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import { setPath } from '@oc/domain/themes/theme-path';
import {
  defaultWidgetOptions,
  rewriteRules,
  type TWidgetOptions,
  widgetSnippet,
} from '@oc/domain/widgets/widget-snippet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clockMoves, fakeClock } from '../../test/clock';
import { fill } from '../../test/fill';
import { SITE, THEME } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ok, stubServer } from '../../test/stub-server';
import { PREVIEW_DEBOUNCE_MS, WidgetsTab } from './widgets-tab';

const CUSTOM = 'https://order.pizza.com';
const DEFAULT = 'http://demo.localhost:8080';
/** The website's buttons are this colour (the Advanced tab's button colour). */
const BUTTONS = '#E03131';
const themeWith = (path: string, value: unknown): TTheme => ({
  ...THEME,
  values: setPath(THEME.values, path, value),
});
const BUTTONS_THEME = themeWith('general.components.buttons.color', '#e03131');
const BUSINESSES = [
  { slug: 'pizza-palace', name: 'Pizza Palace', logo: null, published: true },
  { slug: 'sushi-corner', name: 'Sushi Corner', logo: null, published: true },
];
const options = (o: Partial<TWidgetOptions> = {}) => ({ ...defaultWidgetOptions(BUTTONS), ...o });

// A field's message comes from the form's validation, which runs asynchronously after the change:
// it is awaited (findBy…) before what goes with it is checked.

// happy-dom never finishes Mantine's dropdown transition, so the open list stays display: none there;
// options are found with `hidden: true` (the journey checks the real list in a browser).

function openTab({ site = SITE, theme = BUTTONS_THEME }: { site?: TSite; theme?: TTheme } = {}) {
  stubServer((url) => {
    if (url.includes('/businesses?slug=')) {
      const slug = decodeURIComponent(url.split('slug=')[1] ?? '');
      const items = BUSINESSES.filter((b) => b.slug === slug);
      return ok({ items, total: items.length, page: 1, page_size: 20 });
    }
    return ok({ items: BUSINESSES, total: BUSINESSES.length, page: 1, page_size: 20 });
  });
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<WidgetsTab site={site} theme={theme} />);
  return { user, ...view };
}

/** The language list's first choice: no data-language, the host page's. */
const PAGE_OWN = "The page's own (from your web page)";
const snippetText = () => screen.getByRole('figure', { name: 'Snippet' }).textContent;
const frame = () => screen.getByTitle('Widget preview') as HTMLIFrameElement;
const previewSrc = (origin: string, o: TWidgetOptions) => {
  const query = new URLSearchParams();
  query.set('type', o.type);
  query.set('openOnMobile', String(o.openOnMobile));
  query.set('openOnDesktop', String(o.openOnDesktop));
  query.set('buttonText', o.buttonText);
  query.set('buttonColor', o.buttonColor);
  if (o.businessSlug) query.set('businessSlug', o.businessSlug);
  if (o.basePath) query.set('basePath', o.basePath);
  if (o.language) query.set('language', o.language);
  return `${origin}/_widget/preview?${query}`;
};

describe('the ordering widgets tab', { timeout: 30_000 }, () => {
  // Each test starts without the options an earlier one left for a reload.
  beforeEach(() => sessionStorage.clear());

  it('starts as a chat opening by itself nowhere, in the website’s button colour, saying Order now', () => {
    openTab();
    expect(screen.getByRole('radio', { name: 'Chat' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Open by itself on phones/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Open by itself on computers/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Button text' })).toHaveValue('Order now');
    expect(screen.getByRole('textbox', { name: /Button colour/ })).toHaveValue(BUTTONS);
    expect(screen.getByRole('combobox', { name: 'Start page' })).toHaveValue('Marketplace listing');
    expect(snippetText()).toBe(widgetSnippet(CUSTOM, options()));
  });

  it('takes the primary button colour when the website has no button colour of its own', () => {
    openTab({ theme: themeWith(BASIC_FIELDS.primary_btn_color.theme, '#2f9e44') });
    expect(screen.getByRole('textbox', { name: /Button colour/ })).toHaveValue('#2F9E44');
    expect(snippetText()).toContain('data-button-color="#2F9E44"');
  });

  it('writes each option into the snippet at once', async () => {
    const { user } = openTab();
    await user.click(screen.getByRole('radio', { name: 'Popup button' }));
    await user.click(screen.getByRole('switch', { name: /^Open by itself on phones/ }));
    const text = screen.getByRole('textbox', { name: 'Button text' });
    await user.clear(text);
    await fill(user, text, 'Fish & chips');
    const colour = screen.getByRole('textbox', { name: /Button colour/ });
    await user.clear(colour);
    await fill(user, colour, '#1971c2');
    await user.click(screen.getByRole('combobox', { name: 'Start page' }));
    await user.click(await screen.findByRole('option', { name: 'Sushi Corner', hidden: true }));
    expect(snippetText()).toBe(
      widgetSnippet(
        CUSTOM,
        options({
          type: 'popup',
          openOnMobile: true,
          buttonText: 'Fish & chips',
          buttonColor: '#1971C2',
          businessSlug: 'sushi-corner',
        }),
      ),
    );
    expect(snippetText()).toContain('data-button-text="Fish &amp; chips"');
  });

  it('inline: no button options, the element it fills in the snippet, the server lines for a base path', async () => {
    const { user } = openTab();
    expect(screen.queryByRole('textbox', { name: /Base path/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Inline' }));
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Button text' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Button colour/ })).not.toBeInTheDocument();
    expect(snippetText()).toBe(widgetSnippet(CUSTOM, options({ type: 'inline' })));
    expect(snippetText()).toMatch(/^<div id="ordering-widget"><\/div>\n<script /);
    expect(screen.queryByRole('figure', { name: 'nginx' })).not.toBeInTheDocument();

    await fill(user, screen.getByRole('textbox', { name: /Base path/ }), '/order');
    expect(snippetText()).toBe(
      widgetSnippet(CUSTOM, options({ type: 'inline', basePath: '/order' })),
    );
    const rules = rewriteRules('/order');
    expect(screen.getByRole('figure', { name: 'nginx' }).textContent).toBe(rules.nginx);
    expect(screen.getByRole('figure', { name: 'Apache' }).textContent).toBe(rules.apache);
    expect(
      screen.getByText(
        /Without them the widget still works and keeps its page in the address's #order=… part/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Apache lines' }));
    expect(await navigator.clipboard.readText()).toBe(rules.apache);
  });

  it('refuses a base path that would not work, in words the owner understands', async () => {
    const { user } = openTab();
    await user.click(screen.getByRole('radio', { name: 'Inline' }));
    const basePath = screen.getByRole('textbox', { name: /Base path/ });
    await fill(user, basePath, '/order/');
    expect(
      await screen.findByText(/The base path must look like \/order or \/menu\/online/),
    ).toBeVisible();
    expect(basePath).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('figure', { name: 'nginx' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy snippet' })).toBeDisabled();
  });

  it('keeps the last valid snippet and disables Copy while the colour is not valid', async () => {
    const { user } = openTab();
    const colour = screen.getByRole('textbox', { name: /Button colour/ });
    await user.clear(colour);
    await fill(user, colour, '#12');
    expect(await screen.findByText('The colour must look like #2C7BE5')).toBeVisible();
    expect(colour).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Copy snippet' })).toBeDisabled();
    expect(snippetText()).toBe(widgetSnippet(CUSTOM, options()));
    await fill(user, colour, '3456');
    expect(screen.getByRole('button', { name: 'Copy snippet' })).toBeEnabled();
    expect(snippetText()).toContain('data-button-color="#123456"');
  });

  it('copies the snippet exactly as shown, and says so', async () => {
    const { user } = openTab();
    await user.click(screen.getByRole('radio', { name: 'Popup button' }));
    await user.click(screen.getByRole('button', { name: 'Copy snippet' }));
    expect(await navigator.clipboard.readText()).toBe(
      widgetSnippet(CUSTOM, options({ type: 'popup' })),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('button', { name: 'Copy snippet' })).toBeInTheDocument();
  });

  it('points at the custom domain once its certificate is issued and its process ended', () => {
    openTab();
    expect(snippetText()).toContain(`src="${CUSTOM}/widget/v1.js"`);
    expect(screen.getByText('Points at order.pizza.com')).toBeInTheDocument();
  });

  it('points at the default address while the custom domain is not ready, and says it will move', () => {
    openTab({ site: { ...SITE, ssl_status: 'pre-issued', ssl_process_status: 'pending' } });
    expect(snippetText()).toBe(widgetSnippet(DEFAULT, options()));
    expect(
      screen.getByText(
        'Points at your default address, demo.localhost:8080; once your custom domain is ready the snippet will use it',
      ),
    ).toBeInTheDocument();
  });

  it('points at the default address when there is no custom domain', () => {
    openTab({ site: { ...SITE, domain: null, ssl_status: null, ssl_process_status: null } });
    expect(snippetText()).toBe(widgetSnippet(DEFAULT, options()));
    expect(
      screen.getByText('Points at your default address, demo.localhost:8080'),
    ).toBeInTheDocument();
  });

  it('previews the real widget from the default address, following the options after a pause', async () => {
    // A fake clock for the pause (../../test/clock.ts).
    fakeClock();
    const { user } = openTab();
    expect(frame()).toHaveAttribute('src', previewSrc(DEFAULT, options()));
    await user.click(screen.getByRole('radio', { name: 'Inline' }));
    // Not at once: the page reloads once the owner pauses, not at every key.
    expect(frame()).toHaveAttribute('src', previewSrc(DEFAULT, options()));
    await clockMoves(PREVIEW_DEBOUNCE_MS);
    expect(frame()).toHaveAttribute('src', previewSrc(DEFAULT, options({ type: 'inline' })));
    expect(frame().style.width).toBe('1024px');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(frame().style.width).toBe('375px');
  });

  it('lists the host page’s language and the website’s own languages, each by its own name', async () => {
    const { user } = openTab({ site: { ...SITE, languages: ['en', 'es', 'ar'] } });
    const language = screen.getByRole('combobox', { name: 'Widget language' });
    expect(language).toHaveValue(PAGE_OWN);
    await user.click(language);
    // The options of this list, not the start page's.
    const list = await waitFor(() => {
      const element = document.getElementById(language.getAttribute('aria-controls') ?? '');
      if (!element) throw new Error('the language list is not open');
      return element;
    });
    const names = within(list)
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    // French is not among the website's languages, so the widget may not speak it.
    expect(names).toEqual([PAGE_OWN, 'English', 'Español', 'العربية']);
    expect(snippetText()).not.toContain('data-language');
  });

  it('writes the chosen language into the snippet and the preview, and none for the page’s own', async () => {
    fakeClock();
    const { user } = openTab({ site: { ...SITE, languages: ['en', 'es', 'fr', 'ar'] } });
    const language = screen.getByRole('combobox', { name: 'Widget language' });
    await user.click(language);
    await user.click(await screen.findByRole('option', { name: 'Español', hidden: true }));
    expect(language).toHaveValue('Español');
    expect(snippetText()).toBe(widgetSnippet(CUSTOM, options({ language: 'es' })));
    expect(snippetText()).toContain('data-start="/businesses" data-language="es"');
    await clockMoves(PREVIEW_DEBOUNCE_MS);
    expect(frame()).toHaveAttribute('src', previewSrc(DEFAULT, options({ language: 'es' })));
    expect(frame().getAttribute('src')).toContain('language=es');

    await user.click(language);
    await user.click(await screen.findByRole('option', { name: PAGE_OWN, hidden: true }));
    expect(snippetText()).toBe(widgetSnippet(CUSTOM, options()));
  });

  it('forgets a kept language the website no longer speaks', async () => {
    const { user, unmount } = openTab({ site: { ...SITE, languages: ['en', 'fr'] } });
    await user.click(screen.getByRole('combobox', { name: 'Widget language' }));
    await user.click(await screen.findByRole('option', { name: 'Français', hidden: true }));
    expect(snippetText()).toContain('data-language="fr"');
    unmount();

    openTab({ site: { ...SITE, languages: ['en', 'es'] } });
    expect(screen.getByRole('combobox', { name: 'Widget language' })).toHaveValue(PAGE_OWN);
    expect(snippetText()).toBe(widgetSnippet(CUSTOM, options()));
  });

  it('keeps what was typed, even not valid yet, across a reload', async () => {
    const { user, unmount } = openTab();
    await user.click(screen.getByRole('radio', { name: 'Popup button' }));
    const text = screen.getByRole('textbox', { name: 'Button text' });
    await user.clear(text);
    await fill(user, text, 'Order pizza');
    const colour = screen.getByRole('textbox', { name: /Button colour/ });
    await user.clear(colour);
    await fill(user, colour, '#12');
    unmount();

    openTab();
    expect(screen.getByRole('radio', { name: 'Popup button' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Button text' })).toHaveValue('Order pizza');
    expect(screen.getByRole('textbox', { name: /Button colour/ })).toHaveValue('#12');
    expect(await screen.findByText('The colour must look like #2C7BE5')).toBeVisible();
    expect(snippetText()).toBe(
      widgetSnippet(CUSTOM, options({ type: 'popup', buttonText: 'Order pizza' })),
    );
  });

  it('gives a hidden field back its last valid value, so no error stays out of sight', async () => {
    const { user } = openTab();
    await user.clear(screen.getByRole('textbox', { name: 'Button text' }));
    expect(await screen.findByText('The button text must have 1 to 40 characters')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Inline' }));
    expect(screen.getByRole('button', { name: 'Copy snippet' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Chat' }));
    expect(screen.getByRole('textbox', { name: 'Button text' })).toHaveValue('Order now');
  });
});
