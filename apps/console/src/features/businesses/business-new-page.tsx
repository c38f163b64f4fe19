import { Stack, Title } from '@mantine/core';
import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '../../components/unsaved-changes';
import { useNavigate } from '../../lib/router';
import { BackToList } from './back-to-list';
import { BusinessForm } from './business-form';
import '../../lib/page-words/businesses';

/** /businesses/new: the business form, empty; once created, the business's own page. */
export function BusinessNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleCreated = useCallback(
    (business: TBusinessDetails) => navigate(`/businesses/${business.id}`, { replace: true }),
    [navigate],
  );
  return (
    <UnsavedChangesGuard>
      <Stack>
        <BackToList />
        <Title order={1} size="h2">
          {t('businesses.new.title')}
        </Title>
        <BusinessForm business={null} onCreated={handleCreated} />
      </Stack>
    </UnsavedChangesGuard>
  );
}
