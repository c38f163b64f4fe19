import { Alert, Button, CopyButton, Group, Loader, Modal } from '@mantine/core';
import type { TBuild, TBuildLog } from '@oc/domain/builds/build.schema';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../components/use-opened-after-mount';
import { logTextOf, saveLog } from './log-file';
import { LogLines } from './log-lines';

export type TLogModalProps = {
  build: TBuild;
  log: { data: TBuildLog | undefined; isError: boolean };
  opened: boolean;
  onClose: () => void;
};

/** LogDialog's Modal (log-dialog.tsx), loaded the first time a build's log is opened. */
export function LogModal({ build, log, opened, onClose }: TLogModalProps) {
  const { t } = useTranslation();
  const platform = t(`settings.app.builds.platforms.${build.platform}`);
  const title = t('settings.app.builds.logModal.title', { platform, version: build.app_version });
  const text = log.data ? logTextOf(log.data.lines) : '';
  return (
    <Modal opened={useOpenedAfterMount(opened)} onClose={onClose} title={title} size="xl" centered>
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
    </Modal>
  );
}
