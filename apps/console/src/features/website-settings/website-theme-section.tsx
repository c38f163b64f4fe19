import { Radio, Skeleton, Stack } from '@mantine/core';
import type { TBasicForm } from '@oc/domain/themes/basic-fields';
import { lazy, Suspense } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { translateServerMessage } from '../../lib/i18n';

// Downloaded only for a single store website: its searchable select is 6 KB gzip the
// Basic tab of a marketplace never shows.
const BusinessPicker = lazy(() =>
  import('../../components/business-picker').then((m) => ({ default: m.BusinessPicker })),
);

/**
 * docs/product/website-settings.md#website-theme-section: marketplace or single_store; single_store
 * shows the business picker.
 */
export function WebsiteThemeSection({ control }: { control: Control<TBasicForm> }) {
  const { t } = useTranslation();
  const type = useWatch({ control, name: 'type' });
  return (
    <SectionCard title={t('settings.web.sections.websiteTheme')}>
      <Stack>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Radio.Group
              label={t('settings.basic.themeType')}
              value={field.value}
              onChange={field.onChange}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="marketplace" label={t('settings.basic.marketplace')} />
                <Radio value="single_store" label={t('settings.basic.singleStore')} />
              </Stack>
            </Radio.Group>
          )}
        />
        {type === 'single_store' && (
          <Controller
            control={control}
            name="business_slug"
            render={({ field, fieldState }) => (
              <Suspense fallback={<Skeleton h={60} />}>
                <BusinessPicker
                  value={field.value}
                  onChange={field.onChange}
                  inputRef={field.ref}
                  error={
                    fieldState.error?.message && translateServerMessage(fieldState.error.message)
                  }
                />
              </Suspense>
            )}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
