import {
  ActionIcon,
  Center,
  ColorSwatch,
  isColorValid,
  Loader,
  Popover,
  Text,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useEyeDropper } from '@mantine/hooks';
import { IconViewfinder } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Said in the dropdown when the picker's code could not be downloaded; typing still works. */
function PickerUnavailable() {
  const { t } = useTranslation();
  return (
    <Text size="sm" w={202} role="alert">
      {t('app.colourField.unavailable')}
    </Text>
  );
}

// Mantine's ColorPicker (saturation area, hue slider, swatches, their colour maths) downloads when a
// field's dropdown is first opened (docs/decisions/020). A failed download leaves a message in the
// dropdown, never an error page: the field around it is drawn here and keeps taking a typed hex.
const ColourPicker = lazy(() =>
  import('./colour-picker').then(
    (m) => ({ default: m.ColourPicker }),
    () => ({ default: PickerUnavailable }),
  ),
);

type TColourFieldProps = Pick<
  TextInputProps,
  'label' | 'description' | 'error' | 'disabled' | 'rightSection'
> & {
  value: string;
  onChange: (colour: string) => void;
};

/**
 * A colour picked or typed as hex and handed on upper-case, the way the domain's colour
 * rule and the saved themes write it. Controlled; label, description and error pass through.
 *
 * Mantine's ColorInput, drawn from its parts: the ColorInput module imports its ColorPicker
 * statically, so only the dropdown's content can be left for later. The input (swatch, eyedropper,
 * text) is mounted from the start and never replaced, so nothing moves, focus stays, and what is
 * typed is kept while the picker downloads. Sizes, popover settings and the revert of an unfinished
 * colour on blur are ColorInput's (@mantine/core 9, components/ColorInput/ColorInput.mjs).
 */
export function ColourField({
  value,
  onChange,
  disabled,
  rightSection,
  ...props
}: TColourFieldProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [lastValid, setLastValid] = useState('');
  const eyeDropper = useEyeDropper();
  const handOn = (next: string) => onChange(next.toUpperCase());
  useEffect(() => {
    if (isColorValid(value) || value.trim() === '') setLastValid(value);
  }, [value]);

  const handleEyeDropper = () =>
    eyeDropper
      .open()
      .then((picked) => {
        if (picked?.sRGBHex) handOn(picked.sRGBHex);
      })
      .catch(() => {}); // the owner pressed Escape

  // The eyedropper is an icon button: it needs a name of its own (axe: button-name). One that does
  // not repeat the field's label, so the label still names the field alone.
  const eyeDropperName = t('app.colourField.eyeDropper');
  const eyeDropperButton =
    eyeDropper.supported && !disabled ? (
      <ActionIcon
        size={26}
        variant="subtle"
        color="gray"
        aria-label={eyeDropperName}
        title={eyeDropperName}
        onClick={handleEyeDropper}
      >
        <IconViewfinder size={16} stroke={1.5} />
      </ActionIcon>
    ) : null;

  return (
    <Popover
      opened={isOpen}
      position="bottom-start"
      offset={5}
      transitionProps={{ transition: 'fade', duration: 0 }}
      withRoles={false}
    >
      <Popover.Target>
        <TextInput
          {...props}
          disabled={disabled}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => handOn(event.currentTarget.value)}
          onFocus={() => setIsOpen(true)}
          onClick={() => setIsOpen(true)}
          // Escape closes the open picker (and only it, not a dialog the field is in: Mantine's
          // dialogs leave an Escape from an element so marked alone); a click opens it again.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && isOpen) setIsOpen(false);
          }}
          data-mantine-stop-propagation={isOpen || undefined}
          onBlur={() => {
            handOn(lastValid);
            setIsOpen(false);
          }}
          leftSection={<ColorSwatch color={isColorValid(value) ? value : '#fff'} size={18} />}
          leftSectionPointerEvents="none"
          rightSection={rightSection ?? eyeDropperButton}
        />
      </Popover.Target>
      {/* Pressing in the dropdown keeps the focus in the field. */}
      <Popover.Dropdown p={8} onMouseDown={(event) => event.preventDefault()}>
        <Suspense
          fallback={
            // About the picker's size, so the dropdown does not grow when it arrives.
            <Center w={202} h={152} role="status" aria-label={t('app.colourField.loading')}>
              <Loader size="sm" />
            </Center>
          }
        >
          <ColourPicker value={value} onChange={handOn} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
