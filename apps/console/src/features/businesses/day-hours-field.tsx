import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { TWeekday } from '@oc/domain/catalogue/opening-hours.schema';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TSpanValues } from './business-form-values';
import { type TBusinessForm, useFieldErrors } from './field-error';
import '../../lib/page-words/businesses';

/** The most spans a day takes (the domain's HOURS_SPANS_PER_DAY): Add hours stops there. */
const SPANS_PER_DAY = 6;
/** A new span: a working day's, for the owner to change. */
const NEW_SPAN: TSpanValues = { open: '09:00', close: '17:00' };

/** `time` plus `minutes` on a 24-hour clock: '22:00' plus 4 hours is '02:00'. */
function later(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = (hours * 60 + mins + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * One weekday's spans, each an opening and a closing time, with add and remove; 'Closed' when it
 * has none. A span that closes at or before it opens ends the next day
 * (packages/domain/src/catalogue/opening-hours.schema.ts), and says so.
 */
export function DayHoursField({ form, day }: { form: TBusinessForm; day: TWeekday }) {
  const { t } = useTranslation();
  const name = `hours.${day}` as const;
  const spans = useWatch({ control: form.control, name });
  const { errorOf, isSubmitted } = useFieldErrors(form, [name]);
  const dayName = t(`businesses.weekdays.${day}`);
  const change = (next: TSpanValues[]) =>
    form.setValue(name, next, { shouldDirty: true, shouldValidate: isSubmitted });
  const setTime = (index: number, which: keyof TSpanValues, value: string) =>
    change(spans.map((span, i) => (i === index ? { ...span, [which]: value } : span)));
  const handleAdd = () => {
    const last = spans.at(-1);
    // After the last span, the next one starts an hour after it closed, for four hours.
    const next = last
      ? { open: later(last.close, 60), close: later(last.close, 5 * 60) }
      : NEW_SPAN;
    change([...spans, next]);
  };
  const dayError = errorOf(`${name}.root`);

  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text fw={600} size="sm">
          {dayName}
        </Text>
      }
    >
      <Stack gap="xs" mt={4}>
        {spans.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('businesses.hours.closed')}
          </Text>
        )}
        {spans.map((span, index) => (
          // Spans have no identity of their own: their place in the day is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              type="time"
              label={t('businesses.hours.opens')}
              aria-label={t('businesses.hours.opensOn', { day: dayName, n: index + 1 })}
              value={span.open}
              onChange={(event) => setTime(index, 'open', event.currentTarget.value)}
              onBlur={() => void form.trigger(name)}
              error={errorOf(`${name}.${index}.open`)}
              flex={1}
              maw={160}
              miw={0}
            />
            <TextInput
              type="time"
              label={t('businesses.hours.closes')}
              aria-label={t('businesses.hours.closesOn', { day: dayName, n: index + 1 })}
              value={span.close}
              onChange={(event) => setTime(index, 'close', event.currentTarget.value)}
              onBlur={() => void form.trigger(name)}
              description={
                span.close && span.open && span.close < span.open
                  ? t('businesses.hours.nextDay')
                  : undefined
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errorOf(`${name}.${index}.close`)}
              flex={1}
              maw={160}
              miw={0}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              size="lg"
              onClick={() => change(spans.filter((_, i) => i !== index))}
              aria-label={t('businesses.hours.remove', { day: dayName, n: index + 1 })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        {dayError && (
          <Text size="sm" c="red" role="alert">
            {dayError}
          </Text>
        )}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} />}
            onClick={handleAdd}
            disabled={spans.length >= SPANS_PER_DAY}
            aria-label={t('businesses.hours.addOn', { day: dayName })}
          >
            {t('businesses.hours.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
