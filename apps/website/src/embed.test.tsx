import { BASIC_FIELDS } from '@oc/domain/themes/basic-fields';
import { setPath, type TTree } from '@oc/domain/themes/theme-path';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render';
import { PAGES, sampleInput } from './render.fixtures';

// The embed pages (docs/product/widgets.md): the same pages, drawn for the ordering widget's frame
// on another site.

let values: TTree = {
  third_party_code: {
    head: '<meta name="x-owner" content="1">',
    body: '<script>window.owner=1</script>',
  },
};
values = setPath(values, BASIC_FIELDS.footer_content.theme, '<p>Open every day</p>');
values = setPath(values, 'header.components.cart.components.open_strategy.type', 'slide');

const draw = (i: number, embed: boolean) =>
  renderPage({ ...sampleInput(PAGES[i] as (typeof PAGES)[number], values), embed });
const bodyOf = (html: string) => html.slice(html.indexOf('<body'));
/** Every address the page's body links to or sends a form to. */
const addressesOf = (html: string) =>
  [...bodyOf(html).matchAll(/ (?:href|action)="([^"]*)"/g)].map((m) => m[1] ?? '');

const cases = PAGES.map(([route], i) => [route.page, i] as const);

describe('an embed page', () => {
  it.each(cases)(
    '%s links only to embed pages, the page’s own sections, files and phones',
    (_, i) => {
      const addresses = addressesOf(draw(i, true).html);
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) {
        expect(address, address).toMatch(/^(\/embed\/|#|\/files\/|tel:)/);
      }
      // The same page on the website links to its own pages.
      expect(addressesOf(draw(i, false).html).some((a) => /^\/(?!embed)[a-z]/.test(a))).toBe(true);
    },
  );

  it.each(cases)('%s is compact and runs none of the owner’s code', (_, i) => {
    const { html } = draw(i, true);
    expect(html).not.toContain('x-owner');
    expect(html).not.toContain('window.owner');
    expect(html).not.toContain('Open every day');
    expect(html).not.toContain('id="site-menu"');
    expect(html).not.toMatch(/target="_(top|parent)"/);
    expect(html).toContain('<body class="page-');
    expect(html).toMatch(/<body class="page-[a-z_]+ embed">/);
    expect(html).toContain('class="site-header site-header-compact');
    // The cart is still there, and still opens its way.
    expect(html).toContain('data-island="cart"');
    expect(html).toContain('cart-slide');
    expect(html).not.toContain('noindex');
    // The page to index is the website's own: the embed page names it as canonical.
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/demo\.localhost:8080\/(?!embed)/);
  });

  it('answers 404 for a page that is not there, linking to the embed home', () => {
    const i = PAGES.findIndex(([route]) => route.page === 'not_found');
    const { status, html } = draw(i, true);
    expect(status).toBe(404);
    expect(html).toContain('<a class="button" href="/embed/">Go to the homepage</a>');
  });

  it('is the website’s page, with its menu, footer and the owner’s code, when not embedded', () => {
    const { html } = draw(0, false);
    expect(html).toContain('x-owner');
    expect(html).toContain('window.owner');
    expect(html).toContain('Open every day');
    expect(html).toContain('id="site-menu"');
    expect(html).not.toContain('robots');
    expect(html).not.toContain('site-header-compact');
  });
});
