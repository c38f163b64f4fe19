import { describe, expect, it } from 'vitest';
import { searchText, settingsMatching, type TSearchableSection } from './settings-search';

const SECTIONS: TSearchableSection[] = [
  {
    id: 'buttons',
    title: 'Buttons',
    leaves: [
      { path: 'b.color', label: 'Button colour', group: null },
      { path: 'b.text', label: 'Button text colour', group: null },
    ],
  },
  {
    id: 'checkout',
    title: 'Checkout',
    leaves: [
      { path: 'c.address', label: 'Business address', group: null },
      { path: 'c.map', label: 'Map', group: null },
    ],
  },
  {
    id: 'order_types',
    title: 'Order types popup',
    leaves: [{ path: 'o.delivery', label: 'Title', group: 'Délivery' }],
  },
  { id: 'more', title: 'Notification sound', leaves: [] },
];

describe('the Advanced tab search', () => {
  it('shows everything while nothing is searched', () => {
    expect(settingsMatching(SECTIONS, '   ')).toBeNull();
  });

  it('shows the settings whose label matches, and only their sections', () => {
    const found = settingsMatching(SECTIONS, 'text COLOUR');
    expect([...(found?.leaves ?? [])]).toEqual(['b.text']);
    expect([...(found?.sections ?? [])]).toEqual(['buttons']);
  });

  it("shows all of a section's settings when its name matches", () => {
    const found = settingsMatching(SECTIONS, 'checkout');
    expect([...(found?.leaves ?? [])]).toEqual(['c.address', 'c.map']);
  });

  it("matches words across the section's, the group's and the setting's names, without accents", () => {
    expect([...(settingsMatching(SECTIONS, 'checkout map')?.leaves ?? [])]).toEqual(['c.map']);
    expect([...(settingsMatching(SECTIONS, 'delivery title')?.leaves ?? [])]).toEqual([
      'o.delivery',
    ]);
    expect(searchText('  Café   Menu ')).toBe('cafe menu');
  });

  it('shows a section with no settings of its own by its name', () => {
    expect([...(settingsMatching(SECTIONS, 'sound')?.sections ?? [])]).toEqual(['more']);
  });

  it('shows nothing when nothing matches', () => {
    const found = settingsMatching(SECTIONS, 'zebra');
    expect(found?.sections.size).toBe(0);
    expect(found?.leaves.size).toBe(0);
  });
});
