import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { type TWidgetType, WIDGET_TYPES } from '@oc/domain/widgets/widget-protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/widgets';

type TProps = {
  value: TWidgetType;
  onChange: (type: TWidgetType) => void;
};

/** The three kinds of widget as radio cards, each with a line saying what the visitor sees. */
export function WidgetTypeField({ value, onChange }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Radio.Group
      label={t('widgets.options.type')}
      value={value}
      onChange={(next) => onChange(next as TWidgetType)}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs" spacing="xs">
        {WIDGET_TYPES.map((type) => (
          <Radio.Card
            key={type}
            value={type}
            p="sm"
            radius="md"
            aria-label={t(`widgets.options.types.${type}.label`)}
            aria-describedby={`${id}-${type}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={500} size="sm">
                  {t(`widgets.options.types.${type}.label`)}
                </Text>
                <Text id={`${id}-${type}`} size="xs" c="dimmed">
                  {t(`widgets.options.types.${type}.description`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
