import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { memo } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import type { TBusinessFormValues } from './business-form-values';
import { type TBusinessForm, useFieldErrors } from './field-error';
import '../../lib/page-words/businesses';

const LOCATION_FIELDS: FieldPath<TBusinessFormValues>[] = [
  'address',
  'latitude',
  'longitude',
  'phone',
];

/** Where the business is and how customers call it. */
function LocationSectionFields({ form }: { form: TBusinessForm }) {
  const { t } = useTranslation();
  const { errorOf } = useFieldErrors(form, LOCATION_FIELDS);
  return (
    <SectionCard title={t('businesses.form.sections.location')}>
      <Stack>
        <TextInput
          label={t('businesses.form.address')}
          autoComplete="street-address"
          error={errorOf('address')}
          {...form.register('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('businesses.form.latitude')}
            description={t('businesses.form.latitudeHelp')}
            inputMode="decimal"
            error={errorOf('latitude')}
            {...form.register('latitude')}
          />
          <TextInput
            label={t('businesses.form.longitude')}
            description={t('businesses.form.longitudeHelp')}
            inputMode="decimal"
            error={errorOf('longitude')}
            {...form.register('longitude')}
          />
        </SimpleGrid>
        <TextInput
          label={t('businesses.form.phone')}
          type="tel"
          autoComplete="tel"
          error={errorOf('phone')}
          {...form.register('phone')}
        />
      </Stack>
    </SectionCard>
  );
}

/** Drawn again only for its own fields' changes, not when the rest of the page changes. */
export const LocationSection = memo(LocationSectionFields);
