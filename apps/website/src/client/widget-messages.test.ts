// @vitest-environment happy-dom
import { frameName, WIDGET_MESSAGE_SOURCE } from '@oc/domain/widgets/widget-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { framedAt as frameAt, unframe } from '../islands/framed-page.fixtures';
import { announceOrderPlaced } from '../islands/order-placed';
import { startWidgetMessages } from './widget-messages';

const HOST = 'https://shop.example';

let told: [unknown, string][];
let stop: (() => void) | null;

const framedAt = (path: string, name: string) =>
  frameAt(path, name, (data, origin) => told.push([data, origin]));

beforeEach(() => {
  told = [];
  stop = null;
  document.title = 'Athens Grill · Demo Eats';
});

afterEach(() => {
  stop?.();
  unframe();
});

describe('the embed page’s messages to the host page', () => {
  it('says ready and which page is shown (without /embed, with its query), to the host only', () => {
    framedAt('/embed/businesses?page=2', frameName('w1', HOST));
    stop = startWidgetMessages(window);
    expect(told).toEqual([
      [{ source: WIDGET_MESSAGE_SOURCE, widget: 'w1', type: 'ready' }, HOST],
      [
        {
          source: WIDGET_MESSAGE_SOURCE,
          widget: 'w1',
          type: 'page_view',
          path: '/businesses?page=2',
          title: 'Athens Grill · Demo Eats',
        },
        HOST,
      ],
    ]);
  });

  it('tells the host page of a placed order by its number, its total in dollars', () => {
    framedAt('/embed/checkout', frameName('menu', 'http://127.0.0.1:5500'));
    stop = startWidgetMessages(window);
    told = [];
    announceOrderPlaced({ number: 1042, total: 2150 });
    // An answer without a number: nothing rather than something that opens the order.
    announceOrderPlaced({ number: null, total: 2150 });
    expect(told).toEqual([
      [
        {
          source: WIDGET_MESSAGE_SOURCE,
          widget: 'menu',
          type: 'order_placed',
          number: 1042,
          total: 21.5,
          currency: 'USD',
        },
        'http://127.0.0.1:5500',
      ],
    ]);
  });

  it('never tells the host page an order’s confirmation address: it is My orders there', () => {
    framedAt('/embed/orders/AbC123-_xyz0123456789?from=checkout', frameName('w1', HOST));
    document.title = 'Order 1042 · Demo Eats';
    stop = startWidgetMessages(window);
    expect(told[1]?.[0]).toEqual({
      source: WIDGET_MESSAGE_SOURCE,
      widget: 'w1',
      type: 'page_view',
      path: '/my-orders',
      title: 'Order 1042 · Demo Eats',
    });
    expect(JSON.stringify(told)).not.toContain('AbC123-_xyz0123456789');
  });

  it('passes Esc on to the host page, unless the page took it (a dialog closing)', () => {
    framedAt('/embed/store/athens-grill', frameName('w1', HOST));
    stop = startWidgetMessages(window);
    told = [];
    document.body.innerHTML = '<button>Add</button><dialog open><button>Close</button></dialog>';
    const [onPage, inDialog] = [...document.querySelectorAll('button')];
    // The page's dialogs (islands/modal.tsx) take Esc: prevent its default, stop it there.
    document.querySelector('dialog')?.addEventListener('keydown', (e) => {
      e.preventDefault();
      e.stopPropagation();
    });
    const press = (target: Element | undefined, key: string) =>
      target?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    press(inDialog, 'Escape');
    press(onPage, 'Enter');
    expect(told).toEqual([]);
    press(onPage, 'Escape');
    expect(told).toEqual([[{ source: WIDGET_MESSAGE_SOURCE, widget: 'w1', type: 'escape' }, HOST]]);
  });

  it('says the embed home is at /', () => {
    framedAt('/embed', frameName('w1', HOST));
    stop = startWidgetMessages(window);
    expect(told[1]?.[0]).toMatchObject({ type: 'page_view', path: '/' });
  });

  it('tells nobody outside a widget’s frame or outside the embed pages', () => {
    const cases: [string, string][] = [
      ['/embed/checkout', ''], // a frame the loader did not name
      ['/embed/checkout', 'oc-widget|w1'], // no host origin
      ['/embed/checkout', 'some-other-frame|w1|https://shop.example'],
      ['/embed/checkout', frameName('w1', '*')], // never '*' as targetOrigin
      ['/embed/checkout', frameName('w1', 'https://shop.example/page')], // not an origin
      ['/checkout', frameName('w1', HOST)], // the website itself, not an embed page
      ['/embedded', frameName('w1', HOST)],
    ];
    for (const [path, name] of cases) {
      framedAt(path, name);
      expect(startWidgetMessages(window), `${path} ${name}`).toBeNull();
    }
    announceOrderPlaced({ number: 1042, total: 100 });
    expect(told).toEqual([]);
  });

  it('tells nobody when the page is not in a frame', () => {
    window.history.replaceState(null, '', '/embed/checkout');
    window.name = frameName('w1', HOST);
    // Not framed: the window is its own parent.
    expect(window.parent).toBe(window);
    expect(startWidgetMessages(window)).toBeNull();
  });

  it('stops telling once stopped', () => {
    framedAt('/embed/checkout', frameName('w1', HOST));
    startWidgetMessages(window)?.();
    told = [];
    announceOrderPlaced({ number: 1042, total: 100 });
    window.dispatchEvent(new Event('pageshow'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(told).toEqual([]);
  });
});
