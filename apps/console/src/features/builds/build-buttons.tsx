import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TApp } from '@oc/domain/apps/app.schema';
import type { TPlatform } from '@oc/domain/apps/platforms';
import {
  buildModeFor,
  isBuildButtonDisabled,
  type TBuildTier,
  type TRequiredBuildField,
} from '@oc/domain/builds/build.rules';
import type { TBuildKind } from '@oc/domain/builds/build.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../../components/alert-dialog';
import { missingFieldsOf, useStartBuild } from '../../data/builds/start-build';
import { errorMessages } from '../../lib/error-message';
import { RequiredFieldsDialog } from './required-fields-dialog';
import '../../lib/page-words/settings-app';

const TIERS: readonly TBuildTier[] = ['pro', 'test'];

/**
 * A platform's 'Build Pro' and 'Build Test' buttons (docs/product/builds.md#build-modes), with the
 * APK/AAB choice for Android. They are disabled while a build of the platform is unfinished or a
 * request is on its way (isBuildButtonDisabled). A refusal opens the 'Required fields' dialog
 * (422: the missing fields) or the 'Build error' dialog (any other message).
 */
export function BuildButtons({ app, platform }: { app: TApp; platform: TPlatform }) {
  const { t } = useTranslation();
  const start = useStartBuild(app.id);
  const [kind, setKind] = useState<TBuildKind>('assemble');
  const [tierSent, setTierSent] = useState<TBuildTier | null>(null);
  const [missing, setMissing] = useState<TRequiredBuildField[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const helpId = useId();
  const disabled = isBuildButtonDisabled(app.builds, platform, start.isPending);

  const build = (tier: TBuildTier) => {
    setTierSent(tier);
    start.mutate(
      {
        platform,
        mode: buildModeFor(platform, tier),
        ...(platform === 'android' ? { type: kind } : {}),
      },
      {
        onError: (error) => {
          const fields = missingFieldsOf(error);
          if (fields) setMissing(fields);
          else setErrors(errorMessages(error, t('settings.app.builds.buildError.failed')));
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      {platform === 'android' && (
        <Group gap="sm">
          <Text size="sm" fw={500} id={`${helpId}-kind`}>
            {t('settings.app.builds.androidPackage')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${helpId}-kind`}
            size="xs"
            value={kind}
            onChange={(value) => setKind(value as TBuildKind)}
            disabled={disabled}
            data={[
              { value: 'assemble', label: t('settings.app.builds.kinds.assemble') },
              { value: 'bundle', label: t('settings.app.builds.kinds.bundle') },
            ]}
          />
        </Group>
      )}
      <Group gap="sm">
        {TIERS.map((tier) => (
          <Button
            key={tier}
            variant={tier === 'pro' ? 'filled' : 'light'}
            disabled={disabled}
            loading={start.isPending && tierSent === tier}
            aria-describedby={helpId}
            onClick={() => build(tier)}
          >
            {tier === 'pro'
              ? t('settings.app.builds.buildPro')
              : t('settings.app.builds.buildTest')}
          </Button>
        ))}
      </Group>
      <Text size="xs" c="dimmed" id={helpId}>
        {t(`settings.app.builds.tierHelp.${platform}`)}
      </Text>
      <RequiredFieldsDialog platform={platform} fields={missing} onClose={() => setMissing([])} />
      <AlertDialog
        title={t('settings.app.builds.buildError.title')}
        messages={errors}
        closeLabel={t('settings.app.builds.buildError.ok')}
        onClose={() => setErrors([])}
      />
    </Stack>
  );
}
