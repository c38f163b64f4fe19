import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code downloads the first time it opens (React.lazy), so that a page does not wait
 * for a dialog it may never open (docs/decisions/020); `fallback` in its place if that download
 * fails (the console was updated while the tab was open, or the network dropped), so that the owner
 * is still asked or told, by the browser, and nothing is lost. Nothing is drawn until `isOpen(props)` is
 * first true; from then on it stays mounted, so that it closes with Mantine's transition and opens
 * again at once.
 */
export function lazyOr<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
  isOpen: (props: P) => boolean,
) {
  const Loaded = lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: fallback }),
    ),
  );
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [shown, setShown] = useState(false);
    if (open && !shown) setShown(true);
    if (!shown && !open) return null;
    return createElement(Suspense, { fallback: null }, createElement(Loaded, props));
  };
}
