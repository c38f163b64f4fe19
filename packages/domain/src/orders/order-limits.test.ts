import { describe, expect, it } from 'vitest';
import { orderLimitMessage, waitInWords } from './order-limits';

describe('what a refused customer reads', () => {
  it('says how long to wait in seconds under a minute, else in whole minutes rounded up', () => {
    expect([1, 45, 60, 61, 599, 600].map(waitInWords)).toEqual([
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
});
