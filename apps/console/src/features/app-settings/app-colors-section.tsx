import { SimpleGrid, Text } from '@mantine/core';
import { actionsOfKind } from '@oc/domain/apps/actions.rules';
import type { TApp } from '@oc/domain/apps/app.schema';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { ActionColorField } from './action-color-field';
import '../../lib/page-words/settings-app';

/**
 * The colors group, each saved as its text_content (docs/product/app-settings.md#theme-settings).
 */
export function AppColorsSection({ app }: { app: TApp }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('settings.app.sections.colors')}>
      {/* No save bar here: each colour saves by itself (docs/product/screens.md#saving). */}
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.app.actions.colorsAutoSaved')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {actionsOfKind(app.baseActions, 'colors').map((action) => (
          <ActionColorField key={action.id} appId={app.id} action={action} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
