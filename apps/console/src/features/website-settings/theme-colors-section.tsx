import { ColorInput, Stack } from '@mantine/core';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import type { TBasicForm } from './basic-fields';
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
              <ColorInput
                label={t(label)}
                format="hex"
                value={field.value}
                onChange={(v) => field.onChange(v.toUpperCase())}
              />
            )}
          />
        ))}
        <ContentEditors control={control} />
      </Stack>
    </SectionCard>
  );
}
