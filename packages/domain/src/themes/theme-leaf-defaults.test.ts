import { describe, expect, it } from 'vitest';
import { leafDefault } from './theme-leaf-defaults';
import { setPath } from './theme-path';
import { leafSchema, THEME_SECTIONS } from './theme-tree';

const leaves = THEME_SECTIONS.flatMap((s) => s.leaves);

describe('leafDefault', () => {
  it.each(leaves.map((l) => [l.path, l] as const))(
    '%s starts with a value it may be saved with',
    (_, leaf) => {
      expect(leafSchema(leaf).safeParse(leafDefault(leaf)).success).toBe(true);
    },
  );

  it('starts hidden leaves shown, the font at Poppins, page backgrounds white and pickers blue', () => {
    const byPath = (path: string) => leaves.find((l) => l.path === path);
    expect(leafDefault(byPath('header.components.language_selector.hidden') as never)).toBe(false);
    expect(leafDefault(byPath('general.components.fonts.primary.name') as never)).toBe('Poppins');
    expect(leafDefault(byPath('business_view.components.style.backgroundColor') as never)).toBe(
      '#FFFFFF',
    );
    expect(leafDefault(byPath('general.components.buttons.color') as never)).toBe('#2C7BE5');
    expect(leafDefault(byPath('header.components.style.backgroundColor') as never)).toBe('#FFFFFF');
    // Black reads better than white on the default blue, as the website draws it.
    expect(leafDefault(byPath('general.components.buttons.buttonTextColor') as never)).toBe(
      '#000000',
    );
    expect(leafDefault(byPath('general.components.fonts.primary.weights') as never)).toEqual([400]);
  });

  it('starts the buttons at the primary colour and their text black or white, as the site draws them', () => {
    const byPath = (path: string) => leaves.find((l) => l.path === path) as never;
    const flags = { isApp: false, isKiosk: false, isFranchise: false };
    const P = 'my_products.components.theme_settings.components.style.primary_btn_color';
    const dark = { values: setPath({}, P, '#1A1A6E'), flags };
    expect(leafDefault(byPath('general.components.buttons.color'), dark)).toBe('#1A1A6E');
    expect(leafDefault(byPath('general.components.buttons.buttonTextColor'), dark)).toBe('#FFFFFF');
    const light = { values: setPath({}, 'general.components.buttons.color', '#FFE066'), flags };
    expect(leafDefault(byPath('general.components.buttons.buttonTextColor'), light)).toBe(
      '#000000',
    );
  });
});
