import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
// The page's code is imported with this file, not first when a test opens it.
import './activity-page';
import { renderApp } from '../../test/render-app';
import { failure } from '../../test/stub-server';
import { entryOf, serveAudit } from './test-server';

// The Activity page (docs/product/audit.md): the log newest first with who, what and the changes
// as "field: before → after", the filters kept in the address and sent, paging, and the CSV export.

const table = () => screen.findByRole('table', { name: 'Activity' });

describe('the Activity page', () => {
  it('is in the menu, and lists the entries newest first with who, area, what, target and changes', async () => {
    serveAudit({
      entries: [
        entryOf({ action: 'theme.saved', target: 'Ordering website' }, 30),
        entryOf(
          {
            user_id: 2,
            actor: 'Adam Admin <admin@demo.test>',
            area: 'credentials',
            action: 'credentials.saved',
            target: 'Customer app (ios)',
            changes: { team_id: {} },
          },
          10,
        ),
        entryOf(
          {
            area: 'orders',
            action: 'order.status',
            target: '#1042',
            changes: { status: { before: 'received', after: 'rejected' } },
          },
          20,
        ),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses');
    const menu = await screen.findByRole('navigation', { name: 'My products' });
    await user.click(within(menu).getByRole('link', { name: 'Activity' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const log = await table();
    for (const header of ['When', 'Who', 'Area', 'What', 'Target', 'Changes'])
      expect(within(log).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      'Customer app (ios)',
      '#1042',
      'Ordering website',
    ]);
    const [credentials, order] = rows as [HTMLElement, HTMLElement];
    expect(within(credentials).getByText('Adam Admin <admin@demo.test>')).toBeInTheDocument();
    expect(within(credentials).getByText('Credentials')).toBeInTheDocument();
    // A secret: which field, never a value.
    expect(within(credentials).getByText('team_id (changed)')).toBeInTheDocument();
    expect(within(order).getByText('status: received → rejected')).toBeInTheDocument();
    // What was done, in words.
    expect(within(credentials).getByText('Store keys saved')).toBeInTheDocument();
    expect(within(order).getByText('Order status changed')).toBeInTheDocument();
    expect(within(order).getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
    expect(document.title).toBe('Activity · Owner Console');
  });

  it('reads its filters from the address, sends them as the API reads them, and keeps a change', async () => {
    const server = serveAudit({
      entries: [
        entryOf({ user_id: 1, area: 'branding', target: 'Mine' }),
        entryOf({
          user_id: 2,
          actor: 'Adam Admin <admin@demo.test>',
          area: 'orders',
          target: 'Theirs',
        }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/activity?area=branding&from=2026-11-20&to=2026-11-21');
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    await waitFor(() => expect(server.listQueries().length).toBeGreaterThan(0));
    expect(server.listQueries()[0]).toEqual({
      area: 'branding',
      from: new Date(2026, 10, 20).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
      page: '1',
    });
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveValue('branding');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-20');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), '');
    await user.clear(screen.getByLabelText('From'));
    await user.clear(screen.getByLabelText('To'));
    await within(await table()).findByText('Theirs');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Member' }), '2');
    await waitFor(() => expect(server.listQueries().at(-1)).toEqual({ member: '2', page: '1' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Activity' })).queryByText('Mine'),
      ).toBeNull(),
    );
    expect(within(await table()).getByText('Theirs')).toBeInTheDocument();
  });

  it('pages 50 at a time', async () => {
    const server = serveAudit({
      entries: Array.from({ length: 53 }, (_, i) => entryOf({ target: `Entry ${i}` }, i + 1)),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/activity');
    expect(await screen.findByText('1–50 of 53')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–53 of 53')).toBeInTheDocument();
    expect(server.listQueries().at(-1)).toEqual({ page: '2' });
    expect(within(await table()).getByText('Entry 52')).toBeInTheDocument();
  });

  it('says when nothing matches, and when the log cannot be loaded', async () => {
    serveAudit({ entries: [] });
    renderApp('/activity');
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
    cleanup();
    const refusal = "You don't have access to this: ask an owner or an admin of the project.";
    serveAudit({
      intercept: (request) => (request.path === '/api/audit' ? failure(403, refusal) : undefined),
    });
    renderApp('/activity');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The activity could not be loaded');
    expect(alert).toHaveTextContent(refusal);
  });

  it('exports CSV with the filters shown, with the session', async () => {
    const server = serveAudit();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:activity');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderApp('/activity?area=credentials&member=2&page=2');
    await screen.findByRole('heading', { level: 1, name: 'Activity' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = server.requests.find((r) => r.path === '/api/audit.csv');
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({ member: '2', area: 'credentials' });
    const init = server.fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/audit.csv'),
    )?.[1];
    expect(init?.headers?.authorization).toMatch(/^Bearer /);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('activity.csv');
  });
});
