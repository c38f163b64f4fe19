/**
 * The element that last had the focus in the page. A button that starts something is disabled
 * while it runs ('Build Pro'), and the browser then moves the focus to the page's body: a dialog
 * opened by the answer ('Required fields') finds nothing focused, and gives the focus back here
 * instead (mantine-modal.tsx). Listening starts as the console's dialogs' code loads.
 */
let lastFocused: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

/** What had the focus last, if it is still in the page. */
export function lastFocusedElement(): HTMLElement | null {
  return lastFocused?.isConnected ? lastFocused : null;
}
