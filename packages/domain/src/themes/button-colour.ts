import { BASIC_FIELDS } from './basic-fields';
import { colourOr } from './colour.rules';
import { getPath, type TTree } from './theme-path';
import { themePath } from './theme-paths';
import { editableLeaves, type TModeFlags } from './theme-tree';

/** The Advanced tab's button colour (section 'buttons'). */
const BUTTONS_COLOUR = themePath('general.components.buttons.color');

/**
 * The background of the website's buttons: the Advanced tab's button colour when it is saved, a
 * colour and editable in the site's mode; else the Basic tab's primary button colour (or its
 * default). Upper case. The website draws its buttons with it, and the console starts a widget's
 * button with it, so the widget matches the website it opens.
 */
export function websiteButtonColour(values: TTree, flags: TModeFlags): string {
  const primary = colourOr(
    getPath(values, BASIC_FIELDS.primary_btn_color.theme),
    BASIC_FIELDS.primary_btn_color.default,
  );
  const buttons = editableLeaves(flags).has(BUTTONS_COLOUR)
    ? getPath(values, BUTTONS_COLOUR)
    : undefined;
  return colourOr(buttons, primary);
}
