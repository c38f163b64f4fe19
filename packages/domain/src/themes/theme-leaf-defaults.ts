import { DEFAULT_COLOR, DEFAULT_PAGE_BACKGROUND } from './colour.rules';
import { DEFAULT_FONT } from './fonts';
import type { TAdvancedPath, TLeaf } from './theme-tree';

/**
 * Page and header backgrounds and the text on buttons start white
 * (docs/product/limits.md#colours), as the website draws them; every other colour picker starts at
 * the default blue.
 */
const WHITE_LEAVES = new Set<string>([
  'business_view.components.style.backgroundColor',
  'header.components.style.backgroundColor',
  'general.components.buttons.buttonTextColor',
] satisfies TAdvancedPath[]);

/**
 * What the editor shows for a leaf the stored tree does not have yet: shown (not hidden), the first
 * option, the default font and colours, no image, empty text. Showing it changes nothing: only
 * values the owner changes are saved.
 */
export function leafDefault(leaf: TLeaf): unknown {
  switch (leaf.kind) {
    case 'hidden':
    case 'boolean':
      return false;
    case 'select':
      return leaf.options?.[0] ?? '';
    case 'font':
      return DEFAULT_FONT;
    case 'weights':
      return [400];
    case 'color':
      return WHITE_LEAVES.has(leaf.path) ? DEFAULT_PAGE_BACKGROUND : DEFAULT_COLOR;
    case 'number':
      return leaf.min ?? 0;
    case 'image':
      return null;
    case 'text':
    case 'code':
      return '';
  }
}
