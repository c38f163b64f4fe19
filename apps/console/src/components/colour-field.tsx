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
  // The eyedropper is an icon button: it needs a name of its own (axe: button-name).
  const eyeDropper =
    typeof props.label === 'string'
      ? t('app.colourField.eyeDropper', { field: props.label })
      : t('app.colourField.eyeDropperAny');
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
