import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rangeWords } from '../lib/intl';
import { FlowIcon } from './flow-icon';

/**
 * The catalogue's sections that word a list's paging: `pages` (the bar's name), `range`,
 * `previous` and `next`.
 */
type TPagingWords = 'businesses.list' | 'orders.list' | 'webhooks.log';

type TProps = {
  /** The page of the list the API answered: which one, how many a page holds, how many in all. */
  list: { page: number; page_size: number; total: number };
  onPage: (page: number) => void;
  words: TPagingWords;
};

/** Which items of how many are shown, and Previous and Next; nothing to page with one page. */
export function ListPaging({ list, onPage, words }: TProps) {
  const { t, i18n } = useTranslation();
  const { page, page_size: pageSize, total } = list;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label={t(`${words}.pages`)}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(`${words}.range`, rangeWords({ first, last, total }, i18n.language))}
      </Text>
      {pages > 1 && (
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<FlowIcon icon={IconChevronLeft} size={16} />}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t(`${words}.previous`)}
          </Button>
          <Button
            variant="default"
            size="xs"
            rightSection={<FlowIcon icon={IconChevronRight} size={16} />}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t(`${words}.next`)}
          </Button>
        </Group>
      )}
    </Group>
  );
}
