import { Alert, Button, CopyButton, Group, Loader } from '@mantine/core';
import type { TBuild } from '@oc/domain/builds/build.schema';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../components/lazy-modal';
import { useBuildLog } from '../../data/builds/get-build-log';
import { logTextOf, saveLog } from './log-file';
import { LogLines } from './log-lines';
import '../../lib/page-words/settings-app';

type TLogDialogProps = { appId: number; build: TBuild; opened: boolean; onClose: () => void };

/**
 * 'See Logs': the build's whole log, to read, copy or save as a .txt file. The log is asked for as
 * the dialog opens, while the dialog's code downloads the first time.
 */
export function LogDialog({ appId, build, opened, onClose }: TLogDialogProps) {
  const { t } = useTranslation();
  const log = useBuildLog(appId, build.id, { enabled: opened });
  const platform = t(`settings.app.builds.platforms.${build.platform}`);
  const title = t('settings.app.builds.logModal.title', { platform, version: build.app_version });
  const text = log.data ? logTextOf(log.data.lines) : '';
  return (
    <LazyModal opened={opened} onClose={onClose} title={title} size="xl" centered>
      {log.isError ? (
        <Alert color="red">{t('settings.app.builds.logModal.failed')}</Alert>
      ) : log.data ? (
        <LogLines lines={log.data.lines} label={title} height={420} />
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t('settings.app.builds.logModal.loading')} />
        </Group>
      )}
      <Group justify="flex-end" mt="md">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy} disabled={!log.data}>
              {copied
                ? t('settings.app.builds.logModal.copied')
                : t('settings.app.builds.logModal.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          disabled={!log.data}
          onClick={() => log.data && saveLog(build, log.data.lines)}
        >
          {t('settings.app.builds.logModal.download')}
        </Button>
      </Group>
    </LazyModal>
  );
}
