import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ColourField } from './colour-field';

// Issue 14: the eyedropper buttons had no name (axe: button-name, critical). Mantine draws the
// button only where the browser has an EyeDropper (Chromium); happy-dom is given one here.
afterEach(() => vi.unstubAllGlobals());

describe('the colour field', () => {
  it('names its eyedropper, and the field keeps its label to itself', async () => {
    vi.stubGlobal('EyeDropper', class {});
    renderWithProviders(<ColourField label="Button colour" value="#2C7BE5" onChange={() => {}} />);
    expect(
      await screen.findByRole('button', { name: 'Pick a colour from the screen' }),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Button colour/)).toHaveLength(1);
  });
});
