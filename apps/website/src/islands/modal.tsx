/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren, RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/**
 * A native `<dialog>`, open while mounted: modal (`showModal`: backdrop, the page inert, focus kept
 * inside) or not (`show`, the cart's popover). Esc, the close request and a click on the backdrop
 * call `onClose`; focus moves to the element marked `data-autofocus` (else the dialog) and, once
 * closed, back to `returnFocus` or whatever had it before (Safari does not focus a clicked button).
 */
export function Modal({
  labelledBy,
  describedBy,
  role,
  class: className,
  isModal = true,
  returnFocus,
  onClose,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  role?: 'alertdialog';
  class?: string;
  isModal?: boolean;
  returnFocus?: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ComponentChildren;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement as HTMLElement | null;
    if (isModal) dialog.showModal();
    else dialog.show();
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    target.focus();
    return () => {
      if (dialog.open) dialog.close();
      const back = returnFocus?.current ?? before;
      if (back?.isConnected && back !== document.body) back.focus();
    };
  }, [isModal, returnFocus]);

  return (
    <dialog
      ref={ref}
      class={className}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (isModal && e.target === ref.current) onClose();
      }}
    >
      {/* The dialog itself has no padding, so a click on it (not on this) is on the backdrop. */}
      <div class="oc-dialog-body">{children}</div>
    </dialog>
  );
}
