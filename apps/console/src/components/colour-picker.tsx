import { ColorPicker } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TProps = { value: string; onChange: (colour: string) => void };

/**
 * The colour field's dropdown (colour-field.tsx), downloaded the first time one is opened: Mantine's
 * picker as its ColorInput draws it (hex, small, out of the tab order: the field takes the keys).
 */
export function ColourPicker({ value, onChange }: TProps) {
  const { t } = useTranslation();
  return (
    <ColorPicker
      format="hex"
      size="sm"
      focusable={false}
      saturationLabel={t('app.colourField.saturation')}
      hueLabel={t('app.colourField.hue')}
      value={value}
      onChange={onChange}
    />
  );
}
