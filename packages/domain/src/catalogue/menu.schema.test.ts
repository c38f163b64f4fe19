import { describe, expect, it } from 'vitest';
import {
  MENU_MESSAGES as M,
  ZCopyMenuRequest,
  ZCreateMenuProductRequest,
  ZMenuCategoryRequest,
  ZMenuOptionGroupInput,
  ZMenuOrderRequest,
  ZUpdateMenuProductRequest,
} from './menu.schema';

/** The messages a parse gives, in order; none when it passes. */
const messagesOf = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

const UPLOAD = `/files/ab/${'c'.repeat(64)}.png`;
const option = (name: string, price_delta = 0) => ({ name, price_delta });
const group = (over: Record<string, unknown> = {}) => ({
  name: 'Size',
  min_choices: 1,
  max_choices: 1,
  options: [option('Small'), option('Large', 150)],
  ...over,
});

describe('menu category request', () => {
  it('takes a name of 1 to 80 characters, trimmed', () => {
    expect(ZMenuCategoryRequest.parse({ name: '  Pizzas ' })).toEqual({ name: 'Pizzas' });
    expect(messagesOf(ZMenuCategoryRequest, { name: 'x'.repeat(80) })).toEqual([]);
    for (const name of ['', '   ', 'x'.repeat(81), 7, null])
      expect(messagesOf(ZMenuCategoryRequest, { name })).toEqual([M.categoryName]);
    expect(messagesOf(ZMenuCategoryRequest, {})).toEqual([M.categoryName]);
  });
});

describe('menu product request', () => {
  it('fills the defaults of a new product', () => {
    expect(ZCreateMenuProductRequest.parse({ name: 'Margherita', price: 950 })).toEqual({
      name: 'Margherita',
      description: '',
      price: 950,
      image: null,
      available: true,
      option_groups: [],
    });
  });

  it('takes whole cents from 0 to 100000.00', () => {
    for (const price of [0, 1, 100_000_00])
      expect(messagesOf(ZCreateMenuProductRequest, { name: 'A', price })).toEqual([]);
    expect(messagesOf(ZCreateMenuProductRequest, { name: 'A', price: -1 })).toEqual([
      M.priceBelowZero,
    ]);
    expect(messagesOf(ZCreateMenuProductRequest, { name: 'A', price: 12.5 })).toEqual([
      M.priceDecimals,
    ]);
    expect(messagesOf(ZCreateMenuProductRequest, { name: 'A', price: 100_000_01 })).toEqual([
      M.priceTooHigh,
    ]);
    expect(messagesOf(ZCreateMenuProductRequest, { name: 'A', price: '9.50' })).toEqual([
      M.priceNumber,
    ]);
  });

  it('says every problem of a product at once', () => {
    expect(
      messagesOf(ZCreateMenuProductRequest, {
        name: 'x'.repeat(121),
        description: 'd'.repeat(1001),
        price: -0.5,
        image: 'javascript:alert(1)',
        available: 'yes',
      }),
    ).toEqual([M.productName, M.description, M.priceDecimals, M.image, M.available]);
  });

  it('takes an uploaded image, an https address or none', () => {
    for (const image of [UPLOAD, 'https://cdn.example.com/pizza.jpg', null])
      expect(messagesOf(ZCreateMenuProductRequest, { name: 'A', price: 1, image })).toEqual([]);
    for (const image of [
      'http://example.com/a.jpg',
      '/files/x.png',
      '',
      `https://a.b/${'x'.repeat(2048)}`,
    ])
      expect(messagesOf(ZCreateMenuProductRequest, { name: 'A', price: 1, image })).toEqual([
        M.image,
      ]);
  });

  it('takes at most 10 option groups', () => {
    const groups = (n: number) => Array.from({ length: n }, () => group());
    expect(
      messagesOf(ZCreateMenuProductRequest, { name: 'A', price: 1, option_groups: groups(10) }),
    ).toEqual([]);
    expect(
      messagesOf(ZCreateMenuProductRequest, { name: 'A', price: 1, option_groups: groups(11) }),
    ).toEqual([M.groupsCount]);
  });

  it('refuses fields it does not know', () => {
    expect(ZCreateMenuProductRequest.safeParse({ name: 'A', price: 1, prise: 2 }).success).toBe(
      false,
    );
  });

  it('changes only what an update sends, and needs something to change', () => {
    expect(ZUpdateMenuProductRequest.parse({ price: 1200 })).toEqual({ price: 1200 });
    expect(ZUpdateMenuProductRequest.parse({ category_id: 4 })).toEqual({ category_id: 4 });
    expect(messagesOf(ZUpdateMenuProductRequest, {})).toEqual(['There is nothing to save.']);
    expect(messagesOf(ZUpdateMenuProductRequest, { category_id: 0 })).toEqual([M.categoryId]);
    expect(messagesOf(ZUpdateMenuProductRequest, { price: 1.001 })).toEqual([M.priceDecimals]);
  });
});

