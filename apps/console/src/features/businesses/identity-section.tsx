import { Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { BUSINESS_LIMITS, slugFromName } from '@oc/domain/catalogue/business.schema';
import { memo, type RefObject } from 'react';
import { Controller, type FieldPath, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GrowingTextarea } from '../../components/growing-textarea';
import { SectionCard } from '../../components/section-card';
import { SwitchField } from '../../components/switch-field';
import { useSeesAllBusinesses } from '../../data/auth/role';
import { useFranchises } from '../../data/businesses/get-franchises';
import type { TBusinessFormValues } from './business-form-values';
import { type TBusinessForm, useFieldErrors } from './field-error';
import { useWebsiteAddress } from './use-website-address';
import '../../lib/page-words/businesses';

const IDENTITY_FIELDS: FieldPath<TBusinessFormValues>[] = [
  'name',
  'slug',
  'description',
  'cuisines',
  'franchise_id',
];

type TProps = {
  form: TBusinessForm;
  /**
   * A new business's address follows its name until the owner writes one (true while it does);
   * null when editing, where the address is the business's live one and never follows the name.
   */
  isSlugAuto: RefObject<boolean> | null;
};

/** Name, address (slug), description, cuisines, franchise and whether it is on the website. */
function IdentitySectionFields({ form, isSlugAuto }: TProps) {
  const { t } = useTranslation();
  // Franchises are the project's: a business manager neither lists nor changes them.
  const mayFile = useSeesAllBusinesses();
  const franchises = useFranchises(mayFile);
  const website = useWebsiteAddress();
  const { errorOf } = useFieldErrors(form, IDENTITY_FIELDS);
  const slug = useWatch({ control: form.control, name: 'slug' }).trim();
  const franchiseOptions = (franchises.data ?? []).map((f) => ({
    value: String(f.id),
    label: f.name,
  }));
  const chosenFranchise = useWatch({ control: form.control, name: 'franchise_id' });
  // A franchise not (yet) listed still shows as chosen rather than vanishing.
  if (chosenFranchise && !franchiseOptions.some((o) => o.value === chosenFranchise))
    franchiseOptions.push({ value: chosenFranchise, label: chosenFranchise });

  let slugHint: string;
  if (slug) slugHint = t('businesses.form.slugHint', { address: `${website ?? ''}/store/${slug}` });
  else slugHint = isSlugAuto ? t('businesses.form.slugFromName') : '';

  return (
    <SectionCard title={t('businesses.form.sections.identity')}>
      <Stack>
        <TextInput
          label={t('businesses.form.name')}
          required
          error={errorOf('name')}
          {...form.register('name', {
            onChange: (event: { target: { value: string } }) => {
              if (isSlugAuto?.current)
                form.setValue('slug', slugFromName(event.target.value), { shouldDirty: true });
            },
          })}
        />
        <TextInput
          label={t('businesses.form.slug')}
          description={slugHint}
          autoCapitalize="none"
          spellCheck={false}
          error={errorOf('slug')}
          {...form.register('slug', {
            onChange: () => {
              if (isSlugAuto) isSlugAuto.current = false;
            },
          })}
        />
        <GrowingTextarea
          label={t('businesses.form.description')}
          minRows={2}
          maxRows={8}
          error={errorOf('description')}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="cuisines"
          render={({ field }) => (
            <TagsInput
              ref={field.ref}
              label={t('businesses.form.cuisines')}
              description={t('businesses.form.cuisinesHelp', { count: BUSINESS_LIMITS.cuisines })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxTags={BUSINESS_LIMITS.cuisines}
              splitChars={[',']}
              clearable
              error={errorOf('cuisines')}
            />
          )}
        />
        {mayFile && (
          <Controller
            control={form.control}
            name="franchise_id"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label={t('businesses.form.franchise')}
                description={t('businesses.form.franchiseHelp')}
                placeholder={t('businesses.form.noFranchise')}
                data={franchiseOptions}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                clearable
                searchable
                nothingFoundMessage={
                  franchises.isError
                    ? t('businesses.form.franchisesFailed')
                    : t('businesses.form.noFranchises')
                }
                error={errorOf('franchise_id')}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="published"
          render={({ field }) => (
            <SwitchField
              ref={field.ref}
              label={t('businesses.form.published')}
              description={t('businesses.form.publishedHelp')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
      </Stack>
    </SectionCard>
  );
}

/** Drawn again only for its own fields' changes, not when the rest of the page changes. */
export const IdentitySection = memo(IdentitySectionFields);
