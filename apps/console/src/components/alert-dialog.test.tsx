import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeClock, transitionEnds } from '../test/clock';
import { renderWithProviders } from '../test/render';
import { AlertDialog } from './alert-dialog';

/** A page that lists errors in the dialog when asked, as the settings forms do after a save. */
function Page({ errors }: { errors: string[] }) {
  const [messages, setMessages] = useState<string[]>([]);
  return (
    <>
      <button type="button" onClick={() => setMessages(errors)}>
        Save
      </button>
      <AlertDialog
        title="Ordering"
        messages={messages}
        closeLabel="Close"
        onClose={() => setMessages([])}
      />
    </>
  );
}

describe('AlertDialog', () => {
  it('is not in the page until there is something to say', () => {
    renderWithProviders(<Page errors={['Name is required.']} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the messages once its code has arrived, closes, and opens again', async () => {
    fakeClock();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Page errors={['Name is required.', 'Logo is too big.']} />);
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Ordering' });
      expect(dialog).toHaveTextContent('Name is required.');
      expect(dialog).toHaveTextContent('Logo is too big.');
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await transitionEnds();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Focus goes back to what opened it, the first time as after.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
    }
  });
});
