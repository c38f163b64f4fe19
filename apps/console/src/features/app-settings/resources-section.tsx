import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { actionsOfKind, RESOURCE_KINDS } from '@oc/domain/apps/actions.rules';
import type { TApp } from '@oc/domain/apps/app.schema';
import { generationTargets } from '@oc/domain/apps/image-generation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/section-card';
import { ActionImagesGrid } from './action-images-grid';
import { GenerateImagesDialog } from './generate-images-dialog';
import '../../lib/page-words/settings-app';

type TProps = { app: TApp; onError: (messages: string[]) => void };

/**
 * Icons, notifications, Android splash and iOS splash, each group that exists
 * (docs/product/app-settings.md#resources); all of them can be made from one icon at once.
 */
export function ResourcesSection({ app, onError }: TProps) {
  const { t } = useTranslation();
  const groups = RESOURCE_KINDS.map((kind) => ({
    kind,
    actions: actionsOfKind(app.baseActions, kind),
  })).filter((g) => g.actions.length > 0);
  const [isGenerating, setGenerating] = useState(false);
  const canGenerate = generationTargets(app.baseActions).length > 0;
  return (
    <SectionCard title={t('settings.app.sections.resources')}>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed">
          {t('settings.app.actions.savedWhenUploaded')}
        </Text>
        {canGenerate && (
          <Button size="xs" variant="light" onClick={() => setGenerating(true)}>
            {t('settings.app.generate.open')}
          </Button>
        )}
      </Group>
      {canGenerate && (
        <GenerateImagesDialog
          app={app}
          opened={isGenerating}
          onClose={() => setGenerating(false)}
        />
      )}
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
