import { useEffect, useState } from 'react';

/**
 * `opened`, but false for a dialog's first render. A Modal loaded when its dialog first opens would
 * otherwise be drawn open at once, and Mantine notes the element that had focus, and plays the
 * opening transition, only when `opened` changes: closing would leave focus nowhere instead of on
 * the button that opened it. Drawn closed first, it opens as a Modal always in the page does.
 */
export function useOpenedAfterMount(opened: boolean) {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return opened && isMounted;
}
