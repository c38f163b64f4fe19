import { describe, expect, it } from 'vitest';
import { BASIC_FIELDS } from './basic-fields';
import { websiteButtonColour } from './button-colour';
import { DEFAULT_COLOR } from './colour.rules';
import { modeFlagsFor } from './theme-mode';
import { setPath, type TTree } from './theme-path';
import { themePath } from './theme-paths';

const PRIMARY = BASIC_FIELDS.primary_btn_color.theme;
const BUTTONS = themePath('general.components.buttons.color');
const WEBSITE = modeFlagsFor('ordering');
const theme = (primary?: unknown, buttons?: unknown): TTree => {
  let values: TTree = {};
  if (primary !== undefined) values = setPath(values, PRIMARY, primary);
  if (buttons !== undefined) values = setPath(values, BUTTONS, buttons);
  return values;
};

describe('websiteButtonColour', () => {
  it("is the Advanced tab's button colour when it is one, in upper case", () => {
    expect(websiteButtonColour(theme('#112233', '#e03131'), WEBSITE)).toBe('#E03131');
    expect(websiteButtonColour(theme(undefined, '#e03131'), modeFlagsFor('franchise'))).toBe(
      '#E03131',
    );
  });

  it("else the Basic tab's primary button colour, else its default", () => {
    expect(websiteButtonColour(theme('#abcdef'), WEBSITE)).toBe('#ABCDEF');
    expect(websiteButtonColour(theme('#abcdef', 'red'), WEBSITE)).toBe('#ABCDEF');
    expect(websiteButtonColour(theme('blue', 'red'), WEBSITE)).toBe(DEFAULT_COLOR);
    expect(websiteButtonColour({}, WEBSITE)).toBe(DEFAULT_COLOR);
  });

  it('ignores a button colour the mode cannot edit (the kiosk has only its homepage image)', () => {
    expect(websiteButtonColour(theme('#abcdef', '#e03131'), modeFlagsFor('app_kiosk_x'))).toBe(
      '#ABCDEF',
    );
  });
});
