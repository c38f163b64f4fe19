import type { TRouter } from '../lib/router';

/** Settles once the router has the first page's code, or knows it cannot have it. */
export function firstPageCode(router: TRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * When the console first draws a page that did not arrive drawn (main.tsx): once the page's code
 * and `reads` (who is logged in, the layout's and the page's data) are in, answered or failed, so
 * the page is drawn once, with its data, rather than first as the loading sign, then as the layout
 * with a skeleton, then again as each answer comes. Every draw is the whole console's components
 * run again: together those draws were a third of the settings page's wait on a computer. Should
 * the code or an answer be slow, it is `waitMs` after the console's code started, and the console
 * draws what it has: the loading sign, or the page's skeletons, as before. Settles with which it
 * was: `everything` in, or the wait `over`.
 */
export function firstDrawMoment(
  router: TRouter,
  reads: Promise<unknown>,
  waitMs: number,
): Promise<TFirstDraw> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const over = new Promise<TFirstDraw>((resolve) => {
    timer = setTimeout(() => resolve('over'), waitMs);
  });
  const everything = Promise.all([firstPageCode(router), reads.catch(() => {})]).then(
    (): TFirstDraw => 'everything',
  );
  return Promise.race([everything, over]).finally(() => clearTimeout(timer));
}

/** Why the first page was drawn when it was: with `everything` it needed, or the wait was `over`. */
export type TFirstDraw = 'everything' | 'over';
