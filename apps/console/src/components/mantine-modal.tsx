import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { lastFocusedElement } from './focus-memory';

/**
 * Gives the focus back to what opened the dialog once it has closed, when the focus was left
 * nowhere (on the page's body, where the next Tab starts over from the top). Mantine does this
 * only for a dialog that stays in the page and closes by `opened` turning false; a dialog drawn
 * only while open (the custom domain's, the custom sound's) is taken out of the page instead, and
 * the focus went with it. What had the focus is noted as the dialog opens, before Mantine moves
 * it inside; when nothing had (the button that asked was disabled while it waited), what had it
 * last (focus-memory.ts).
 */
function useFocusBack(opened: boolean, dialogId: string, onExitTransitionEnd?: () => void) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpened = useRef(false);
  if (opened && !wasOpened.current && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current =
      active instanceof HTMLElement && active !== document.body ? active : lastFocusedElement();
  }
  wasOpened.current = opened;
  const focusBack = () => {
    const element = opener.current;
    const active = document.activeElement;
    if (!element?.isConnected) return;
    // Still in the closed dialog counts as nowhere: on a busy machine this can run before React
    // has taken the dialog's content out of the page, and the focus then went with it.
    const isInDialog = document.getElementById(dialogId)?.contains(active) ?? false;
    if (active === null || active === document.body || !active.isConnected || isInDialog) {
      element.focus({ preventScroll: true });
    }
  };
  const focusBackRef = useRef(focusBack);
  focusBackRef.current = focusBack;
  // Taken out of the page while open: once it has gone, the focus it held is nowhere.
  useEffect(
    () => () => {
      if (wasOpened.current) window.setTimeout(() => focusBackRef.current(), 0);
    },
    [],
  );
  return () => {
    // Once its content has left the page.
    window.setTimeout(() => focusBackRef.current(), 0);
    onExitTransitionEnd?.();
  };
}

/** The console's dialogs open now, the last opened last: the one on top. */
let openDialogs: readonly symbol[] = [];
const onOpenDialogsChange = new Set<() => void>();
const subscribe = (listener: () => void) => {
  onOpenDialogsChange.add(listener);
  return () => onOpenDialogsChange.delete(listener);
};
function markOpen(dialog: symbol, isOpen: boolean) {
  const others = openDialogs.filter((open) => open !== dialog);
  const next = isOpen ? [...others, dialog] : others;
  if (next.length === openDialogs.length && next.every((open, i) => open === openDialogs[i]))
    return;
  openDialogs = next;
  for (const listener of onOpenDialogsChange) listener();
}

/**
 * Whether this dialog is the one on top: only that one closes with Escape. Every open Mantine
 * Modal listens for Escape on the whole window, so one pressed in a dialog opened from another (the
 * rich text's 'Insert link', an error over a form) closed both, and what was being written with it.
 */
function useIsOnTop(opened: boolean) {
  const [dialog] = useState(() => Symbol('dialog'));
  useEffect(() => {
    markOpen(dialog, opened);
    return () => markOpen(dialog, false);
  }, [dialog, opened]);
  const onTop = useSyncExternalStore(
    subscribe,
    () => openDialogs.at(-1),
    () => undefined,
  );
  return onTop === undefined || onTop === dialog;
}

/**
 * Every console dialog: Mantine's Modal, drawn closed on its first render and giving the focus
 * back to its opener (useFocusBack); of two open, Escape closes only the one on top (useIsOnTop).
 * As LazyModal (lazy-modal.tsx) downloads it, a Modal loaded as its dialog first opens would
 * otherwise be drawn open at once, and Mantine notes the element that had focus, and plays the
 * opening transition, only when `opened` changes. Drawn closed first, it opens as a Modal always in
 * the page does. Its close button is named by the theme (provider.tsx).
 */
export function MantineModal({
  opened,
  onExitTransitionEnd,
  closeOnEscape = true,
  id,
  ...props
}: ModalProps) {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // The dialog's own element in the page (Mantine gives its root this id).
  const ownId = useId();
  const dialogId = id ?? ownId;
  const handleExitEnd = useFocusBack(opened, dialogId, onExitTransitionEnd);
  const isOnTop = useIsOnTop(opened && isMounted);
  return (
    <Modal
      {...props}
      id={dialogId}
      opened={opened && isMounted}
      closeOnEscape={closeOnEscape && isOnTop}
      onExitTransitionEnd={handleExitEnd}
    />
  );
}
