import { ColorInput, type ColorInputProps } from '@mantine/core';

type TColourFieldProps = Omit<ColorInputProps, 'value' | 'onChange' | 'format'> & {
  value: string;
  onChange: (colour: string) => void;
};

/**
 * A colour picked or typed as hex and handed on upper-case, the way the domain's colour
 * rule and the saved themes write it. Controlled; label, description, error and the rest pass through.
 */
export function ColourField({ value, onChange, ...props }: TColourFieldProps) {
  return (
    <ColorInput
      {...props}
      format="hex"
      value={value}
      onChange={(next) => onChange(next.toUpperCase())}
    />
  );
}
