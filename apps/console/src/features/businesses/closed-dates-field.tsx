import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TBusinessForm, useFieldErrors } from './field-error';
import '../../lib/page-words/businesses';

/**
 * Whole days the business is closed (holidays), as dates on its own clock; each with remove, and a
 * row to add. A row left empty closes nothing (business-form-values.ts).
 */
export function ClosedDatesField({ form }: { form: TBusinessForm }) {
  const { t } = useTranslation();
  const dates = useWatch({ control: form.control, name: 'closed_dates' });
  const { errorOf, isSubmitted } = useFieldErrors(form, ['closed_dates']);
  const list = useRef<HTMLDivElement>(null);
  const change = (next: string[]) =>
    form.setValue('closed_dates', next, {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    });
  const isAdding = useRef(false);
  // The row just added gets the focus, ready to type in.
  useEffect(() => {
    if (!isAdding.current) return;
    isAdding.current = false;
    list.current?.querySelectorAll('input')[dates.length - 1]?.focus();
  }, [dates.length]);
  const handleAdd = () => {
    isAdding.current = true;
    change([...dates, '']);
  };
  const listError = errorOf('closed_dates.root');

  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text fw={600} size="sm">
          {t('businesses.closedDates.title')}
        </Text>
      }
    >
      <Text size="sm" c="dimmed" mb="xs">
        {t('businesses.closedDates.help')}
      </Text>
      <Stack gap="xs" ref={list}>
        {dates.map((date, index) => (
          // A date may be typed twice for a moment: its place in the list is its key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              type="date"
              aria-label={t('businesses.closedDates.date', { n: index + 1 })}
              value={date}
              onChange={(event) =>
                change(dates.map((d, i) => (i === index ? event.currentTarget.value : d)))
              }
              onBlur={() => void form.trigger('closed_dates')}
              error={errorOf(`closed_dates.${index}`)}
              flex={1}
              maw={220}
              miw={0}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              onClick={() => change(dates.filter((_, i) => i !== index))}
              aria-label={t('businesses.closedDates.remove', { date: date || index + 1 })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} />}
            onClick={handleAdd}
          >
            {t('businesses.closedDates.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
