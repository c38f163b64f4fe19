import { SimpleGrid, Text } from '@mantine/core';
import type { TApp } from '@oc/domain/apps/app.schema';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { ConstantField } from './constant-field';
import '../../lib/page-words/settings-app';

/** The app's base constants, one control each by type (docs/product/app-settings.md#constants). */
export function ConstantsSection({ app }: { app: TApp }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('settings.app.sections.constants')}>
      {/* No save bar here: each constant saves by itself (docs/product/screens.md#saving). */}
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.app.constants.autoSaved')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {app.baseConstants.map((constant) => (
          <ConstantField key={constant.id} appId={app.id} constant={constant} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
