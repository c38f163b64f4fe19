import { Text } from '@mantine/core';
import { visibleImages } from '@oc/domain/apps/actions.rules';
import type { TApp } from '@oc/domain/apps/app.schema';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { ActionImagesGrid } from './action-images-grid';
import '../../lib/page-words/settings-app';

type TProps = { app: TApp; onError: (messages: string[]) => void };

/**
 * The general_images group (docs/product/app-settings.md#images); the franchises app hides some
 * (docs/product/validation.md#franchises-app-images).
 */
export function AppImagesSection({ app, onError }: TProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('settings.app.sections.images')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.app.actions.savedWhenUploaded')}
      </Text>
      <ActionImagesGrid
        appId={app.id}
        actions={visibleImages(app.baseActions, app.base.code)}
        onError={onError}
      />
    </SectionCard>
  );
}
