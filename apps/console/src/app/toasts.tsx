import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container on its own, so the console downloads it after the first page is drawn
 * (provider.tsx); Mantine's toast store, which pages call, stays apart from it and small.
 */
export function Toasts() {
  return <Notifications position="top-right" />;
}
