import { type ComponentProps, lazy, Suspense, useState } from 'react';
// Noted from the first page with a dialog on, before any dialog's code has loaded.
import './focus-memory';

const loadModal = () => import('./mantine-modal');
const MantineModal = lazy(() => loadModal().then((m) => ({ default: m.MantineModal })));

/**
 * Starts the dialogs' download ahead of a dialog that is likely to open soon (a form holds unsaved
 * changes), so that it is there at once.
 */
export function preloadModal() {
  loadModal().catch(() => {});
}

/**
 * Every dialog of the console: Mantine's Modal, with its focus trap, scroll lock and overlay,
 * downloaded the first time any dialog opens, not with every page (docs/decisions/020). Nothing is
 * drawn until `opened` is first true; from then on it stays mounted, so that it closes with
 * Mantine's transition and opens again at once. A download that fails is thrown to the route's
 * error page, as a page's or a tab's that fails to download.
 */
export function LazyModal(props: ComponentProps<typeof MantineModal>) {
  const [isShown, setShown] = useState(false);
  if (props.opened && !isShown) setShown(true);
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <MantineModal {...props} />
    </Suspense>
  );
}
