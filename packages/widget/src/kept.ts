import { KEPT_MAX } from '@oc/domain/widgets/widget-protocol';

// What a website's frames keep between visits (the cart), in the host page's own storage: the
// frame, a third party here, may have none (widget-protocol.ts frameName). One entry per website
// address, shared by that website's widgets on this host site.

const keyOf = (websiteOrigin: string) => `oc-widget-kept:${websiteOrigin}`;

/** What the website's frames kept last; '' when nothing (or the host page's storage is blocked). */
export function kept(websiteOrigin: string): string {
  try {
    return localStorage.getItem(keyOf(websiteOrigin)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps what a frame of the website sent; nothing for a value too long or not text. */
export function keep(websiteOrigin: string, value: unknown): void {
  if (typeof value !== 'string' || value.length > KEPT_MAX) return;
  try {
    if (value === '') localStorage.removeItem(keyOf(websiteOrigin));
    else localStorage.setItem(keyOf(websiteOrigin), value);
  } catch {
    // The host page's storage is full or blocked: the frame still keeps it while it is open.
  }
}
