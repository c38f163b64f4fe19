import { Stack, Text, Title } from '@mantine/core';
import { actionsOfKind, RESOURCE_KINDS } from '@oc/domain/apps/actions.rules';
import type { TApp } from '@oc/domain/apps/app.schema';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { ActionImagesGrid } from './action-images-grid';

type TProps = { app: TApp; onError: (messages: string[]) => void };

/**
 * Icons, notifications, Android splash and iOS splash, each group that exists
 * (docs/product/app-settings.md#resources).
 */
export function ResourcesSection({ app, onError }: TProps) {
  const { t } = useTranslation();
  const groups = RESOURCE_KINDS.map((kind) => ({
    kind,
    actions: actionsOfKind(app.baseActions, kind),
  })).filter((g) => g.actions.length > 0);
  return (
    <SectionCard title={t('settings.app.sections.resources')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('settings.app.actions.savedWhenUploaded')}
      </Text>
      <Stack gap="xl">
        {groups.map(({ kind, actions }) => (
          <Stack
            key={kind}
            gap="sm"
            component="section"
            aria-label={t(`settings.app.actions.groups.${kind}`)}
          >
            <Title order={4} size="h5">
              {t(`settings.app.actions.groups.${kind}`)}
            </Title>
            <ActionImagesGrid appId={app.id} actions={actions} onError={onError} />
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
