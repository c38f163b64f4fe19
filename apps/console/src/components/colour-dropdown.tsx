import { ColorPicker, Popover } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TProps = { opened: boolean; value: string; onChange: (colour: string) => void };

/**
 * The colour field's dropdown (colour-field.tsx), downloaded the first time a field is focused:
 * Mantine's Popover with the picker as its ColorInput draws it (hex, small, out of the tab order:
 * the field takes the keys). The popover and its positioning (Floating UI) are a third of what the
 * settings page would otherwise download before it draws, for something shown only on focus.
 *
 * The popover's target is an empty box laid over the field's input (the field draws this in a
 * positioned box around it), not the input itself: the input is mounted before this code arrives
 * and must not be remounted under the owner's focus and typing when it does.
 */
export function ColourDropdown({ opened, value, onChange }: TProps) {
  const { t } = useTranslation();
  return (
    <Popover
      opened={opened}
      position="bottom-start"
      offset={5}
      transitionProps={{ transition: 'fade', duration: 0 }}
      withRoles={false}
    >
      <Popover.Target>
        <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
      </Popover.Target>
      {/* Pressing in the dropdown keeps the focus in the field. */}
      <Popover.Dropdown p={8} onMouseDown={(event) => event.preventDefault()}>
        <ColorPicker
          format="hex"
          size="sm"
          focusable={false}
          saturationLabel={t('app.colourField.saturation')}
          hueLabel={t('app.colourField.hue')}
          value={value}
          onChange={onChange}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
