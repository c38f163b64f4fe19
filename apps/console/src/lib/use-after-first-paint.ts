import { startTransition, useEffect, useState } from 'react';

/** How long to wait for a frame before drawing the rest anyway: a tab in the background has none. */
const FRAME_WAIT_MS = 200;

/**
 * False until the browser has painted the component's first draw with `isDrawn` (its data), then
 * true. A long page draws its first section at once and the others when this turns true, each in a
 * placeholder of about its height meanwhile, so its first field shows before the page's whole
 * length is drawn (docs/decisions/024). The rest is drawn in a transition: React draws it in
 * slices between which the browser paints and takes the owner's typing.
 */
export function useIsAfterFirstPaint(isDrawn = true): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => {
    if (isAfter || !isDrawn) return;
    let timer = 0;
    const drawRest = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      startTransition(() => setIsAfter(true));
    };
    // A frame's callback runs before that frame is painted; a task it queues, after.
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = window.setTimeout(drawRest);
    });
    timer = window.setTimeout(drawRest, FRAME_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isAfter, isDrawn]);
  return isAfter;
}
