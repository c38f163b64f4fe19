import { BASIC_FIELDS } from '@oc/domain/themes/basic-fields';
import { setPath, type TTree } from '@oc/domain/themes/theme-path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { cspOf, saveTheme, siteRequest } from './website.test-support';

const ctx = setupTestApp();
const HOMEPAGE = BASIC_FIELDS.homepage_content.theme;
const STRICT = new Map([
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: https:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  [
    'frame-src',
    'https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
  ],
  ['form-action', "'self'"],
  ['base-uri', "'self'"],
  ['object-src', "'none'"],
  ['frame-ancestors', "'none'"],
]);

const preview = (payload: unknown, type = 'application/json') =>
  siteRequest(ctx, 'demo', '/_site/preview', {
    method: 'POST',
    headers: { 'content-type': type },
    payload: type === 'application/json' ? JSON.stringify(payload) : String(payload),
  });

const draft = (values: TTree, path = '/') => ({
  path,
  site: { name: 'Unsaved Name', description: 'Unsaved description', logo: null, image: null },
  values,
});

describe('the preview', () => {
  it('frames a page for the console only, with the console’s origin', async () => {
    const page = await siteRequest(ctx, 'demo', '/businesses?oc_preview=1');
    expect(page.statusCode).toBe(200);
    expect(cspOf(page).get('frame-ancestors')).toBe('http://localhost:8080');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('http://localhost:8080');
    const publicPage = await siteRequest(ctx, 'demo', '/businesses');
    expect(cspOf(publicPage)).toEqual(STRICT);
    expect(publicPage.headers['x-frame-options']).toBe('DENY');
  });

  it('draws unsaved values, rich text cleaned and third-party code left out', async () => {
    let values = setPath(
      {},
      HOMEPAGE,
      '<p>Hello preview</p><script>alert(1)</script><img src=x onerror=alert(2)>',
    );
    values = setPath(
      values,
      'third_party_code.head',
      '<script src="https://tracker.example/t.js"></script>',
    );
    values = setPath(values, 'third_party_code.body', '<script>window.owned = 1</script>');
    const response = await preview(draft(values));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Unsaved Name');
    expect(response.body).toContain('<p>Hello preview</p>');
    expect(response.body).not.toContain('alert(');
    expect(response.body).not.toContain('tracker.example');
    expect(response.body).not.toContain('window.owned');
    expect(cspOf(response).get('frame-ancestors')).toBe('http://localhost:8080');
    expect(cspOf(response).get('script-src')).toBe("'self'");
    // Nothing was saved.
    expect((await siteRequest(ctx, 'demo', '/')).body).not.toContain('Hello preview');
  });

  it('draws the page of the path it is given', async () => {
    const response = await preview(draft({}, '/store/green-bowl?oc_preview=1'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Green Bowl');
  });

  it('draws the kiosk and franchises apps’ unsaved Advanced values at their addresses', async () => {
    const IMAGES = 'my_products.components.images.components';
    const image = `/files/ab/${'c'.repeat(64)}.png`;
    let values = setPath({}, `${IMAGES}.homepage_background.components.image`, image);
    const app = { name: 'Kiosk Draft', description: '', logo: null, image: null };
    const post = (label: string, body: unknown) =>
      siteRequest(ctx, label, '/_site/preview', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const kiosk = await post('demo-kiosk-app', { path: '/', site: app, values });
    expect(kiosk.statusCode).toBe(200);
    expect(kiosk.body).toContain(`src="${image}"`);
    expect(kiosk.body).toContain('Kiosk Draft');
    expect(cspOf(kiosk).get('frame-ancestors')).toBe('http://localhost:8080');

    values = setPath(values, `${IMAGES}.homepage_image_fullscreen`, true);
    const franchises = await post('demo-franchises-app', { path: '/', site: app, values });
    expect(franchises.statusCode).toBe(200);
    expect(franchises.body).toContain(`src="${image}"`);
    expect(franchises.body).toMatch(/class="hero hero-fullscreen"/);
    // Nothing was saved.
    expect((await siteRequest(ctx, 'demo-kiosk-app', '/')).body).not.toContain(image);
  });

  it('takes JSON only and refuses bad shapes with a clear message', async () => {
    expect((await preview('path=/', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await preview('{}', 'text/plain')).statusCode).toBe(415);
    const cases: [unknown, RegExp][] = [
      [{ ...draft({}), values: 'x' }, /values/],
      [{ ...draft({}), path: 'https://evil.example/' }, /path must be an address on this site/],
      [{ ...draft({}), path: '//evil.example/' }, /path must be an address on this site/],
      [
        { ...draft({}), site: { name: 'x', description: '', logo: 'javascript:1', image: null } },
        /site\.logo/,
      ],
      [draft(setPath({}, HOMEPAGE, 'x'.repeat(100_001))), /at most 100000 characters/],
      [{ path: '/' }, /site/],
    ];
    for (const [payload, message] of cases) {
      const response = await preview(payload);
      expect(response.statusCode, String(message)).toBe(400);
      expect(response.json().error).toBe(true);
      expect(response.json().result.join(' '), String(message)).toMatch(message);
    }
  });

  it('refuses a body over 512 KB', async () => {
    const values = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`k${i}`, 'x'.repeat(90_000)]),
    );
    expect((await preview(draft(values))).statusCode).toBe(413);
  });
});

describe('the website’s Content-Security-Policy', () => {
  it('is strict without third-party code and opens to the owner’s code when there is some', async () => {
    expect(cspOf(await siteRequest(ctx, 'other', '/'))).toEqual(STRICT);
    await saveTheme(ctx, 'web_ordering', ctx.theirs, [
      { path: 'third_party_code.head', value: '<script src="https://cdn.example/a.js"></script>' },
    ]);
    const page = await siteRequest(ctx, 'other', '/');
    expect(page.body).toContain('https://cdn.example/a.js');
    expect(cspOf(page)).toEqual(
      new Map([
        ['base-uri', "'self'"],
        ['object-src', "'none'"],
        ['frame-ancestors', "'none'"],
      ]),
    );
    // The preview runs no third-party code, so it stays strict.
    const previewed = await siteRequest(ctx, 'other', '/?oc_preview=1');
    expect(previewed.body).not.toContain('https://cdn.example/a.js');
    expect(cspOf(previewed).get('script-src')).toBe("'self'");
  });

  it('lets the console frame the websites’ origins', async () => {
    const consolePage = await ctx.t.app.inject({ url: '/', headers: { host: 'localhost:8080' } });
    expect(cspOf(consolePage).get('frame-src')).toContain('http://*.localhost:8080');
    expect(cspOf(consolePage).get('frame-ancestors')).toBe("'none'");
  });
});
