import { websiteButtonColour } from './button-colour';
import { DEFAULT_COLOR, DEFAULT_PAGE_BACKGROUND, readableOn } from './colour.rules';
import { DEFAULT_FONT } from './fonts';
import type { TTree } from './theme-path';
import type { TAdvancedPath, TLeaf, TModeFlags } from './theme-tree';

/**
 * Page and header backgrounds start white (docs/product/limits.md#colours), as the website draws
 * them; the buttons and the text on them follow the rest of the theme (below); every other colour
 * picker starts at the default blue.
 */
const WHITE_LEAVES = new Set<string>([
  'business_view.components.style.backgroundColor',
  'header.components.style.backgroundColor',
] satisfies TAdvancedPath[]);

const BUTTONS_COLOUR: TAdvancedPath = 'general.components.buttons.color';
const BUTTONS_TEXT: TAdvancedPath = 'general.components.buttons.buttonTextColor';

/** The rest of the theme, for the defaults that the website works out from it. */
export type TLeafContext = { values: TTree; flags: TModeFlags };

/**
 * What the editor shows for a leaf the stored tree does not have yet, which is what the website
 * draws for it: shown (not hidden), the first option, the default font and colours, no image,
 * empty text. The buttons take the Basic tab's primary button colour, and the text on them black
 * or white, whichever reads better on that colour (so a default never fails the contrast the
 * website keeps). Showing a default changes nothing: only values the owner changes are saved.
 */
export function leafDefault(leaf: TLeaf, context?: TLeafContext): unknown {
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
    case 'color': {
      const buttons = context
        ? websiteButtonColour(context.values, context.flags)
        : DEFAULT_COLOR.toUpperCase();
      if (leaf.path === BUTTONS_COLOUR) return buttons;
      if (leaf.path === BUTTONS_TEXT) return readableOn(buttons);
      return WHITE_LEAVES.has(leaf.path) ? DEFAULT_PAGE_BACKGROUND : DEFAULT_COLOR;
    }
    case 'number':
      return leaf.min ?? 0;
    case 'image':
      return null;
    case 'text':
    case 'code':
      return '';
  }
}
