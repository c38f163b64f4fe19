import { Fieldset, Stack, Text, TextInput } from '@mantine/core';
import {
  directionOf,
  SITE_LANGUAGE_NAMES,
  type TSiteLanguage,
} from '@oc/domain/website/site-languages';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GrowingTextarea } from './growing-textarea';

type TProps<T extends FieldValues> = {
  /** The languages to write in: the ordering website's, its default left out. */
  languages: TSiteLanguage[];
  /** The form's, whose values hold `translations.{language}.name` and `.description`. */
  register: UseFormRegister<T>;
  /** The message under a field, by its path in the form. */
  errorOf: (name: string) => string | undefined;
};

/**
 * A name and a description for each of the website's other languages, both optional: a customer
 * reading the website in that language sees them, and the text as typed where they are left empty
 * (docs/product/website.md#languages). Each field is written in its language's direction.
 */
export function TranslationFields<T extends FieldValues>({
  languages,
  register,
  errorOf,
}: TProps<T>) {
  const { t } = useTranslation();
  if (languages.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('translations.oneLanguage')}
      </Text>
    );
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('translations.help')}
      </Text>
      {languages.map((language) => {
        const name = `translations.${language}.name`;
        const description = `translations.${language}.description`;
        const languageName = SITE_LANGUAGE_NAMES[language];
        const inLanguage = { lang: language, dir: directionOf(language) };
        return (
          <Fieldset key={language} legend={languageName} variant="unstyled">
            <Stack gap="xs">
              <TextInput
                label={t('translations.name', { language: languageName })}
                {...inLanguage}
                error={errorOf(name)}
                {...register(name as Path<T>)}
              />
              <GrowingTextarea
                label={t('translations.description', { language: languageName })}
                minRows={2}
                maxRows={8}
                {...inLanguage}
                error={errorOf(description)}
                {...register(description as Path<T>)}
              />
            </Stack>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
