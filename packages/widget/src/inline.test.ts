import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import {
  addScript,
  frameOf,
  HOST_ORIGIN,
  orderWidget,
  post,
  shadowRoots,
  useHostPage,
  WEBSITE,
} from './test-page';

useHostPage();
afterEach(() => {
  vi.restoreAllMocks();
});

const container = (id: string) => {
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
};
const startInline = (attributes: Parameters<typeof addScript>[0] = {}) => {
  const target = container('ordering-widget');
  addScript({ type: 'inline', target: 'ordering-widget', start: '/businesses', ...attributes });
  boot();
  return target;
};
const pageView = (path: string, id = 'w1') =>
  post({ type: 'page_view', path, title: 'A page' }, { from: frameOf(id)?.contentWindow ?? null });

describe('an inline widget', () => {
  it('fills its target with the frame at once, at its start page', () => {
    const target = startInline();
    const frame = frameOf('w1') as HTMLIFrameElement;
    expect(target.firstElementChild?.shadowRoot?.contains(frame)).toBe(true);
    expect(frame.src).toBe(`${WEBSITE}/embed/businesses`);
    expect(frame.name).toBe(`oc-widget|w1|${HOST_ORIGIN}|`);
  });

  it('goes right after its script tag when its target is missing, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const script = addScript({ type: 'inline', target: 'menu' });
    document.body.append(document.createElement('footer'));
    boot();
    expect(script.nextElementSibling?.tagName).toBe('DIV');
    expect(script.nextElementSibling?.firstElementChild?.shadowRoot?.querySelector('iframe')).toBe(
      frameOf('w1'),
    );
    expect(warn).toHaveBeenCalledWith(
      'OrderWidget: there is no element with id="menu"; placing the widget after its script.',
    );
  });

  it('has nothing to open or close', () => {
    startInline();
    const heard: unknown[] = [];
    orderWidget().on('open', (d) => heard.push(d));
    orderWidget().open();
    orderWidget().open('w1');
    orderWidget().close();
    expect(heard).toEqual([]);
    expect(shadowRoots()).toHaveLength(1);
  });
});

describe('an inline widget without a rewrite rule keeps its page in the hash', () => {
  it('starts at the page the hash holds (a reload, a shared link)', () => {
    history.replaceState(null, '', '/menu#order=/store/athens-grill?table=4');
    startInline();
    expect(frameOf('w1')?.src).toBe(`${WEBSITE}/embed/store/athens-grill?table=4`);
  });

  it.each([
    '#order=//evil.example/x',
    '#order=https://evil.example/',
    '#order=javascript:alert(1)',
    '#order=/../console',
    '#order=/%2e%2e/console',
  ])('refuses %s and starts at data-start, saying so', (hash) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', `/menu${hash}`);
    startInline();
    expect(frameOf('w1')?.src).toBe(`${WEBSITE}/embed/businesses`);
    expect(warn).toHaveBeenCalledWith(
      `OrderWidget: The address's ${hash} is not a page of the website; opening the widget's start page instead.`,
    );
  });

  it('leaves a hash of the page’s own alone', () => {
    history.replaceState(null, '', '/menu#reviews');
    startInline();
    expect(frameOf('w1')?.src).toBe(`${WEBSITE}/embed/businesses`);
    expect(location.hash).toBe('#reviews');
  });

  it('writes each page the frame shows into the hash, replacing the entry, keeping the page’s state', () => {
    history.replaceState({ router: 'host' }, '', '/menu?lang=en');
    const length = history.length;
    startInline();
    pageView('/store/athens-grill');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/menu?lang=en#order=/store/athens-grill',
    );
    pageView('/businesses?page=2');
    expect(location.hash).toBe('#order=/businesses?page=2');
    expect(history.length).toBe(length);
    expect(history.state).toEqual({ router: 'host' });
  });

  it('never writes an order’s confirmation address into the host page’s, but My orders', () => {
    startInline();
    pageView('/orders/AbCdEfGhIjKlMnOpQrStUv');
    expect(location.hash).toBe('#order=/my-orders');
    pageView('/orders/AbCdEfGhIjKlMnOpQrStUv?x=1');
    expect(location.href).not.toContain('AbCdEfGhIjKlMnOpQrStUv');
  });

  it('opens My orders, not the order, from an address that holds a confirmation’s', () => {
    history.replaceState(null, '', '/menu#order=/orders/AbCdEfGhIjKlMnOpQrStUv');
    startInline();
    expect(frameOf('w1')?.src).toBe(`${WEBSITE}/embed/my-orders`);
    // The frame's first page view then replaces the old address.
    pageView('/my-orders');
    expect(location.hash).toBe('#order=/my-orders');
  });

  it('writes nothing for a page it refuses', () => {
    startInline();
    pageView('//evil.example/');
    expect(location.hash).toBe('');
  });

  it('is the first inline widget’s alone: a second neither reads nor writes it', () => {
    history.replaceState(null, '', '/menu#order=/store/athens-grill');
    startInline();
    container('second');
    addScript({ type: 'inline', target: 'second', start: '/store/pizza-place' });
    boot();
    expect(frameOf('w2')?.src).toBe(`${WEBSITE}/embed/store/pizza-place`);
    pageView('/store/pizza-place/menu', 'w2');
    expect(location.hash).toBe('#order=/store/athens-grill');
    pageView('/businesses', 'w1');
    expect(location.hash).toBe('#order=/businesses');
  });
});

describe('an inline widget with data-base-path keeps its page in the path', () => {
  it('starts at the page below the base path, and writes each page there', () => {
    history.replaceState(null, '', '/order/store/athens-grill?table=4');
    startInline({ basePath: '/order' });
    expect(frameOf('w1')?.src).toBe(`${WEBSITE}/embed/store/athens-grill?table=4`);
    pageView('/businesses?page=2');
    expect(`${location.pathname}${location.search}`).toBe('/order/businesses?page=2');
    pageView('/');
    expect(location.pathname).toBe('/order/');
    pageView('/orders/AbCdEfGhIjKlMnOpQrStUv');
    expect(location.pathname).toBe('/order/my-orders');
  });

  it('opens My orders from a path below the base path that is an order’s confirmation', () => {
    history.replaceState(null, '', '/order/orders/AbCdEfGhIjKlMnOpQrStUv');
    startInline({ basePath: '/order' });
    expect(frameOf('w1')?.src).toBe(`${WEBSITE}/embed/my-orders`);
  });

  it.each(['/order', '/order/index.html'])(
    'starts at data-start on the page itself, %s',
    (path) => {
      history.replaceState(null, '', path);
      startInline({ basePath: '/order' });
      expect(frameOf('w1')?.src).toBe(`${WEBSITE}/embed/businesses`);
    },
  );

  it('falls back to the hash on a page that is not below the base path, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', '/menu');
    startInline({ basePath: '/order' });
    pageView('/store/athens-grill');
    expect(`${location.pathname}${location.hash}`).toBe('/menu#order=/store/athens-grill');
    expect(warn).toHaveBeenCalledWith(
      `OrderWidget: this page (/menu) is not data-base-path="/order" or below it; keeping the widget's page in the address's #order= instead.`,
    );
  });
});
