// The pages the preview can show (docs/product/website-settings.md#live-preview), by the path
// the website serves them at.
export const PREVIEW_PAGES = [
  { id: 'home', path: '/' },
  { id: 'listing', path: '/businesses' },
  { id: 'business', path: '/_site/first-business' },
  { id: 'checkout', path: '/checkout' },
] as const;
export type TPreviewPage = (typeof PREVIEW_PAGES)[number]['id'];

/** The public address of a page of the site. */
export function publicAddress(defaultUrl: string, path: string) {
  return defaultUrl.replace(/\/+$/, '') + path;
}

/** The same page in preview mode: the page then waits for the console's unsaved values. */
export function previewAddress(defaultUrl: string, path: string) {
  return `${publicAddress(defaultUrl, path)}${path.includes('?') ? '&' : '?'}oc_preview=1`;
}
