import { describe, expect, it } from 'vitest';
import { renderPage, type TWebsiteInput } from './render';

const input = (over: Partial<TWebsiteInput> = {}): TWebsiteInput => ({
  origin: 'http://demo.localhost:8080',
  site: { kind: 'ordering', name: 'Demo <Eats>', description: 'Hungry?', logo: null, image: null },
  values: {},
  flags: { isApp: false, isKiosk: false, isFranchise: false },
  franchise: null,
  route: { page: 'home' },
  data: { page: 'home', featured: [{ slug: 'pizza', name: 'Pizza', logo: null, header: null }] },
  assets: { style: '/_site/assets/site.css', script: null },
  preview: null,
  ...over,
});

describe('renderPage', () => {
  it('puts the name, escaped, and the businesses in the first response', () => {
    const { status, html } = renderPage(input());
    expect(status).toBe(200);
    expect(html.startsWith('<!doctype html><html lang="en"><head>')).toBe(true);
    expect(html).toContain('<h1>Demo &lt;Eats></h1>');
    expect(html).toContain('href="/store/pizza"');
  });

  it('places the owner code in head and body, and leaves it out of the preview', () => {
    const values = {
      third_party_code: {
        head: '<meta name="x-owner" content="1">',
        body: '<script>window.owner=1</script>',
      },
    };
    const { html } = renderPage(input({ values }));
    expect(html.indexOf('<meta name="x-owner" content="1">')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/<script>window\.owner=1<\/script><\/body><\/html>$/);
    const preview = renderPage(
      input({ values, preview: { consoleOrigin: 'http://localhost:8080' } }),
    );
    expect(preview.html).not.toContain('x-owner');
    expect(preview.html).not.toContain('window.owner');
  });

  it('answers 404 for a page that is not there', () => {
    const { status, html } = renderPage(
      input({
        route: { page: 'not_found' },
        data: { page: 'not_found', title: 'Page not found', detail: 'No page here.' },
      }),
    );
    expect(status).toBe(404);
    expect(html).toContain('No page here.');
  });
});
