import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyOr } from './lazy-or';

export type TAlertDialogProps = {
  title: string;
  messages: string[];
  closeLabel: string;
  onClose: () => void;
};

// Mantine's Modal (with its focus trap, scroll lock and overlay, ~10 KB gzip) downloads the first
// time a dialog opens, not with every settings page (issue 14).
const AlertDialogModal = lazyOr(
  () => import('./alert-dialog-modal').then((m) => m.AlertDialogModal),
  BrowserAlert,
);

/** If the dialog's code could not be downloaded: the same messages, shown by the browser. */
export function BrowserAlert({ title, messages, onClose }: TAlertDialogProps) {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (messages.length === 0) return;
    window.alert([title, ...messages].join('\n\n'));
    close.current();
  }, [title, messages]);
  return null;
}

/**
 * Errors listed together in one dialog, titled 'Ordering' on the settings pages
 * (docs/product/errors.md#where-errors-appear). Once shown it stays mounted, so that it closes
 * with Mantine's transition and opens again at once.
 */
export function AlertDialog(props: TAlertDialogProps) {
  const [shown, setShown] = useState(false);
  if (props.messages.length > 0 && !shown) setShown(true);
  if (!shown && props.messages.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialogModal {...props} />
    </Suspense>
  );
}
