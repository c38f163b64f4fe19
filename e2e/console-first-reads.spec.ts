import { expect, sessionOf, test } from './fixtures';
import { E2E_PORT, E2E_RIVAL } from './playwright.config';

// The console's first script (apps/console/src/early/early-data.ts) starts a page's first reads
// while the console's code downloads; the console then takes those answers instead of asking again.
// Opened cold with a session, each page asks the server for each of its reads once. On the other
// account's project, where no journey builds an app (a build under way is polled, and its end
// reads the app again).
for (const address of [
  '/my-products/ordering-website/settings?tab=basic',
  '/my-products/customer-app/settings',
  '/my-products/ordering-website',
]) {
  test(`each first read asked once, started by the first script: ${address}`, async ({ page }) => {
    await page
      .context()
      .setStorageState(await sessionOf(`http://localhost:${E2E_PORT}`, E2E_RIVAL));
    const reads = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
        reads.set(url.pathname, (reads.get(url.pathname) ?? 0) + 1);
      }
    });
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The first script ran before the console's code (which otherwise leaves an empty record with
    // no session), and the console took the product list from it.
    const early = await page.evaluate(() => {
      const record = (globalThis as { __ocEarlyAnswers?: { token: string; taken: Set<string> } })
        .__ocEarlyAnswers;
      return { ranFirst: Boolean(record?.token), took: [...(record?.taken ?? [])] };
    });
    expect(early.ranFirst).toBe(true);
    expect(early.took).toContain('/products');
    expect(reads.get('/api/products')).toBe(1);
    expect(reads.get('/api/auth/me')).toBe(1);
    // The reads the first script plans.
    const planned = /^\/api\/(auth\/me|products|configs|sites\/\d+(\/theme)?|builder\/apps\/\d+)$/;
    expect([...reads].filter(([path, count]) => planned.test(path) && count > 1)).toEqual([]);
  });
}

// The first page is drawn once, with its code and data (apps/console/src/app/first-draw.ts): a cold
// load with a session never shows the loading sign or the settings page's skeleton on its way to
// the form, only index.html's own placeholder and then the page. Should the code or the answers
// take longer than the first draw waits, the loading sign is the console's right answer; on a busy
// machine a load can, so the load is tried again, each time in a new browser (nothing cached), and
// a load that ran out of time must have waited the whole second first.
test('a cold load draws the settings page once: no loading sign, no skeleton first', async ({
  browser,
}) => {
  const origin = `http://localhost:${E2E_PORT}`;
  const session = await sessionOf(origin, E2E_RIVAL);
  const loads: { why?: string; afterMs?: number; seen: string[] }[] = [];
  for (
    let attempt = 0;
    attempt < 3 && !loads.some((load) => load.why === 'everything');
    attempt++
  ) {
    const context = await browser.newContext({ storageState: session });
    try {
      const page = await context.newPage();
      await page.addInitScript(watchTheWay);
      await page.goto(`${origin}/my-products/ordering-website/settings`);
      await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
      loads.push(
        await page.evaluate(() => {
          const mark = performance.getEntriesByName('oc:first-draw')[0] as
            | PerformanceMark
            | undefined;
          const seen = (globalThis as { __ocSeenOnTheWay?: string[] }).__ocSeenOnTheWay ?? [];
          return { ...(mark?.detail as { why: string; afterMs: number }), seen };
        }),
      );
    } finally {
      await context.close();
    }
  }
  for (const load of loads) {
    expect(['everything', 'over']).toContain(load.why);
    if (load.why === 'everything') expect(load.seen).toEqual([]);
    else expect(load.afterMs).toBeGreaterThanOrEqual(1000);
  }
  if (!loads.some((load) => load.why === 'everything')) {
    test.info().annotations.push({
      type: 'not seen',
      description: `each cold load took longer than the first draw waits (${loads
        .map((load) => `${load.afterMs} ms`)
        .join(', ')}): the machine was too busy to see a page drawn once`,
    });
  }
});

/**
 * Notes the loading sign and the page's skeleton each time either is put in the page, until the
 * page's form is drawn: what the page draws after it (the preview's own loading sign, once the
 * pane comes after the first paint) is not on the way to it.
 */
function watchTheWay() {
  const seen: string[] = [];
  (globalThis as { __ocSeenOnTheWay?: string[] }).__ocSeenOnTheWay = seen;
  let isFormDrawn = false;
  const watcher = new MutationObserver((records) => {
    if (isFormDrawn) return watcher.disconnect();
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (
          node.closest('[data-testid="product-skeleton"]') ||
          node.querySelector('[data-testid="product-skeleton"]')
        ) {
          seen.push('skeleton');
        }
        if (node.closest('.mantine-Loader-root') || node.querySelector('.mantine-Loader-root')) {
          seen.push('loading sign');
        }
      }
    }
    isFormDrawn = document.querySelector('input[name="name"]') !== null;
  });
  watcher.observe(document, { subtree: true, childList: true });
}
