import { Stack } from '@mantine/core';
import type { TBasicForm } from '@oc/domain/themes/basic-fields';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../../components/colour-field';
import { SectionCard } from '../../components/section-card';
import { ContentEditors } from './content-editors';

const COLOR_FIELDS = [
  ['background_page', 'settings.basic.backgroundColor'],
  ['primary_btn_color', 'settings.basic.primaryButtonColor'],
] as const;

export function ThemeColorsSection({
  control,
  title,
}: {
  control: Control<TBasicForm>;
  title: string;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard title={title}>
      <Stack>
        {COLOR_FIELDS.map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <ColourField label={t(label)} value={field.value} onChange={field.onChange} />
            )}
          />
        ))}
        <ContentEditors control={control} />
      </Stack>
    </SectionCard>
  );
}
