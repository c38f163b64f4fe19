import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TApp } from '@oc/domain/apps/app.schema';
import { buildStatusColor, isBuildFinished } from '@oc/domain/builds/build.rules';
import type { TBuild } from '@oc/domain/builds/build.schema';
import { useTranslation } from 'react-i18next';
import { useBuildLog } from '../../data/builds/get-build-log';
import { relativeTo } from '../../lib/relative-time';
import { CancelBuildButton } from './cancel-build-button';
import { DeleteCertificatesButton } from './delete-certificates-button';
import { LogDialog } from './log-dialog';
import { LogLines } from './log-lines';
import '../../lib/page-words/settings-app';

/** The spec's status colours in Mantine's palette (docs/product/builds.md#build-statuses). */
const COLOURS = { warning: 'yellow', success: 'green', danger: 'red', neutral: 'gray' } as const;

/** The log growing while the build runs, polled every second until it finishes. */
function LiveLog({ appId, build }: { appId: number; build: TBuild }) {
  const { t } = useTranslation();
  const log = useBuildLog(appId, build.id, { enabled: true });
  return (
    <LogLines lines={log.data?.lines ?? []} label={t('settings.app.builds.log')} height={220} />
  );
}

/**
 * The platform's last build (docs/product/builds.md): its status in the spec's colour, version,
 * mode and time; its queue position while queued; the live log and 'Cancel build' while it runs;
 * the error and 'Delete certificates' when it failed; 'See Logs' once it has finished.
 */
export function LastBuild({ app, build }: { app: TApp; build: TBuild }) {
  const { t } = useTranslation();
  const [logOpened, log] = useDisclosure(false);
  const updated = new Date(build.updated_at);
  const ago = relativeTo(build.updated_at, Date.now());
  const running = build.status === 'building' || build.status === 'finishing';
  const failed = build.status === 'failed' || build.status === 'error_request';
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Badge color={COLOURS[buildStatusColor(build.status)]} variant="light">
          {t(`settings.app.builds.statuses.${build.status}`)}
        </Badge>
        <Text size="sm">{t('settings.app.builds.version', { version: build.app_version })}</Text>
        <Text size="sm">
          {t(`settings.app.builds.modes.${build.mode}`)}
          {build.platform === 'android' && ` · ${t(`settings.app.builds.kinds.${build.kind}`)}`}
        </Text>
        <Text size="sm" c="dimmed" title={t('settings.app.builds.exactTime', { date: updated })}>
          {ago.value === 0
            ? t('settings.app.builds.updatedJustNow')
            : t('settings.app.builds.updatedAt', {
                when: ago.value,
                formatParams: { when: { range: ago.unit } },
              })}
        </Text>
      </Group>
      {build.status === 'queued' && build.queue_position !== null && (
        <Text size="sm">
          {t('settings.app.builds.queuePosition', { position: build.queue_position })}
        </Text>
      )}
      {running && <LiveLog appId={app.id} build={build} />}
      {failed && (build.error_code || build.error_description) && (
        <Stack gap={2}>
          {build.error_code && (
            <Text size="sm" c="red" fw={500}>
              {t('settings.app.builds.errorCode', { code: build.error_code })}
            </Text>
          )}
          {build.error_description && <Text size="sm">{build.error_description}</Text>}
        </Stack>
      )}
      <Group gap="sm">
        {!isBuildFinished(build.status) && <CancelBuildButton appId={app.id} build={build} />}
        {isBuildFinished(build.status) && (
          <Button variant="default" size="xs" onClick={log.open}>
            {t('settings.app.builds.seeLogs')}
          </Button>
        )}
        {build.status === 'failed' && (
          <DeleteCertificatesButton appId={app.id} platform={build.platform} />
        )}
      </Group>
      {isBuildFinished(build.status) && (
        <LogDialog appId={app.id} build={build} opened={logOpened} onClose={log.close} />
      )}
    </Stack>
  );
}
