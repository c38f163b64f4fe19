import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '../../lib/auth-token';
import { renderWithProviders } from '../../test/render';
import { failure, ok, stubServer } from '../../test/stub-server';
import { LoginForm } from './login-form';

/** The form as the login screen shows it: without a session. */
function renderForm() {
  const onSuccess = vi.fn();
  renderWithProviders(<LoginForm onSuccess={onSuccess} />, { loggedIn: false });
  return { onSuccess, user: userEvent.setup({ delay: null }) };
}

describe('LoginForm', () => {
  it('asks for a valid email and a password before calling the server', async () => {
    const fetchMock = stubServer(() => ok({}));
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Enter the email address you use for Owner Console.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the credentials are wrong', async () => {
    stubServer(() => failure(401, 'Invalid email or password.'));
    const { onSuccess, user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(authToken.get()).toBeNull();
  });

  it('stores the token and moves on after a successful login', async () => {
    const fetchMock = stubServer(() =>
      ok({ token: 'tok-123', expires_at: '2030-01-01', user: {} }),
    );
    const { onSuccess, user } = renderForm();
    await user.type(screen.getByLabelText('Email'), ' Owner@Demo.test ');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(authToken.get()).toBe('tok-123');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'Owner@Demo.test',
      password: 'secret-1',
    });
  });
});
