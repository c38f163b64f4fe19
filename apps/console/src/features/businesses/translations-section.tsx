import { memo } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { TranslationFields } from '../../components/translation-fields';
import { useOrderingLanguages } from '../../data/sites/use-ordering-languages';
import type { TBusinessFormValues } from './business-form-values';
import { type TBusinessForm, useFieldErrors } from './field-error';
import '../../lib/page-words/businesses';

/** The business's name and description in the ordering website's other languages. */
function TranslationsSectionFields({ form }: { form: TBusinessForm }) {
  const { t } = useTranslation();
  const languages = useOrderingLanguages();
  const { errorOf } = useFieldErrors(form, ['translations']);
  return (
    <SectionCard title={t('businesses.form.sections.translations')}>
      <TranslationFields
        languages={languages}
        register={form.register}
        errorOf={(name) => errorOf(name as FieldPath<TBusinessFormValues>)}
      />
    </SectionCard>
  );
}

/** Drawn again only for its own fields' changes, not when the rest of the page changes. */
export const TranslationsSection = memo(TranslationsSectionFields);
