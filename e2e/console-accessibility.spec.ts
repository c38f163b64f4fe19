import type { Page } from '@playwright/test';
import axe from 'axe-core';
import { expect, logIn, PRODUCTS, test } from './fixtures';

// Every console page, on a phone and on a computer, has no serious or critical
// accessibility issue that axe finds. Pages are only looked at here, never changed, so this runs
// beside the other console journeys.

type TAxeViolation = {
  id: string;
  impact: string;
  nodes: { target: string[]; failureSummary?: string }[];
};
type TAxeWindow = {
  axe: { run: (context: unknown, options: unknown) => Promise<{ violations: TAxeViolation[] }> };
};

/** The serious and critical issues axe finds on the page as it is now, one line each. */
async function seriousIssues(page: Page) {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const engine = (window as unknown as TAxeWindow).axe;
    const result = await engine.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)} (${v.nodes[0]?.failureSummary ?? ''})`,
      );
  });
}

/**
 * A console page is ready when its title shows and nothing on it is still loading. Each page has
 * one title, an h1, inside one main landmark.
 */
async function ready(page: Page) {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Every console page an owner reaches: each product, its settings and each of their tabs. */
const PAGES = [
  ...PRODUCTS.flatMap((p) => [`/my-products/${p.slug}`, `/my-products/${p.slug}/settings`]),
  '/my-products/ordering-website/settings?tab=advanced',
  '/my-products/ordering-website/settings?tab=widgets',
  '/my-products/franchise-website/settings?tab=advanced',
  '/my-products/dashboard/settings?tab=advanced',
  '/my-products/customer-app/settings?tab=advanced',
  '/my-products/kiosk-app/settings?tab=advanced',
  '/my-products/nothing-here',
];

for (const width of [375, 1280]) {
  test(`the login page at ${width} px has no serious accessibility issue`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousIssues(page)).toEqual([]);
    await context.close();
  });

  test(`every console page at ${width} px has no serious accessibility issue`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await logIn(page);
    for (const path of PAGES) {
      await page.goto(path);
      await ready(page);
      expect(await seriousIssues(page), path).toEqual([]);
    }
    await context.close();
  });
}
