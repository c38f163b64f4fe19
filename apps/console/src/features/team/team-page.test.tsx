import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import './team-page';
import { renderApp } from '../../test/render-app';
import { invitationOf, ME, memberOf, serveTeam } from './test-server';

// The Team page (docs/product/team.md): the members and pending invitations, Invite with its link
// shown once, change role, remove and make owner asked first, and an admin's narrower choices.

const members = () => screen.findByRole('table', { name: 'Members' });
const rowOf = async (table: HTMLElement, text: string) =>
  (await within(table).findByText(text)).closest('tr') as HTMLElement;

describe('the Team page', () => {
  it('is in the menu for an owner and lists the members and the pending invitations', async () => {
    serveTeam({
      members: [
        ME,
        memberOf(),
        memberOf({
          id: 3,
          name: 'Sam Manager',
          email: 'sam@demo.test',
          role: 'business_manager',
          business_ids: [11, 12],
          last_sign_in_at: null,
        }),
      ],
      invitations: [invitationOf({ email: 'new@demo.test', role: 'admin', business_ids: [] })],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses');
    const menu = await screen.findByRole('navigation', { name: 'My products' });
    await user.click(await within(menu).findByRole('link', { name: 'Team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const table = await members();
    for (const header of ['Name', 'Email', 'Role', 'Businesses', 'Last sign-in'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const mine = await rowOf(table, 'owner@demo.test');
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /Remove/ })).toBeNull();
    const sam = await rowOf(table, 'sam@demo.test');
    expect(within(sam).getByText('Business manager')).toBeInTheDocument();
    expect(await within(sam).findByText('Pizza Palace and Sushi Corner')).toBeInTheDocument();
    expect(within(sam).getByText('Never')).toBeInTheDocument();
    const pending = screen.getByRole('table', { name: 'Pending invitations' });
    const row = await rowOf(pending, 'new@demo.test');
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Resend the invitation to new@demo.test' }),
    ).toBeInTheDocument();
  });

  it('invites a business manager with their businesses and shows the link once, to copy', async () => {
    const server = serveTeam();
    const user = userEvent.setup({ delay: null });
    renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'jo@demo.test');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Business manager', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    // A business manager needs a business: said before anything is sent.
    expect(
      await within(dialog).findByText('Choose at least one business for a business manager.'),
    ).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/api/team/invitations')).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: 'Businesses' }));
    await user.click(await screen.findByRole('option', { name: 'Sushi Corner', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const made = await screen.findByRole('dialog', { name: 'Invitation made' });
    expect(within(made).getByText(/^https:\/\/console\.test\/join\/token-1-/)).toBeInTheDocument();
    expect(
      within(made).getByRole('button', { name: 'Copy the invitation link' }),
    ).toBeInTheDocument();
    expect(within(made).getByRole('alert')).toHaveTextContent(/SMTP_URL is not set/);
    const sent = server.only('POST', '/api/team/invitations');
    expect(sent?.body).toEqual({
      email: 'jo@demo.test',
      role: 'business_manager',
      business_ids: [12],
    });
    await user.click(within(made).getByRole('button', { name: 'Done' }));
    const pending = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(within(pending).getByText('jo@demo.test')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog', async () => {
    serveTeam();
    const user = userEvent.setup({ delay: null });
    renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'taken@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^taken@demo\.test already has a login\./,
    );
  });

  it('resends with a new link, and revokes after asking', async () => {
    const server = serveTeam({ invitations: [invitationOf()] });
    const user = userEvent.setup({ delay: null });
    renderApp('/team');
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invitation to sam@demo.test' }),
    );
    expect(
      await screen.findByText('A new link for sam@demo.test: the old one no longer works'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^https:\/\/console\.test\/join\/token-1-/)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation to sam@demo.test' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Revoke the invitation to sam@demo.test?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Pending invitations' })).toBeNull(),
    );
    expect(screen.getByText('No pending invitation.')).toBeInTheDocument();
    server.only('DELETE', '/api/team/invitations/1');
  });

  it('removes a member after asking, and makes an admin the owner after asking', async () => {
    const server = serveTeam({
      members: [ME, memberOf(), memberOf({ id: 3, name: 'Bo', email: 'bo@demo.test' })],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Remove Bo' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove Bo?' });
    expect(within(remove).getByText(/loses access at once/)).toBeInTheDocument();
    await user.click(within(remove).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('bo@demo.test')).toBeNull());
    server.only('DELETE', '/api/team/members/3');

    await user.click(screen.getByRole('button', { name: 'Make owner: Ada Admin' }));
    const owner = await screen.findByRole('dialog', { name: 'Make Ada Admin the owner?' });
    await user.click(within(owner).getByRole('button', { name: 'Make owner' }));
    const sent = await waitFor(() => {
      const found = server.requests.find((r) => r.path === '/api/team/transfer-ownership');
      expect(found).toBeDefined();
      return found;
    });
    expect(sent?.body).toEqual({ member_id: 2 });
    const ada = await rowOf(await members(), 'ada@demo.test');
    await waitFor(() => expect(within(ada).getByText('Owner')).toBeInTheDocument());
  });

  it('changes a member’s role', async () => {
    const server = serveTeam();
    const user = userEvent.setup({ delay: null });
    renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Change role of Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Ada Admin' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Business manager', hidden: true }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Businesses' }));
    await user.click(await screen.findByRole('option', { name: 'Pizza Palace', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(patch).toMatchObject({
      path: '/api/team/members/2',
      body: { role: 'business_manager', business_ids: [11] },
    });
    const ada = await rowOf(await members(), 'ada@demo.test');
    expect(within(ada).getByText('Business manager')).toBeInTheDocument();
  });

  it('offers an admin no change to an owner, no Make owner, and no owner role', async () => {
    serveTeam({
      members: [
        memberOf({ id: 5, name: 'Olive Owner', email: 'olive@demo.test', role: 'owner' }),
        { ...ME, role: 'admin' },
        memberOf({ id: 3, name: 'Bo', email: 'bo@demo.test' }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/team');
    const olive = await rowOf(await members(), 'olive@demo.test');
    expect(within(olive).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make owner: Bo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a member' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    expect(await screen.findByRole('option', { name: 'Admin', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Owner', hidden: true })).toBeNull();
  });

  it('is not in a business manager’s menu', async () => {
    serveTeam({ members: [{ ...ME, role: 'business_manager', business_ids: [11] }] });
    renderApp('/businesses');
    const menu = await screen.findByRole('navigation', { name: 'My products' });
    expect(await within(menu).findByRole('link', { name: 'Orders' })).toBeInTheDocument();
    // The user is known by now (the layout asked first); still no Team.
    await waitFor(() =>
      expect(screen.getByText('Signed in as owner@demo.test')).toBeInTheDocument(),
    );
    expect(within(menu).queryByRole('link', { name: 'Team' })).toBeNull();
  });
});
