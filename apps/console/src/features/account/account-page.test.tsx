import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The page's code is imported with this file, not first when a test opens it.
import './account-page';
import { renderApp } from '../../test/render-app';
import { serveAccount, sessionOf } from './test-server';

// The Account page (docs/product/account.md): who you are, Change password, and where you are
// signed in with 'Sign out' per session and 'This device' for this one.

const sessionsTable = () => screen.findByRole('table', { name: 'Where you are signed in' });

describe('the Account page', () => {
  it('is in the menu, shows the name and email, and lists the sessions with this device marked', async () => {
    serveAccount({
      sessions: [
        sessionOf(),
        sessionOf({ id: 2, device: 'Safari on macOS', address: '198.51.100.2', current: false }),
        sessionOf({ id: 3, device: null, address: null, current: false }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses');
    const menu = await screen.findByRole('navigation', { name: 'My products' });
    await user.click(within(menu).getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.getByText('owner@demo.test', { selector: 'dd' })).toBeInTheDocument();

    const table = await sessionsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Chrome on Android')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('198.51.100.2')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Unknown device')).toBeInTheDocument();
  });

  it('signs out another session, which leaves the list', async () => {
    const server = serveAccount({
      sessions: [sessionOf(), sessionOf({ id: 2, device: 'Safari on macOS', current: false })],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/account');
    const table = await sessionsTable();
    await user.click(within(table).getByRole('button', { name: 'Sign out Safari on macOS' }));
    await waitFor(() => expect(within(table).queryByText('Safari on macOS')).toBeNull());
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/account/sessions/2',
    ]);
    expect(within(table).getByText('This device')).toBeInTheDocument();
  });

  it('changes the password: checks the form first, shows a refusal in words, then the change', async () => {
    const server = serveAccount({
      sessions: [sessionOf(), sessionOf({ id: 2, device: 'Safari on macOS', current: false })],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/account');
    const submit = await screen.findByRole('button', { name: 'Change password' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText(/^New password$/), 'short');
    await user.type(screen.getByLabelText('New password again'), 'shorter');
    await user.click(submit);
    expect(await screen.findByText('The password must have 8 to 1024 characters.')).toBeVisible();
    expect(screen.getByText('The two new passwords are not the same.')).toBeVisible();
    expect(screen.getByLabelText(/^New password$/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.filter((r) => r.path === '/api/account/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^New password$/));
    await user.type(screen.getByLabelText(/^New password$/), 'a-new-password-2');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'a-new-password-2');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current password is not right: the password was not changed.',
    );

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'current-password-1');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is changed. Every other device was signed out.',
    );
    expect(server.state.password).toBe('a-new-password-2');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    // The other sessions ended on the server: the list keeps only this one.
    await waitFor(async () =>
      expect(within(await sessionsTable()).queryByText('Safari on macOS')).toBeNull(),
    );
    const sent = server.requests.filter((r) => r.path === '/api/account/password');
    expect(sent.at(-1)?.body).toEqual({
      current_password: 'current-password-1',
      new_password: 'a-new-password-2',
    });
  });
});
