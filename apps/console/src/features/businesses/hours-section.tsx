import { Button, Divider, Group, Select, Stack, Text } from '@mantine/core';
import { WEEKDAYS } from '@oc/domain/catalogue/opening-hours.schema';
import { IconCopy } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { ClosedDatesField } from './closed-dates-field';
import { DayHoursField } from './day-hours-field';
import { type TBusinessForm, useFieldErrors } from './field-error';
import '../../lib/page-words/businesses';

/** Every IANA time zone this browser knows, UTC first (the API's default, not in the list). */
function timeZones(current: string): string[] {
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  return zones.includes(current) || !current ? zones : [current, ...zones];
}

/**
 * The business's week (spans per weekday, on its own clock), its time zone and the days it is
 * closed (docs/product/api.md#businesses).
 */
function HoursSectionFields({ form }: { form: TBusinessForm }) {
  const { t } = useTranslation();
  const { errorOf, isSubmitted } = useFieldErrors(form, ['time_zone']);
  const timeZone = useWatch({ control: form.control, name: 'time_zone' });
  // The four hundred zones are drawn once the list is opened, not with every form.
  const [isListed, setListed] = useState(false);
  const zones = useMemo(
    () => (isListed ? timeZones(timeZone) : [timeZone].filter(Boolean)),
    [isListed, timeZone],
  );
  const handleCopyMonday = () => {
    const monday = form.getValues('hours.mon');
    for (const day of WEEKDAYS.slice(1))
      form.setValue(
        `hours.${day}`,
        monday.map((span) => ({ ...span })),
        { shouldDirty: true, shouldValidate: isSubmitted },
      );
  };

  return (
    <SectionCard title={t('businesses.form.sections.hours')}>
      <Stack>
        <Controller
          control={form.control}
          name="time_zone"
          render={({ field }) => (
            <Select
              ref={field.ref}
              label={t('businesses.form.timeZone')}
              description={t('businesses.form.timeZoneHelp')}
              data={zones}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              searchable
              onDropdownOpen={() => setListed(true)}
              allowDeselect={false}
              nothingFoundMessage={t('businesses.form.noTimeZone')}
              error={errorOf('time_zone')}
            />
          )}
        />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {t('businesses.hours.help')}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconCopy size={16} />}
            onClick={handleCopyMonday}
          >
            {t('businesses.hours.copyMonday')}
          </Button>
        </Group>
        {WEEKDAYS.map((day) => (
          <DayHoursField key={day} form={form} day={day} />
        ))}
        <Divider />
        <ClosedDatesField form={form} />
      </Stack>
    </SectionCard>
  );
}

/** Drawn again only for its own fields' changes, not when the rest of the page changes. */
export const HoursSection = memo(HoursSectionFields);
