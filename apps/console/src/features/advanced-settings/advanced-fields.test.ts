import { getPath, setPath } from '@oc/domain/themes/theme-path';
import { THEME_SECTIONS, visibleSections } from '@oc/domain/themes/theme-tree';
import { describe, expect, it } from 'vitest';
import { advancedChanges, advancedFormValues, advancedProblems } from './advanced-fields';

const WEBSITE = { isApp: false, isKiosk: false, isFranchise: false };
const FRANCHISE = { isApp: false, isKiosk: false, isFranchise: true };
const RADIUS = 'general.components.buttons.borderRadius';
const LANGUAGE = 'header.components.language_selector.hidden';
const BLOCK_LOGO = 'business_listing_view.components.business.components.logo.hidden';

describe('advanced form values', () => {
  it('takes stored values and fills the rest with defaults, for every shown leaf', () => {
    const sections = visibleSections(WEBSITE);
    const form = advancedFormValues(
      { general: { components: { buttons: { borderRadius: 12 } } } },
      sections,
      WEBSITE,
    );
    expect(getPath(form, RADIUS)).toBe(12);
    expect(getPath(form, LANGUAGE)).toBe(false);
    for (const leaf of sections.flatMap((s) => s.leaves))
      expect(getPath(form, leaf.path), leaf.path).not.toBeUndefined();
  });

  it('starts the button text at the colour the website draws, and a saved colour as saved', () => {
    const sections = visibleSections(WEBSITE);
    const TEXT = 'general.components.buttons.buttonTextColor';
    // Black on the default blue, white on a dark button colour: what the website draws.
    expect(getPath(advancedFormValues({}, sections, WEBSITE), TEXT)).toBe('#000000');
    const dark = setPath({}, 'general.components.buttons.color', '#222244');
    expect(getPath(advancedFormValues(dark, sections, WEBSITE), TEXT)).toBe('#FFFFFF');
    const white = setPath({}, TEXT, '#FFFFFF');
    expect(getPath(advancedFormValues(white, sections, WEBSITE), TEXT)).toBe('#FFFFFF');
  });

  it('keeps leaves of sections the mode does not show out of the form', () => {
    const flags = { isApp: true, isKiosk: true, isFranchise: false };
    const form = advancedFormValues({}, visibleSections(flags), flags);
    expect(getPath(form, RADIUS)).toBeUndefined();
  });
});

describe('advanced changes', () => {
  const sections = visibleSections(FRANCHISE);
  const initial = advancedFormValues({}, sections, FRANCHISE);

  it('lists only the leaves that changed, arrays compared by value', () => {
    let form = advancedFormValues(
      { general: { components: { buttons: { borderRadius: 30 } } } },
      sections,
      FRANCHISE,
    );
    expect(advancedChanges(initial, initial, sections, FRANCHISE)).toEqual([]);
    const changes = advancedChanges(form, initial, sections, FRANCHISE);
    expect(changes.map((c) => [c.path, c.value])).toEqual([[RADIUS, 30]]);
    form = advancedFormValues(
      { general: { components: { fonts: { primary: { weights: [400] } } } } },
      sections,
      FRANCHISE,
    );
    expect(advancedChanges(form, initial, sections, FRANCHISE)).toEqual([]);
  });

  it('never sends a leaf the mode disables, even if its value differs', () => {
    const form = setPath(initial, BLOCK_LOGO, true);
    expect(getPath(form, BLOCK_LOGO)).toBe(true);
    expect(advancedChanges(form, initial, sections, FRANCHISE)).toEqual([]);
    expect(advancedChanges(form, initial, sections, WEBSITE).map((c) => c.path)).toEqual([
      BLOCK_LOGO,
    ]);
  });

  it('finds the values the shared schemas refuse', () => {
    const leaves = THEME_SECTIONS.flatMap((s) => s.leaves);
    const leaf = (path: string) => leaves.find((l) => l.path === path) as (typeof leaves)[number];
    const problems = advancedProblems([
      { leaf: leaf(RADIUS), path: RADIUS, value: 120 },
      { leaf: leaf('general.components.buttons.color'), path: '', value: 'blue' },
      { leaf: leaf('smart_banner_settings.apple_id'), path: '', value: 'x'.repeat(256) },
      { leaf: leaf('smart_banner_settings.android_id'), path: '', value: 'com.demo.app' },
    ]);
    expect(problems.map((p) => p.leaf.label)).toEqual([
      'border_radius',
      'buttons_color',
      'apple_id',
    ]);
  });
});
