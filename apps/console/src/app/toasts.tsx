import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container on its own, so the console downloads it after the first page is drawn
 * (provider.tsx); Mantine's toast store, which pages call, stays apart from it and small. Toasts
 * come at the top, on the side where lines end: the right, the left in Arabic.
 */
export function Toasts() {
  const { dir } = useDirection();
  return <Notifications position={dir === 'rtl' ? 'top-left' : 'top-right'} />;
}
