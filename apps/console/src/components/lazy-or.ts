import { type ComponentType, lazy } from 'react';

/**
 * A component whose code downloads the first time it is drawn (React.lazy), so that a page does not
 * wait for a dialog it may never open (issue 14); `fallback` in its place if that download fails
 * (the console was updated while the tab was open, or the network dropped), so that the owner is
 * still asked or told, by the browser, and nothing is lost.
 */
export function lazyOr<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
) {
  return lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: fallback }),
    ),
  );
}
