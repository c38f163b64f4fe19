import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../app/routes/join';
import { authToken } from '../../lib/auth-token';
import { renderApp } from '../../test/render-app';
import { serveTeam } from './test-server';

// The join page (/join/:token): an invitation link opened signed out, who invites to which project
// as what, the name and the password twice, then signed in and into the console.

describe('the join page', () => {
  it('shows the invitation, checks the passwords, and signs the new member in', async () => {
    const server = serveTeam({
      preview: { project: 'Demo Eats', invited_by: 'Owner', role: 'admin', email: 'jo@demo.test' },
    });
    authToken.clear();
    const user = userEvent.setup({ delay: null });
    renderApp('/join/token-abcdefghijklmnopqrstuvwxyz', { loggedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible();
    expect(await screen.findByText('Owner invites you to Demo Eats as Admin.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jo@demo.test');
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Jo');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.type(screen.getByLabelText('Password again'), 'a-good-passwort');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.path.endsWith('/accept'))).toBe(false);
    await user.clear(screen.getByLabelText('Password again'));
    await user.type(screen.getByLabelText('Password again'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Join and sign in' }));
    await waitFor(() => expect(authToken.get()).toBe('joined-token-abcdefghijklmnopqrstuvwxyz'));
    const accepted = server.requests.find((r) => r.path.endsWith('/accept'));
    expect(accepted).toMatchObject({
      path: '/api/invitations/token-abcdefghijklmnopqrstuvwxyz/accept',
      body: { name: 'Jo', password: 'a-good-password' },
    });
    // Into the console.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Join the team' })).toBeNull(),
    );
  });

  it('says a dead link cannot be used and to ask for a new invitation', async () => {
    serveTeam({ preview: null });
    authToken.clear();
    renderApp('/join/token-abcdefghijklmnopqrstuvwxyz', { loggedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation cannot be usedThis invitation has expired. Ask the person who invited you for a new invitation.',
    );
    expect(screen.queryByRole('button', { name: 'Join and sign in' })).toBeNull();
  });
});
