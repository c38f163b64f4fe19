import { Anchor, Stack, Text } from '@mantine/core';
import type { TOrderDetail } from '@oc/domain/orders/order-admin.schema';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf } from '../../lib/intl';
import '../../lib/page-words/orders';

/** A label and its value; nothing when the customer left it empty. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === '' || children === null) return null;
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        component="dd"
        size="sm"
        m={0}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children}
      </Text>
    </div>
  );
}

/** A language's name in the console's language: 'es' → 'Spanish' (en), 'espagnol' (fr). */
function languageName(code: string, language: string) {
  try {
    return new Intl.DisplayNames([intlLocaleOf(language)], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Who ordered and where it goes: name, phone (a link that calls), address, notes, comments. */
export function OrderCustomer({ order }: { order: TOrderDetail }) {
  const { t, i18n } = useTranslation();
  const { customer } = order;
  return (
    <Stack component="dl" gap="xs" m={0}>
      <Fact label={t('orders.detail.name')}>{customer.name}</Fact>
      <Fact label={t('orders.detail.phone')}>
        {customer.phone && (
          <Anchor href={`tel:${customer.phone.replace(/[^+\d]/g, '')}`}>{customer.phone}</Anchor>
        )}
      </Fact>
      <Fact label={t('orders.detail.address')}>{customer.address}</Fact>
      <Fact label={t('orders.detail.apartment')}>{customer.internal_number}</Fact>
      <Fact label={t('orders.detail.notes')}>{customer.notes}</Fact>
      <Fact label={t('orders.detail.comments')}>{order.comments}</Fact>
      <Fact label={t('orders.detail.language')}>{languageName(order.language, i18n.language)}</Fact>
    </Stack>
  );
}
