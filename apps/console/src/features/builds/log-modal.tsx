import { Alert, Button, CopyButton, Group, Loader, Modal } from '@mantine/core';
import type { TBuild } from '@oc/domain/builds/build.schema';
import { useTranslation } from 'react-i18next';
import { useBuildLog } from '../../data/builds/get-build-log';
import { LogLines } from './log-lines';

type TLogModalProps = { appId: number; build: TBuild; opened: boolean; onClose: () => void };

/** Saves text as a file the browser downloads, without a round trip to the server. */
function saveText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** 'See Logs': the build's whole log, to read, copy or save as a .txt file. */
export function LogModal({ appId, build, opened, onClose }: TLogModalProps) {
  const { t } = useTranslation();
  const log = useBuildLog(appId, build.id, { enabled: opened });
  const platform = t(`settings.app.builds.platforms.${build.platform}`);
  const title = t('settings.app.builds.logModal.title', { platform, version: build.app_version });
  const text = log.data?.lines.map((line) => line.text).join('\n') ?? '';
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
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
          onClick={() => saveText(`${text}\n`, `${build.platform}-build-${build.id}-log.txt`)}
        >
          {t('settings.app.builds.logModal.download')}
        </Button>
      </Group>
    </Modal>
  );
}
