import { Checkbox, NumberInput, Select, TextInput } from '@mantine/core';
import { isSquareLeaf } from '@oc/domain/themes/theme-mode';
import type { TLeaf } from '@oc/domain/themes/theme-tree';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../../components/colour-field';
import { GrowingTextarea } from '../../components/growing-textarea';
import { ImageField } from '../../components/image-field';
import { SwitchField } from '../../components/switch-field';
import '../../lib/page-words/settings-advanced';

type TProps = {
  leaf: TLeaf;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  isDisabled: boolean;
  /** `/sites/:id/images` or `/apps/:id/images`, for image leaves. */
  uploadPath: string;
  onError: (messages: string[]) => void;
};

const TEXT_MAX = 255;

/** One control per leaf kind of the shared description (theme-tree.ts), used the same way everywhere. */
export function LeafField({
  leaf,
  label,
  value,
  onChange,
  isDisabled,
  uploadPath,
  onError,
}: TProps) {
  const { t } = useTranslation();
  const description = isDisabled ? t('settings.advanced.notEditable') : undefined;
  const options = (leaf.options ?? []).map((option) => ({
    value: option,
    label:
      leaf.kind === 'font' || leaf.kind === 'weights'
        ? option
        : t(`settings.advanced.options.${option}` as 'settings.advanced.options.left'),
  }));

  switch (leaf.kind) {
    case 'hidden':
      // Stored as "hidden"; shown to the owner as whether customers see it.
      return (
        <SwitchField
          label={label}
          description={description}
          checked={value !== true}
          disabled={isDisabled}
          onChange={(event) => onChange(!event.currentTarget.checked)}
        />
      );
    case 'boolean':
      return (
        <Checkbox
          label={label}
          description={description}
          checked={value === true}
          disabled={isDisabled}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'select':
    case 'font':
      return (
        <Select
          label={label}
          description={description}
          data={options}
          value={typeof value === 'string' ? value : null}
          allowDeselect={false}
          disabled={isDisabled}
          onChange={(next) => next !== null && onChange(next)}
          styles={
            leaf.kind === 'font' && typeof value === 'string'
              ? { input: { fontFamily: `${value}, sans-serif` } }
              : undefined
          }
        />
      );
    case 'weights':
      // One weight at a time (docs/product/limits.md#fonts), stored as a one-element list.
      return (
        <Select
          label={label}
          description={description}
          data={options}
          value={Array.isArray(value) && value.length ? String(value[0]) : null}
          allowDeselect={false}
          disabled={isDisabled}
          onChange={(next) => next !== null && onChange([Number(next)])}
        />
      );
    case 'color':
      return (
        <ColourField
          label={label}
          description={description}
          value={typeof value === 'string' ? value : ''}
          disabled={isDisabled}
          onChange={onChange}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          description={description}
          min={leaf.min}
          max={leaf.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          value={typeof value === 'number' ? value : ''}
          disabled={isDisabled}
          onChange={(next) => onChange(next === '' ? null : Number(next))}
        />
      );
    case 'text':
      return (
        <TextInput
          label={label}
          description={description}
          maxLength={TEXT_MAX}
          value={typeof value === 'string' ? value : ''}
          disabled={isDisabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'code':
      return (
        <GrowingTextarea
          label={label}
          description={description ?? t('settings.advanced.codeHelp')}
          minRows={4}
          maxRows={16}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          styles={{ input: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } }}
          value={typeof value === 'string' ? value : ''}
          disabled={isDisabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'image': {
      const size = leaf.size ?? { width: 512, height: 512 };
      return (
        <ImageField
          uploadPath={uploadPath}
          label={label}
          target={leaf.path}
          size={size}
          isSquare={isSquareLeaf(leaf)}
          isDisabled={isDisabled}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          onError={onError}
        />
      );
    }
  }
}
