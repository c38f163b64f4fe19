import { useEffect, useRef } from 'react';
import type { TAlertDialogProps } from './alert-dialog-modal';
import { lazyOr } from './lazy-or';

/**
 * Errors listed together in one dialog, titled 'Ordering' on the settings pages
 * (docs/product/errors.md#where-errors-appear). Mantine's Modal (with its focus trap, scroll lock
 * and overlay) downloads the first time there is something to say, not with every settings page
 * (docs/decisions/020).
 */
export const AlertDialog = lazyOr(
  () => import('./alert-dialog-modal').then((m) => m.AlertDialogModal),
  BrowserAlert,
  (props) => props.messages.length > 0,
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
