import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { PageHeader } from './page-header';

const HELP = { label: 'Help', text: 'Your website as your customers see it.' };

describe("a page's header", () => {
  it('gives its help button the help text as its description before any tooltip code is there', () => {
    renderWithProviders(<PageHeader title="Ordering website" help={HELP} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ordering website' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAccessibleDescription(HELP.text);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the help text on focus, keeping the focus on the button, and hides it on Escape and blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PageHeader title="Ordering website" help={HELP} />);
    const button = screen.getByRole('button', { name: 'Help' });
    await user.tab();
    expect(button).toHaveFocus();
    // happy-dom lays nothing out, so Mantine may draw it hidden: it is in the page, not "visible".
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(HELP.text);
    // The button was not remounted when the tooltip's code arrived.
    expect(screen.getByRole('button', { name: 'Help' })).toBe(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());
    await user.click(button);
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(HELP.text);
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull());
  });

  it('draws no help button for a page without help', () => {
    renderWithProviders(<PageHeader title="Team" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
