// @vitest-environment happy-dom
/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { ORDER_QUANTITY_MAX } from '@oc/domain/orders/order.schema';
import { within } from '@testing-library/dom';
import { hydrate, render } from 'preact';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { themeView } from '../theme/theme-view';
import { type TWords, Words } from '../words';
import { listenForAddToCart } from './add-to-cart';
import { Cart, cartProps, type TCartProps } from './cart';
import { cartBusiness } from './cart.fixtures';
import {
  QUANTITY_MAX,
  readCart,
  requestAdd,
  type TCartBusiness,
  type TCartItem,
} from './cart-store';
import ISLAND_WORDS_AR from './locales/ar.json';
import ISLAND_WORDS_ES from './locales/es.json';

const PIZZA: TCartBusiness = cartBusiness('pizza-palace', 'Pizza Palace', {
  logo: '/files/pizza.png',
  address: '412 Court Street',
});
const SUSHI: TCartBusiness = cartBusiness('sushi-bar', 'Sushi Bar');
const item = (id: string, name: string, price: number, business = PIZZA): TCartItem => ({
  business,
  product: { id, name, price, options: [] },
});
const OPTIONS: TCartProps = {
  strategy: 'popover',
  position: 'left',
  hideBusinessLogo: false,
  hideProductImage: false,
  hideCoupon: false,
  hideComments: false,
};

let container: HTMLElement;
function mount(props: Partial<TCartProps> = {}) {
  container = document.createElement('div');
  document.body.append(container);
  act(() => render(<Cart {...OPTIONS} {...props} />, container));
  return within(container);
}
const click = (element: Element) => act(() => (element as HTMLElement).click());

