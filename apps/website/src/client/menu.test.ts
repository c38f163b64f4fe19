// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { foldMenu } from './menu';

describe('the small-screen menu', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header>
        <button type="button" class="menu-toggle" aria-expanded="false" aria-controls="site-menu" hidden>Menu</button>
        <nav id="site-menu" class="site-menu"><ul><li><a href="/businesses">Browse</a></li></ul></nav>
      </header>`;
  });
  const toggle = () => document.querySelector('.menu-toggle') as HTMLButtonElement;
  const menu = () => document.getElementById('site-menu') as HTMLElement;

  it('shows the button and folds the menu, which the button opens and closes', () => {
    foldMenu(document);
    expect(toggle().hidden).toBe(false);
    expect(menu().classList.contains('foldable')).toBe(true);
    expect(menu().classList.contains('open')).toBe(false);
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(menu().classList.contains('open')).toBe(true);
    toggle().click();
    expect(menu().classList.contains('open')).toBe(false);
  });

  it('closes on Escape and gives the focus back to the button', () => {
    foldMenu(document);
    toggle().click();
    menu()
      .querySelector('a')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(menu().classList.contains('open')).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('leaves a page without the button as it is', () => {
    document.querySelector('.menu-toggle')?.remove();
    foldMenu(document);
    expect(menu().classList.contains('foldable')).toBe(false);
  });
});
