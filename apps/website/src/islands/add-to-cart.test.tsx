// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '../render';
import { PAGES, sampleInput } from '../render.fixtures';
import { listenForAddToCart } from './add-to-cart';
import { clearCart, readCart } from './cart-store';
import ISLAND_WORDS_ES from './locales/es.json';

// The product page's options (docs/product/website.md#cart): chosen on the server's form, priced as
// the customer chooses, and added to the cart only once every group has its choices.

/** Margherita's page: a required Size (12 inch, 16 inch +$5.00), Extras up to two. */
function drawMargherita() {
  const page = PAGES.find(([, d]) => d.page === 'product' && d.product.name === 'Margherita');
  if (!page) throw new Error('no Margherita page');
  const html = renderPage(sampleInput(page)).html;
  // The page's main part, as the server drew it (its head would load the stylesheet).
  document.body.innerHTML = html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
  return within(document.body);
}

const choose = (input: HTMLInputElement, isChecked = true) => {
  input.checked = isChecked;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};

beforeEach(() => {
  clearCart();
  localStorage.clear();
});

describe('the product page’s options', () => {
  let stop = () => {};
  beforeAll(() => {
    stop = listenForAddToCart(document);
  });
  afterAll(() => stop());

  it('refuses to add until each group has its choices, in the group’s words', () => {
    const page = drawMargherita();
    const add = page.getByRole('button', { name: 'Add Margherita to cart · $11.50' });
    add.click();
    expect(page.getByRole('alert').textContent).toBe('Choose 1 for Size.');
    expect(readCart().lines).toEqual([]);
  });

  it('prices the choice as it is made, then adds it as one line with its options', () => {
    const page = drawMargherita();
    choose(page.getByRole('radio', { name: '16 inch +$5.00' }) as HTMLInputElement);
    const add = page.getByRole('button', { name: /^Add Margherita to cart/ });
    expect(add.textContent).toBe('Add Margherita to cart · $16.50');
    choose(page.getByRole('checkbox', { name: 'Olives +$1.50' }) as HTMLInputElement);
    choose(page.getByRole('checkbox', { name: 'No cheese −$1.00' }) as HTMLInputElement);
    expect(add.textContent).toBe('Add Margherita to cart · $17.00');
    choose(page.getByRole('checkbox', { name: 'No cheese −$1.00' }) as HTMLInputElement, false);
    const quantity = page.getByLabelText('Quantity') as HTMLInputElement;
    quantity.value = '2';
    quantity.dispatchEvent(new Event('input', { bubbles: true }));
    expect(add.textContent).toBe('Add Margherita to cart · $36.00');

    add.click();
    expect(page.getByRole('alert').textContent).toBe('');
    expect(readCart().lines).toEqual([
      {
        id: '11',
        name: 'Margherita',
        price: 1800,
        options: [
          { id: 312, name: '16 inch', price_delta: 500 },
          { id: 321, name: 'Olives', price_delta: 150 },
        ],
        quantity: 2,
      },
    ]);
  });
});

describe('the product page’s options in Spanish', () => {
  let stop = () => {};
  beforeAll(() => {
    stop = listenForAddToCart(document, { language: 'es', words: ISLAND_WORDS_ES });
  });
  afterAll(() => stop());

  it('prices in Spanish and says what is missing in Spanish, with the owner’s group name', () => {
    const page = PAGES.find(([, d]) => d.page === 'product' && d.product.name === 'Margherita');
    if (!page) throw new Error('no Margherita page');
    const html = renderPage({ ...sampleInput(page), language: 'es' }).html;
    document.body.innerHTML = html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
    const add = document.querySelector<HTMLButtonElement>('[data-add-to-cart]');
    add?.click();
    expect(document.querySelector('[data-add-problems]')?.textContent).toBe('Elige 1 en Size.');
    const large = within(document.body).getByRole('radio', { name: /^16 inch/ });
    choose(large as HTMLInputElement);
    const price = document.querySelector('[data-line-price]')?.textContent ?? '';
    expect(price.replace(/\u00a0/g, ' ')).toBe('16,50 US$');
    expect(document.querySelector('[data-add-problems]')?.textContent).toBe('');
  });
});
