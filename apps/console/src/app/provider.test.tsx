import { generateColors } from '@mantine/colors-generator';
import { DEFAULT_THEME } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConsoleMantine, READABLE_TEXT, readableShade } from './provider';

/** WCAG 2 contrast of white text on a #rrggbb colour. */
function whiteContrast(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

// Accessibility: Mantine's dimmed text (#868e96) is 3.3:1 on white, under WCAG AA's 4.5:1.
describe('the console theme', () => {
  it('names every toast’s close button (axe: button-name)', async () => {
    renderWithProviders(<p>Page</p>);
    act(() => {
      notifications.show({ message: 'Your changes are saved.' });
    });
    expect(
      await screen.findByRole('button', { name: 'Close the message', hidden: true }),
    ).toBeInTheDocument();
    act(() => notifications.clean());
  });

  it('downloads the toasts only once the owner acts (a click or a key) or a toast is asked for', async () => {
    const container = () => document.querySelector('.mantine-Notifications-root');
    // A console that has not downloaded them yet (the module keeps them once it has).
    vi.resetModules();
    const { ConsoleMantine: FreshMantine } = await import('./provider');
    render(
      <FreshMantine primary={null}>
        <button type="button">Save</button>
      </FreshMantine>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container()).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(container()).not.toBeNull());
  });

  it('draws red buttons, filled and outlined, in a red white text and red words are readable with (4.5:1)', () => {
    renderWithProviders(<p>Archive</p>);
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(whiteContrast(READABLE_TEXT.red)).toBeGreaterThanOrEqual(4.5);
    expect(styles).toContain(`--mantine-color-red-filled: ${READABLE_TEXT.red}`);
    expect(styles).toContain(`--mantine-color-red-outline: ${READABLE_TEXT.red}`);
    const hover = styles.match(/--mantine-color-red-filled-hover:\s*(#[0-9a-f]{6})/i)?.[1] ?? '';
    expect(whiteContrast(hover)).toBeGreaterThanOrEqual(4.5);
  });

  it('writes dimmed text in a colour readable on white', () => {
    renderWithProviders(<p>Hint</p>);
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(styles).toMatch(/--mantine-color-dimmed:\s*#495057/);
    expect(styles).not.toMatch(/--mantine-color-dimmed:\s*var\(--mantine-color-gray-6\)/);
  });

  it('puts white button text only on shades it is readable on (4.5:1)', () => {
    const blue = DEFAULT_THEME.colors.blue;
    expect(whiteContrast(blue[readableShade(blue, 6)] ?? '')).toBeGreaterThanOrEqual(4.5);
    // The demo's primary button colour, #2C7BE5, is 4.14:1 under white: a darker shade is used.
    const brand = generateColors('#2C7BE5');
    const own = brand.findIndex((s) => s.toLowerCase() === '#2c7be5');
    expect(own).toBeGreaterThanOrEqual(0);
    const shade = readableShade(brand, own);
    expect(shade).toBeGreaterThan(own);
    expect(whiteContrast(brand[shade] ?? '')).toBeGreaterThanOrEqual(4.5);
    // A dark colour keeps its own shade.
    const dark = generateColors('#1B4F8A');
    const darkOwn = dark.findIndex((s) => s.toLowerCase() === '#1b4f8a');
    expect(readableShade(dark, darkOwn)).toBe(darkOwn);
  });

  it('writes status words (green, yellow, orange, teal, red) readable on white and on their light tint', () => {
    renderWithProviders(<p>Hint</p>);
    const styles = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    for (const [name, colour] of Object.entries(READABLE_TEXT)) {
      expect(whiteContrast(colour), name).toBeGreaterThanOrEqual(4.5);
      expect(styles).toContain(`--mantine-color-${name}-text: ${colour}`);
      expect(styles).toContain(`--mantine-color-${name}-light-color: ${colour}`);
    }
  });

  it('writes a business’s initials readable on their tint, whichever colour its name gives', () => {
    // Mantine's Avatar with color="initials" picks one of these from the name: light variant, the
    // word in the colour's light-color (READABLE_TEXT's, else shade 9) on its shade 1.
    const initials = [
      'blue',
      'cyan',
      'grape',
      'green',
      'indigo',
      'lime',
      'orange',
      'pink',
      'red',
      'teal',
      'violet',
    ];
    const luminance = (hex: string) => 1.05 / whiteContrast(hex) - 0.05;
    for (const name of initials) {
      const shades = DEFAULT_THEME.colors[name] as unknown as string[];
      const text = READABLE_TEXT[name as keyof typeof READABLE_TEXT] ?? (shades[9] as string);
      const ratio = (luminance(shades[1] as string) + 0.05) / (luminance(text) + 0.05);
      expect(ratio, name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("builds the theme around the owner's colour (its generator is downloaded when needed)", async () => {
    const styles = () =>
      [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    render(<ConsoleMantine primary="#1B4F8A">Page</ConsoleMantine>);
    await waitFor(() => expect(styles()).toMatch(/--mantine-color-brand-9:\s*#1b4f8a/i));
    expect(styles()).toMatch(
      /--mantine-primary-color-filled:\s*var\(--mantine-color-brand-filled\)/,
    );
  });
});
