// @vitest-environment happy-dom
/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteBase } from '../site-base';
import { themeView } from '../theme/theme-view';
import { type TWords, Words } from '../words';
import { cartBusiness } from './cart.fixtures';
import {
  clearCart,
  readCart,
  requestAdd,
  setComments,
  type TCartBusiness,
  type TCartItem,
} from './cart-store';
import { Checkout, checkoutProps, type TCheckoutProps } from './checkout';
import ISLAND_WORDS_AR from './locales/ar.json';
import ISLAND_WORDS_ES from './locales/es.json';
import { ORDER_PLACED_EVENT, type TOrderPlaced } from './order-placed';

const SITE = { name: 'Demo', description: '', logo: null, image: null };
const FLAGS = { isApp: false, isKiosk: false, isFranchise: false };
const propsOf = (values: Record<string, unknown>, over: Partial<TCheckoutProps> = {}) => ({
  ...checkoutProps(themeView(SITE, values, FLAGS), values, false),
  ...over,
});
const CURBSIDE = {
  order_types: {
    components: {
      title_menu: 'How would you like it?',
      curbside: {
        components: {
          title: 'Curbside',
          description: 'We bring it to your car',
          call_to_action: 'Bring it out',
          image: '/files/car.png',
        },
      },
    },
  },
};

const PIZZA = cartBusiness('pizza-palace', 'Pizza Palace');
const GARLIC_BREAD: TCartItem = {
  business: PIZZA,
  product: { id: 'p11', name: 'Garlic bread', price: 450, options: [] },
};

type TCall = { url: string; body: unknown };
let calls: TCall[];
let sentHeaders: Record<string, string>[];
let answer: () => Promise<unknown>;
/** What the server says of when the business takes the order (GET /_site/order-times). */
let timesAnswer: unknown;
let timesAsked: string[];
const realFetch = globalThis.fetch;
let container: HTMLElement;
let placed: string[];

const OPEN = { error: false, result: { is_open: true, closed_message: null, times: [] } };

beforeEach(() => {
  calls = [];
  sentHeaders = [];
  placed = [];
  timesAsked = [];
  timesAnswer = OPEN;
  answer = async () => ({ error: false, result: { id: 'order-id-0123456789' } });
  // The network edge: what the browser would send to the server, and its answer.
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    if (url.startsWith('/_site/order-times')) {
      timesAsked.push(url);
      return { json: async () => timesAnswer } as Response;
    }
    calls.push({ url, body: JSON.parse(String(init.body)) });
    sentHeaders.push(init.headers as Record<string, string>);
    const body = await answer();
    // A whole answer (its status and headers too) when a test gives one; else its JSON body.
    if (body instanceof Response) return body;
    return { json: async () => body } as Response;
  }) as typeof fetch;
  act(() => {
    requestAdd(GARLIC_BREAD);
    requestAdd(GARLIC_BREAD);
  });
});

afterEach(() => {
  act(() => render(null, container));
  document.body.replaceChildren();
  localStorage.clear();
  globalThis.fetch = realFetch;
});

