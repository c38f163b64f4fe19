import { Switch } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SwitchField } from './switch-field';

// Accessibility: named by its description too, a disabled switch is read as 'Logo Not available for
// this product'.
describe('the switch field', () => {
  it('is named by its label only, and described by its description', () => {
    renderWithProviders(
      <SwitchField label="Logo" description="Not available for this product" disabled />,
    );
    const logo = screen.getByRole('switch', { name: 'Logo' });
    expect(logo).toHaveAccessibleDescription('Not available for this product');
    expect(logo).toBeDisabled();
  });

  it('is needed: Mantine’s own description is read as part of the name', () => {
    renderWithProviders(<Switch label="Logo" description="Not available for this product" />);
    expect(screen.queryByRole('switch', { name: 'Logo' })).toBeNull();
  });
});
