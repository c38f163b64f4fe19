import { useDirection } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** Turned round: an arrow drawn pointing left points right. */
const MIRRORED = { transform: 'scaleX(-1)' } as const;

/**
 * An icon that points the way the page reads (back, previous, next, open, the menu's side): drawn
 * for left to right, turned round when the console reads right to left (Arabic), so 'back' still
 * points to where the reader came from. Decorative: the words beside it say what it does.
 */
export function FlowIcon({ icon: Drawn, size }: { icon: Icon; size: number }) {
  const { dir } = useDirection();
  return <Drawn size={size} aria-hidden style={dir === 'rtl' ? MIRRORED : undefined} />;
}
