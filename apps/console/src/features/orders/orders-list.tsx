import { Button, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { TOrderPage } from '@oc/domain/orders/order-admin.schema';
import { IconReceipt } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListPaging } from '../../components/list-paging';
import type { TOrderListQuery } from '../../data/orders/keys';
import { OrdersTable } from './orders-table';
import '../../lib/page-words/orders';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];

type TProps = {
  list: UseQueryResult<TOrderPage>;
  query: TOrderListQuery;
  unseen: ReadonlySet<number>;
  linkTo: (orderId: number) => string;
  onPage: (page: number) => void;
  onClearFilters: () => void;
};

/** No order to show: none yet, none matching the filters, or past the last page. */
function EmptyList({
  query,
  total,
  onPage,
  onClearFilters,
}: Pick<TProps, 'query' | 'onPage' | 'onClearFilters'> & { total: number }) {
  const { t } = useTranslation();
  const { page: _page, ...filters } = query;
  const isFiltered = Object.keys(filters).length > 0;
  let title = t('orders.list.none');
  let action: React.ReactNode = null;
  if (total > 0) {
    title = t('orders.list.emptyPage');
    action = <Button onClick={() => onPage(1)}>{t('orders.list.firstPage')}</Button>;
  } else if (isFiltered) {
    title = t('orders.list.noMatch');
    action = (
      <Button variant="default" onClick={onClearFilters}>
        {t('orders.list.clearFilters')}
      </Button>
    );
  }
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <IconReceipt size={40} aria-hidden stroke={1.5} />
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Stack>
    </Paper>
  );
}

/** A page of orders, its empty states and the way to the other pages. */
export function OrdersList({ list, query, unseen, linkTo, onPage, onClearFilters }: TProps) {
  const { t } = useTranslation();
  if (!list.data)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('orders.list.loading')} role="status">
        {SKELETON_ROWS.map((key) => (
          <Skeleton key={key} height={36} />
        ))}
      </Stack>
    );
  const { items, total } = list.data;
  if (items.length === 0)
    return (
      <EmptyList query={query} total={total} onPage={onPage} onClearFilters={onClearFilters} />
    );
  return (
    <Stack gap="sm">
      <OrdersTable
        orders={items}
        unseen={unseen}
        linkTo={linkTo}
        isStale={list.isPlaceholderData}
      />
      <ListPaging list={list.data} onPage={onPage} words="orders.list" />
    </Stack>
  );
}
