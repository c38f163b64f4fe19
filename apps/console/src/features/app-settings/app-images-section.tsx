import { visibleImages } from '@oc/domain/apps/actions.rules';
import type { TApp } from '@oc/domain/apps/app.schema';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { ActionImagesGrid } from './action-images-grid';

type TProps = { app: TApp; onError: (messages: string[]) => void };

/** Spec 2.7 item 3: the general_images group; the franchises app hides the images of spec 5. */
export function AppImagesSection({ app, onError }: TProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('settings.app.sections.images')}>
      <ActionImagesGrid
        appId={app.id}
        actions={visibleImages(app.baseActions, app.base.code)}
        onError={onError}
      />
    </SectionCard>
  );
}
