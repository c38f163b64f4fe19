import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The component as a browser that does, or does not, grow a text area by itself draws it. */
async function growingTextarea(growsByItself: boolean) {
  vi.resetModules();
  vi.stubGlobal('CSS', {
    supports: (property: string) => growsByItself && property === 'field-sizing',
  });
  const [{ GrowingTextarea }, { MantineProvider }] = await Promise.all([
    import('./growing-textarea'),
    import('@mantine/core'),
  ]);
  render(
    <MantineProvider>
      <GrowingTextarea
        label="Description"
        minRows={2}
        maxRows={8}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
    </MantineProvider>,
  );
  return screen.getByRole('textbox', { name: 'Description' });
}

describe('a text area as tall as its text', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is sized by CSS where the browser can, from two rows to eight, keeping its own font', async () => {
    const field = await growingTextarea(true);
    expect(field.style.getPropertyValue('field-sizing')).toBe('content');
    expect(field.style.minHeight).toContain('2lh');
    expect(field.style.maxHeight).toContain('8lh');
    expect(field.style.fontFamily).toBe('monospace');
    expect(field).toHaveAttribute('rows', '2');
  });

  it('is left to Mantine’s autosize where it cannot (Firefox), without the CSS sizing', async () => {
    const field = await growingTextarea(false);
    expect(field.style.getPropertyValue('field-sizing')).toBe('');
    expect(field.style.minHeight).toBe('');
    expect(field.style.fontFamily).toBe('monospace');
  });
});
