// @vitest-environment happy-dom
/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { render } from 'preact-render-to-string';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ISLAND_WORDS_AR from '../islands/locales/ar.json';
import ISLAND_WORDS_ES from '../islands/locales/es.json';
import { LiveStatus } from '../pages/order-parts';
import { ISLAND_WORDS_ID } from '../words';
import { followOrders, POLL_MS } from './order-status';

// The live status on the confirmation page and My orders: the page script asks how the order is
// going and redraws the block the server drew, until the order ends.

const ORDER = {
  id: 'abcdefghijklmnop',
  order_type: 'pickup',
  status: 'received',
  ready_by: null,
  status_reason: null,
} as const;

let stop = () => {};
let answers: unknown[] = [];
let asked: string[] = [];

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const next = answers.shift();
      return new Response(JSON.stringify({ error: false, result: next }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  asked = [];
  serve();
  document.body.innerHTML = render(
    <LiveStatus order={ORDER} timeZone="America/New_York" showSteps />,
  );
});
afterEach(() => {
  stop();
  document.documentElement.lang = '';
  document.head.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const text = (selector: string) => document.querySelector(selector)?.textContent;
const reached = () =>
  [...document.querySelectorAll('.order-progress li.is-reached')].map((li) => li.textContent);

describe('the live status of an order', () => {
  it('is drawn by the server at the first step', () => {
    expect(text('.order-status')).toBe('Status: Received');
    expect(reached()).toEqual(['Received']);
    expect((document.querySelector('.order-ready-by') as HTMLElement).hidden).toBe(true);
  });

  it('follows the order as the store moves it, with its ready time, until it ends', async () => {
    answers = [
      { status: 'accepted', ready_by: '2026-11-27T17:45:00.000Z', status_reason: null },
      { status: 'ready', ready_by: '2026-11-27T17:45:00.000Z', status_reason: null },
      { status: 'completed', ready_by: '2026-11-27T17:45:00.000Z', status_reason: null },
    ];
    stop = followOrders(document);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(asked).toEqual([`/_site/orders/${ORDER.id}/status`]);
    expect(text('.order-status')).toBe('Status: Accepted');
    // 17:45 UTC is 12:45 in New York, the business's clock.
    expect(text('.order-ready-by')).toBe('Ready by 12:45');
    expect(reached()).toEqual(['Received', 'Accepted']);
    expect(document.querySelector('[aria-current="step"]')?.textContent).toBe('Accepted');

    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(text('.order-status')).toBe('Status: Ready');
    expect(reached()).toEqual(['Received', 'Accepted', 'Being prepared', 'Ready']);

    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(text('.order-status')).toBe('Status: Completed');
    expect((document.querySelector('.order-ready-by') as HTMLElement).hidden).toBe(true);
    // Ended: it asks no more.
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(asked).toHaveLength(3);
  });

  it('says why a rejected order was, and hides the steps', async () => {
    answers = [{ status: 'rejected', ready_by: null, status_reason: 'Out of dough tonight.' }];
    stop = followOrders(document);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(text('.order-status')).toBe('Status: Rejected');
    expect(text('.order-reason')).toBe('Out of dough tonight.');
    expect((document.querySelector('.order-progress') as HTMLElement).hidden).toBe(true);
  });

  it('keeps what it shows when the answer is not an order’s progress, and asks again', async () => {
    answers = [{ nope: true }, { status: 'preparing', ready_by: null, status_reason: null }];
    stop = followOrders(document);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(text('.order-status')).toBe('Status: Received');
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(text('.order-status')).toBe('Status: Being prepared');
  });
});

describe('the live status in the page’s language', () => {
  /** The page's language and its islands' words, as the server writes them into the page. */
  function speak(language: string, words: Record<string, string>) {
    document.documentElement.lang = language;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = ISLAND_WORDS_ID;
    script.textContent = JSON.stringify(words);
    document.head.append(script);
  }

  it('says the status and the ready time in Spanish', async () => {
    speak('es', ISLAND_WORDS_ES);
    answers = [{ status: 'accepted', ready_by: '2026-11-27T17:45:00.000Z', status_reason: null }];
    stop = followOrders(document);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(text('.order-status')).toBe('Estado: Aceptado');
    expect(text('.order-ready-by')).toBe('Listo a las 12:45');
  });

  it('says them in Arabic, with Latin digits', async () => {
    speak('ar', ISLAND_WORDS_AR);
    answers = [{ status: 'preparing', ready_by: '2026-11-27T17:45:00.000Z', status_reason: null }];
    stop = followOrders(document);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(text('.order-status')).toBe('الحالة: قيد التحضير');
    expect(text('.order-ready-by')).toBe('جاهز بحلول 12:45');
  });
});
