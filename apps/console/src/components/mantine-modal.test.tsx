import { Button, PasswordInput } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clockMoves, fakeClock, transitionEnds } from '../test/clock';
import { renderWithProviders } from '../test/render';
import { MantineModal } from './mantine-modal';

/**
 * A dialog drawn only while it is open, as the custom domain's and the custom sound's are: closing
 * takes it out of the page, focus and all.
 */
function DrawnWhileOpen() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button>Before</Button>
      <Button onClick={() => setOpen(true)}>Request custom domain</Button>
      {isOpen && (
        <MantineModal opened onClose={() => setOpen(false)} title="Custom domain" centered>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
        </MantineModal>
      )}
    </>
  );
}

/** A dialog that stays in the page and closes by `opened` turning false. */
function StaysInPage() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit homepage content</Button>
      <MantineModal opened={isOpen} onClose={() => setOpen(false)} title="Homepage content">
        <p>Content</p>
      </MantineModal>
    </>
  );
}

/** A dialog whose content stays in the page, hidden, once it has closed. */
function StillInPageOnceClosed() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit homepage content</Button>
      <MantineModal
        opened={isOpen}
        onClose={() => setOpen(false)}
        title="Homepage content"
        keepMounted
        keepMountedMode="display-none"
      >
        <Button onClick={() => setOpen(false)}>OK</Button>
      </MantineModal>
    </>
  );
}

/** A dialog opened from another, as the rich text's 'Insert link' is. */
function Nested() {
  const [isOuterOpen, setOuterOpen] = useState(false);
  const [isInnerOpen, setInnerOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOuterOpen(true)}>Edit homepage content</Button>
      <MantineModal
        opened={isOuterOpen}
        onClose={() => setOuterOpen(false)}
        title="Homepage content"
      >
        <Button onClick={() => setInnerOpen(true)}>Insert link</Button>
        {isInnerOpen && (
          <MantineModal opened onClose={() => setInnerOpen(false)} title="Insert link">
            <p>Address</p>
          </MantineModal>
        )}
      </MantineModal>
    </>
  );
}

/**
 * A button disabled while it asks the server, the answer opening a dialog, as 'Build Pro' opens
 * 'Required fields'.
 */
function OpenedByAnswer() {
  const [isAsking, setAsking] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const ask = () => {
    setAsking(true);
    window.setTimeout(() => {
      setAsking(false);
      setOpen(true);
    }, 100);
  };
  return (
    <>
      <Button onClick={ask} disabled={isAsking}>
        Build Pro
      </Button>
      <MantineModal opened={isOpen} onClose={() => setOpen(false)} title="Required fields">
        <Button onClick={() => setOpen(false)}>OK</Button>
      </MantineModal>
    </>
  );
}

describe('every console dialog', () => {
  beforeEach(() => fakeClock());

  it('gives the focus back to its opener when it closes by being taken out of the page (Escape, Cancel)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<DrawnWhileOpen />);
    const opener = screen.getByRole('button', { name: 'Request custom domain' });
    for (const close of [
      () => user.keyboard('{Escape}'),
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
    ]) {
      await user.click(opener);
      await screen.findByRole('dialog', { name: 'Custom domain' });
      await waitFor(() => expect(document.activeElement).not.toBe(opener));
      await close();
      await transitionEnds();
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('has a close button named “Close this window” (axe: button-name), which gives the focus back', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<StaysInPage />);
    const opener = screen.getByRole('button', { name: 'Edit homepage content' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Homepage content' });
    await waitFor(() => expect(dialog).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Close this window' }));
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('a dialog opened by an answer', () => {
  beforeEach(() => fakeClock());

  it('gives the focus back to the button that asked, though it was disabled meanwhile', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<OpenedByAnswer />);
    const button = screen.getByRole('button', { name: 'Build Pro' });
    await user.click(button);
    expect(button).toHaveFocus();
    // Chromium moves the focus off a button as it is disabled; happy-dom keeps it there (and will
    // not blur a disabled button), so this does what Chromium does.
    expect(button).toBeDisabled();
    act(() => {
      (button as HTMLButtonElement).disabled = false;
      button.blur();
      (button as HTMLButtonElement).disabled = true;
    });
    expect(document.activeElement).toBe(document.body);
    await clockMoves(100);
    const dialog = await screen.findByRole('dialog', { name: 'Required fields' });
    await waitFor(() => expect(dialog).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('a dialog closing on a busy machine', () => {
  beforeEach(() => fakeClock());

  it('gives the focus back though it was still inside when the dialog had closed', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<StillInPageOnceClosed />);
    const opener = screen.getByRole('button', { name: 'Edit homepage content' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Homepage content' });
    await waitFor(() => expect(dialog).toBeVisible());
    const ok = screen.getByRole('button', { name: 'OK' });
    await user.click(ok);
    // React has not yet taken the content out when the dialog gives the focus back (its content is
    // kept here, hidden, so that it stays for certain): the focus is still on its button.
    await clockMoves(100);
    act(() => ok.focus());
    await transitionEnds();
    expect(ok).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('a dialog opened from another', () => {
  beforeEach(() => fakeClock());

  it('closes alone with Escape, the one under it staying open, and gives the focus back', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<Nested />);
    const opener = screen.getByRole('button', { name: 'Edit homepage content' });
    await user.click(opener);
    const outer = await screen.findByRole('dialog', { name: 'Homepage content' });
    await waitFor(() => expect(outer).toBeVisible());
    const insert = screen.getByRole('button', { name: 'Insert link' });
    await user.click(insert);
    const inner = await screen.findByRole('dialog', { name: 'Insert link' });
    await waitFor(() => expect(inner).toBeVisible());
    await user.keyboard('{Escape}');
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Insert link' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Homepage content' })).toBeVisible();
    await waitFor(() => expect(insert).toHaveFocus());
    await user.keyboard('{Escape}');
    await transitionEnds();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});

describe('every password field', () => {
  it('has its show toggle in the Tab order, named for what it does, saying whether it shows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PasswordInput label="Password" defaultValue="secret-1" />);
    const field = screen.getByLabelText('Password', { selector: 'input' });
    await user.click(field);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(field).toHaveAttribute('type', 'password');
    await user.keyboard('{Enter}');
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