describe('option group', () => {
  it('takes a group whose maximum its options can fill', () => {
    expect(ZMenuOptionGroupInput.parse(group())).toEqual(group());
    expect(ZMenuOptionGroupInput.parse({ name: 'Extras', options: [{ name: 'Cheese' }] })).toEqual({
      name: 'Extras',
      min_choices: 0,
      max_choices: 1,
      options: [{ name: 'Cheese', price_delta: 0 }],
    });
  });

  it('keeps the minimum at most the maximum, and the maximum at most the options', () => {
    expect(messagesOf(ZMenuOptionGroupInput, group({ min_choices: 2, max_choices: 1 }))).toEqual([
      M.minOverMax,
    ]);
    expect(messagesOf(ZMenuOptionGroupInput, group({ min_choices: 0, max_choices: 3 }))).toEqual([
      M.maxOverOptions,
    ]);
    expect(messagesOf(ZMenuOptionGroupInput, group({ min_choices: 3, max_choices: 2 }))).toEqual([
      M.minOverMax,
    ]);
  });

  it('bounds the choices and the options', () => {
    expect(messagesOf(ZMenuOptionGroupInput, group({ min_choices: -1 }))).toEqual([M.minChoices]);
    expect(messagesOf(ZMenuOptionGroupInput, group({ max_choices: 0 }))).toEqual([M.maxChoices]);
    expect(messagesOf(ZMenuOptionGroupInput, group({ max_choices: 1.5 }))).toEqual([M.maxChoices]);
    expect(messagesOf(ZMenuOptionGroupInput, group({ max_choices: 31 }))).toEqual([M.maxChoices]);
    expect(messagesOf(ZMenuOptionGroupInput, group({ min_choices: 0, options: [] }))).toEqual([
      M.optionsCount,
    ]);
    const many = Array.from({ length: 31 }, (_, i) => option(`O${i}`));
    expect(messagesOf(ZMenuOptionGroupInput, group({ options: many }))).toEqual([M.optionsCount]);
    expect(messagesOf(ZMenuOptionGroupInput, group({ name: '' }))).toEqual([M.groupName]);
  });

  it('takes whole-cent price changes from -100000.00 to 100000.00', () => {
    const withDelta = (price_delta: unknown) => group({ options: [{ name: 'A', price_delta }] });
    for (const delta of [-100_000_00, -50, 0, 100_000_00])
      expect(messagesOf(ZMenuOptionGroupInput, withDelta(delta))).toEqual([]);
    expect(messagesOf(ZMenuOptionGroupInput, withDelta(-100_000_01))).toEqual([M.priceDelta]);
    expect(messagesOf(ZMenuOptionGroupInput, withDelta(100_000_01))).toEqual([M.priceDelta]);
    expect(messagesOf(ZMenuOptionGroupInput, withDelta(0.5))).toEqual([M.priceDecimals]);
    expect(messagesOf(ZMenuOptionGroupInput, group({ options: [{ name: ' ' }] }))).toEqual([
      M.optionName,
    ]);
  });
});

describe('order and copy requests', () => {
  it('takes distinct ids', () => {
    expect(ZMenuOrderRequest.parse({ ids: [3, 1, 2] })).toEqual({ ids: [3, 1, 2] });
    expect(ZMenuOrderRequest.parse({ ids: [] })).toEqual({ ids: [] });
    for (const ids of [[1, 1], [0], ['1'], 'x', [2 ** 31]])
      expect(messagesOf(ZMenuOrderRequest, { ids })).toContain(M.orderIds);
  });

  it('takes the id of the business to copy from', () => {
    expect(ZCopyMenuRequest.parse({ from_business_id: 5 })).toEqual({ from_business_id: 5 });
    expect(messagesOf(ZCopyMenuRequest, { from_business_id: 'five' })).toEqual([M.businessId]);
    expect(messagesOf(ZCopyMenuRequest, {})).toEqual([M.businessId]);
  });
});
