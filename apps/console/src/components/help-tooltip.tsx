import { Tooltip } from '@mantine/core';
import type { RefObject } from 'react';

export type THelpTooltipProps = {
  target: RefObject<HTMLElement | null>;
  opened: boolean;
  label: string;
};

/**
 * A page's help text beside its help button (page-header.tsx), downloaded the first time the button
 * is pointed at, focused or tapped: Mantine's Tooltip and Floating UI, placing it, are more than the
 * rest of a page's header for something shown only then. Attached to the button by `target`, so the
 * button, mounted before this code arrives, is never remounted under the owner's focus.
 */
export function HelpTooltip({ target, opened, label }: THelpTooltipProps) {
  return <Tooltip target={target} opened={opened} label={label} multiline w={320} withArrow />;
}
