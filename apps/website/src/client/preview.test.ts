// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPreview } from './preview';

const CONSOLE = 'http://localhost:8080';
const VALUES = { header: { components: { style: { backgroundColor: '#112233' } } } };
const SITE = { name: 'Demo', description: '', logo: null, image: null };
const PAGE = [
  '<!doctype html><html><head><title>Demo, edited</title>',
  '<style id="oc-theme">:root{--oc-primary:#112233}</style></head>',
  '<body class="page-home"><main><h1>Edited</h1><a href="/businesses">Browse</a></main>',
  '<div data-island="cart" data-props=\'{"strategy":"slide","position":"right",',
  '"hideBusinessLogo":false,"hideProductImage":false,"hideCoupon":false,"hideComments":false}\'>',
  '<div class="cart cart-slide cart-right"></div></div></body></html>',
].join('');

let posted: unknown[];
let told: unknown[][];
let stop: () => void;
const realFetch = globalThis.fetch;
const realPostMessage = window.parent.postMessage;

beforeEach(() => {
  vi.useFakeTimers();
  posted = [];
  told = [];
  // The console's frame edge: happy-dom's window is its own parent, at another origin.
  window.parent.postMessage = ((...args: unknown[]) => told.push(args)) as typeof postMessage;
  document.head.innerHTML = '<title>Demo</title><style id="oc-theme">:root{}</style>';
  document.body.innerHTML = '<main><h1>Saved</h1></main>';
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    posted.push(JSON.parse(String(init.body)));
    return {
      headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }),
      text: async () => PAGE,
    } as Response;
  }) as typeof fetch;
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  globalThis.fetch = realFetch;
  window.parent.postMessage = realPostMessage;
  document.body.replaceChildren();
});

const send = (origin: string, data: unknown, source: Window | null = window.parent) =>
  window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
const edit = (name: string) => ({ type: 'oc-preview', site: { ...SITE, name }, values: VALUES });

describe('the preview listener', () => {
  it('tells the console it is ready, at the console origin only', () => {
    stop = startPreview(CONSOLE);
    expect(told).toEqual([[{ type: 'oc-preview-ready' }, CONSOLE]]);
  });

  it('ignores messages from another origin or another frame', async () => {
    stop = startPreview(CONSOLE);
    send('http://evil.example', edit('Evil'));
    send(CONSOLE, edit('Other frame'), null);
    send(CONSOLE, { type: 'something-else' });
    await vi.runAllTimersAsync();
    expect(posted).toEqual([]);
    expect(document.querySelector('h1')?.textContent).toBe('Saved');
  });

  it('draws the latest values the console sends, and brings the islands back', async () => {
    stop = startPreview(CONSOLE);
    window.history.replaceState(null, '', '/?oc_preview=1');
    send(CONSOLE, edit('First'));
    send(CONSOLE, edit('Latest'));
    await vi.runAllTimersAsync();
    expect(posted).toEqual([
      { path: '/?oc_preview=1', site: { ...SITE, name: 'Latest' }, values: VALUES },
    ]);
    expect(document.title).toBe('Demo, edited');
    expect(document.getElementById('oc-theme')?.textContent).toBe(':root{--oc-primary:#112233}');
    expect(document.querySelector('h1')?.textContent).toBe('Edited');
    expect(document.body.className).toBe('page-home');
    expect(document.querySelector('.cart-button')?.getAttribute('aria-label')).toBe(
      'Cart, 0 items',
    );
  });

  it('keeps links inside the preview', async () => {
    stop = startPreview(CONSOLE);
    send(CONSOLE, edit('Latest'));
    await vi.runAllTimersAsync();
    const link = document.querySelector('a') as HTMLAnchorElement;
    // After the page script has seen the click, stop the test window from navigating.
    const stay = (e: Event) => e.preventDefault();
    window.addEventListener('click', stay);
    link.click();
    window.removeEventListener('click', stay);
    expect(new URL(link.href).pathname).toBe('/businesses');
    expect(new URL(link.href).searchParams.get('oc_preview')).toBe('1');
  });
});
