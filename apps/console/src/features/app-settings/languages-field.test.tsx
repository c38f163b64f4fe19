import type { TBaseConstant } from '@oc/domain/apps/app.schema';
import { MESSAGE_CATALOGUES } from '@oc/domain/messages/message-locales';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setConsoleLanguage } from '../../lib/i18n';
import { appFor } from '../../test/fixtures';
import { renderAppSection } from '../../test/render';
import { failure, ok, stubServer } from '../../test/stub-server';
import { ConstantsSection } from './constants-section';

const languages = (value: string | null): TBaseConstant => ({
  id: 15,
  code: 'supported_languages',
  name: 'Supported languages',
  type: 'json',
  value,
});

type TAnswer = { status: number; body: unknown };

/** Each save of the constant is recorded; the server answers as `answer` says (it stores it). */
function serve(answer?: (value: unknown) => TAnswer) {
  const saves: unknown[] = [];
  stubServer(async (url, init) => {
    if (/\/builder\/apps\/\d+\/constants\/15$/.test(url) && init?.method === 'PATCH') {
      const { value } = JSON.parse(String(init.body)) as { value: unknown };
      saves.push(value);
      return answer ? answer(value) : ok({ ...languages(null), value });
    }
    return failure(404, 'Not found.');
  });
  return saves;
}

function openSection(value: string | null) {
  renderAppSection(appFor('app_customer_x', { baseConstants: [languages(value)] }), (app) => (
    <ConstantsSection app={app} />
  ));
  const section = screen.getByRole('region', { name: /.+/ });
  return { section, user: userEvent.setup() };
}

/** The languages shown as chosen, in their order (each a pill with its name). */
const chosen = (section: HTMLElement) =>
  [...section.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);

// happy-dom never finishes Mantine's dropdown transition: options are found with `hidden: true`.
async function pick(user: ReturnType<typeof userEvent.setup>, section: HTMLElement, name: string) {
  const field = within(section).getByRole('combobox', { name: 'Supported languages' });
  await user.click(field);
  await user.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('the supported languages constant', () => {
  afterEach(async () => {
    await act(() => setConsoleLanguage('en'));
  });

  it("shows the chosen languages by name, in the console's language and their own", () => {
    serve();
    const { section } = openSection('["en","es","ar"]');
    expect(within(section).queryByRole('textbox', { name: 'Supported languages' })).toBeNull();
    expect(chosen(section)).toEqual(['English', 'Spanish (español)', 'Arabic (العربية)']);
    expect(
      within(section).getByText('The languages the app offers its customers, in this order.'),
    ).toBeInTheDocument();
  });

  it('saves a language picked from the list at once, after those already chosen', async () => {
    const saves = serve();
    const { section, user } = openSection('["en","es"]');
    const field = within(section).getByRole('combobox', { name: 'Supported languages' });
    await user.click(field);
    // Every language apps can offer is listed, by name; a search finds one by either name.
    expect(screen.getByRole('option', { name: 'German (Deutsch)', hidden: true })).toBeTruthy();
    expect(
      screen.getByRole('option', { name: 'Traditional Chinese (繁體中文)', hidden: true }),
    ).toBeTruthy();
    await user.type(field, 'franc');
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual([
      'French (français)',
    ]);
    await user.click(screen.getByRole('option', { name: 'French (français)', hidden: true }));
    await waitFor(() => expect(saves).toEqual(['["en","es","fr"]']));
    expect(await screen.findByText('Correctly saved constant')).toBeInTheDocument();
    expect(chosen(section)).toEqual(['English', 'Spanish (español)', 'French (français)']);
  });

  it('needs one language at least: removing the last is refused before anything is sent', async () => {
    const saves = serve();
    const { section, user } = openSection('["fr"]');
    await pick(user, section, 'French (français)');
    expect(await within(section).findByText('Choose at least one language.')).toBeInTheDocument();
    expect(chosen(section)).toEqual([]);
    expect(saves).toEqual([]);
    await pick(user, section, 'Italian (italiano)');
    await waitFor(() => expect(saves).toEqual(['["it"]']));
    await waitFor(() =>
      expect(within(section).queryByText('Choose at least one language.')).toBeNull(),
    );
  });

  it('keeps and marks a saved code apps do not offer, until the owner removes it', async () => {
    const saves = serve();
    const { section, user } = openSection('["en","pt br"]');
    expect(chosen(section)).toEqual(['English', 'pt br (not offered)']);
    const help =
      'A language marked “not offered” is not available to apps: remove it to save a change.';
    expect(within(section).getByText(help)).toBeInTheDocument();
    // Another language cannot be saved beside it: the domain's rule says why, nothing is sent.
    await pick(user, section, 'Portuguese (português)');
    expect(
      await within(section).findByText(
        'One of the languages is not offered to apps: choose languages from the list.',
      ),
    ).toBeInTheDocument();
    expect(saves).toEqual([]);
    await pick(user, section, 'pt br (not offered)');
    await waitFor(() => expect(saves).toEqual(['["en","pt"]']));
    expect(chosen(section)).toEqual(['English', 'Portuguese (português)']);
    expect(within(section).queryByText(help)).toBeNull();
  });

  it('keeps a value that is not a list of languages in the text box, with nothing lost', () => {
    serve();
    const { section } = openSection('{"default":"en"}');
    expect(within(section).getByRole('textbox', { name: 'Supported languages' })).toHaveValue(
      '{"default":"en"}',
    );
  });

  it("names the languages in the console's language, and shows the server's refusal in it", async () => {
    await act(() => setConsoleLanguage('es'));
    const saves = serve(() => failure(400, 'A language is chosen twice: keep it once.'));
    const { section, user } = openSection('["en","es"]');
    expect(chosen(section)).toEqual(['inglés (English)', 'español']);
    await pick(user, section, 'francés (français)');
    await waitFor(() => expect(saves).toEqual(['["en","es","fr"]']));
    const spanish = await MESSAGE_CATALOGUES.es();
    expect(await within(section).findByText(spanish.APP_LANGUAGES_TWICE)).toBeInTheDocument();
  });
});
