import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The page's code is imported with this file, not first when a test opens it.
import './reset-page';
import { renderApp } from '../../test/render-app';
import { serveAccount } from './test-server';

// The reset page (docs/product/account.md#reset-links): opened signed out from the link an owner or
// admin handed over; whose password it sets, the new one twice, then the login page.

const TOKEN = 'k'.repeat(43);
const PREVIEW = {
  project: 'Demo Eats',
  name: 'Jo Admin',
  email: 'jo@demo.test',
  expires_at: '2026-11-28T10:15:00.000Z',
};

describe('the reset page', () => {
  it('says whose password it sets, then sets it and opens the login page', async () => {
    const server = serveAccount({ resets: { [TOKEN]: PREVIEW } });
    const user = userEvent.setup({ delay: null });
    renderApp(`/reset/${TOKEN}`, { loggedIn: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeVisible();
    expect(await screen.findByText('For Jo Admin (jo@demo.test) at Demo Eats.')).toBeVisible();
    await user.type(screen.getByLabelText(/^New password$/), 'reset-password-3');
    await user.type(screen.getByLabelText('New password again'), 'reset-password-3');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { name: 'Log in to Owner Console' })).toBeVisible();
    expect(screen.getByText('Your password is set. Log in with it.')).toBeVisible();
    const sent = server.requests.filter((r) => r.method === 'POST');
    expect(sent.map((r) => [r.path, r.body])).toEqual([
      [`/api/password-resets/${TOKEN}`, { new_password: 'reset-password-3' }],
    ]);
  });

  it('says in words when the link was used, has expired or is unknown, with a way to log in', async () => {
    serveAccount({ resets: { used: 'used', expired: 'expired' } });
    for (const [token, words] of [
      ['used', /already been used/],
      ['expired', /has expired/],
      ['unknown', /is not valid/],
    ] as const) {
      const view = renderApp(`/reset/${token}`, { loggedIn: false });
      expect(await screen.findByRole('alert')).toHaveTextContent(words);
      expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/login');
      expect(screen.queryByLabelText(/^New password$/)).toBeNull();
      view.unmount();
    }
  });
});
