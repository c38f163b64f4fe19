// The website's Content-Security-Policy (docs/decisions/012-website-serving.md). The pages
// run only our own script and load only our own files; images may come from any https address
// (an image cannot run code). When the owner put third-party code on the site (Advanced tab), that
// code is theirs to run and may load from anywhere, so the source lists are dropped; what stays
// keeps the page from being re-based, from running plugins and from being framed by others (the
// embed pages excepted: they exist to be framed, and run no third-party code).

const VIDEO_PLAYERS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
].join(' ');

type TCspOptions = {
  /** The owner's third-party code runs on this page. */
  thirdParty: boolean;
  /**
   * Who may frame the page: nobody (null), the console in the preview, or any site (`*`) for the
   * embed pages the ordering widget frames (docs/product/widgets.md).
   */
  frameAncestors: string | null;
};

export function siteCsp({ thirdParty, frameAncestors }: TCspOptions): string {
  const ancestors = frameAncestors ?? "'none'";
  const always = ["base-uri 'self'", "object-src 'none'", `frame-ancestors ${ancestors}`];
  if (thirdParty) return always.join('; ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The video players rich text may embed (lib/sanitize-html.ts allows only these hosts).
    `frame-src ${VIDEO_PLAYERS}`,
    "form-action 'self'",
    ...always,
  ].join('; ');
}

/**
 * The widget preview's policy (WIDGET_PREVIEW_PATH): the loader from this site and its stylesheet,
 * frames of this site's embed pages, nothing inline, framed by the console only. A loader that
 * needed more than a strict host page allows would show it here first.
 */
export function widgetPreviewCsp(consoleOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "frame-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
    `frame-ancestors ${consoleOrigin}`,
  ].join('; ');
}
