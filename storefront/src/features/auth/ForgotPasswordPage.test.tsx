import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { json, mockFetch } from '../../test/mockFetch';
import { renderRoutes } from '../../test/render';
import { newPasswordProblem } from './authMessages';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { findToast } from '../../test/toasts';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
];
const SENT = 'If an account exists for this email, a password reset code has been sent to it.';

beforeEach(() => {
  window.localStorage.clear();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function requestCode(email = 'ria@example.com') {
  type('Email', email);
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
  await screen.findByText(SENT);
}

function choosePassword(otp: string, password: string, confirmation = password) {
  type('Reset code', otp);
  type('New password', password);
  type('Confirm new password', confirmation);
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('new password checks', () => {
  it('wants 8 characters and the same password twice', () => {
    expect(newPasswordProblem('short', 'short')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('long-enough-1', 'long-enough-2')).toBe('New passwords do not match.');
    expect(newPasswordProblem('long-enough-1', 'long-enough-1')).toBeNull();
  });
});

describe('ForgotPasswordPage', () => {
  it('is reached from the login page', async () => {
    renderRoutes(routes, '/login');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
  });

  it('asks for a code, then resets the password with it and goes to the login page', async () => {
    const api = mockFetch({
      'POST /api/auth/forgot-password': json({ message: SENT }),
      'POST /api/auth/reset-password': json({
        message: 'Password reset successfully. Please log in with your new password.',
      }),
    });
    const { router } = renderRoutes(routes, '/forgot-password');

    await requestCode(' ria@example.com ');
    expect(api.callsTo('POST /api/auth/forgot-password')[0].body).toEqual({ email: 'ria@example.com' });
    const code = screen.getByLabelText('Reset code');
    expect(code.getAttribute('placeholder')).toBe('Enter 6-digit OTP');
    expect(code.getAttribute('maxlength')).toBe('6');

    choosePassword('123456', 'teak-shelf-and-lamp');

    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(api.callsTo('POST /api/auth/reset-password')[0].body).toEqual({
      email: 'ria@example.com',
      otp: '123456',
      password: 'teak-shelf-and-lamp',
    });
    await findToast('Password reset successfully. Please log in with your new password.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('checks the confirmation before calling the server, and shows the server refusal', async () => {
    const api = mockFetch({
      'POST /api/auth/forgot-password': json({ message: SENT }),
      'POST /api/auth/reset-password': json(
        { statusCode: 400, message: ['This password is too common. Please choose a less guessable one.'] },
        400,
      ),
    });
    renderRoutes(routes, '/forgot-password');
    await requestCode();

    choosePassword('123456', 'teak-shelf-and-lamp', 'teak-shelf-and-lamb');
    expect(screen.getByRole('alert').textContent).toBe('New passwords do not match.');
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);

    choosePassword('123456', 'password1');
    const refusal = await screen.findByText('This password is too common. Please choose a less guessable one.');
    expect(refusal.getAttribute('role')).toBe('alert');
  });

  it('says the code is wrong or expired when the server gives no words', async () => {
    mockFetch({
      'POST /api/auth/forgot-password': json({ message: SENT }),
      'POST /api/auth/reset-password': json({}, 400),
    });
    renderRoutes(routes, '/forgot-password');
    await requestCode();
    choosePassword('000000', 'teak-shelf-and-lamp');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired OTP. Please try again.');
  });
});
