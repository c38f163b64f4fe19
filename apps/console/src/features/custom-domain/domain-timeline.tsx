import { List, Stack, Text, Title } from '@mantine/core';
import type { TDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../lib/i18n';

/** What happened to the domain, oldest first as the server gives it, each with its time. */
export function DomainTimeline({ events }: { events: TDomainStatus['timeline'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={5}>{t('settings.basic.customDomain.timeline.title')}</Title>
      <List
        type="ordered"
        listStyleType="none"
        spacing={4}
        size="sm"
        aria-label={t('settings.basic.customDomain.timeline.label')}
      >
        {events.map((event) => (
          <List.Item key={`${event.kind}-${event.at}`}>
            <Text span size="sm" fw={500}>
              {t(`settings.basic.customDomain.timeline.events.${event.kind}`)}
            </Text>
            {' · '}
            <Text span size="sm" c="dimmed" component="time" dateTime={event.at}>
              {t('settings.basic.customDomain.timeline.at', { date: new Date(event.at) })}
            </Text>
            {event.detail && (
              <Text size="sm" c="dimmed">
                {translateServerMessage(event.detail)}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
