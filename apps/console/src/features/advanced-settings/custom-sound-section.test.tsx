import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubServer } from '../../test/stub-server';
import { CustomSoundSection } from './custom-sound-section';

describe('the custom sound while it loads', () => {
  it('is a loading status with a name a screen reader says (a name on a plain box is not read)', async () => {
    // The configs never answer: the section stays loading.
    stubServer(() => new Promise(() => {}));
    renderWithProviders(<CustomSoundSection />);
    const loading = await screen.findByRole('status', { name: 'Loading your notification sound' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
  });
});
