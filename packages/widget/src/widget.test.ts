import { frameName, KEPT_MAX } from '@oc/domain/widgets/widget-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot';
import { registry } from './registry';
import { chatCss } from './styles';
import {
  addScript,
  frameOf,
  HOST_ORIGIN,
  OTHER_WEBSITE,
  orderWidget,
  post,
  pressEscape,
  requested,
  resetPage,
  setScreenWidth,
  shadowRoots,
  useHostPage,
  WEBSITE,
} from './test-page';
import { startWidget } from './widget';

useHostPage();
afterEach(() => {
  vi.restoreAllMocks();
});

const launcherOf = (root: ShadowRoot) => root.querySelector('.launcher') as HTMLButtonElement;
const closeOf = (root: ShadowRoot) => root.querySelector('.close') as HTMLButtonElement;
const listen = (event: Parameters<ReturnType<typeof orderWidget>['on']>[0]) => {
  const heard: unknown[] = [];
  orderWidget().on(event, (detail) => heard.push(detail));
  return heard;
};

describe('the page and its widgets', () => {
  it('names widgets by data-id, else w1, w2… by their place in the page, whichever runs first', () => {
    addScript({ type: 'inline', target: 'nowhere' });
    addScript({ id: 'menu' });
    addScript({ type: 'popup' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Async scripts run in any order: the third tag runs before the others.
    const scripts = document.querySelectorAll('script');
    const api = registry();
    startWidget(scripts[2] as HTMLScriptElement, api);
    boot();
    expect(api._oc.widgets.map((w) => w.id).sort()).toEqual(['menu', 'w1', 'w3']);
  });

  it('gives a second widget with the same data-id a number of its own, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addScript({ id: 'menu' });
    addScript({ id: 'menu' });
    boot();
    expect(orderWidget()._oc.widgets.map((w) => w.id)).toEqual(['menu', 'w2']);
    expect(warn).toHaveBeenCalledWith(
      'OrderWidget: two widgets have data-id="menu"; this one is w2. Give each its own.',
    );
  });

  it('makes window.OrderWidget once, shares it, and starts each tag once', () => {
    addScript();
    boot();
    const api = orderWidget();
    addScript({}, OTHER_WEBSITE);
    boot();
    boot();
    expect(orderWidget()).toBe(api);
    expect(registry()).toBe(api);
    expect(api._oc.widgets.map((w) => [w.id, w.origin])).toEqual([
      ['w1', WEBSITE],
      ['w2', OTHER_WEBSITE],
    ]);
    expect(shadowRoots()).toHaveLength(2);
  });

  it('frames the website below /embed, named for the widget and this page, on first open', () => {
    addScript({ start: '/store/athens-grill' });
    boot();
    expect(frameOf('w1')).toBeNull();
    orderWidget().open('w1');
    const frame = frameOf('w1') as HTMLIFrameElement;
    expect(frame.src).toBe(`${WEBSITE}/embed/store/athens-grill`);
    expect(frame.name).toBe(frameName('w1', HOST_ORIGIN));
    expect(frame.title).toBe('Order now');
    expect(requested).toEqual([`${WEBSITE}/embed/store/athens-grill`]);
  });

  it('makes the frame at once when the widget opens by itself', () => {
    addScript({ type: 'popup', openOnDesktop: 'true' });
    boot();
    expect(frameOf('w1')?.src).toBe(`${WEBSITE}/embed/`);
  });

  it('answers a wrong call of its API with what to do', () => {
    addScript();
    boot();
    const api = orderWidget();
    expect(() => api.open('basket')).toThrow(
      'OrderWidget.open: there is no widget "basket" on this page (it has: w1). Use a data-id of a widget\'s script tag, or w1, w2… in page order.',
    );
    expect(() => api.on('opened' as 'open', () => {})).toThrow(
      'OrderWidget.on: "opened" is not an event; use one of ready, open, close, page_view, order_placed.',
    );
    expect(() => api.on('open', 'handler' as unknown as () => void)).toThrow(
      'OrderWidget.on("open", handler): the handler must be a function.',
    );
  });
});

describe('messages from the frame', () => {
  const twoWidgets = () => {
    addScript({ openOnDesktop: 'true' });
    addScript({ openOnDesktop: 'true' }, OTHER_WEBSITE);
    boot();
    return {
      first: frameOf('w1')?.contentWindow as Window,
      second: frameOf('w2')?.contentWindow as Window,
    };
  };

  it('reach the host page with the widget they came from', () => {
    const { first, second } = twoWidgets();
    const views = listen('page_view');
    const orders = listen('order_placed');
    post({ widget: 'w1', type: 'page_view', path: '/store/x', title: 'X' }, { from: first });
    post(
      { widget: 'w2', type: 'page_view', path: '/businesses?page=2', title: 'Y' },
      { from: second, origin: OTHER_WEBSITE },
    );
    post(
      { widget: 'w1', type: 'order_placed', number: 1042, total: 23.5, currency: 'EUR' },
      { from: first },
    );
    expect(views).toEqual([
      { widget: 'w1', path: '/store/x', title: 'X' },
      { widget: 'w2', path: '/businesses?page=2', title: 'Y' },
    ]);
    expect(orders).toEqual([{ widget: 'w1', number: 1042, total: 23.5, currency: 'EUR' }]);
  });

  it('never pass on what opens an order: its id, or its confirmation’s address', () => {
    const { first } = twoWidgets();
    const views = listen('page_view');
    const orders = listen('order_placed');
    const id = 'AbCdEfGhIjKlMnOpQrStUv';
    post({ type: 'page_view', path: `/orders/${id}`, title: 'Order 1042' }, { from: first });
    post(
      { type: 'order_placed', number: 1042, orderId: id, id, total: 9, currency: 'USD' },
      { from: first },
    );
    // A frame that still speaks of the order by its id only is not heard at all.
    post({ type: 'order_placed', orderId: id, total: 9, currency: 'USD' }, { from: first });
    expect(views).toEqual([{ widget: 'w1', path: '/my-orders', title: 'Order 1042' }]);
    expect(orders).toEqual([{ widget: 'w1', number: 1042, total: 9, currency: 'USD' }]);
    expect(JSON.stringify([views, orders])).not.toContain(id);
  });

  it('are ignored unless from the widget’s own frame, on its website’s origin, marked as ours', () => {
    const { first, second } = twoWidgets();
    const views = listen('page_view');
    const view = { type: 'page_view', path: '/store/x', title: 'X' };
    post(view, { from: first, origin: 'https://evil.test' });
    post(view, { from: first, origin: OTHER_WEBSITE });
    post(view, { from: second, origin: WEBSITE });
    post(view, { from: window, origin: WEBSITE });
    post(view, { from: null, origin: WEBSITE });
    window.dispatchEvent(
      new MessageEvent('message', { data: view, origin: WEBSITE, source: first }),
    );
    window.dispatchEvent(
      new MessageEvent('message', { data: 'page_view', origin: WEBSITE, source: first }),
    );
    expect(views).toEqual([]);
  });

  it('are ignored when they do not hold what their type needs', () => {
    const { first } = twoWidgets();
    const views = listen('page_view');
    const orders = listen('order_placed');
    post({ type: 'page_view', path: '//evil.example/', title: 'X' }, { from: first });
    post({ type: 'page_view', path: 'https://evil.example/', title: 'X' }, { from: first });
    post({ type: 'order_placed', number: '1042', total: 10 }, { from: first });
    post({ type: 'order_placed', number: 1042.5, total: 10 }, { from: first });
    post({ type: 'order_placed', number: 1042, total: '10' }, { from: first });
    post({ type: 'order_placed', number: 1042, total: Number.NaN }, { from: first });
    post({ type: 'page_view', path: '/ok' }, { from: first });
    expect(orders).toEqual([]);
    expect(views).toEqual([{ widget: 'w1', path: '/ok', title: '' }]);
  });

  it('keep what the frame keeps (the cart) in the host page, per website, for the next frame', () => {
    localStorage.clear();
    const { first, second } = twoWidgets();
    const cart = JSON.stringify({ lines: [{ id: 'p1', quantity: 2 }] });
    post({ type: 'keep', kept: cart }, { from: first });
    // Not from the widget's own frame and origin, not text, or too long: not kept.
    post({ type: 'keep', kept: 'evil' }, { from: first, origin: 'https://evil.test' });
    post({ type: 'keep', kept: 42 }, { from: second, origin: OTHER_WEBSITE });
    post({ type: 'keep', kept: 'x'.repeat(KEPT_MAX + 1) }, { from: second, origin: OTHER_WEBSITE });
    expect(localStorage.getItem(`oc-widget-kept:${WEBSITE}`)).toBe(cart);
    expect(localStorage.getItem(`oc-widget-kept:${OTHER_WEBSITE}`)).toBeNull();

    // The next visit: the new frame is handed it in its name.
    resetPage();
    addScript({ openOnDesktop: 'true' });
    boot();
    expect(frameOf('w1')?.name).toBe(frameName('w1', HOST_ORIGIN, cart));
    // The frame emptied its cart: nothing is kept.
    post({ type: 'keep', kept: '' }, { from: frameOf('w1')?.contentWindow as Window });
    expect(localStorage.getItem(`oc-widget-kept:${WEBSITE}`)).toBeNull();
  });

  it('tell ready once, however many pages the frame loads', () => {
    const { first } = twoWidgets();
    const ready = listen('ready');
    post({ type: 'ready' }, { from: first });
    post({ type: 'ready' }, { from: first });
    expect(ready).toEqual([{ widget: 'w1' }]);
  });

  it('stop reaching a handler once it unsubscribes, and one failing handler stops no other', () => {
    const { first } = twoWidgets();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: string[] = [];
    orderWidget().on('page_view', () => {
      throw new Error('the host page’s bug');
    });
    const stop = orderWidget().on('page_view', (d) => heard.push(String(d.path)));
    post({ type: 'page_view', path: '/a', title: '' }, { from: first });
    stop();
    post({ type: 'page_view', path: '/b', title: '' }, { from: first });
    expect(heard).toEqual(['/a']);
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('the chat', () => {
  it('opens from its launcher into a panel that takes focus, and Esc gives it back', () => {
    addScript({ buttonText: 'Order pizza', buttonColor: '#C62828' });
    boot();
    const events = [listen('open'), listen('close')];
    const [root] = shadowRoots() as [ShadowRoot];
    const launcher = launcherOf(root);
    const panel = root.querySelector('[role="dialog"]') as HTMLElement;
    expect(launcher.getAttribute('aria-label')).toBe('Order pizza');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    launcher.focus();
    launcher.click();
    expect(panel.hidden).toBe(false);
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(panel.getAttribute('aria-label')).toBe('Order pizza');
    expect(root.activeElement).toBe(closeOf(root));
    expect(panel.contains(frameOf('w1'))).toBe(true);

    pressEscape(closeOf(root));
    expect(panel.hidden).toBe(true);
    expect(root.activeElement).toBe(launcher);
    expect(events).toEqual([[{ widget: 'w1' }], [{ widget: 'w1' }]]);
  });

  it('closes from its close button, its launcher, the API and Esc pressed in the frame', () => {
    addScript();
    boot();
    const [root] = shadowRoots() as [ShadowRoot];
    const panel = root.querySelector('[role="dialog"]') as HTMLElement;
    const api = orderWidget();
    launcherOf(root).click();
    closeOf(root).click();
    expect(panel.hidden).toBe(true);
    launcherOf(root).click();
    launcherOf(root).click();
    expect(panel.hidden).toBe(true);
    api.open();
    api.close('w1');
    expect(panel.hidden).toBe(true);
    api.open('w1');
    post({ type: 'escape' }, { from: frameOf('w1')?.contentWindow ?? null });
    expect(panel.hidden).toBe(true);
  });

  it('opens by itself on the kind of screen it is told to, without taking focus', () => {
    setScreenWidth(1280);
    addScript({ openOnDesktop: 'true' });
    addScript({ openOnMobile: 'true' });
    boot();
    expect(orderWidget()._oc.widgets.map((w) => w.isOpen)).toEqual([true, false]);
    expect(shadowRoots()[0]?.activeElement).toBeNull();

    resetPage();
    setScreenWidth(480);
    addScript({ openOnDesktop: 'true' });
    addScript({ openOnMobile: 'true' });
    boot();
    expect(orderWidget()._oc.widgets.map((w) => w.isOpen)).toEqual([false, true]);
  });

  it('fills the screen at 480 px wide or less, following the screen as it turns', () => {
    addScript();
    boot();
    const panel = shadowRoots()[0]?.querySelector('[role="dialog"]') as HTMLElement;
    expect(panel.classList.contains('full')).toBe(false);
    setScreenWidth(480);
    expect(panel.classList.contains('full')).toBe(true);
    setScreenWidth(481);
    expect(panel.classList.contains('full')).toBe(false);
  });

  it('keeps its panel within 370 × 570 px and puts a second chat’s launcher beside the first', () => {
    addScript();
    addScript({}, OTHER_WEBSITE);
    boot();
    const [first, second] = shadowRoots().map((root) => root.querySelector('.launcher'));
    // happy-dom lays nothing out: the sheets each widget adopted are what a browser would apply.
    const [css0, css1] = [chatCss('#2C7BE5', 0), chatCss('#2C7BE5', 1)];
    expect(css0).toMatch(/\.box\{[^}]*width:min\(370px,calc\(100vw - 40px\)\);height:min\(570px,/);
    expect(css0).toMatch(/\.launcher\{[^}]*inset-inline-end:20px/);
    expect(css1).toMatch(/\.launcher\{[^}]*inset-inline-end:92px/);
    expect(second).not.toBe(first);
  });
});

describe('the popup', () => {
  const openPopup = () => {
    const script = addScript({ type: 'popup', buttonText: 'Order online' });
    document.body.append(document.createElement('footer'));
    boot();
    const [button, modal] = shadowRoots() as [ShadowRoot, ShadowRoot];
    return { script, button, modal, launcher: launcherOf(button) };
  };

  it('puts its button right after the script tag, and opens a modal dialog that takes focus', () => {
    const { script, modal, launcher } = openPopup();
    expect(script.nextElementSibling?.shadowRoot?.contains(launcher)).toBe(true);
    expect(launcher.textContent).toBe('Order online');
    const dialog = modal.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Order online');
    expect(modal.querySelector('.backdrop')?.hasAttribute('hidden')).toBe(true);

    launcher.click();
    expect(modal.querySelector('.backdrop')?.hasAttribute('hidden')).toBe(false);
    expect(dialog.contains(frameOf('w1'))).toBe(true);
    expect(modal.activeElement).toBe(closeOf(modal));
  });

  it('brings focus back from the page behind from the moment it opens, its frame still loading', () => {
    const { modal, launcher } = openPopup();
    const link = document.createElement('a');
    link.href = '#visit';
    document.body.prepend(link);
    launcher.click();
    // Tab out of a frame that cannot take focus yet, or the page's own script, lands on the page.
    link.focus();
    expect(document.activeElement).toBe(modal.host);
    expect(modal.activeElement).toBe(closeOf(modal));
    // Closed, the page has its focus back to use as it likes.
    closeOf(modal).click();
    link.focus();
    expect(document.activeElement).toBe(link);
  });

  it('keeps Tab and Shift+Tab inside: what leaves the dialog on either side comes back in', () => {
    const { modal, launcher } = openPopup();
    launcher.click();
    const [before, after] = modal.querySelectorAll<HTMLElement>('.backdrop > [tabindex="0"]');
    // Tab out of the frame's last control lands after the dialog: back to the close button.
    after?.focus();
    expect(modal.activeElement).toBe(closeOf(modal));
    // Shift+Tab from the close button lands before the dialog: on to the frame.
    before?.focus();
    expect(modal.activeElement).toBe(frameOf('w1'));
  });

  it('closes on Esc, the close button and the backdrop, and gives focus back to its button', () => {
    const { button, modal, launcher } = openPopup();
    const backdrop = modal.querySelector('.backdrop') as HTMLElement;
    for (const close of [
      () => pressEscape(),
      () => closeOf(modal).click(),
      () => backdrop.click(),
    ]) {
      launcher.click();
      expect(backdrop.hidden).toBe(false);
      close();
      expect(backdrop.hidden).toBe(true);
      expect(button.activeElement).toBe(launcher);
    }
    launcher.click();
    (modal.querySelector('.bar span') as HTMLElement).click();
    expect(backdrop.hidden).toBe(false);
  });

  it('fills the screen on a phone', () => {
    setScreenWidth(390);
    const { modal } = openPopup();
    expect(modal.querySelector('.backdrop')?.classList.contains('full')).toBe(true);
  });

  it('writes its button in a colour readable on the owner’s', () => {
    addScript({ type: 'popup', buttonColor: '#FFD600' });
    addScript({ type: 'popup', buttonColor: '#1A237E' });
    boot();
    // The buttons after their script tags come first; the dialogs are at the end of the body.
    const [yellow, navy] = shadowRoots()
      .slice(0, 2)
      .map((root) => getComputedStyle(launcherOf(root)));
    expect([yellow?.backgroundColor, yellow?.color]).toEqual(['#FFD600', '#111111']);
    expect([navy?.backgroundColor, navy?.color]).toEqual(['#1A237E', '#FFFFFF']);
  });
});

describe('Esc with two widgets open', () => {
  it('closes the one opened last', () => {
    addScript();
    addScript({ type: 'popup' });
    boot();
    const api = orderWidget();
    api.open('w1');
    api.open('w2');
    pressEscape();
    expect(api._oc.widgets.map((w) => w.isOpen)).toEqual([true, false]);
    pressEscape();
    expect(api._oc.widgets.map((w) => w.isOpen)).toEqual([false, false]);
  });
});

describe('under a strict Content-Security-Policy', () => {
  it('puts no <style> element and no style attribute in the page, only constructed stylesheets', () => {
    const target = document.createElement('div');
    target.id = 'menu';
    document.body.append(target);
    addScript({ type: 'chat', openOnDesktop: 'true' });
    addScript({ type: 'popup', openOnDesktop: 'true' });
    addScript({ type: 'inline', target: 'menu' });
    boot();
    const roots = shadowRoots();
    expect(roots).toHaveLength(4);
    const markup = [document.documentElement.outerHTML, ...roots.map((r) => r.innerHTML)].join();
    expect(markup).toContain('<iframe');
    expect(markup).not.toMatch(/<style|\sstyle=/i);
    for (const root of roots) expect(root.adoptedStyleSheets).toHaveLength(1);
  });
});

describe('the widget’s language', () => {
  const openedFrame = () => {
    orderWidget().open('w1');
    return frameOf('w1') as HTMLIFrameElement;
  };

  it('is the snippet’s data-language, whatever the host page speaks', () => {
    document.documentElement.lang = 'fr';
    addScript({ start: '/store/athens-grill' }).setAttribute('data-language', 'es');
    boot();
    const [root] = shadowRoots() as [ShadowRoot];
    expect(launcherOf(root).getAttribute('aria-label')).toBe('Pedir ahora');
    expect(closeOf(root).getAttribute('aria-label')).toBe('Cerrar');
    const frame = openedFrame();
    expect(frame.src).toBe(`${WEBSITE}/embed/es/store/athens-grill`);
    expect(frame.title).toBe('Pedir ahora');
    expect(root.querySelector('.bar span')?.textContent).toBe('Pedir ahora');
  });

  it('else the host page’s <html lang> when it is one of the website’s four', () => {
    document.documentElement.lang = 'fr-CA';
    addScript({ type: 'popup' });
    boot();
    const [button, modal] = shadowRoots() as [ShadowRoot, ShadowRoot];
    expect(launcherOf(button).textContent).toBe('Commander');
    expect(closeOf(modal).getAttribute('aria-label')).toBe('Fermer');
    expect(modal.querySelector('[role="dialog"]')?.getAttribute('aria-label')).toBe('Commander');
    expect(openedFrame().src).toBe(`${WEBSITE}/embed/fr/`);
  });

  it('else none: the website’s own pages at their plain address, the loader’s words in English', () => {
    document.documentElement.lang = 'de';
    addScript({ type: 'inline', start: '/businesses' });
    boot();
    expect(frameOf('w1')?.src).toBe(`${WEBSITE}/embed/businesses`);
    expect(frameOf('w1')?.title).toBe('Order now');
    expect(document.querySelector('oc-order-widget')?.hasAttribute('dir')).toBe(false);
  });

  it('keeps a button text the owner chose, in any language; the English default is translated', () => {
    document.documentElement.lang = 'ar';
    addScript({ buttonText: 'Pizza!' });
    addScript({ buttonText: 'Order now' }, OTHER_WEBSITE);
    boot();
    const labels = shadowRoots().map((root) => launcherOf(root).getAttribute('aria-label'));
    expect(labels).toEqual(['Pizza!', 'اطلب الآن']);
  });

  it('on an Arabic page is written right to left: its own words, bar and launcher mirrored', () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    addScript();
    boot();
    const host = document.querySelector('oc-order-widget') as HTMLElement;
    expect([host.lang, host.dir]).toEqual(['ar', 'rtl']);
    const [root] = shadowRoots() as [ShadowRoot];
    expect(closeOf(root).getAttribute('aria-label')).toBe('إغلاق');
    expect(openedFrame().src).toBe(`${WEBSITE}/embed/ar/`);
    // happy-dom lays nothing out: the sheet places by the line's end, which is the left there.
    const css = chatCss('#2C7BE5', 0);
    expect(css).toMatch(/\.launcher\{[^}]*inset-inline-end:20px/);
    expect(css).toMatch(/\.bar\{[^}]*padding-inline:16px 4px/);
    expect(css).not.toMatch(
      /[{;](left|right|padding-left|padding-right|margin-left|margin-right):/,
    );
  });

  it('in English on an Arabic page is written left to right', () => {
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    addScript().setAttribute('data-language', 'en');
    boot();
    const host = document.querySelector('oc-order-widget') as HTMLElement;
    expect([host.lang, host.dir]).toEqual(['en', 'ltr']);
    expect(openedFrame().src).toBe(`${WEBSITE}/embed/en/`);
  });
});
