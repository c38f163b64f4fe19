import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { FIELD_PARAM } from '../lib/field-focus';
import { type TLocation, useBlocker } from '../lib/router';
import { preloadModal } from './lazy-modal';
import { LeaveDialog } from './leave-dialog';

type TAnchor = RefObject<Element | null>;
type TRegistry = { report: (id: string, anchor: TAnchor | null) => void };

const UnsavedChangesContext = createContext<TRegistry | null>(null);

/**
 * A navigation that stays on the page: only the open tab (`?tab=`) or the field to show (`?field=`)
 * changes. The tabs keep what is typed in each, so nothing is left. Going to the login page is not asked about either: the session
 * is over (logged out, or expired), and the page is gone whatever the owner answers.
 */
function isLeaving(from: TLocation, to: TLocation) {
  if (to.pathname === '/login') return false;
  if (from.pathname !== to.pathname) return true;
  const without = (search: string) => {
    const params = new URLSearchParams(search);
    params.delete('tab');
    // A link to a field of the page (lib/field-focus.ts) stays on it too.
    params.delete(FIELD_PARAM);
    params.sort();
    return params.toString();
  };
  return without(from.search) !== without(to.search);
}

/** 'You have unsaved changes' (leave-dialog.tsx) when leaving the page with any. */
function LeaveBlocker({ hasUnsaved }: { hasUnsaved: () => boolean }) {
  const blocker = useBlocker(
    useCallback(
      ({
        currentLocation,
        nextLocation,
      }: {
        currentLocation: TLocation;
        nextLocation: TLocation;
      }) => isLeaving(currentLocation, nextLocation) && hasUnsaved(),
      [hasUnsaved],
    ),
  );
  return (
    <LeaveDialog
      opened={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

/**
 * Around a page with forms: while any of them holds unsaved changes (`useUnsavedChanges`), leaving
 * the page inside the console (the menu, a link, back, another product) asks first, and reloading
 * or closing the browser tab gets the browser's own question (docs/product/screens.md#saving).
 * Switching the page's tabs does not ask: each tab keeps its edits.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // Each dirty form's anchor. A form counts while its elements are in the page (see below).
  const anchors = useRef(new Map<string, TAnchor>());
  const [dirtyCount, setDirtyCount] = useState(0);
  const registry = useMemo<TRegistry>(
    () => ({
      report: (id, anchor) => {
        if (anchor) anchors.current.set(id, anchor);
        else anchors.current.delete(id);
        setDirtyCount(anchors.current.size);
      },
    }),
    [],
  );
  const hasUnsaved = useCallback(
    () => [...anchors.current.values()].some((anchor) => anchor.current?.isConnected),
    [],
  );
  const isDirty = dirtyCount > 0;

  useEffect(() => {
    if (!isDirty) return;
    // The dialogs' code, fetched now, so that the question is there at once if the owner leaves.
    preloadModal();
    const warn = (event: BeforeUnloadEvent) => {
      if (hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, hasUnsaved]);

  return (
    <UnsavedChangesContext.Provider value={registry}>
      {children}
      {/* Outside the console's router (a form drawn on its own), nothing is asked. */}
      <LeaveBlocker hasUnsaved={hasUnsaved} />
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Tells the page's guard whether this form holds unsaved changes; a no-op outside a guard. Returns
 * a ref for an element that lives as long as the form. A form in a tab that is not shown is hidden
 * (React's Activity), which runs its effects' clean-ups though it keeps its state and its elements:
 * its changes still count until its elements leave the page.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const registry = useContext(UnsavedChangesContext);
  const id = useId();
  const anchor = useRef<Element | null>(null);
  useEffect(() => {
    if (!registry) return;
    registry.report(id, isDirty ? anchor : null);
    return () => {
      // After React has removed what it unmounts: gone (forgotten), or only hidden (still counts)?
      setTimeout(() => {
        if (!anchor.current?.isConnected) registry.report(id, null);
      }, 0);
    };
  }, [registry, id, isDirty]);
  return useCallback((element: Element | null) => {
    // Kept when React lets go of it (hiding does too): whether it is still in the page decides.
    if (element) anchor.current = element;
  }, []);
}
