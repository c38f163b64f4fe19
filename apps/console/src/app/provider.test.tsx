import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

// Issue 14 (accessibility): Mantine's dimmed text (#868e96) is 3.3:1 on white, under WCAG AA.
describe('the console theme', () => {
  it('writes dimmed text in a colour readable on white', () => {
    renderWithProviders(<p>Hint</p>);
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(styles).toMatch(/--mantine-color-dimmed:\s*#495057/);
    expect(styles).not.toMatch(/--mantine-color-dimmed:\s*var\(--mantine-color-gray-6\)/);
  });
});
