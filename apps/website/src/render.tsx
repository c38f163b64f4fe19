/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { directionOf } from '@oc/domain/website/site-languages';
import { render } from 'preact-render-to-string';
import { Document, headHtml } from './layout/document';
import { isMissing } from './pages/page-body';
import type { TWebsiteInput } from './site-input';
import { themeView } from './theme/theme-view';

export type { TWebsiteInput } from './site-input';

/**
 * One whole page of the website as HTML (docs/product/website.md#pages): the head (title, theme
 * styles, fonts, favicon, smart banner, the owner's head code), the page, the owner's body code.
 * The owner's third-party code is theirs to run on their own site and goes in as written; it is
 * left out of the console's preview, and of the embed pages: those are shown inside a page of the
 * owner's own site, which runs whatever code the owner wants there, and code meant for a whole
 * site (analytics, chat) would run twice or fight the host page for the frame.
 */
export function renderPage(input: TWebsiteInput): { status: number; html: string } {
  const theme = themeView(input.site, input.values, input.flags);
  const code = (where: 'head' | 'body') => {
    const raw = input.preview || input.embed ? '' : theme.value(`third_party_code.${where}`);
    return typeof raw === 'string' ? raw : '';
  };
  const body = render(<Document input={input} theme={theme} />);
  const html = [
    '<!doctype html>',
    `<html lang="${input.language}" dir="${directionOf(input.language)}">`,
    '<head>',
    headHtml(input, theme),
    code('head'),
    '</head>',
    body.replace(/<\/body>$/, `${code('body')}</body>`),
    '</html>',
  ].join('');
  return { status: isMissing(input) ? 404 : 200, html };
}

/**
 * The page a website host answers when no project or site is behind it
 * (docs/product/website.md#addresses): what is wrong, and what address to check.
 */
export function renderNoSitePage(host: string, platformDomain: string): string {
  const body = render(
    <body>
      <main>
        <h1>There is no website at {host}</h1>
        <p>
          No project has this subdomain, or the project has no such site. Check the address: a
          project’s ordering website is at <code>{`{subdomain}.${platformDomain}`}</code> and its
          franchise website at <code>{`{subdomain}-franchise.${platformDomain}`}</code>, where
          {' {subdomain} '}is the one the project’s owner sees in the console.
        </p>
      </main>
    </body>,
  );
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>No website here</title></head>',
    body,
    '</html>',
  ].join('');
}
