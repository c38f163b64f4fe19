import { Anchor, Checkbox, List, NativeSelect, Stack, Text } from '@mantine/core';
import { LANGUAGE_MESSAGES } from '@oc/domain/messages/language-messages';
import { SITE_LANGUAGES, type TSiteLanguage } from '@oc/domain/website/site-languages';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { translateServerMessage } from '../../lib/i18n';
import { chosenInOrder, type TLanguagesDraft, withDefault } from './site-languages-draft';

type TProps = {
  /** The website's address in its default language (`site.default_url`). */
  siteUrl: string;
  draft: TLanguagesDraft;
  onChange: (draft: TLanguagesDraft) => void;
};

/** Where a language is served: the default at the site's own addresses, the others under their code. */
const addressOf = (siteUrl: string, code: TSiteLanguage, isDefault: boolean) =>
  `${siteUrl.replace(/\/+$/, '')}/${isDefault ? '' : `${code}/`}`;

/**
 * The languages the website offers its customers, the default first, and whether every website of
 * the project speaks them (docs/product/website-settings.md#languages). Saved with the tab's Save.
 * Native controls: four languages need no searchable dropdown's code on the Basic tab.
 */
export function SiteLanguagesSection({ siteUrl, draft, onChange }: TProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Each language named in the console's language, as the owner reads the rest of the page.
  const names = useMemo(() => {
    const inConsole = new Intl.DisplayNames([language], { type: 'language' });
    return Object.fromEntries(
      SITE_LANGUAGES.map((code) => [code, inConsole.of(code) ?? code]),
    ) as Record<TSiteLanguage, string>;
  }, [language]);
  const [first] = draft.languages;
  const addressesId = useId();
  return (
    <SectionCard title={t('settings.basic.languages.title')}>
      <Stack>
        <Checkbox.Group
          label={t('settings.basic.languages.offered')}
          description={t('settings.basic.languages.offeredHelp')}
          value={draft.languages}
          onChange={(ticked) =>
            onChange({
              ...draft,
              languages: chosenInOrder(draft.languages, ticked as TSiteLanguage[]),
            })
          }
          error={
            draft.languages.length === 0
              ? translateServerMessage(LANGUAGE_MESSAGES.SITE_LANGUAGES_EMPTY)
              : undefined
          }
        >
          <Stack gap="xs" mt="xs">
            {SITE_LANGUAGES.map((code) => (
              <Checkbox key={code} value={code} label={names[code]} />
            ))}
          </Stack>
        </Checkbox.Group>
        {first && (
          <NativeSelect
            label={t('settings.basic.languages.default')}
            description={t('settings.basic.languages.defaultHelp')}
            value={first}
            data={draft.languages.map((code) => ({ value: code, label: names[code] }))}
            onChange={(event) =>
              onChange({
                ...draft,
                languages: withDefault(draft.languages, event.currentTarget.value as TSiteLanguage),
              })
            }
          />
        )}
        <Checkbox
          label={t('settings.basic.languages.projectWide')}
          description={t('settings.basic.languages.projectWideHelp')}
          checked={draft.isProjectWide}
          onChange={(event) => onChange({ ...draft, isProjectWide: event.currentTarget.checked })}
        />
        {first && (
          <div>
            <Text size="sm" fw={500} id={addressesId}>
              {t('settings.basic.languages.addresses')}
            </Text>
            <List size="sm" spacing={4} aria-labelledby={addressesId}>
              {draft.languages.map((code) => (
                <List.Item key={code}>
                  {code === first
                    ? t('settings.basic.languages.defaultAt', { language: names[code] })
                    : t('settings.basic.languages.servedAt', { language: names[code] })}{' '}
                  {/* An address reads left to right, in an Arabic sentence too. */}
                  <Anchor
                    href={addressOf(siteUrl, code, code === first)}
                    target="_blank"
                    rel="noopener noreferrer"
                    dir="ltr"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {addressOf(siteUrl, code, code === first)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </SectionCard>
  );
}
