import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CropDialog } from './crop-dialog';

describe('the crop dialog', () => {
  it('names its zoom slider Zoom, on the slider itself (axe: aria-input-field-name)', async () => {
    renderWithProviders(
      <CropDialog imageUrl="blob:logo" aspect={1} onCancel={() => {}} onConfirm={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Crop your image' });
    const zoom = await screen.findByRole('slider', { name: 'Zoom' });
    expect(dialog).toContainElement(zoom);
    expect(zoom).toHaveAttribute('aria-valuenow', '1');
  });
});
