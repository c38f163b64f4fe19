import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeClock, transitionEnds } from '../test/clock';
import { renderWithProviders } from '../test/render';
import { LazyModal } from './lazy-modal';

/** Two dialogs of a page, each opened by its own button, as the builds' dialogs are. */
function Page() {
  const [open, setOpen] = useState<'first' | 'second' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button onClick={() => setOpen('first')}>Open first</Button>
      <Button onClick={() => setOpen('second')}>Open second</Button>
      <LazyModal opened={open === 'first'} onClose={close} title="First question" centered>
        <Button onClick={close}>Close first</Button>
      </LazyModal>
      <LazyModal opened={open === 'second'} onClose={close} title="Second question" centered>
        <Button onClick={close}>Close second</Button>
      </LazyModal>
    </>
  );
}

describe('LazyModal', () => {
  beforeEach(() => fakeClock());

  it('is not in the page until it first opens', () => {
    renderWithProviders(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('First question')).toBeNull();
  });

  it('opens titled once its code has arrived, gives focus back to its opener, and opens again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Page />);
    for (const [opener, title, closer] of [
      ['Open first', 'First question', 'Close first'],
      ['Open second', 'Second question', 'Close second'],
      ['Open first', 'First question', 'Close first'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: opener }));
      const dialog = await screen.findByRole('dialog', { name: title });
      // It fades in from its next frame on.
      await waitFor(() => expect(dialog).toBeVisible());
      await user.click(screen.getByRole('button', { name: closer }));
      await transitionEnds();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name: opener })).toHaveFocus());
    }
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open second' }));
    await screen.findByRole('dialog', { name: 'Second question' });
    await user.keyboard('{Escape}');
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
