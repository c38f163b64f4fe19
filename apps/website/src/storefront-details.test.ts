import { setPath } from '@oc/domain/themes/theme-path';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render';
import { FRANCHISE, fileUrl, PAGES, sampleInput } from './render.fixtures';
import type { TRoute } from './routes';
import type { TPageData } from './site-input';

const page = (name: string) => PAGES.find(([route]) => route.page === name) as [TRoute, TPageData];
const HOMEPAGE_BACKGROUND =
  'my_products.components.images.components.homepage_background.components.image';

/** The franchise website's homepage, its franchise with a header image (its banner). */
function franchiseHome(values = {}) {
  const input = sampleInput(page('home'), values, FRANCHISE);
  return renderPage({
    ...input,
    franchise: { slug: 'demo-group', name: 'Demo Group', header: fileUrl('b') },
  }).html;
}

describe('the franchise homepage', () => {
  it('shows the franchise’s banner whole, in its own proportions, with the text under it', () => {
    const html = franchiseHome();
    expect(html).toContain('class="hero hero-banner"');
    expect(html).toMatch(/<img[^>]*width="900"[^>]*height="200"/);
  });

  it('keeps the homepage image of its own as a background behind the text', () => {
    const html = franchiseHome(setPath({}, HOMEPAGE_BACKGROUND, fileUrl('c')));
    expect(html).toContain('class="hero"');
    expect(html).not.toContain('hero-banner');
  });
});

describe('icons', () => {
  it('are drawn, not typed: no emoji or symbol character on any page', () => {
    for (const entry of PAGES) {
      const { html } = renderPage(sampleInput(entry));
      const hidden = [...html.matchAll(/aria-hidden="true"[^>]*>([^<]*)</g)].map((m) => m[1]);
      expect(
        hidden.filter((text) => /\p{So}/u.test(text ?? '')),
        entry[0].page,
      ).toEqual([]);
    }
  });
});
