import { ColorInput, type ColorInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TColourFieldProps = Omit<ColorInputProps, 'value' | 'onChange' | 'format'> & {
  value: string;
  onChange: (colour: string) => void;
};

/**
 * A colour picked or typed as hex and handed on upper-case, the way the domain's colour
 * rule and the saved themes write it. Controlled; label, description, error and the rest pass through.
 */
export function ColourField({ value, onChange, ...props }: TColourFieldProps) {
  const { t } = useTranslation();
  // The eyedropper is an icon button: it needs a name of its own (axe: button-name). One that does
  // not repeat the field's label, so the label still names the field alone.
  const eyeDropper = t('app.colourField.eyeDropper');
  return (
    <ColorInput
      eyeDropperButtonProps={{ 'aria-label': eyeDropper, title: eyeDropper }}
      {...props}
      format="hex"
      value={value}
      onChange={(next) => onChange(next.toUpperCase())}
    />
  );
}
