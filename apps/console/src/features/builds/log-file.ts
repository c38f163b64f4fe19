import type { TBuild, TBuildLogLine } from '@oc/domain/builds/build.schema';
import { saveBlob } from '../../lib/download-file';

/** A build's log as plain text, one line each. */
export const logTextOf = (lines: readonly TBuildLogLine[]) =>
  lines.map((line) => line.text).join('\n');

/** Saves a build's log as a .txt file the browser downloads, without a round trip to the server. */
export function saveLog(build: TBuild, lines: readonly TBuildLogLine[]) {
  const text = `${logTextOf(lines)}\n`;
  saveBlob(
    new Blob([text], { type: 'text/plain;charset=utf-8' }),
    `${build.platform}-build-${build.id}-log.txt`,
  );
}
