import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { failure, stubServer } from '../../test/stub-server';

// Accessibility: a screen reader finds the page by its main landmark and its h1, and the owner
// types the email at once, without clicking into Email first.
describe('the login page', () => {
  it('is one main landmark with an h1, and Email takes the keyboard at once', async () => {
    stubServer(() => failure(401, 'Please log in.'));
    renderApp('/login', { loggedIn: false });
    const main = await screen.findByRole('main');
    expect(main).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Log in to Owner Console' }),
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });
});
