import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ColourField } from './colour-field';

afterEach(() => vi.unstubAllGlobals());

/** The field as the forms use it: controlled, every value handed on recorded. */
function renderField(initial = '#2C7BE5', Field = ColourField) {
  const handedOn: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <Field
        label="Button colour"
        value={value}
        onChange={(colour) => {
          handedOn.push(colour);
          setValue(colour);
        }}
      />
    );
  }
  const view = renderWithProviders(<Form />);
  const field = screen.getByRole('textbox', { name: 'Button colour' });
  return { ...view, field, handedOn, user: userEvent.setup() };
}

/**
 * A part of the open picker. happy-dom lays nothing out, so Floating UI takes the field for scrolled
 * away and Mantine hides the dropdown (display: none): it is in the page, not "visible".
 */
const pickerPart = (name: string) => screen.findByRole('slider', { name, hidden: true });

/** The swatch left of the text: a colour drawn, with nothing to read (Mantine's ColorSwatch). */
const swatchColour = (container: HTMLElement) =>
  (container.querySelector('.mantine-ColorSwatch-colorOverlay') as HTMLElement | null)?.style
    .backgroundColor;

describe('the colour field', () => {
  // React.lazy keeps the dropdown once it has arrived, for as long as its module lives: the field is
  // imported afresh here, so no earlier test or file has downloaded the dropdown. Events fired without
  // awaiting give its download no chance to finish, so this is the field on its own.
  it('takes a typed colour, upper-case, with its swatch, before the dropdown has downloaded', async () => {
    vi.resetModules();
    const { ColourField: FreshField } = await import('./colour-field');
    const { field, handedOn, container } = renderField('#2C7BE5', FreshField);
    act(() => field.focus());
    // The dropdown's code is downloading: said to a screen reader, nothing drawn to move.
    expect(screen.getByRole('status')).toHaveTextContent('Loading the colour picker');
    fireEvent.change(field, { target: { value: '#1a2b3c' } });
    expect(handedOn).toEqual(['#1A2B3C']);
    expect(field).toHaveValue('#1A2B3C');
    expect(swatchColour(container)).toBe('#1A2B3C');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('slider', { name: 'Hue', hidden: true })).not.toBeInTheDocument();
    // Then the picker arrives in the open dropdown: the field keeps the focus and what was typed.
    expect(await pickerPart('Hue')).toHaveAttribute('aria-valuenow', '210');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('#1A2B3C');
    expect(handedOn).toEqual(['#1A2B3C']);
  });

  it('shows the value in its swatch, and white while the typed colour is unfinished', async () => {
    const { field, user, container } = renderField();
    expect(swatchColour(container)).toBe('#2C7BE5');
    await user.type(field, '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(field).toHaveValue('#2C');
    expect(swatchColour(container)).toBe('#fff');
  });

  it('hands a typed hex on upper-case, and puts back the last whole colour when left unfinished', async () => {
    const { field, handedOn, user } = renderField();
    await user.clear(field);
    await user.type(field, '#abcdef');
    expect(handedOn.at(-1)).toBe('#ABCDEF');
    expect(field).toHaveValue('#ABCDEF');
    await user.type(field, '{Backspace}');
    await user.tab();
    expect(field).toHaveValue('#ABCDEF');
  });

  it('downloads the picker when opened, keeping the focus in the field, and picking hands on the colour', async () => {
    const { field, handedOn, user } = renderField('#FF0000');
    await user.click(field);
    const saturation = await pickerPart('Saturation and brightness');
    expect(field).toHaveFocus();
    // The picker is out of the tab order, as in Mantine's ColorInput; its keys still move it.
    fireEvent.keyDown(saturation, { key: 'ArrowLeft' });
    // Less saturated, handed on upper-case as typed colours are.
    expect(handedOn).toEqual(['#FF0D0D']);
    expect(field).toHaveValue('#FF0D0D');
  });

  it('opens from the keyboard', async () => {
    const { user } = renderField();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Button colour' })).toHaveFocus();
    expect(await pickerPart('Hue')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('slider', { name: 'Hue', hidden: true })).not.toBeInTheDocument();
  });

  // An eyedropper button without a name is a critical axe finding (button-name). It is drawn only
  // where the browser has an EyeDropper (Chromium); happy-dom is given one here.
  it('names its eyedropper, and the field keeps its label to itself', async () => {
    vi.stubGlobal(
      'EyeDropper',
      class {
        open = async () => ({ sRGBHex: '#12ab34' });
      },
    );
    const { handedOn, user } = renderField();
    const eyeDropper = await screen.findByRole('button', { name: 'Pick a colour from the screen' });
    expect(eyeDropper).toHaveAttribute('title', 'Pick a colour from the screen');
    expect(screen.getAllByLabelText(/Button colour/)).toHaveLength(1);
    await user.click(eyeDropper);
    expect(handedOn.at(-1)).toBe('#12AB34');
  });

  it('closes its open picker with Escape, the focus staying in the field, and opens it on a click', async () => {
    const { field, user } = renderField();
    await user.click(field);
    expect(await pickerPart('Hue')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('slider', { name: 'Hue', hidden: true })).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    await user.click(field);
    expect(await pickerPart('Hue')).toBeInTheDocument();
  });
});
