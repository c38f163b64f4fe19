import {
  ActionIcon,
  ColorSwatch,
  isColorValid,
  Text,
  TextInput,
  type TextInputProps,
  VisuallyHidden,
} from '@mantine/core';
import { useEyeDropper } from '@mantine/hooks';
import { IconViewfinder } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Said under the field when the picker's code could not be downloaded; typing still works. */
function PickerUnavailable() {
  const { t } = useTranslation();
  return (
    <Text size="sm" mt={4} role="alert">
      {t('app.colourField.unavailable')}
    </Text>
  );
}

// The dropdown (Mantine's Popover with its ColorPicker, and Floating UI placing it) downloads when a
// field is first focused (docs/decisions/020, 024). A failed download leaves a message under the
// field, never an error page: the field is drawn here and keeps taking a typed hex.
const loadDropdown = () => import('./colour-dropdown');
const ColourDropdown = lazy(() =>
  loadDropdown().then(
    (m) => ({ default: m.ColourDropdown }),
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
 * Mantine's ColorInput, drawn from its parts: the ColorInput module imports its Popover and
 * ColorPicker statically, so the whole dropdown could not be left for later. The input (swatch,
 * eyedropper, text) is mounted from the start and never replaced, so nothing moves, focus stays, and
 * what is typed is kept while the dropdown downloads. Sizes, popover settings and the revert of an
 * unfinished colour on blur are ColorInput's (@mantine/core 9, components/ColorInput/ColorInput.mjs).
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
  // Once opened, the dropdown stays mounted (closed), so it is not downloaded or set up again.
  const [isWanted, setIsWanted] = useState(false);
  const open = () => {
    setIsWanted(true);
    setIsOpen(true);
  };
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
    <TextInput
      {...props}
      disabled={disabled}
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => handOn(event.currentTarget.value)}
      onFocus={open}
      onClick={open}
      // A pointer over the field starts the dropdown's download, so that it is there, or nearly,
      // when the field is pressed.
      onPointerEnter={() => {
        if (!isWanted) loadDropdown().catch(() => {});
      }}
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
      // The dropdown's target: a box the input's size, where the dropdown's code puts an empty
      // element to place the dropdown against (colour-dropdown.tsx).
      inputContainer={(input) => (
        <div style={{ position: 'relative' }}>
          {input}
          {isWanted && (
            <Suspense
              fallback={
                <VisuallyHidden role="status">{t('app.colourField.loading')}</VisuallyHidden>
              }
            >
              <ColourDropdown opened={isOpen} value={value} onChange={handOn} />
            </Suspense>
          )}
        </div>
      )}
    />
  );
}
