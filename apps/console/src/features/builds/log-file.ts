import type { TBuild, TBuildLogLine } from '@oc/domain/builds/build.schema';

/** A build's log as plain text, one line each. */
export const logTextOf = (lines: readonly TBuildLogLine[]) =>
  lines.map((line) => line.text).join('\n');

/** Saves a build's log as a .txt file the browser downloads, without a round trip to the server. */
export function saveLog(build: TBuild, lines: readonly TBuildLogLine[]) {
  const text = `${logTextOf(lines)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${build.platform}-build-${build.id}-log.txt`;
  link.click();
  URL.revokeObjectURL(url);
}
