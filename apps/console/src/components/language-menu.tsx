import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveLanguage } from '../data/account/member-language';
import { authToken } from '../lib/auth-token';
import { firstErrorMessage } from '../lib/error-message';
import { CONSOLE_LANGUAGES, setConsoleLanguage, type TConsoleLanguage } from '../lib/i18n';

/** What went wrong with the last choice: its words did not download, or it was not kept. */
type TProblem = { kind: 'load' } | { kind: 'save'; error: unknown } | null;

/**
 * The console's language, switched in place: the page keeps what was typed in it. A native select,
 * each language named in itself, so whoever cannot read the current one still finds theirs; it
 * costs the first page nothing (Mantine's Select would bring its dropdown's code into every page).
 * Signed in, the choice is kept for the member too, so every browser they sign in on opens in it;
 * signed out (the login page), only this browser keeps it.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const save = useSaveLanguage();
  const [problem, setProblem] = useState<TProblem>(null);
  const [pending, setPending] = useState(false);
  const choose = async (language: TConsoleLanguage) => {
    setPending(true);
    setProblem(null);
    try {
      await setConsoleLanguage(language);
    } catch {
      setProblem({ kind: 'load' });
      return;
    } finally {
      setPending(false);
    }
    // Signed in (a session: the login page has none), the member keeps it too.
    if (authToken.get() === null) return;
    // The language stays switched on this browser whatever the server says.
    save.mutate({ language }, { onError: (error) => setProblem({ kind: 'save', error }) });
  };
  // Worded when shown, so that it reads in the language just chosen.
  const error =
    problem?.kind === 'load'
      ? t('app.language.failed')
      : problem?.kind === 'save'
        ? firstErrorMessage(problem.error, t('app.language.saveFailed'))
        : undefined;
  return (
    <NativeSelect
      size="xs"
      aria-label={t('app.language.label')}
      value={i18n.language}
      disabled={pending}
      error={error}
      data={CONSOLE_LANGUAGES.map((language) => ({
        value: language.code,
        label: language.name,
      }))}
      onChange={(event) => void choose(event.currentTarget.value as TConsoleLanguage)}
    />
  );
}
