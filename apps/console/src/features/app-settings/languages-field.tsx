import { type ComboboxItem, MultiSelect, type OptionsFilter } from '@mantine/core';
import { APP_LANGUAGES, isAppLanguage, readLanguageCodes } from '@oc/domain/apps/app-languages';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/settings-app';

type TProps = {
  label: string;
  /** The saved value: a JSON list of codes, in the owner's order. */
  value: string | null;
  /** The new list, as the JSON text the constant stores. */
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
  rightSection: ReactNode;
  busy: boolean;
  focusProps: Record<string, string>;
};

/**
 * A language named in the console's language, then in its own when that differs ('Spanish
 * (español)'), so that the owner recognises it either way.
 */
function languageLabel(code: string, inConsole: Intl.DisplayNames): string {
  const name = inConsole.of(code) ?? code;
  const own = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name === own ? name : `${name} (${own})`;
}

/** A search matches a language's names or its code, ignoring case and accents. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
const byNameOrCode: OptionsFilter = ({ options, search }) => {
  const wanted = folded(search.trim());
  return (options as ComboboxItem[]).filter(
    (option) => folded(option.label).includes(wanted) || folded(option.value) === wanted,
  );
};

/**
 * The app's supported languages (docs/product/app-settings.md#constants): chosen from the
 * languages apps can offer, in the order picked (the pills can be dragged to reorder). A code saved
 * before that apps cannot offer stays, marked, until the owner removes it: it is never dropped
 * without them seeing it.
 */
export function LanguagesField({
  label,
  value,
  onChange,
  onBlur,
  error,
  rightSection,
  busy,
  focusProps,
}: TProps) {
  const { t, i18n } = useTranslation();
  // Each code once: a list saved twice over shows (and saves back) each language once.
  const codes = [...new Set(readLanguageCodes(value) ?? [])];
  const notOffered = codes.filter((code) => !isAppLanguage(code));
  const language = i18n.language;
  const offered = useMemo(() => {
    const inConsole = new Intl.DisplayNames([language], { type: 'language' });
    const collator = new Intl.Collator(language);
    return APP_LANGUAGES.map((code) => ({
      value: code,
      label: languageLabel(code, inConsole),
    })).sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
  const data = [
    ...notOffered.map((code) => ({
      value: code,
      label: t('settings.app.constants.languages.notOffered', { code }),
    })),
    ...offered,
  ];
  return (
    <MultiSelect
      label={label}
      description={t('settings.app.constants.languages.help')}
      placeholder={t('settings.app.constants.languages.search')}
      nothingFoundMessage={t('settings.app.constants.languages.nothingFound')}
      data={data}
      value={codes}
      onChange={(chosen) => onChange(JSON.stringify(chosen))}
      onBlur={onBlur}
      searchable
      filter={byNameOrCode}
      withPillsReorder
      error={
        error ?? (notOffered.length ? t('settings.app.constants.languages.notOfferedHelp') : null)
      }
      rightSection={rightSection}
      aria-busy={busy}
      {...focusProps}
    />
  );
}
