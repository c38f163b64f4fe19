import { Code, ScrollArea, Text } from '@mantine/core';
import type { TBuildLogLine } from '@oc/domain/builds/build.schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/settings-app';

/** How close to the bottom (px) still counts as "following the log". */
const FOLLOW_SLACK = 24;

type TLogLinesProps = { lines: readonly TBuildLogLine[]; label: string; height: number };

/**
 * A build's log in monospace, the newest line kept in view as lines arrive, unless the owner has
 * scrolled up to read an earlier one (then it stays where they are until they scroll back down).
 */
export function LogLines({ lines, label, height }: TLogLinesProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again each time lines arrive
  useEffect(() => {
    const el = viewport.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [lines.length]);

  return (
    <ScrollArea
      h={height}
      viewportRef={viewport}
      type="auto"
      onScrollPositionChange={({ y }) => {
        const el = viewport.current;
        if (el) following.current = el.scrollHeight - el.clientHeight - y <= FOLLOW_SLACK;
      }}
      viewportProps={{ tabIndex: 0, role: 'log', 'aria-label': label }}
    >
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.app.builds.logEmpty')}
        </Text>
      ) : (
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {lines.map((line) => line.text).join('\n')}
        </Code>
      )}
    </ScrollArea>
  );
}
