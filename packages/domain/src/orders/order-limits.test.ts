import { describe, expect, it } from 'vitest';
import { englishOf } from '../messages/message-text';
import { orderLimitMessage, orderLimitRefusal, waitInWords } from './order-limits';

describe('what a refused customer reads', () => {
  it('says how long to wait in seconds under a minute, else in whole minutes rounded up', () => {
    expect([1, 45, 60, 61, 599, 600].map((seconds) => waitInWords(seconds))).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '10 minutes',
      '10 minutes',
    ]);
  });

  it('names what is too many, in the customer’s words', () => {
    expect(orderLimitMessage('address', 540)).toBe(
      'Too many orders from this device. Please wait 9 minutes and try again.',
    );
    expect(orderLimitMessage('site', 42)).toBe(
      'This store is receiving too many orders right now. Please try again in 42 seconds.',
    );
    expect(orderLimitMessage('open', 86_000)).toBe(
      'This store has too many orders waiting right now. Please try again later.',
    );
  });

  it('says a few minutes when the wait is not known', () => {
    expect(orderLimitMessage('address', null)).toBe(
      'Too many orders from this device. Please wait a few minutes and try again.',
    );
    expect(orderLimitMessage('site', 0)).toBe(
      'This store is receiving too many orders right now. Please try again in a few minutes.',
    );
  });

  it('says the wait in the customer’s language, English as before', () => {
    expect(waitInWords(540, 'es')).toBe('9 minutos');
    expect(waitInWords(1, 'fr')).toMatch(/^1\sseconde$/);
    // Arabic says two minutes in one word, with Latin digits otherwise.
    expect(waitInWords(120, 'ar')).toBe('دقيقتان');
    expect(waitInWords(540, 'ar')).toBe('9 دقائق');
    const refusal = orderLimitRefusal('site', 42, 'es');
    expect(refusal).toEqual({ key: 'ORDER_LIMIT_SITE', values: { wait: '42 segundos' } });
    expect(englishOf(orderLimitRefusal('site', 42))).toBe(orderLimitMessage('site', 42));
    expect(orderLimitRefusal('address', null, 'ar')).toEqual({ key: 'ORDER_LIMIT_ADDRESS_SOON' });
  });
});
