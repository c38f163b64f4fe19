import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AppPromoCards } from './app-promo-cards';

describe('the app promo cards', () => {
  it('lead Purchase Now and Book a demo where the product info says', () => {
    renderWithProviders(
      <AppPromoCards
        webUrl={null}
        links={{
          purchase_link: 'https://sales.example/buy',
          demo_link: 'https://sales.example/demo',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Purchase Now' })).toHaveAttribute(
      'href',
      'https://sales.example/buy',
    );
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute(
      'href',
      'https://sales.example/demo',
    );
  });

  it('show no button that has no link: never a made-up address', () => {
    renderWithProviders(
      <AppPromoCards
        webUrl={null}
        links={{ purchase_link: null, demo_link: 'https://d.example/' }}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Purchase Now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a demo' })).toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });
});
