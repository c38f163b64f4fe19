import { describe, expect, it } from 'vitest';
import es from './locales/es.json';
import { fillMessage } from './message-format';
import type { TMessageCatalogue } from './message-locales';
import { englishOf, messageIn, readMessage } from './message-text';

// A message as data (key and values), written in the reader's language, and an English text read
// back into its message so that it can be.

const spanish = es as TMessageCatalogue;

describe('messages in a language', () => {
  it('fills a template, leaving a placeholder without a value as written', () => {
    expect(fillMessage(':name is closed now.', { name: 'Curry House' })).toBe(
      'Curry House is closed now.',
    );
    expect(fillMessage('Line :line:: :problem', { line: 3 })).toBe('Line 3: :problem');
    expect(englishOf({ key: 'ORDER_ITEMS_COUNT', values: { max: 50 } })).toBe(
      'An order can have at most 50 different products.',
    );
  });

  it('reads an English text back into its message, the most specific first', () => {
    expect(readMessage('Please enter your name.')).toEqual({ key: 'ORDER_NAME_REQUIRED' });
    expect(readMessage('Choose at least 2 for Sauces.')).toEqual({
      key: 'ORDER_OPTIONS_AT_LEAST',
      values: { count: '2', group: 'Sauces' },
    });
    expect(readMessage('Choose 1 for Size.')).toEqual({
      key: 'ORDER_OPTIONS_EXACTLY',
      values: { count: '1', group: 'Size' },
    });
    expect(readMessage('Margherita is sold out.')).toEqual({
      key: 'ORDER_PRODUCT_SOLD_OUT',
      values: { product: 'Margherita' },
    });
    expect(readMessage('Something nobody wrote.')).toBeNull();
  });

  it('gives a message or an English text in a catalogue, English where it has none', () => {
    expect(messageIn(spanish, { key: 'ORDER_CLOSED_NOW', values: { name: 'Curry House' } })).toBe(
      'Curry House está cerrado ahora.',
    );
    expect(messageIn(spanish, 'Choose at most 3 for Toppings.')).toBe(
      'Elige como máximo 3 en Toppings.',
    );
    expect(messageIn(spanish, 'Something nobody wrote.')).toBe('Something nobody wrote.');
    expect(messageIn({}, { key: 'ORDER_CART_EMPTY' })).toBe(
      'Your cart is empty: add something first.',
    );
    expect(messageIn(null, 'Please enter your name.')).toBe('Please enter your name.');
  });
});
