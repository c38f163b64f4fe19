import { SimpleGrid, Text } from '@mantine/core';
import { actionsOfKind } from '@oc/domain/apps/actions.rules';
import type { TApp } from '@oc/domain/apps/app.schema';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { ActionFileField } from './action-file-field';
import '../../lib/page-words/settings-app';

type TProps = { app: TApp; onError: (messages: string[]) => void };

/**
 * The files group: service files the build puts into the app (docs/product/app-settings.md#files).
 */
export function AppFilesSection({ app, onError }: TProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('settings.app.sections.files')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.app.actions.savedWhenUploaded')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {actionsOfKind(app.baseActions, 'files').map((action) => (
          <ActionFileField key={action.id} appId={app.id} action={action} onError={onError} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