function mount(props: TCheckoutProps) {
  container = document.createElement('div');
  document.body.append(container);
  act(() => render(<Checkout {...props} onPlaced={(id) => placed.push(id)} />, container));
  return within(container);
}
const click = (element: Element) => act(() => (element as HTMLElement).click());
const type = (element: HTMLElement, value: string) =>
  act(() => {
    (element as HTMLInputElement).value = value;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
/** Lets the answer's promises settle (no clock involved). */
const settle = () => act(async () => await new Promise((r) => setTimeout(r, 0)));

async function fillAndPlace(view: ReturnType<typeof mount>) {
  type(view.getByLabelText('Name'), 'Ana');
  type(view.getByLabelText('Phone'), '+1 555 0100');
  click(view.getByRole('button', { name: 'Place order' }));
  await settle();
}

describe('the checkout', () => {
  it('opens the order types popup first, with each offered type in the owner words', () => {
    const view = mount(propsOf(CURBSIDE));
    const popup = within(view.getByRole('dialog', { name: 'How would you like it?' }));
    expect(popup.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Delivery',
      'Pickup',
      'Curbside',
    ]);
    expect(popup.getByText('We bring it to your car')).toBeTruthy();
    expect(container.querySelector('.order-type img')?.getAttribute('src')).toBe('/files/car.png');
    click(popup.getByRole('button', { name: 'Bring it out' }));
    expect(view.queryByRole('dialog')).toBeNull();
    expect(view.getByText(/Curbside/)).toBeTruthy();
    click(view.getByRole('button', { name: 'Change' }));
    expect(view.getByRole('dialog', { name: 'How would you like it?' })).toBeTruthy();
  });

  it('asks for the address after a delivery type, and posts the agreed shape', async () => {
    const view = mount(propsOf({}));
    act(() => setComments('Extra napkins'));
    click(view.getByRole('button', { name: 'Deliver to me' }));
    const popup = within(view.getByRole('dialog', { name: 'Where should we deliver?' }));
    type(popup.getByLabelText('Address'), '1 Main St');
    type(popup.getByLabelText('Apartment, floor'), '4B');
    type(popup.getByLabelText('Notes for the driver'), 'Ring twice');
    expect(popup.getByRole('img', { name: 'Map: 1 Main St' })).toBeTruthy();
    expect(popup.getByRole('radio', { name: 'Work' })).toBeTruthy();
    click(popup.getByRole('button', { name: 'Use this address' }));
    expect(view.getByText(/1 Main St, 4B/)).toBeTruthy();
    expect(container.querySelector('.checkout-total')?.textContent).toBe('Total $9.00');

    await fillAndPlace(view);
    expect(calls).toEqual([
      {
        url: '/_site/orders',
        body: {
          business_slug: 'pizza-palace',
          order_type: 'delivery',
          items: [{ product_id: 'p11', quantity: 2, option_ids: [] }],
          scheduled_for: null,
          language: 'en',
          customer: {
            name: 'Ana',
            phone: '+1 555 0100',
            address: '1 Main St',
            internal_number: '4B',
            notes: 'Ring twice',
          },
          comments: 'Extra napkins',
        },
      },
    ]);
    expect(placed).toEqual(['order-id-0123456789']);
    expect(readCart().lines).toEqual([]);
  });

  it('says in the address popup why it opened again when a delivery is placed without an address', async () => {
    const view = mount(propsOf({}));
    click(view.getByRole('button', { name: 'Deliver to me' }));
    let popup = within(view.getByRole('dialog', { name: 'Where should we deliver?' }));
    // Opened by choosing delivery: nothing to say yet.
    expect(popup.queryByRole('alert')).toBeNull();
    click(popup.getByRole('button', { name: 'Cancel' }));

    await fillAndPlace(view);
    expect(calls).toEqual([]);
    popup = within(view.getByRole('dialog', { name: 'Where should we deliver?' }));
    const problem = 'Add the delivery address to place this order.';
    expect(popup.getByRole('alert').textContent).toBe(problem);
    const field = popup.getByLabelText('Address');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-describedby')).toBe(popup.getByRole('alert').id);
    type(field, '1 Main St');
    click(popup.getByRole('button', { name: 'Use this address' }));
    click(view.getByRole('button', { name: 'Edit address' }));
    popup = within(view.getByRole('dialog', { name: 'Where should we deliver?' }));
    expect(popup.queryByRole('alert')).toBeNull();
  });

  it('leaves out of the address popup what the address leaves hide', () => {
    const values = {
      address: {
        components: {
          map: { hidden: true },
          internal_number: { hidden: true },
          address_notes: { hidden: true },
          icons: { hidden: true },
        },
      },
    };
    const view = mount(propsOf(values));
    click(view.getByRole('button', { name: 'Deliver to me' }));
    const popup = within(view.getByRole('dialog', { name: 'Where should we deliver?' }));
    expect(popup.getByLabelText('Address')).toBeTruthy();
    expect(popup.queryByRole('img')).toBeNull();
    expect(popup.queryByLabelText('Apartment, floor')).toBeNull();
    expect(popup.queryByLabelText('Notes for the driver')).toBeNull();
    expect(popup.queryByRole('radio')).toBeNull();
  });

  it('sends no address for pickup, shows every refusal, keeps the input, sends once', async () => {
    let release: () => void = () => undefined;
    answer = () =>
      new Promise((resolve) => {
        release = () => resolve({ error: true, result: ['Please enter your name.', 'Bad phone.'] });
      });
    const view = mount(propsOf({}));
    click(view.getByRole('button', { name: 'I will pick it up' }));
    expect(view.queryByRole('dialog')).toBeNull();
    type(view.getByLabelText('Name'), 'Ana');
    type(view.getByLabelText('Phone'), '12');
    click(view.getByRole('button', { name: 'Place order' }));
    const busy = view.getByRole('button', { name: 'Placing order…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    act(() => {
      container.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    });
    release();
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      order_type: 'pickup',
      customer: { address: '', internal_number: '', notes: '' },
    });
    const alert = within(view.getByRole('alert'));
    expect(alert.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Please enter your name.',
      'Bad phone.',
    ]);
    expect((view.getByLabelText('Phone') as HTMLInputElement).value).toBe('12');
    expect(view.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false);
    expect(placed).toEqual([]);
    expect(readCart().lines).toHaveLength(1);
  });

  it('says so when the store cannot be reached', async () => {
    answer = async () => Promise.reject(new TypeError('Failed to fetch'));
    const view = mount(propsOf({}));
    click(view.getByRole('button', { name: 'I will pick it up' }));
    await fillAndPlace(view);
    expect(view.getByRole('alert').textContent).toMatch(/could not reach the store/);
    expect((view.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana');
  });

  it('shows the server’s words when the store takes no more orders now, keeping the input', async () => {
    const words =
      'This store is receiving too many orders right now. Please try again in 40 seconds.';
    answer = async () =>
      new Response(JSON.stringify({ error: true, result: [words] }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '40' },
      });
    const view = mount(propsOf({}));
    click(view.getByRole('button', { name: 'I will pick it up' }));
    await fillAndPlace(view);
    expect(view.getByRole('alert').textContent).toBe(words);
    expect((view.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana');
    expect(placed).toEqual([]);
    expect(readCart().lines).toHaveLength(1);
  });

  it('says too many orders in the customer’s words when a refusal brings no message', async () => {
    answer = async () =>
      new Response('Too Many Requests', { status: 429, headers: { 'retry-after': '120' } });
    const view = mount(propsOf({}));
    click(view.getByRole('button', { name: 'I will pick it up' }));
    await fillAndPlace(view);
    expect(view.getByRole('alert').textContent).toBe(
      'Too many orders from this device. Please wait 2 minutes and try again.',
    );
  });

  it('places nothing from the preview', async () => {
    const view = mount(propsOf({}, { isPreview: true }));
    click(view.getByRole('button', { name: 'I will pick it up' }));
    const button = view.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(view.getByText('Orders cannot be placed from the preview.')).toBeTruthy();
    act(() => {
      container.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    });
    await settle();
    expect(calls).toEqual([]);
  });

  it('points an empty cart to the businesses', () => {
    localStorage.clear();
    localStorage.setItem('oc-order-type', 'pickup');
    const view = mount(propsOf({}));
    expect(view.getByText('Your cart is empty.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Browse businesses' }).getAttribute('href')).toBe(
      '/businesses',
    );
  });

  it('announces the placed order with the server’s total, then opens its confirmation', async () => {
    answer = async () => ({
      error: false,
      result: { id: 'order-id-0123456789', number: 1042, total: 1100 },
    });
    const announced: TOrderPlaced[] = [];
    const openedBefore: number[] = [];
    const hear = (e: Event) => {
      announced.push((e as CustomEvent<TOrderPlaced>).detail);
      openedBefore.push(placed.length);
    };
    window.addEventListener(ORDER_PLACED_EVENT, hear);
    const view = mount(propsOf({}));
    click(view.getByRole('button', { name: 'I will pick it up' }));
    await fillAndPlace(view);
    window.removeEventListener(ORDER_PLACED_EVENT, hear);
    // Its number, never its id: a widget's host page hears this, and the id opens the order.
    expect(announced).toEqual([{ number: 1042, total: 1100 }]);
    // Announced before the confirmation opens: a frame's host page hears it before the page goes.
    expect(openedBefore).toEqual([0]);
    expect(placed).toEqual(['order-id-0123456789']);
    expect(sentHeaders[0]).not.toHaveProperty('oc-embed');
  });
});

