import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type TProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** Which deliveries of how many are shown, and Previous and Next; nothing to page with one page. */
export function LogPaging({ page, pageSize, total, onPage }: TProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label={t('webhooks.log.pages')}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('webhooks.log.range', { first, last, total })}
      </Text>
      {pages > 1 && (
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('webhooks.log.previous')}
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('webhooks.log.next')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
