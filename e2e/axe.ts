import type { Page } from '@playwright/test';
import axe from 'axe-core';

// The serious and critical accessibility issues axe-core finds on a page, for the console's and the
// website's journeys.

type TAxeViolation = {
  id: string;
  impact: string;
  nodes: { target: string[]; failureSummary?: string }[];
};
type TAxeEngine = {
  run: (context: unknown, options: unknown) => Promise<{ violations: TAxeViolation[] }>;
  _audit?: { rules: { id: string; impact?: string }[] };
};

/**
 * The serious and critical issues axe finds on the page as it is now, one line each. axe is loaded
 * once per document (a page the console reaches by its own links keeps it). Rules whose impact is
 * only minor or moderate are not run: axe gives every issue of a rule the rule's own impact, so
 * they could never report a serious one. Frames are not entered: the pages checked frame only
 * other origins (the console's previews of the website, which its own journeys check; a video on
 * the website), which axe cannot read unless it is loaded in them, so it would only wait for them
 * to answer.
 */
export async function seriousIssues(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const engine = (window as unknown as { axe: TAxeEngine }).axe;
    const quiet = (engine._audit?.rules ?? []).filter(
      (rule) => rule.impact === 'minor' || rule.impact === 'moderate',
    );
    const result = await engine.run(document, {
      resultTypes: ['violations'],
      iframes: false,
      rules: Object.fromEntries(quiet.map((rule) => [rule.id, { enabled: false }])),
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3)} (${v.nodes[0]?.failureSummary ?? ''})`,
      );
  });
}
