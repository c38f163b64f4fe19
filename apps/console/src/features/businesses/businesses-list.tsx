import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TBusinessPage } from '@oc/domain/catalogue/catalogue.schema';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPaging } from '../../components/list-paging';
import { useSeesAllBusinesses } from '../../data/auth/role';
import type { TBusinessListQuery } from '../../data/businesses/keys';
import { Link } from '../../lib/router';
import { BusinessRow } from './business-row';
import '../../lib/page-words/businesses';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];
const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 };

type TProps = {
  list: UseQueryResult<TBusinessPage>;
  query: TBusinessListQuery;
  /** The list's address (?q=…), for the business pages' way back. */
  listAddress: string;
  onPage: (page: number) => void;
  onClearSearch: () => void;
};

/** Placeholders the size of the rows, while the first page loads. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack component="ul" gap="xs" aria-busy="true" aria-label={label} style={LIST_STYLE}>
      {SKELETON_ROWS.map((key) => (
        <Paper component="li" key={key} withBorder p="sm" radius="md">
          <Group wrap="nowrap" gap="sm">
            <Skeleton height={56} width={56} radius="md" />
            <Stack gap={8} flex={1}>
              <Skeleton height={16} width="45%" />
              <Skeleton height={12} width="70%" />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** No business to show: none at all yet, none archived, none found, or past the last page. */
function EmptyList({
  query,
  total,
  onPage,
  onClearSearch,
}: Pick<TProps, 'query' | 'onPage' | 'onClearSearch'> & { total: number }) {
  const { t } = useTranslation();
  const mayAdd = useSeesAllBusinesses();
  let title: string;
  let action: React.ReactNode = null;
  if (total > 0) {
    title = t('businesses.list.emptyPage');
    action = <Button onClick={() => onPage(1)}>{t('businesses.list.firstPage')}</Button>;
  } else if (query.search) {
    title = t('businesses.list.noResults', { search: query.search });
    action = (
      <Button variant="default" onClick={onClearSearch}>
        {t('businesses.list.clearSearch')}
      </Button>
    );
  } else if (query.status === 'archived') {
    title = t('businesses.list.noArchived');
  } else {
    title = t('businesses.list.none');
    action = mayAdd && (
      <Button component={Link} to="/businesses/new" leftSection={<IconPlus size={18} />}>
        {t('businesses.list.add')}
      </Button>
    );
  }
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <IconBuildingStore size={40} aria-hidden stroke={1.5} />
        <Title order={2} size="h4">
          {title}
        </Title>
        {query.search && total === 0 && (
          <Text size="sm" c="dimmed">
            {t('businesses.list.noResultsHelp')}
          </Text>
        )}
        {action}
      </Stack>
    </Paper>
  );
}

/** A page of businesses, its empty states and the way to the other pages. */
export function BusinessesList({ list, query, listAddress, onPage, onClearSearch }: TProps) {
  const { t } = useTranslation();
  if (!list.data) return <ListSkeleton label={t('businesses.list.loading')} />;
  const { items, total } = list.data;
  if (items.length === 0)
    return <EmptyList query={query} total={total} onPage={onPage} onClearSearch={onClearSearch} />;
  return (
    <Stack gap="sm">
      <Stack
        component="ul"
        gap="xs"
        aria-label={t('businesses.title')}
        // The previous page stays while the next one loads.
        aria-busy={list.isPlaceholderData}
        style={{ ...LIST_STYLE, opacity: list.isPlaceholderData ? 0.6 : 1 }}
      >
        {items.map((business) => (
          <BusinessRow key={business.id} business={business} listAddress={listAddress} />
        ))}
      </Stack>
      <ListPaging list={list.data} onPage={onPage} words="businesses.list" />
    </Stack>
  );
}
