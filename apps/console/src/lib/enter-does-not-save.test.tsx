import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enterDoesNotSave } from './enter-does-not-save';

function Form({ onSave, guarded }: { onSave: () => void; guarded: boolean }) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      onKeyDown={guarded ? enterDoesNotSave : undefined}
    >
      <label>
        Name <input name="name" />
      </label>
      <label>
        Description <textarea name="description" />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

describe('Enter in a field of a tab', () => {
  it('saves the whole form without the guard (what owners tripped over)', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Form onSave={onSave} guarded={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pizza{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('does not save with it; a new line in a text area and the Save button still work', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Form onSave={onSave} guarded />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pizza{Enter}');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.type(description, 'Hot{Enter}Fresh');
    expect(description).toHaveValue('Hot\nFresh');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
