import {
  FINAL_ORDER_STATUSES,
  ORDER_STATUS_WORDS,
  progressIndex,
  type TOrderStatus,
} from '@oc/domain/orders/order-status.rules';
import { formatOrderClock } from '@oc/domain/orders/order-times.rules';
import { intlLocaleOf } from '@oc/domain/website/site-languages';
import { ENGLISH_ISLAND_WORDS, type TWords, translate } from '../words';
import { pageWordsOf } from './islands';

// The live status of the orders on a page (the confirmation page, My orders;
// docs/product/website.md#orders): each asks the server how it is going every POLL_MS while the
// page is in view, and says so in the page without a reload, until it ends (completed, rejected or
// cancelled). The order's public id, in the page already, is all it needs. It says the status in
// the page's words, as the server drew it.

export const POLL_MS = 10_000;

type TProgress = {
  status: TOrderStatus;
  ready_by: string | null;
  status_reason: string | null;
};

const isProgress = (data: unknown): data is TProgress =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { status?: unknown }).status === 'string' &&
  (data as { status: string }).status in ORDER_STATUS_WORDS;

/** Draws an order's progress into its block (the server drew the same for the status it had). */
export function drawProgress(
  block: HTMLElement,
  progress: TProgress,
  words: TWords = ENGLISH_ISLAND_WORDS,
) {
  const orderType = block.dataset.orderType ?? '';
  const timeZone = block.dataset.timeZone ?? 'UTC';
  const status = block.querySelector<HTMLElement>('.order-status');
  if (status) {
    const name = translate(words, `order_status.${progress.status}`);
    status.textContent = translate(words, 'order_status.status', { status: name });
  }
  const readyBy = block.querySelector<HTMLElement>('.order-ready-by');
  if (readyBy) {
    const isWaiting = progress.ready_by && !FINAL_ORDER_STATUSES.includes(progress.status);
    readyBy.hidden = !isWaiting;
    readyBy.textContent = isWaiting
      ? translate(words, 'order_status.ready_by', {
          time: formatOrderClock(
            new Date(progress.ready_by as string),
            timeZone,
            intlLocaleOf(words.language),
          ),
        })
      : '';
  }
  const reason = block.querySelector<HTMLElement>('.order-reason');
  if (reason) {
    reason.hidden = !progress.status_reason;
    reason.textContent = progress.status_reason ?? '';
  }
  const steps = block.querySelector<HTMLElement>('.order-progress');
  if (steps) {
    const reached = progressIndex(progress.status, orderType);
    steps.hidden = reached === null;
    steps.querySelectorAll('li').forEach((step, i) => {
      step.classList.toggle('is-reached', reached !== null && i <= reached);
      if (i === reached) step.setAttribute('aria-current', 'step');
      else step.removeAttribute('aria-current');
    });
  }
  block.dataset.orderStatus = progress.status;
}

/** Follows every order block of the document; answers a function that stops. */
export function followOrders(doc: Document, win: Window = window): () => void {
  const words = pageWordsOf(doc);
  const blocks = [...doc.querySelectorAll<HTMLElement>('[data-order-live]')];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let isStopped = false;

  const follow = (block: HTMLElement) => {
    const id = block.dataset.orderLive ?? '';
    const next = () => {
      if (isStopped) return;
      const timer = setTimeout(async () => {
        timers.delete(timer);
        if (doc.visibilityState !== 'hidden') {
          try {
            const response = await win.fetch(`/_site/orders/${encodeURIComponent(id)}/status`, {
              headers: { accept: 'application/json' },
            });
            const body = (await response.json()) as { error?: boolean; result?: unknown };
            if (response.ok && !body.error && isProgress(body.result)) {
              drawProgress(block, body.result, words);
              if (FINAL_ORDER_STATUSES.includes(body.result.status)) return;
            }
          } catch {
            // Offline for a moment: the page keeps what it showed, and asks again later.
          }
        }
        next();
      }, POLL_MS);
      timers.add(timer);
    };
    if (!FINAL_ORDER_STATUSES.includes(block.dataset.orderStatus as TOrderStatus)) next();
  };

  blocks.forEach(follow);
  return () => {
    isStopped = true;
    for (const timer of timers) clearTimeout(timer);
  };
}
