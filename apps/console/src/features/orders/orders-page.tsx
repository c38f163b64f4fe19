import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';
import { downloadOrdersCsv } from '../../data/orders/export-orders';
import { useOrderList } from '../../data/orders/list-orders';
import { firstErrorMessage } from '../../lib/error-message';
import { OrderDrawer } from './order-drawer';
import { OrderFilters } from './order-filters';
import { OrdersList } from './orders-list';
import { useNewOrderSound } from './use-new-order-sound';
import { useOrderArrivals } from './use-order-arrivals';
import { useOrdersAddress } from './use-orders-address';
import { useOrdersTitle } from './use-orders-title';
import '../../lib/page-words/orders';

/**
 * /orders: the project's orders as they come in (docs/product/screens.md#orders), filtered as the
 * address says, asked again every 2 s; new ones are marked, heard and counted in the tab's title
 * until the owner looks at them. ?order= opens one beside the list.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const address = useOrdersAddress();
  const list = useOrderList(address.query);
  const sound = useNewOrderSound();
  const arrivals = useOrderArrivals({
    page: list.isPlaceholderData ? undefined : list.data,
    query: address.query,
    onArrival: sound.play,
  });
  useOrdersTitle(arrivals.unseen.size);
  const { openOrderId } = address;
  const { markSeen } = arrivals;
  useEffect(() => {
    if (openOrderId !== undefined) markSeen(openOrderId);
  }, [openOrderId, markSeen]);

  const [isExporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, ...filters } = address.query;
      await downloadOrdersCsv(filters, 'orders.csv');
    } catch (error) {
      notifications.show({
        color: 'red',
        message: firstErrorMessage(error, t('orders.export.failed')),
      });
    } finally {
      setExporting(false);
    }
  };

  let content: React.ReactNode;
  if (list.isError && !list.data) {
    content = (
      <LoadFailed
        title={t('orders.list.loadFailed')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else {
    content = (
      <OrdersList
        list={list}
        query={address.query}
        unseen={arrivals.unseen}
        linkTo={address.withOrder}
        onPage={(page) => address.change({ page })}
        onClearFilters={() =>
          address.change({ business: '', status: '', type: '', from: '', to: '', q: '' })
        }
      />
    );
  }

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('orders.title')}
        </Title>
        <Group gap="xs">
          <Text size="sm" fw={600} role="status">
            {arrivals.unseen.size > 0 && t('orders.inbox.unseen', { count: arrivals.unseen.size })}
          </Text>
          {arrivals.unseen.size > 0 && (
            <Button variant="light" color="yellow" onClick={arrivals.markAllSeen}>
              {t('orders.inbox.markAllSeen')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={isExporting}
            onClick={() => void exportCsv()}
          >
            {t('orders.export.button')}
          </Button>
        </Group>
      </Group>
      {sound.isBlocked && (
        <Alert color="blue" variant="light" role="note" icon={<IconBell size={18} aria-hidden />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('orders.inbox.soundBlocked')}</Text>
            <Button size="xs" onClick={sound.turnOn}>
              {t('orders.inbox.turnOnSound')}
            </Button>
          </Group>
        </Alert>
      )}
      <OrderFilters filters={address.filters} onChange={address.change} />
      {content}
      <OrderDrawer orderId={openOrderId} onClose={address.closeOrder} />
    </Stack>
  );
}
