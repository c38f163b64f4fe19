import { Alert, Avatar, Button, Group, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@oc/domain/messages/messages';
import { useTranslation } from 'react-i18next';
import { BusinessPreviewButton } from '../../components/business-preview-button';
import { LoadFailed } from '../../components/load-failed';
import { ProductSkeleton } from '../../components/product-skeleton';
import { UnsavedChangesGuard } from '../../components/unsaved-changes';
import { useSeesAllBusinesses } from '../../data/auth/role';
import { useBusiness } from '../../data/businesses/get-business';
import { ApiError } from '../../lib/api-client';
import { translateServerMessage } from '../../lib/i18n';
import { Link, useParams } from '../../lib/router';
import { ArchiveButton } from './archive-button';
import { BackToList } from './back-to-list';
import { BusinessForm } from './business-form';
import { BusinessStatusBadge } from './business-status-badge';
import '../../lib/page-words/businesses';

/** The id in the address, when it is one. */
function idOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * /businesses/:businessId: one business, archived or not, with its status, Archive or Restore,
 * and its form. While it loads, placeholders; a business that is not the project's (or none) is
 * 'This business was not found.', like the API says it.
 */
export function BusinessEditPage() {
  // Archiving changes the project's set of businesses: not a business manager's to do.
  const mayArchive = useSeesAllBusinesses();
  const { t } = useTranslation();
  const businessId = idOf(useParams().businessId);
  const business = useBusiness(businessId);

  let body: React.ReactNode;
  if (
    businessId === undefined ||
    (business.error instanceof ApiError && business.error.status === 404)
  ) {
    body = (
      <Alert color="red" role="alert">
        {translateServerMessage(MESSAGES.BUSINESS_NOT_FOUND)}
      </Alert>
    );
  } else if (business.error) {
    body = (
      <LoadFailed
        title={t('businesses.edit.loadFailed')}
        error={business.error}
        onRetry={() => void business.refetch()}
      />
    );
  } else if (!business.data) {
    body = <ProductSkeleton label={t('businesses.edit.loading')} />;
  }
  const data = body ? null : business.data;

  return (
    <UnsavedChangesGuard>
      <Stack>
        <BackToList />
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            {data && (
              <Avatar
                src={data.logo}
                alt=""
                radius="md"
                size="md"
                name={data.name}
                color="initials"
              />
            )}
            <Title order={1} size="h2" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {data?.name ?? t('businesses.edit.title')}
            </Title>
            {data && <BusinessStatusBadge archived={data.archived} published={data.published} />}
          </Group>
          {data && (
            <Group gap="xs">
              <Button component={Link} to={`/businesses/${data.id}/menu`} variant="default">
                {t('businesses.edit.menuLink')}
              </Button>
              <BusinessPreviewButton business={data} />
              {mayArchive && <ArchiveButton business={data} />}
            </Group>
          )}
        </Group>
        {data?.archived && (
          <Alert color="gray" role="status">
            {t('businesses.edit.archivedNote')}
          </Alert>
        )}
        {data ? <BusinessForm key={data.id} business={data} /> : body}
      </Stack>
    </UnsavedChangesGuard>
  );
}