/** The cart again, from a business with these facts. */
function cartFrom(facts: Partial<TCartBusiness>, product: Partial<TCartItem['product']> = {}) {
  act(() => {
    clearCart();
    requestAdd(
      {
        business: { ...PIZZA, ...facts },
        product: { ...GARLIC_BREAD.product, ...product },
      },
      2,
    );
  });
}
const textOf = (selector: string) => container.querySelector(selector)?.textContent ?? null;

describe('what the checkout charges', () => {
  it('offers only the order types the business takes among the website’s', () => {
    cartFrom({ orderTypes: ['pickup', 'curbside', 'eat_in'] });
    const view = mount(propsOf(CURBSIDE));
    const popup = within(view.getByRole('dialog', { name: 'How would you like it?' }));
    // Eat in is not offered on this website; delivery not taken by the business.
    expect(popup.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Pickup',
      'Curbside',
    ]);
  });

  it('adds the delivery fee to a delivery, says when it is free, and none for a pickup', async () => {
    cartFrom({ deliveryFee: 299 });
    const view = mount(propsOf({}));
    click(view.getByRole('button', { name: 'Deliver to me' }));
    const popup = within(view.getByRole('dialog', { name: 'Where should we deliver?' }));
    type(popup.getByLabelText('Address'), '1 Main St');
    click(popup.getByRole('button', { name: 'Use this address' }));
    expect(textOf('.checkout-subtotal')).toBe('Subtotal $9.00');
    expect(textOf('.checkout-fee')).toBe('Delivery fee $2.99');
    expect(textOf('.checkout-total')).toBe('Total $11.99');
    click(view.getByRole('button', { name: 'Change' }));
    click(view.getByRole('button', { name: 'I will pick it up' }));
    expect(textOf('.checkout-fee')).toBeNull();
    expect(textOf('.checkout-total')).toBe('Total $9.00');

    act(() => render(null, container));
    cartFrom({ deliveryFee: 0 });
    localStorage.setItem('oc-order-type', 'delivery');
    mount(propsOf({}));
    expect(textOf('.checkout-fee')).toBe('Free delivery');
  });

  it('asks for the rest of the minimum and places nothing until it is reached', async () => {
    cartFrom({ minimumOrder: 1500 });
    localStorage.setItem('oc-order-type', 'pickup');
    const view = mount(propsOf({}));
    expect(view.getByText('Add $6.00 more to reach the $15.00 minimum.')).toBeTruthy();
    const button = view.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    type(view.getByLabelText('Name'), 'Ana');
    type(view.getByLabelText('Phone'), '+1 555 0100');
    act(() => {
      container.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
    });
    await settle();
    expect(calls).toEqual([]);
    act(() => void requestAdd({ ...GARLIC_BREAD, business: { ...PIZZA, minimumOrder: 1500 } }, 2));
    expect(view.queryByText(/more to reach/)).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it('sends each line’s options and shows them', async () => {
    const cheese = { id: 7, name: 'Cheese', price_delta: 150 };
    cartFrom({}, { price: 600, options: [cheese] });
    localStorage.setItem('oc-order-type', 'pickup');
    const view = mount(propsOf({}));
    expect(textOf('.checkout-lines li')).toBe('2 × Garlic breadCheese (+$1.50)$12.00');
    await fillAndPlace(view);
    expect(calls[0]?.body).toMatchObject({
      items: [{ product_id: 'p11', quantity: 2, option_ids: [7] }],
      scheduled_for: null,
    });
  });
});

describe('when the order is for', () => {
  const TIMES = [
    { at: '2026-11-27T16:30:00.000Z', day: 'Fri 27 Nov', time: '11:30' },
    { at: '2026-11-27T16:45:00.000Z', day: 'Fri 27 Nov', time: '11:45' },
    { at: '2026-11-28T16:30:00.000Z', day: 'Sat 28 Nov', time: '11:30' },
  ];
  const closed = {
    error: false,
    result: {
      is_open: false,
      closed_message: 'Pizza Palace is closed now. It opens tomorrow at 11:30.',
      times: TIMES,
    },
  };

  it('asks the server for the business’s times for the type chosen', async () => {
    localStorage.setItem('oc-order-type', 'pickup');
    mount(propsOf({}));
    await settle();
    expect(timesAsked).toEqual([
      '/_site/order-times?business=pizza-palace&type=pickup&language=en',
    ]);
  });

  it('takes only an order for later while the business is closed, at a time it offers', async () => {
    timesAnswer = closed;
    localStorage.setItem('oc-order-type', 'pickup');
    const view = mount(propsOf({}));
    await settle();
    const now = view.getByRole('radio', { name: 'As soon as possible' }) as HTMLInputElement;
    expect(now.disabled).toBe(true);
    expect(view.getByText('Pizza Palace is closed now. It opens tomorrow at 11:30.')).toBeTruthy();
    expect(
      (view.getByRole('radio', { name: 'Schedule for later' }) as HTMLInputElement).checked,
    ).toBe(true);
    const select = view.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement;
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
      'Fri 27 Nov',
      'Sat 28 Nov',
    ]);
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Fri 27 Nov, 11:30',
      'Fri 27 Nov, 11:45',
      'Sat 28 Nov, 11:30',
    ]);
    act(() => {
      select.value = TIMES[1]?.at ?? '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await fillAndPlace(view);
    expect(calls[0]?.body).toMatchObject({ scheduled_for: TIMES[1]?.at });
  });

  it('is as soon as possible while open, or later when the customer says so', async () => {
    timesAnswer = { ...closed, result: { ...closed.result, is_open: true, closed_message: null } };
    localStorage.setItem('oc-order-type', 'pickup');
    const view = mount(propsOf({}));
    await settle();
    expect(
      (view.getByRole('radio', { name: 'As soon as possible' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(view.queryByRole('combobox', { name: 'Time' })).toBeNull();
    click(view.getByRole('radio', { name: 'Schedule for later' }));
    // The first time offered, until another is chosen.
    expect((view.getByRole('combobox', { name: 'Time' }) as HTMLSelectElement).value).toBe(
      TIMES[0]?.at,
    );
    click(view.getByRole('radio', { name: 'As soon as possible' }));
    await fillAndPlace(view);
    expect(calls[0]?.body).toMatchObject({ scheduled_for: null });
  });

  it('says when the business takes no order in the next week, and places none for later', async () => {
    timesAnswer = { ...closed, result: { ...closed.result, times: [] } };
    localStorage.setItem('oc-order-type', 'pickup');
    const view = mount(propsOf({}));
    await settle();
    expect(view.getByText('Pizza Palace takes no orders in the next 7 days.')).toBeTruthy();
    expect((view.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('the checkout of an embed page', () => {
  it('says it is an embed page’s order and opens the confirmation among the embed pages', async () => {
    // The browser edge: where the page goes once the order is placed.
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    container = document.createElement('div');
    document.body.append(container);
    localStorage.setItem('oc-order-type', 'pickup');
    act(() =>
      render(
        <SiteBase.Provider value="/embed">
          <Checkout {...propsOf({})} />
        </SiteBase.Provider>,
        container,
      ),
    );
    const view = within(container);
    expect(view.queryByRole('dialog')).toBeNull();
    await fillAndPlace(view);
    expect(sentHeaders[0]).toMatchObject({ 'oc-embed': '1' });
    expect(assign.mock.calls).toEqual([['/embed/orders/order-id-0123456789']]);
    assign.mockRestore();
  });

  it('points an empty cart to the embed page of the businesses', () => {
    localStorage.clear();
    localStorage.setItem('oc-order-type', 'pickup');
    container = document.createElement('div');
    document.body.append(container);
    act(() =>
      render(
        <SiteBase.Provider value="/embed">
          <Checkout {...propsOf({})} />
        </SiteBase.Provider>,
        container,
      ),
    );
    expect(
      within(container).getByRole('link', { name: 'Browse businesses' }).getAttribute('href'),
    ).toBe('/embed/businesses');
  });
});

describe('the checkout in the page’s language', () => {
  const SPANISH: TWords = { language: 'es', words: ISLAND_WORDS_ES };
  const ARABIC: TWords = { language: 'ar', words: ISLAND_WORDS_AR };
  function mountIn(words: TWords, props: TCheckoutProps) {
    container = document.createElement('div');
    document.body.append(container);
    act(() =>
      render(
        <Words.Provider value={words}>
          <Checkout {...props} onPlaced={(id) => placed.push(id)} />
        </Words.Provider>,
        container,
      ),
    );
    return within(container);
  }
  /** Intl's own spaces (no-break) and marks (right to left) read as plain text. */
  const plain = (text: string | null | undefined) =>
    (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f]/g, '');

  it('says the default order types in Spanish and keeps the owner’s as typed', () => {
    const view = mountIn(SPANISH, propsOf(CURBSIDE));
    // The owner typed the popup's title and the curbside words: they stay.
    const popup = within(view.getByRole('dialog', { name: 'How would you like it?' }));
    expect(popup.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Entrega a domicilio',
      'Recoger en tienda',
      'Curbside',
    ]);
    expect(popup.getByRole('button', { name: 'Entrégamelo' })).toBeTruthy();
    click(popup.getByRole('button', { name: 'Cerrar' }));
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('titles the popup in Spanish when the owner gave it no title', () => {
    const view = mountIn(SPANISH, propsOf({}));
    expect(view.getByRole('dialog', { name: '¿Cómo quieres tu pedido?' })).toBeTruthy();
  });

  it('draws the order, the money and the address popup in Spanish, and asks in Spanish', async () => {
    const view = mountIn(SPANISH, propsOf({}));
    click(view.getByRole('button', { name: 'Entrégamelo' }));
    const popup = within(view.getByRole('dialog', { name: '¿Dónde te lo entregamos?' }));
    type(popup.getByLabelText('Dirección'), 'Av. Juárez 10');
    expect(popup.getByRole('img', { name: 'Mapa: Av. Juárez 10' })).toBeTruthy();
    click(popup.getByRole('button', { name: 'Usar esta dirección' }));
    await settle();
    expect(timesAsked).toEqual([
      '/_site/order-times?business=pizza-palace&type=delivery&language=es',
    ]);
    expect(view.getByText('Entrega a domicilio')).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Tu pedido de Pizza Palace' })).toBeTruthy();
    expect(plain(container.querySelector('.checkout-total')?.textContent)).toBe('Total 9,00 US$');
    expect(view.getByRole('radio', { name: 'Lo antes posible' })).toBeTruthy();
    answer = async () => Promise.reject(new TypeError('Failed to fetch'));
    type(view.getByLabelText('Nombre'), 'Ana');
    type(view.getByLabelText('Teléfono'), '+52 55 0100');
    click(view.getByRole('button', { name: 'Hacer pedido' }));
    await settle();
    expect(calls[0]?.body).toMatchObject({ language: 'es' });
    expect(view.getByRole('alert').textContent).toMatch(/^No pudimos conectar con la tienda/);
  });

  it('draws the checkout in Arabic with Latin digits, and the minimum in its words', async () => {
    cartFrom({ minimumOrder: 1500 });
    const view = mountIn(ARABIC, propsOf({}));
    click(view.getByRole('button', { name: 'سأستلمه بنفسي' }));
    await settle();
    expect(view.getByRole('heading', { name: 'طلبك من Pizza Palace' })).toBeTruthy();
    expect(plain(container.querySelector('.checkout-total')?.textContent)).toBe(
      'الإجمالي 9.00 US$',
    );
    expect(plain(container.querySelector('.minimum-note')?.textContent)).toBe(
      'أضف 6.00 US$ للوصول إلى الحد الأدنى 15.00 US$.',
    );
    expect(view.getByRole('button', { name: 'إرسال الطلب' })).toHaveProperty('disabled', true);
  });

  it('says too many orders in Arabic when a refusal brings no message, the wait by Intl', async () => {
    answer = async () =>
      new Response('Too Many Requests', { status: 429, headers: { 'retry-after': '120' } });
    const view = mountIn(ARABIC, propsOf({}));
    click(view.getByRole('button', { name: 'سأستلمه بنفسي' }));
    type(view.getByLabelText('الاسم'), 'سارة');
    type(view.getByLabelText('الهاتف'), '+20 100 000 0100');
    click(view.getByRole('button', { name: 'إرسال الطلب' }));
    await settle();
    expect(calls[0]?.body).toMatchObject({ language: 'ar' });
    expect(view.getByRole('alert').textContent).toBe(
      'طلبات كثيرة جدًا من هذا الجهاز. يُرجى الانتظار دقيقتان ثم المحاولة مرة أخرى.',
    );
  });
});
