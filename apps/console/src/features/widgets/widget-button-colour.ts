import type { TSite } from '@oc/domain/sites/site.schema';
import { basicFormValues } from '@oc/domain/themes/basic-fields';
import { isHexColour } from '@oc/domain/themes/colour.rules';
import type { TTheme } from '@oc/domain/themes/theme.schema';
import { getPath } from '@oc/domain/themes/theme-path';

/** The Advanced tab's button colour (theme-tree.ts, section 'buttons'). */
const BUTTONS_COLOUR_PATH = 'general.components.buttons.color';

/**
 * The background of the website's buttons, as the website draws it
 * (apps/website/src/theme/theme-view.ts, `colours.buttons`): the Advanced tab's button colour when
 * saved, else the Basic tab's primary button colour (or its default). The widget's button starts
 * with it, so it matches the website it opens.
 */
export function websiteButtonColour(site: TSite, theme: TTheme): string {
  const buttons = getPath(theme.values, BUTTONS_COLOUR_PATH);
  if (isHexColour(buttons)) return buttons.toUpperCase();
  return basicFormValues(site, theme).primary_btn_color.toUpperCase();
}
