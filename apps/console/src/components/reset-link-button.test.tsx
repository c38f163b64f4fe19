import { MESSAGES } from '@oc/domain/messages/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubRecordingServer, type TRequest } from '../test/recording-server';
import { renderWithProviders } from '../test/render';
import { failure, ok } from '../test/stub-server';
import { ResetLinkButton } from './reset-link-button';

// 'Reset link' on the Team page (docs/product/account.md#reset-links): asked first, then the link
// shown once to copy; the server's refusal in its words.

const MEMBER = { id: 7, name: 'Jo Admin', email: 'jo@demo.test' };
const LINK = `http://console.test/reset/${'k'.repeat(43)}`;

function serve(answer: (request: TRequest) => ReturnType<typeof ok>) {
  return stubRecordingServer((request) => answer(request));
}

describe('ResetLinkButton', () => {
  it('asks first, then shows the link once to copy', async () => {
    const { requests } = serve(() => ok({ link: LINK, expires_at: '2026-11-28T10:15:00.000Z' }));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResetLinkButton member={MEMBER} />);
    await user.click(
      screen.getByRole('button', { name: 'Make a password reset link for Jo Admin' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Make a password reset link for Jo Admin?',
    });
    expect(within(dialog).getByText(/sets a new password for jo@demo.test/)).toBeVisible();
    expect(requests).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    expect(await within(dialog).findByText(LINK)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeVisible();
    expect(within(dialog).getByText(/^Shown only now/)).toBeVisible();
    expect(requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/api/team/members/7/reset-link'],
    ]);
  });

  it("shows the server's refusal in its words and makes nothing", async () => {
    serve(() => failure(403, MESSAGES.ACCOUNT_RESET_OWNER_BY_OWNER));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ResetLinkButton member={MEMBER} />);
    await user.click(
      screen.getByRole('button', { name: 'Make a password reset link for Jo Admin' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only an owner can make a password reset link for an owner.',
    );
    expect(within(dialog).queryByText(LINK)).toBeNull();
  });
});
