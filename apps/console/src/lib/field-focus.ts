import { useEffect } from 'react';
import { useSearchParams } from './router';

// A link to one field of the app's settings page (the 'Required fields' dialog names each missing
// field this way): `?field=<key>` on the page's address. The page finds the element a section marked
// with that key, scrolls it into view and focuses it, then drops the parameter, so that the same
// link works again and a reload does not jump.

/** The query parameter that names the field to show. */
export const FIELD_PARAM = 'field';
const ATTRIBUTE = 'data-focus-field';
/** How long the page waits for a section that is still downloading (App keys, Build Apps). */
const WAIT_MS = 10_000;

/**
 * What a section puts on a field's focusable element (an input, or a file field's button) so that
 * `?field=<key>` finds it. Keys: `general.name`, `android.key_alias`, `constant.<code>`….
 */
export const focusFieldProps = (key: string) => ({ [ATTRIBUTE]: key });

/** The page's search with `?field=<key>` set, every other parameter (its id, its tab) kept. */
export function searchWithField(search: string, key: string): string {
  const next = new URLSearchParams(search);
  next.set(FIELD_PARAM, key);
  return `?${next.toString()}`;
}

function findField(key: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(`[${ATTRIBUTE}]`))
    if (element.getAttribute(ATTRIBUTE) === key) return element;
  return null;
}

/**
 * Honours `?field=` on the page that calls it: the field is scrolled into view and focused as soon
 * as it is drawn (at once, or when its section has downloaded); a field that never appears within
 * 10 s is given up. Either way the parameter is then removed from the address (replacing it, not
 * adding a history entry).
 */
export function useFocusFieldFromUrl(): void {
  const [params, setParams] = useSearchParams();
  const key = params.get(FIELD_PARAM);
  useEffect(() => {
    if (!key) return;
    const forget = () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete(FIELD_PARAM);
          return next;
        },
        { replace: true },
      );
    const show = () => {
      const field = findField(key);
      if (!field) return false;
      field.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      field.focus({ preventScroll: true });
      return true;
    };
    if (show()) {
      forget();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!show()) return;
      observer.disconnect();
      clearTimeout(timer);
      forget();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      forget();
    }, WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [key, setParams]);
}
