import { ActionIcon, Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TMenuCategory } from '@oc/domain/catalogue/menu.schema';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useDeleteCategory } from '../../data/menus/category-writes';
import { useOrderMenu } from '../../data/menus/order-menu';
import { firstErrorMessage } from '../../lib/error-message';
import { CategoryName } from './category-name';
import { MoveButtons, movedIds } from './move-buttons';
import type { TProductTarget } from './product-dialog';
import { ProductRow } from './product-row';
import { SortableList, useSortableItem } from './sortable-list';
import '../../lib/page-words/menu';

type TProps = {
  businessId: number;
  category: TMenuCategory;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onEditProduct: (target: TProductTarget) => void;
};

/** A category of the menu: its name, its place, its products in order, and Add product. */
export function CategorySection(props: TProps) {
  const { businessId, category, index, count, onMove, onEditProduct } = props;
  const { t } = useTranslation();
  const remove = useDeleteCategory(businessId);
  const order = useOrderMenu(businessId);
  const [isDeleting, setDeleting] = useState(false);
  const productCount = category.products.length;
  const productIds = category.products.map((p) => p.id);
  const sortable = useSortableItem(category.id, t('menu.drag', { name: category.name }));
  const deleteCategory = (withProducts: boolean) =>
    remove.mutate(
      { categoryId: category.id, withProducts },
      {
        onSuccess: () => setDeleting(false),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: firstErrorMessage(error, t('menu.category.deleteFailed')),
          }),
      },
    );

  return (
    <Card
      ref={sortable.ref}
      style={sortable.style}
      withBorder
      component="section"
      aria-label={category.name}
      padding="sm"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 12rem' }}>
            {sortable.handle}
            <CategoryName businessId={businessId} categoryId={category.id} name={category.name} />
          </Group>
          <Group gap={4} wrap="nowrap">
            <MoveButtons index={index} count={count} name={category.name} onMove={onMove} />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('menu.category.delete', { name: category.name })}
              onClick={() => setDeleting(true)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {productCount === 0 ? (
          <Text size="sm" c="dimmed">
            {t('menu.category.empty')}
          </Text>
        ) : (
          <SortableList
            ids={productIds}
            nameOf={(id) => category.products.find((p) => p.id === id)?.name ?? ''}
            onReorder={(ids) => order.mutate({ categoryId: category.id, ids })}
          >
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {category.products.map((product, at) => (
                <ProductRow
                  key={product.id}
                  businessId={businessId}
                  product={product}
                  index={at}
                  count={productCount}
                  onEdit={() => onEditProduct({ categoryId: category.id, product })}
                  onMove={(to) =>
                    order.mutate({
                      categoryId: category.id,
                      ids: movedIds(productIds, at, to),
                    })
                  }
                />
              ))}
            </Stack>
          </SortableList>
        )}
        <Button
          variant="light"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onEditProduct({ categoryId: category.id, product: null })}
        >
          {t('menu.product.addTo', { name: category.name })}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={isDeleting}
        onClose={() => setDeleting(false)}
        title={t('menu.category.deleteTitle', { name: category.name })}
        text={
          productCount > 0
            ? t('menu.category.deleteWithProductsText', { count: productCount })
            : t('menu.category.deleteText')
        }
        cancelLabel={t('menu.cancel')}
        actions={
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => deleteCategory(productCount > 0)}
          >
            {productCount > 0
              ? t('menu.category.deleteWithProducts')
              : t('menu.category.deleteConfirm')}
          </Button>
        }
      />
    </Card>
  );
}
