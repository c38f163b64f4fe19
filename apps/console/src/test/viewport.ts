type THappyDOM = { setViewport: (size: { width?: number; height?: number }) => void };

/** The window's size before any test changed it (happy-dom's own: 1024 × 768). */
const STARTING = { width: window.innerWidth, height: window.innerHeight };

/**
 * Sets happy-dom's viewport: its media queries read this, not a window.innerWidth set by hand.
 * A test that sets it puts it back with resetViewport.
 */
export function setViewport(size: { width: number; height?: number }) {
  (window as unknown as { happyDOM: THappyDOM }).happyDOM.setViewport(size);
}

/** The viewport back to the size the tests start with. */
export function resetViewport() {
  setViewport(STARTING);
}
