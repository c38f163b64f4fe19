import { useEffect, useRef } from 'react';
import { lazyOr } from '../../components/lazy-or';
import type { TConfirmDialogProps } from './confirm-dialog-modal';

/**
 * Asks before an action that cannot be undone (cancelling a build, deleting certificates). Mantine's
 * Modal (with its focus trap, scroll lock and overlay) downloads the first time a question is
 * asked, not with the settings page (docs/decisions/020).
 */
export const ConfirmDialog = lazyOr(
  () => import('./confirm-dialog-modal').then((m) => m.ConfirmDialogModal),
  BrowserConfirm,
  (props) => props.opened,
);

/** If the dialog's code could not be downloaded: the same question, asked by the browser. */
export function BrowserConfirm({ opened, title, body, onConfirm, onClose }: TConfirmDialogProps) {
  // Asked once each time the dialog opens, with the answer's handlers of that moment. The action
  // runs while the dialog is still open (isPending), so it is not asked again meanwhile.
  const answer = useRef({ onConfirm, onClose });
  answer.current = { onConfirm, onClose };
  useEffect(() => {
    if (!opened) return;
    if (window.confirm(`${title}\n\n${body}`)) answer.current.onConfirm();
    else answer.current.onClose();
  }, [opened, title, body]);
  return null;
}
