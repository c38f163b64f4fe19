/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { render } from 'preact-render-to-string';

// The console's live preview of an ordering widget (WIDGET_PREVIEW_PATH, docs/product/widgets.md):
// a plain page standing in for a page of the owner's own website, holding the snippet exactly as
// the owner will paste it, so the preview runs the real loader with the chosen options. Its styles
// are a stylesheet of its own (the page's policy allows no inline style).

export const WIDGET_PREVIEW_STYLESHEET = '/_widget/preview.css';

export const WIDGET_PREVIEW_CSS = `
html{background:#f4f5f7;color:#1f2933;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}
body{margin:0}
.preview-note{margin:0;padding:.5rem 1rem;background:#fff4ce;color:#4a3b00;font-size:.875rem;border-bottom:1px solid #e8d48a}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem 6rem}
h1{margin:0 0 1rem;font-size:1.75rem}
.placeholder{color:#52606d}
.problems{color:#8a1c1c}
`;

function Page({ title, children }: { title: string; children: ComponentChildren }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta
          name="description"
          content="A preview of the ordering widget on a page standing in for the owner's own."
        />
        {/* No icon of its own: an empty one, or the browser asks for /favicon.ico and logs a 404. */}
        <link rel="icon" href="data:," />
        <title>{title}</title>
        <link rel="stylesheet" href={WIDGET_PREVIEW_STYLESHEET} />
      </head>
      <body>
        <p class="preview-note" role="note">
          Preview: this page stands in for a page of your own website, to show the ordering widget
          with the options you chose. It is not published anywhere.
        </p>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** The host page, with `snippet` (widgetSnippet's HTML, already escaped) in its body as is. */
export function renderWidgetPreviewPage(snippet: string): string {
  return `<!doctype html>${render(
    <Page title="Ordering widget preview">
      <h1>Your website</h1>
      <p class="placeholder">
        This is where your own page’s text and pictures would be: who you are, your opening hours,
        how to find you.
      </p>
      <p class="placeholder">
        Visitors order through the widget below or in the corner, without leaving this page.
      </p>
      <div class="widget-slot" dangerouslySetInnerHTML={{ __html: snippet }} />
    </Page>,
  )}`;
}

/** The page for a preview query that is not valid: which options are missing or wrong. */
export function renderWidgetPreviewProblem(problems: string[]): string {
  return `<!doctype html>${render(
    <Page title="Ordering widget preview: options not valid">
      <h1>The widget cannot be previewed</h1>
      <p class="problems">
        {problems.length > 0
          ? `These options are missing or not valid: ${problems.join(', ')}.`
          : 'These options do not go together.'}
      </p>
    </Page>,
  )}`;
}
