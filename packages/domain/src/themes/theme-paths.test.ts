import { describe, expect, it } from 'vitest';
import { BASIC_FIELDS } from './basic-fields';
import { type THideablePath, type TThemePath, themePath } from './theme-paths';

describe('themePath', () => {
  it('gives back a path of either tab', () => {
    expect(themePath('general.components.buttons.color')).toBe('general.components.buttons.color');
    expect(
      themePath('my_products.components.theme_settings.components.style.primary_btn_color'),
    ).toBe(BASIC_FIELDS.primary_btn_color.theme);
  });

  it('accepts only the paths the descriptions declare (checked by tsc)', () => {
    // @ts-expect-error: 'colour' is not a leaf of the buttons section.
    themePath('general.components.buttons.colour');
    // @ts-expect-error: an element, not a leaf.
    themePath('header.components.language_selector');
    // @ts-expect-error: a hidden leaf's element, without '.hidden'.
    const misspelt: THideablePath = 'header.components.language_selectr';
    const element: THideablePath = 'header.components.language_selector';
    expect([misspelt, element]).toHaveLength(2);
  });

  it('is a union of the paths, not any string (checked by tsc)', () => {
    const isLiteral: string extends TThemePath ? false : true = true;
    expect(isLiteral).toBe(true);
  });
});
