import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type UseFormReturn, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageOf } from './field-error';
import { MoveButtons } from './move-buttons';
import { newGroup, newOption, type TProductFormValues } from './product-form-values';
import '../../lib/page-words/menu';

type TForm = UseFormReturn<TProductFormValues>;

function OptionsField({ form, groupIndex }: { form: TForm; groupIndex: number }) {
  const { t, i18n } = useTranslation();
  const name = `option_groups.${groupIndex}.options` as const;
  const options = useFieldArray({ control: form.control, name });
  const { errors } = useFormState({ control: form.control, name });
  const groupLabel = t('menu.product.groupNumber', { number: groupIndex + 1 });
  const listError = messageOf(errors, name);
  return (
    <Stack gap="xs">
      {options.fields.map((field, index) => {
        const label = t('menu.product.optionNumber', { group: groupIndex + 1, number: index + 1 });
        return (
          <Group key={field.id} gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              label={t('menu.product.optionNameShort')}
              aria-label={t('menu.product.optionName', { option: label })}
              style={{ flex: '2 1 10rem' }}
              {...form.register(`${name}.${index}.name`)}
              error={messageOf(errors, `${name}.${index}.name`)}
            />
            <TextInput
              label={t('menu.product.priceDeltaShort')}
              aria-label={t('menu.product.priceDelta', { option: label })}
              inputMode="decimal"
              style={{ flex: '1 1 6rem' }}
              {...form.register(`${name}.${index}.price_delta`)}
              error={messageOf(errors, `${name}.${index}.price_delta`)}
            />
            <Group gap={2} mt={26} wrap="nowrap">
              <MoveButtons
                index={index}
                count={options.fields.length}
                name={label}
                onMove={(to) => options.move(index, to)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('menu.product.removeOption', { option: label })}
                onClick={() => options.remove(index)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Button
        variant="subtle"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => options.append(newOption(i18n.language))}
      >
        {t('menu.product.addOption', { group: groupLabel })}
      </Button>
    </Stack>
  );
}

/**
 * A product's option groups (docs/product/menus.md): each a name, how many options the customer
 * chooses, and its options with their price changes, all in order. Saved as one whole list.
 */
export function OptionGroupsField({ form }: { form: TForm }) {
  const { t, i18n } = useTranslation();
  const groups = useFieldArray({ control: form.control, name: 'option_groups' });
  const { errors } = useFormState({ control: form.control, name: 'option_groups' });
  const listError = messageOf(errors, 'option_groups');
  return (
    <Stack gap="sm">
      <Text fw={500}>{t('menu.product.optionGroups')}</Text>
      {groups.fields.map((field, index) => {
        const label = t('menu.product.groupNumber', { number: index + 1 });
        const at = `option_groups.${index}` as const;
        return (
          <Fieldset key={field.id} legend={label}>
            <Stack gap="xs">
              <TextInput
                label={t('menu.product.groupNameShort')}
                aria-label={t('menu.product.groupName', { group: label })}
                {...form.register(`${at}.name`)}
                error={messageOf(errors, `${at}.name`)}
              />
              <Group gap="xs" grow align="flex-start">
                <TextInput
                  label={t('menu.product.minChoicesShort')}
                  aria-label={t('menu.product.minChoices', { group: label })}
                  inputMode="numeric"
                  {...form.register(`${at}.min_choices`)}
                  error={messageOf(errors, `${at}.min_choices`)}
                />
                <TextInput
                  label={t('menu.product.maxChoicesShort')}
                  aria-label={t('menu.product.maxChoices', { group: label })}
                  inputMode="numeric"
                  {...form.register(`${at}.max_choices`)}
                  error={messageOf(errors, `${at}.max_choices`)}
                />
              </Group>
              <OptionsField form={form} groupIndex={index} />
              <Group gap={2}>
                <MoveButtons
                  index={index}
                  count={groups.fields.length}
                  name={label}
                  onMove={(to) => groups.move(index, to)}
                />
                <Button variant="subtle" color="red" size="xs" onClick={() => groups.remove(index)}>
                  {t('menu.product.removeGroup', { group: label })}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      {listError && (
        <Text c="red" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Button
        variant="default"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => groups.append(newGroup(i18n.language))}
      >
        {t('menu.product.addGroup')}
      </Button>
    </Stack>
  );
}
