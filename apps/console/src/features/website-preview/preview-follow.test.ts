import { describe, expect, it } from 'vitest';
import { followPreview, INITIAL_PREVIEW_FOLLOW, pageOfSection } from './preview-follow';

describe('the page the preview follows', () => {
  it("names each section's page, and none for a section about every page", () => {
    expect(pageOfSection('checkout')).toBe('checkout');
    expect(pageOfSection('business_page')).toBe('business');
    expect(pageOfSection('business_block')).toBe('listing');
    expect(pageOfSection('homepage_image')).toBe('home');
    expect(pageOfSection('buttons')).toBeNull();
  });

  it("names the home page for the Basic tab's parts about it, and none for its others", () => {
    for (const part of ['website_theme', 'homepage_images', 'homepage_content'])
      expect(pageOfSection(`basic.${part}`)).toBe('home');
    for (const part of ['site', 'logos', 'colours', 'footer_content'])
      expect(pageOfSection(`basic.${part}`)).toBeNull();
  });

  it('switches to the page of the section reached, and keeps the page for one about every page', () => {
    const atCheckout = followPreview(INITIAL_PREVIEW_FOLLOW, {
      type: 'section',
      section: 'checkout',
    });
    expect(atCheckout).toEqual({ page: 'checkout', section: 'checkout' });
    expect(followPreview(atCheckout, { type: 'section', section: 'buttons' })).toEqual({
      page: 'checkout',
      section: 'buttons',
    });
  });

  it('keeps the page the owner chose while they stay in the section, until they move on', () => {
    let state = followPreview(INITIAL_PREVIEW_FOLLOW, { type: 'section', section: 'checkout' });
    state = followPreview(state, { type: 'choose', page: 'home' });
    state = followPreview(state, { type: 'section', section: 'checkout' });
    expect(state.page).toBe('home');
    state = followPreview(state, { type: 'section', section: 'business_page' });
    expect(state.page).toBe('business');
  });
});
