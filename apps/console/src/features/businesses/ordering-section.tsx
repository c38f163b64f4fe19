import { Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ORDER_TYPES } from '@oc/domain/themes/theme-tree';
import { memo } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { currencyOf, textOfCents } from '../../lib/money';
import type { TBusinessFormValues } from './business-form-values';
import { type TBusinessForm, useFieldErrors } from './field-error';
import '../../lib/page-words/businesses';

const ORDERING_FIELDS: FieldPath<TBusinessFormValues>[] = [
  'order_types',
  'delivery_fee',
  'minimum_order',
  'delivery_minutes',
  'pickup_minutes',
];

/** The order types the business takes, its fees, and how long orders take. */
function OrderingSectionFields({ form }: { form: TBusinessForm }) {
  const { t, i18n } = useTranslation();
  const { errorOf } = useFieldErrors(form, ORDERING_FIELDS);
  const currency = currencyOf(i18n.language);
  const amountProps = {
    inputMode: 'decimal' as const,
    ...(currency.isAfter
      ? { rightSection: currency.symbol, rightSectionWidth: 48 }
      : { leftSection: currency.symbol }),
    placeholder: textOfCents(0, i18n.language),
  };
  const minutesProps = {
    inputMode: 'numeric' as const,
    rightSection: t('businesses.form.minutesUnit'),
    rightSectionWidth: 48,
    description: t('businesses.form.minutesHelp'),
  };
  return (
    <SectionCard title={t('businesses.form.sections.ordering')}>
      <Stack>
        <Controller
          control={form.control}
          name="order_types"
          render={({ field }) => (
            <Checkbox.Group
              label={t('businesses.form.orderTypes')}
              description={t('businesses.form.orderTypesHelp')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={errorOf('order_types')}
            >
              <Group mt="xs" gap="md">
                {ORDER_TYPES.map((type, i) => (
                  <Checkbox
                    key={type}
                    ref={i === 0 ? field.ref : undefined}
                    value={type}
                    label={t(`businesses.orderTypes.${type}`)}
                    onBlur={field.onBlur}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('businesses.form.deliveryFee')}
            {...amountProps}
            error={errorOf('delivery_fee')}
            {...form.register('delivery_fee')}
          />
          <TextInput
            label={t('businesses.form.minimumOrder')}
            {...amountProps}
            error={errorOf('minimum_order')}
            {...form.register('minimum_order')}
          />
          <TextInput
            label={t('businesses.form.deliveryMinutes')}
            {...minutesProps}
            error={errorOf('delivery_minutes')}
            {...form.register('delivery_minutes')}
          />
          <TextInput
            label={t('businesses.form.pickupMinutes')}
            {...minutesProps}
            error={errorOf('pickup_minutes')}
            {...form.register('pickup_minutes')}
          />
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}

/** Drawn again only for its own fields' changes, not when the rest of the page changes. */
export const OrderingSection = memo(OrderingSectionFields);
