import {
  Alert,
  Anchor,
  Button,
  FileButton,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@oc/domain/messages/messages';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessPreviewButton } from '../../components/business-preview-button';
import { LoadFailed } from '../../components/load-failed';
import { UnsavedChangesGuard } from '../../components/unsaved-changes';
import { useBusiness } from '../../data/businesses/get-business';
import { downloadMenuCsv } from '../../data/menus/export-menu';
import { useMenu } from '../../data/menus/get-menu';
import { useOrderMenu } from '../../data/menus/order-menu';
import { ApiError } from '../../lib/api-client';
import { firstErrorMessage } from '../../lib/error-message';
import { translateServerMessage } from '../../lib/i18n';
import { Link, useParams } from '../../lib/router';
import { AddCategory } from './add-category';
import { CategorySection } from './category-section';
import { CopyMenuDialog } from './copy-menu-dialog';
import { ImportDialog } from './import-dialog';
import { movedIds } from './move-buttons';
import { ProductDialog, type TProductTarget } from './product-dialog';
import { SortableList } from './sortable-list';
import '../../lib/page-words/menu';
import '../../lib/page-words/businesses';

/** The id in the address, when it is one. */
function idOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function MenuSkeleton({ label }: { label: string }) {
  return (
    <Stack aria-busy="true" aria-label={label} role="status">
      {[0, 1, 2].map((at) => (
        <Skeleton key={at} height={120} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * /businesses/:businessId/menu: the business's menu (docs/product/screens.md#menu), its
 * categories and their products in order, edited in place; copied from another business, or
 * exported and imported as a CSV file.
 */
export function MenuPage() {
  const { t } = useTranslation();
  const businessId = idOf(useParams().businessId);
  const business = useBusiness(businessId);
  const menu = useMenu(businessId);
  const order = useOrderMenu(businessId ?? 0);
  const [productTarget, setProductTarget] = useState<TProductTarget | null>(null);
  const [isCopying, setCopying] = useState(false);
  const [importFile, setImportFile] = useState<File | null>(null);
  const [isExporting, setExporting] = useState(false);
  // The file input is emptied when its dialog closes, so that the same file can be chosen again.
  const resetFile = useRef<() => void>(null);

  const isMissing =
    businessId === undefined ||
    [business.error, menu.error].some((e) => e instanceof ApiError && e.status === 404);
  let body: React.ReactNode;
  if (isMissing) {
    body = (
      <Alert color="red" role="alert">
        {translateServerMessage(MESSAGES.BUSINESS_NOT_FOUND)}
      </Alert>
    );
  } else if (menu.error) {
    body = (
      <LoadFailed
        title={t('menu.loadFailed')}
        error={menu.error}
        onRetry={() => void menu.refetch()}
      />
    );
  } else if (!menu.data) {
    body = <MenuSkeleton label={t('menu.loading')} />;
  }

  const id = businessId ?? 0;
  const categories = menu.data?.categories ?? [];
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadMenuCsv(id, `${business.data?.slug ?? 'business'}-menu.csv`);
    } catch (error) {
      notifications.show({
        color: 'red',
        message: firstErrorMessage(error, t('menu.export.failed')),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <UnsavedChangesGuard>
      <Stack>
        {businessId !== undefined && (
          <Anchor component={Link} to={`/businesses/${businessId}`} size="sm">
            {t('menu.back', { name: business.data?.name ?? t('businesses.edit.title') })}
          </Anchor>
        )}
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <Title order={1} size="h2">
              {t('menu.title')}
            </Title>
            {business.data && (
              <Text c="dimmed" size="sm">
                {business.data.name}
              </Text>
            )}
          </div>
          {menu.data && (
            <Group gap="xs">
              {business.data && <BusinessPreviewButton business={business.data} />}
              <Button variant="default" size="sm" onClick={() => setCopying(true)}>
                {t('menu.copy.open')}
              </Button>
              <Button variant="default" size="sm" loading={isExporting} onClick={exportCsv}>
                {t('menu.export.open')}
              </Button>
              <FileButton onChange={setImportFile} accept=".csv,text/csv" resetRef={resetFile}>
                {(props) => (
                  <Button variant="default" size="sm" {...props}>
                    {t('menu.import.open')}
                  </Button>
                )}
              </FileButton>
            </Group>
          )}
        </Group>
        {body ?? (
          <>
            {categories.length === 0 && (
              <Alert color="gray" role="status">
                {t('menu.empty')}
              </Alert>
            )}
            <SortableList
              ids={categories.map((c) => c.id)}
              nameOf={(id) => categories.find((c) => c.id === id)?.name ?? ''}
              onReorder={(ids) => order.mutate({ categoryId: null, ids })}
            >
              {categories.map((category, index) => (
                <CategorySection
                  key={category.id}
                  businessId={id}
                  category={category}
                  index={index}
                  count={categories.length}
                  onEditProduct={setProductTarget}
                  onMove={(to) =>
                    order.mutate({
                      categoryId: null,
                      ids: movedIds(
                        categories.map((c) => c.id),
                        index,
                        to,
                      ),
                    })
                  }
                />
              ))}
            </SortableList>
            <AddCategory businessId={id} />
          </>
        )}
      </Stack>
      <ProductDialog
        businessId={id}
        categories={categories}
        target={productTarget}
        onClose={() => setProductTarget(null)}
      />
      <CopyMenuDialog businessId={id} opened={isCopying} onClose={() => setCopying(false)} />
      <ImportDialog
        key={importFile ? `${importFile.name}-${importFile.lastModified}` : 'none'}
        businessId={id}
        file={importFile}
        onClose={() => {
          setImportFile(null);
          resetFile.current?.();
        }}
      />
    </UnsavedChangesGuard>
  );
}