afterEach(() => {
  act(() => render(null, container));
  container.remove();
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the cart', () => {
  it('draws an empty cart during render, then shows the stored one once hydrated', () => {
    const lines = [{ id: 'p11', name: 'Garlic bread', price: 450, quantity: 2 }];
    localStorage.setItem('oc-cart', JSON.stringify({ business: PIZZA, lines, comments: '' }));
    const html = renderToString(<Cart {...OPTIONS} />);
    expect(html).toContain('aria-label="Cart, 0 items"');
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    act(() => hydrate(<Cart {...OPTIONS} />, container));
    expect(within(container).getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('counts what is added, changes quantities, removes lines and keeps it in storage', () => {
    const view = mount();
    act(() => {
      requestAdd(item('p11', 'Garlic bread', 450));
      requestAdd(item('p11', 'Garlic bread', 450));
      requestAdd(item('p21', 'House special', 1250));
    });
    expect(view.getByText('Added House special. Cart: 3 items.')).toBeTruthy();
    click(view.getByRole('button', { name: 'Cart, 3 items' }));
    const panel = within(view.getByRole('dialog', { name: 'Your cart' }));
    expect(panel.getByText('$9.00')).toBeTruthy();
    expect(panel.getByText('$21.50')).toBeTruthy();

    click(panel.getByRole('button', { name: 'One more House special' }));
    expect(panel.getByText('$25.00')).toBeTruthy();
    click(panel.getByRole('button', { name: 'One less Garlic bread' }));
    expect(panel.getByRole('button', { name: 'One less Garlic bread' })).toHaveProperty(
      'disabled',
      true,
    );
    click(panel.getByRole('button', { name: 'Remove Garlic bread' }));
    expect(panel.queryByText('Garlic bread')).toBeNull();
    expect(view.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
    expect(readCart().lines).toEqual([
      { id: 'p21', name: 'House special', price: 1250, options: [], quantity: 2 },
    ]);
    expect(panel.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
  });

  it('reads the stored cart once hydrated, and caps a quantity at what an order takes', () => {
    expect(QUANTITY_MAX).toBe(ORDER_QUANTITY_MAX);
    const lines = [{ id: 'p11', name: 'Garlic bread', price: 450, quantity: 500 }];
    localStorage.setItem('oc-cart', JSON.stringify({ business: PIZZA, lines, comments: '' }));
    const view = mount();
    expect(view.getByRole('button', { name: `Cart, ${QUANTITY_MAX} items` })).toBeTruthy();
  });

  it('adds from an Add to cart button on the page, as many as its form says', () => {
    const view = mount();
    listenForAddToCart(document);
    const add = document.createElement('button');
    add.type = 'button';
    add.setAttribute('data-add-to-cart', JSON.stringify(item('p31', 'Fruit cup', 300)));
    add.innerHTML = '<span>Add to cart</span>';
    document.body.append(add);
    click(add.querySelector('span') as Element);
    expect(view.getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();

    const form = document.createElement('form');
    form.innerHTML = '<input name="quantity" type="number" value="3">';
    const more = add.cloneNode(true) as HTMLButtonElement;
    form.append(more);
    document.body.append(form);
    click(more);
    expect(view.getByText('Added 3 × Fruit cup. Cart: 4 items.')).toBeTruthy();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void form.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    expect(readCart().lines).toEqual([
      { id: 'p31', name: 'Fruit cup', price: 300, options: [], quantity: 7 },
    ]);
  });

  it('keeps a product with other options as another line, each with its options and price', () => {
    const view = mount();
    const large = { id: 5, name: 'Large', price_delta: 200 };
    const olives = { id: 9, name: 'Olives', price_delta: 0 };
    act(() => {
      requestAdd(item('p41', 'Lemonade', 390));
      requestAdd({
        ...item('p41', 'Lemonade', 590),
        product: { ...item('p41', 'Lemonade', 590).product, options: [large, olives] },
      });
      requestAdd({
        ...item('p41', 'Lemonade', 590),
        product: { ...item('p41', 'Lemonade', 590).product, options: [olives, large] },
      });
    });
    click(view.getByRole('button', { name: 'Cart, 3 items' }));
    const lines = container.querySelectorAll('.cart-line');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.querySelector('.cart-line-name')?.textContent).toBe(
      'LemonadeLarge (+$2.00), Olives$5.90 each',
    );
    expect(lines[1]?.querySelector('.cart-line-total')?.textContent).toBe('$11.80');
    // Told apart by their options, to a screen reader too.
    click(view.getByRole('button', { name: 'One more Lemonade, Large, Olives' }));
    expect(readCart().lines.map((l) => l.quantity)).toEqual([1, 3]);
    click(view.getByRole('button', { name: 'Remove Lemonade' }));
    expect(readCart().lines.map((l) => l.options.map((o) => o.name))).toEqual([
      ['Large', 'Olives'],
    ]);
  });

  it('says what is missing to reach the business’s minimum', () => {
    const view = mount();
    const strict = { ...PIZZA, minimumOrder: 1500 };
    act(() => void requestAdd(item('p11', 'Garlic bread', 450, strict), 2));
    click(view.getByRole('button', { name: 'Cart, 2 items' }));
    expect(view.getByText('Add $6.00 more to reach the $15.00 minimum.')).toBeTruthy();
    act(() => void requestAdd(item('p11', 'Garlic bread', 450, strict), 2));
    expect(view.queryByText(/more to reach/)).toBeNull();
  });

  it('has a bar for phones once it holds something, that opens it', () => {
    const view = mount();
    expect(container.querySelector('.cart-bar')).toBeNull();
    act(() => {
      requestAdd(item('p11', 'Garlic bread', 450), 2);
      requestAdd(item('p21', 'House special', 1250));
    });
    const bar = view.getByRole('button', { name: 'View cart · 3 items · $21.50' });
    click(bar);
    expect(view.getByRole('dialog', { name: 'Your cart' })).toBeTruthy();
    act(() => {
      view
        .getByRole('dialog')
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    // Focus goes back to the bar that opened it.
    expect(document.activeElement).toBe(bar);
  });

  it('holds one business: adding from another asks, and starts a new cart only when told', () => {
    const view = mount();
    act(() => void requestAdd(item('p11', 'Garlic bread', 450)));
    act(() => {
      expect(requestAdd(item('p11', 'Miso soup', 300, SUSHI))).toBe('conflict');
    });
    const ask = within(view.getByRole('alertdialog', { name: 'Start a new cart?' }));
    click(ask.getByRole('button', { name: 'Keep my cart' }));
    expect(readCart().business?.slug).toBe('pizza-palace');

    act(() => void requestAdd(item('p11', 'Miso soup', 300, SUSHI)));
    click(view.getByRole('button', { name: 'Start a new cart' }));
    expect(readCart().business?.slug).toBe('sushi-bar');
    expect(readCart().lines.map((l) => l.name)).toEqual(['Miso soup']);
  });

  it('shows the business logo, images, coupon and comments unless their leaf hides them', () => {
    act(() => void requestAdd(item('p11', 'Garlic bread', 450)));
    const all = mount();
    click(all.getByRole('button', { name: /^Cart/ }));
    expect(container.querySelector('.cart-business img')?.getAttribute('src')).toBe(PIZZA.logo);
    expect(container.querySelector('.cart-line-image')).not.toBeNull();
    expect(all.getByLabelText('Discount coupon')).toBeTruthy();
    expect(all.getByLabelText('Comments')).toBeTruthy();
    act(() => render(null, container));

    const none = mount({
      hideBusinessLogo: true,
      hideProductImage: true,
      hideCoupon: true,
      hideComments: true,
    });
    click(none.getByRole('button', { name: /^Cart/ }));
    expect(none.getByText('Pizza Palace')).toBeTruthy();
    expect(container.querySelector('.cart-business img')).toBeNull();
    expect(container.querySelector('.cart-line-image')).toBeNull();
    expect(none.queryByLabelText('Discount coupon')).toBeNull();
    expect(none.queryByLabelText('Comments')).toBeNull();
  });

  it('opens as a popover or a drawer on the theme side; Esc closes and focus goes back', () => {
    const popover = mount();
    expect(container.firstElementChild?.className).toBe('cart cart-popover cart-left');
    const button = popover.getByRole('button', { name: /^Cart/ });
    click(button);
    const dialog = popover.getByRole('dialog', { name: 'Your cart' });
    expect(dialog.className).toBe('cart-popover');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(popover.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    act(() => render(null, container));

    const drawer = mount({ strategy: 'slide', position: 'right' });
    expect(container.firstElementChild?.className).toBe('cart cart-slide cart-right');
    click(drawer.getByRole('button', { name: /^Cart/ }));
    expect(drawer.getByRole('dialog', { name: 'Your cart' }).className).toBe('cart-drawer');
    click(drawer.getByRole('button', { name: 'Close cart' }));
    expect(drawer.queryByRole('dialog')).toBeNull();
  });

  it('takes its options from the theme', () => {
    const values = {
      header: {
        components: {
          cart: {
            components: {
              open_strategy: { type: 'slide', position: 'right' },
              comments: { hidden: true },
            },
          },
        },
      },
    };
    const site = { name: 'Demo', description: '', logo: null, image: null };
    const flags = { isApp: false, isKiosk: false, isFranchise: false };
    expect(cartProps(themeView(site, values, flags))).toEqual({
      ...OPTIONS,
      strategy: 'slide',
      position: 'right',
      hideComments: true,
    });
  });
});

describe('the cart in the page’s language', () => {
  const SPANISH: TWords = { language: 'es', words: ISLAND_WORDS_ES };
  const ARABIC: TWords = { language: 'ar', words: ISLAND_WORDS_AR };
  function mountIn(words: TWords) {
    container = document.createElement('div');
    document.body.append(container);
    act(() =>
      render(
        <Words.Provider value={words}>
          <Cart {...OPTIONS} />
        </Words.Provider>,
        container,
      ),
    );
    return within(container);
  }
  /** Intl's marks (right to left) read as nothing, its no-break spaces as spaces. */
  const plain = (text: string | null | undefined) =>
    (text ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f]/g, '');

  it('counts, announces and prices in Spanish', () => {
    const view = mountIn(SPANISH);
    expect(view.getByRole('button', { name: 'Carrito, 0 productos' })).toBeTruthy();
    act(() => {
      requestAdd(item('p11', 'Garlic bread', 450));
      requestAdd(item('p21', 'House special', 1250), 2);
    });
    expect(view.getByText('Agregaste 2 × House special. Carrito: 3 productos.')).toBeTruthy();
    expect(plain(container.querySelector('.cart-bar')?.textContent)).toBe(
      'Ver carrito · 3 productos · 29,50 US$',
    );
    click(view.getByRole('button', { name: 'Carrito, 3 productos' }));
    const panel = within(view.getByRole('dialog', { name: 'Tu carrito' }));
    expect(panel.getByText('4,50 US$ c/u')).toBeTruthy();
    expect(panel.getByText('25,00 US$')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Quitar Garlic bread' })).toBeTruthy();
    expect(panel.getByLabelText('Cupón de descuento')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Pagar' })).toBeTruthy();
    click(panel.getByRole('button', { name: 'Uno menos de House special' }));
    expect(view.getByRole('button', { name: 'Carrito, 2 productos' })).toBeTruthy();
  });

  it('uses Arabic’s plural forms, Latin digits, and asks in Arabic before a new cart', () => {
    const view = mountIn(ARABIC);
    const bar = () => plain(container.querySelector('.cart-bar')?.textContent);
    act(() => void requestAdd(item('p11', 'Garlic bread', 450)));
    expect(bar()).toBe('عرض السلة · منتج واحد · 4.50 US$');
    act(() => void requestAdd(item('p11', 'Garlic bread', 450)));
    expect(bar()).toBe('عرض السلة · منتجان · 9.00 US$');
    act(() => void requestAdd(item('p11', 'Garlic bread', 450)));
    expect(view.getByRole('button', { name: 'السلة، 3 منتجات' })).toBeTruthy();
    expect(bar()).toBe('عرض السلة · 3 منتجات · 13.50 US$');
    act(() => void requestAdd(item('s1', 'Maki', 800, SUSHI)));
    const ask = within(view.getByRole('alertdialog', { name: 'هل تريد بدء سلة جديدة؟' }));
    click(ask.getByRole('button', { name: 'الاحتفاظ بسلتي' }));
    expect(readCart().lines).toHaveLength(1);
  });
});
