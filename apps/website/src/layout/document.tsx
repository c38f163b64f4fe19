/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import { render } from 'preact-render-to-string';
import { islandWordsOf, pageWordsOf } from '../page-words';
import { PageBody, pageTitle } from '../pages/page-body';
import { baseOf, hrefOf } from '../routes';
import { SiteBase } from '../site-base';
import type { TWebsiteInput } from '../site-input';
import { fallbackFaces, fallbackFamilies } from '../theme/font-fallbacks';
import type { TThemeView } from '../theme/theme-view';
import { ISLAND_WORDS_ID, translate, Words } from '../words';
import { Footer } from './footer';
import { Header } from './header';
import { languageBaseOf, pageInLanguages } from './page-languages';

// Important: the stylesheet, written after it, folds the menu with the same specificity.
const NO_SCRIPT_MENU =
  '.menu-toggle{display:none!important}.site-menu.foldable:not(.open){display:block!important}';

/** The address the website serves a font at (apps/server's website module serves the file). */
export const fontHref = (name: string, weight: number) =>
  `/_site/fonts/${name.toLowerCase()}-${weight}.woff2`;

/**
 * The theme as CSS: custom properties the stylesheet reads, the chosen font's face, and the faces
 * that stand in for it, sized alike, until it has loaded (theme/font-fallbacks.ts).
 */
export function themeCss(theme: TThemeView): string {
  const c = theme.colours;
  const { name, weight } = theme.font;
  const rows = theme.value('business_listing_view.components.layout.rows');
  const families = [name, ...fallbackFamilies(name)].map((family) => `"${family}"`).join(',');
  return [
    `@font-face{font-family:"${name}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${fontHref(name, weight)}) format("woff2")}`,
    fallbackFaces(name),
    ':root{',
    `--oc-primary:${c.primary};--oc-page-bg:${c.pageBackground};--oc-btn-bg:${c.buttons};`,
    `--oc-btn-text:${c.buttonText};--oc-btn-radius:${theme.buttonRadius}px;`,
    `--oc-header-bg:${c.header};--oc-header-text:${c.headerText};--oc-business-bg:${c.businessPage};`,
    `--oc-text:${c.text};--oc-link:${c.link};--oc-on-primary:${c.onPrimary};`,
    `--oc-business-text:${c.businessText};--oc-business-link:${c.businessLink};`,
    `--oc-font:${families};--oc-font-weight:${weight};--oc-columns:${typeof rows === 'string' ? rows : '3'}`,
    '}',
  ].join('');
}

/** The head's elements, as HTML. */
export function headHtml(input: TWebsiteInput, theme: TThemeView): string {
  const { name, weight } = theme.font;
  const favicon = theme.value('general.components.favicon.components.image');
  const androidId = theme.value('smart_banner_settings.android_id');
  const appleId = theme.value('smart_banner_settings.apple_id');
  const title = pageTitle(input);
  const description = input.site.description || input.site.name;
  return render(
    <>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={description} />
      <link
        rel="canonical"
        href={`${input.origin}${hrefOf(input.route, languageBaseOf({ ...input, embed: false }))}`}
      />
      {/* The page in each of the site's languages, for search engines to show the one a reader
          reads; the default one also for everybody else. */}
      {input.languages.length > 1
        ? pageInLanguages({ ...input, embed: false }).map(({ language, href }) => (
            <link
              key={language}
              rel="alternate"
              hreflang={language}
              href={`${input.origin}${href}`}
            />
          ))
        : null}
      {input.languages.length > 1 ? (
        <link
          rel="alternate"
          hreflang="x-default"
          href={`${input.origin}${hrefOf(input.route, baseOf(false, null))}`}
        />
      ) : null}
      {typeof favicon === 'string' && favicon ? (
        <link rel="icon" href={favicon} />
      ) : input.site.logo ? (
        <link rel="icon" href={input.site.logo} />
      ) : (
        // No icon of the owner's: an empty one, or the browser asks for /favicon.ico, gets 404 and
        // logs an error on every page.
        <link rel="icon" href="data:," />
      )}
      {typeof appleId === 'string' && appleId.trim() ? (
        <meta name="apple-itunes-app" content={`app-id=${appleId.trim()}`} />
      ) : null}
      {typeof androidId === 'string' && androidId.trim() ? (
        <meta name="google-play-app" content={`app-id=${androidId.trim()}`} />
      ) : null}
      {input.preview ? <meta name="oc-preview" content={input.preview.consoleOrigin} /> : null}
      {/* The header's menu is drawn folded on small screens; without the script that unfolds it
          on 'Menu', it stays open and the button goes. */}
      <noscript>
        <style>{NO_SCRIPT_MENU}</style>
      </noscript>
      {/* An embed page is the website's page in a frame: its canonical link above names the page
          itself as the one to index, as search engines read duplicates; a noindex would also make
          it a page that forbids crawling (Lighthouse's SEO audit, a search console's warning). */}
      <link
        rel="preload"
        href={fontHref(name, weight)}
        as="font"
        type="font/woff2"
        crossorigin="anonymous"
      />
      {/* Our own rules, in the page: a separate file would hold the first paint back by one more
          request (a second or more on a slow phone network), for about 4 KB compressed. */}
      <style dangerouslySetInnerHTML={{ __html: input.assets.css }} />
      <style id="oc-theme" dangerouslySetInnerHTML={{ __html: themeCss(theme) }} />
      {/* The islands' words in the page's language, for the page script (words.ts); English
          ones come with the script. `<` is escaped so no word can end the element. */}
      {input.language === 'en' ? null : (
        <script
          type="application/json"
          id={ISLAND_WORDS_ID}
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(islandWordsOf(input.language)).replace(/</g, '\\u003c'),
          }}
        />
      )}
      {input.assets.script ? <script type="module" src={input.assets.script} /> : null}
    </>,
  );
}

/**
 * The page's body: header, the page itself, footer; an embed page has a compact header and no
 * footer (a frame on another site has little room), and every link under EMBED_PREFIX.
 */
export function Document({ input, theme }: { input: TWebsiteInput; theme: TThemeView }) {
  return (
    <Words.Provider value={pageWordsOf(input.language)}>
      <SiteBase.Provider value={languageBaseOf(input)}>
        <body class={`page-${input.data.page}${input.embed ? ' embed' : ''}`}>
          <a class="skip-link" href="#main">
            {translate(pageWordsOf(input.language), 'header.skip_to_content')}
          </a>
          <Header input={input} theme={theme} />
          <main id="main">
            <PageBody input={input} theme={theme} />
          </main>
          {input.embed ? null : <Footer theme={theme} />}
        </body>
      </SiteBase.Provider>
    </Words.Provider>
  );
}
