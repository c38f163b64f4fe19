import type { TBuild } from '@oc/domain/builds/build.schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyOr } from '../../components/lazy-or';
import { useBuildLog } from '../../data/builds/get-build-log';
import { saveLog } from './log-file';
import type { TLogModalProps } from './log-modal';

type TLogDialogProps = { appId: number; build: TBuild; opened: boolean; onClose: () => void };

// Mantine's Modal downloads the first time a log is opened, not with the settings page.
const LogModal = lazyOr(
  () => import('./log-modal').then((m) => m.LogModal),
  LogAsFile,
  (props) => props.opened,
);

/**
 * If the dialog's code could not be downloaded (the console was updated while the tab was open,
 * say) the log still arrives: saved as the .txt file its Download button saves. If the log cannot
 * be had either, the dialog's message, shown by the browser.
 */
export function LogAsFile({ build, log, opened, onClose }: TLogModalProps) {
  const { t } = useTranslation();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    // Once the log has arrived, or has failed to.
    if (!opened || (!log.data && !log.isError)) return;
    if (log.data) saveLog(build, log.data.lines);
    else window.alert(t('settings.app.builds.logModal.failed'));
    close.current();
  }, [opened, build, log.data, log.isError, t]);
  return null;
}

/**
 * 'See Logs': the build's whole log, to read, copy or save as a .txt file. The log is asked for as
 * the dialog opens, while its code downloads the first time.
 */
export function LogDialog({ appId, build, opened, onClose }: TLogDialogProps) {
  const log = useBuildLog(appId, build.id, { enabled: opened });
  return <LogModal build={build} log={log} opened={opened} onClose={onClose} />;
}
