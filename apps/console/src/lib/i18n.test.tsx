import { formatMessage } from '@oc/domain/messages/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageMenu } from '../components/language-menu';
import ar from '../locales/ar.json';
import es from '../locales/es.json';
import { renderWithProviders } from '../test/render';
import { i18n, setConsoleLanguage, startingLanguage, translateServerMessage } from './i18n';

describe('the console language', () => {
  it("starts in the language chosen last on this browser, else the browser's own, else English", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE', 'fr-CA', 'en'] });
    expect(startingLanguage()).toBe('fr');
    localStorage.setItem('oc.language', 'ar');
    expect(startingLanguage()).toBe('ar');
    localStorage.setItem('oc.language', 'xx');
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE', 'pt-BR'] });
    expect(startingLanguage()).toBe('en');
  });

  it('switches the words, the page language and the direction, and keeps the choice', async () => {
    await setConsoleLanguage('es');
    expect(i18n.t('app.closeDialog')).toBe(es.app.closeDialog);
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('oc.language')).toBe('es');
    await setConsoleLanguage('ar');
    expect(i18n.t('app.closeDialog')).toBe(ar.app.closeDialog);
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("translates a server message by its English text's key, never leaving it English", async () => {
    await setConsoleLanguage('es');
    const english = 'Only images can be accepted';
    const spanish = translateServerMessage(english);
    expect(spanish).not.toBe(english);
    expect(spanish.length).toBeGreaterThan(0);
    // A text the catalogue does not know is shown as given rather than as a key.
    expect(translateServerMessage('Something new')).toBe('Something new');
  });

  it('translates a message the server filled in, keeping its values', async () => {
    const filled = formatMessage('THE_MAXIMUM_IMAGE_SIZE_IS_SIZE', { size: '2 MB' });
    expect(translateServerMessage(filled)).toBe(filled);
    await setConsoleLanguage('es');
    const spanish = translateServerMessage(filled);
    expect(spanish).not.toBe(filled);
    expect(spanish).toContain('2 MB');
    await setConsoleLanguage('ar');
    const required = formatMessage('THE_ATTRIBUTE_FIELD_IS_REQUIRED', { attribute: 'Domain' });
    const arabic = translateServerMessage(required);
    expect(arabic).toContain('Domain');
    expect(arabic).not.toContain('field is required');
  });

  it('has a menu naming each language in itself that switches in place', async () => {
    // Signed out, as on the login page: the choice stays on this browser, nothing is sent.
    renderWithProviders(<LanguageMenu />, { loggedIn: false });
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect([...(menu as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'English',
      'Español',
      'Français',
      'العربية',
    ]);
    await userEvent.selectOptions(menu, 'fr');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.getByRole('combobox', { name: i18nFr('app.language.label') })).toBeVisible();
  });
});

function i18nFr(key: 'app.language.label') {
  return i18n.getFixedT('fr')(key);
}
