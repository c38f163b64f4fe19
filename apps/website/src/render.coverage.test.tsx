/// <reference types="vite/client" />
import { setPath, type TTree } from '@oc/domain/themes/theme-path';
import {
  editableLeaves,
  ORDER_TYPES,
  type TLeaf,
  type TModeFlags,
} from '@oc/domain/themes/theme-tree';
import { describe, expect, it } from 'vitest';
// Vite reads the file as text: the website's code (tests too) imports nothing of Node.
import websiteDoc from '../../../docs/product/website.md?raw';
import { renderPage } from './render';
import { FRANCHISE, fileUrl, ORDERING, PAGES, sampleInput } from './render.fixtures';
import { ISLAND_LEAVES, NO_PAGE_LEAVES } from './theme/leaf-coverage';

// Every Advanced leaf of the website modes changes what some page shows
// (docs/product/website.md#what-each-advanced-setting-does): all pages are drawn with the default
// values, then with one leaf changed, and the HTML must differ outside the islands' props.

/** A value of the leaf other than its default. */
function changed(leaf: TLeaf): unknown {
  switch (leaf.kind) {
    case 'hidden':
    case 'boolean':
      return true;
    case 'select':
      return leaf.options?.[1];
    case 'font':
      return 'Lobster';
    case 'color':
      return '#123456';
    case 'number':
      return 42;
    case 'image':
      return fileUrl('e');
    case 'text':
      return 'Changed words';
    case 'weights':
      return [700];
    case 'code':
      return '<meta name="owner-code">';
  }
}

/**
 * What must be set for a leaf to show at all: an order type other than delivery and pickup is
 * offered once it has a title (docs/product/website.md#checkout).
 */
function prerequisite(path: string): TTree {
  const type = ORDER_TYPES.find((t) => path.startsWith(`order_types.components.${t}.components.`));
  if (!type || type === 'delivery' || type === 'pickup' || path.endsWith('.title')) return {};
  return setPath({}, `order_types.components.${type}.components.title`, 'Offered');
}

const allPages = (values: TTree, flags: TModeFlags) =>
  PAGES.map((page) => renderPage(sampleInput(page, values, flags)).html).join('\n');
const outsideProps = (html: string) => html.replace(/ data-props="[^"]*"/g, '');

describe.each([
  ['ordering', ORDERING],
  ['franchise', FRANCHISE],
] as const)('every leaf of the %s website changes a page', (_mode, flags) => {
  const leaves = [...editableLeaves(flags).values()];
  it.each(leaves.map((l) => [l.path, l] as const))('%s', (path, leaf) => {
    const before = prerequisite(path);
    const base = allPages(before, flags);
    const after = allPages(setPath(before, path, changed(leaf)), flags);
    if (path in NO_PAGE_LEAVES) {
      // Listed as affecting nothing here: if it starts to, take it off the list.
      expect(after).toBe(base);
    } else if (ISLAND_LEAVES.includes(path)) {
      expect(after).not.toBe(base);
    } else {
      expect(outsideProps(after)).not.toBe(outsideProps(base));
    }
  });
});

/** `a.{b, c}.d` → `a.b.d`, `a.c.d` (as docs/product/theme-values.md writes paths). */
function expand(path: string): string[] {
  const match = path.match(/\{([^}]*)\}/);
  if (!match || match.index === undefined) return [path];
  const head = path.slice(0, match.index);
  const tail = path.slice(match.index + match[0].length);
  return (match[1] ?? '').split(',').flatMap((part) => expand(`${head}${part.trim()}${tail}`));
}

/** The table of docs/product/website.md's section, as `path → page` rows. */
function documentedLeaves(): Map<string, string> {
  const section =
    websiteDoc.split('## What each Advanced setting does')[1]?.split(/\n## /)[0] ?? '';
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const path = cells[1]?.match(/^`([^`]+)`$/)?.[1];
    if (!path) continue;
    for (const one of expand(path)) rows.set(one, cells[2] ?? '');
  }
  return rows;
}

describe('docs/product/website.md#what-each-advanced-setting-does', () => {
  const documented = documentedLeaves();
  const editable = new Set([
    ...editableLeaves(ORDERING).keys(),
    ...editableLeaves(FRANCHISE).keys(),
  ]);

  it('lists every leaf of the website modes, and only those', () => {
    expect([...documented.keys()].sort()).toEqual([...editable].sort());
  });

  it('lists as affecting no page exactly the leaves the code says', () => {
    const none = [...documented].filter(([, page]) => page === 'none').map(([path]) => path);
    expect(none.sort()).toEqual(Object.keys(NO_PAGE_LEAVES).sort());
  });

  it('names the islands for exactly the island leaves', () => {
    const islands = [...documented].filter(([, page]) => page.includes('(island)'));
    expect(islands.map(([path]) => path).sort()).toEqual([...ISLAND_LEAVES].sort());
  });
});
