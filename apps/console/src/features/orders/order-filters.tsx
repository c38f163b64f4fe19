import { Group, NativeSelect, TextInput } from '@mantine/core';
import { ORDER_SEARCH_MAX } from '@oc/domain/orders/order-kinds';
import { ORDER_STATUSES } from '@oc/domain/orders/order-status.rules';
import { ORDER_TYPES } from '@oc/domain/themes/theme-tree';
import { useTranslation } from 'react-i18next';
import { BusinessPicker } from '../../components/business-picker';
import { SearchField } from '../../components/search-field';
import type { TOrderFilters } from './use-orders-address';
import '../../lib/page-words/orders';
import '../../lib/page-words/businesses';

type TProps = {
  filters: TOrderFilters;
  onChange: (changes: Partial<TOrderFilters>, options?: { replace?: boolean }) => void;
};

/**
 * What the inbox shows: one business or all, a status, an order type, the days placed (on the
 * owner's calendar) and a search by number or name; each kept in the address.
 */
export function OrderFilters({ filters, onChange }: TProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" role="search" aria-label={t('orders.filters.label')}>
      <BusinessPicker
        label={t('orders.filters.business')}
        noneLabel={t('orders.filters.allBusinesses')}
        value={filters.business || null}
        onChange={(business) => onChange({ business: business ?? '' })}
        canPickUnpublished
      />
      <NativeSelect
        label={t('orders.filters.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.currentTarget.value })}
        data={[
          { value: '', label: t('orders.filters.allStatuses') },
          ...ORDER_STATUSES.map((status) => ({
            value: status,
            label: t(`orders.status.${status}`),
          })),
        ]}
      />
      <NativeSelect
        label={t('orders.filters.type')}
        value={filters.type}
        onChange={(event) => onChange({ type: event.currentTarget.value })}
        data={[
          { value: '', label: t('orders.filters.allTypes') },
          ...ORDER_TYPES.map((type) => ({
            value: type,
            label: t(`businesses.orderTypes.${type}`),
          })),
        ]}
      />
      <TextInput
        type="date"
        label={t('orders.filters.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('orders.filters.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
      />
      <SearchField
        value={filters.q}
        onSearch={(q) => onChange({ q }, { replace: true })}
        label={t('orders.filters.search')}
        placeholder={t('orders.filters.searchPlaceholder')}
        maxLength={ORDER_SEARCH_MAX}
      />
    </Group>
  );
}
