import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone, scrolled sideways inside its own box. The box itself is reached with
 * Tab, so the keyboard can scroll it even when the table holds nothing else to Tab to (axe's
 * scrollable-region-focusable); it is named as the table is.
 */
export function KeyboardScrollContainer({
  minWidth,
  label,
  children,
}: {
  minWidth: number;
  /** The table's name ('Activity'). */
  label: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
