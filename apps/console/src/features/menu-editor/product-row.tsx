import { ActionIcon, Badge, Button, Group, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDeleteProduct, useUpdateProduct } from '../../data/menus/product-writes';
import { firstErrorMessage } from '../../lib/error-message';
import { formatPrice } from '../../lib/money';
import { MoveButtons } from './move-buttons';
import { useSortableItem } from './sortable-list';
import '../../lib/page-words/menu';

type TProps = {
  businessId: number;
  product: TMenuProduct;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onEdit: () => void;
};

/** One product of a category: its name, price and options, sold out or not, and its actions. */
export function ProductRow({ businessId, product, index, count, onMove, onEdit }: TProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProduct(businessId);
  const remove = useDeleteProduct(businessId);
  const [isDeleting, setDeleting] = useState(false);
  const sortable = useSortableItem(product.id, t('menu.drag', { name: product.name }));
  const fail = (error: unknown, fallback: string) =>
    notifications.show({
      color: 'red',
      message: firstErrorMessage(error, fallback),
    });
  return (
    <Group
      ref={sortable.ref}
      style={sortable.style}
      justify="space-between"
      wrap="wrap"
      gap="xs"
      py={6}
      component="li"
    >
      <Group gap="xs" miw={0} style={{ flex: '1 1 12rem' }} wrap="nowrap">
        {sortable.handle}
        <div style={{ minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Text>
          <Text size="sm" c="dimmed">
            {formatPrice(product.price, i18n.language)}
            {product.option_groups.length > 0 &&
              ` · ${t('menu.product.groupCount', { count: product.option_groups.length })}`}
          </Text>
        </div>
        {!product.available && <Badge color="gray">{t('menu.product.soldOut')}</Badge>}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Switch
          size="sm"
          label={t('menu.product.availableShort')}
          aria-label={t('menu.product.availableOf', { name: product.name })}
          checked={product.available}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { productId: product.id, body: { available: event.currentTarget.checked } },
              { onError: (error) => fail(error, t('menu.product.saveFailed')) },
            )
          }
        />
        <MoveButtons index={index} count={count} name={product.name} onMove={onMove} />
        <ActionIcon
          variant="subtle"
          aria-label={t('menu.product.edit', { name: product.name })}
          onClick={onEdit}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('menu.product.delete', { name: product.name })}
          onClick={() => setDeleting(true)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <ConfirmDialog
        opened={isDeleting}
        onClose={() => setDeleting(false)}
        title={t('menu.product.deleteTitle', { name: product.name })}
        text={t('menu.product.deleteText')}
        cancelLabel={t('menu.cancel')}
        actions={
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(product.id, {
                onSuccess: () => setDeleting(false),
                onError: (error) => fail(error, t('menu.product.deleteFailed')),
              })
            }
          >
            {t('menu.product.deleteConfirm')}
          </Button>
        }
      />
    </Group>
  );
}
