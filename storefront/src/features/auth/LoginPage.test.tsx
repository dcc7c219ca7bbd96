import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { json, mockFetch } from '../../test/mockFetch';
import { renderRoutes } from '../../test/render';
import { LoginPage } from './LoginPage';
import { findToast, toastTexts } from '../../test/toasts';

const serverUser = {
  _id: 'u-42',
  id: 'u-42',
  username: 'ria',
  email: 'ria@example.com',
  role: 'user',
  profileImage: null,
  phone: '9876543210',
  shippingAddress: { address: '4 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  createdAt: '2025-01-01T00:00:00.000Z',
};

const routes = [
  { path: '/', element: <h1>Home screen</h1> },
  { path: '/orders/:id', element: <h1>Order screen</h1> },
  { path: '/register', element: <h1>Register screen</h1> },
  { path: '/login', element: <LoginPage /> },
];

beforeEach(() => {
  window.localStorage.clear();
});

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('requires both fields and links to registration', () => {
    renderRoutes(routes, '/login');

    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(screen.getByLabelText('Email').hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').hasAttribute('required')).toBe(true);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('signs in, remembers the user and goes home', async () => {
    const api = mockFetch({ 'POST /api/auth/login': json({ token: 'jwt', user: serverUser }) });
    const { store, router } = renderRoutes(routes, '/login');

    fillAndSubmit(' ria@example.com ', 'secret-1');

    await screen.findByRole('heading', { name: 'Home screen' });
    expect(api.callsTo('POST /api/auth/login')[0].body).toEqual({ email: 'ria@example.com', password: 'secret-1' });
    await findToast('Login successful');
    expect(store.getState().auth.user).toMatchObject({ _id: 'u-42', email: 'ria@example.com', phone: '9876543210' });
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null').shippingAddress.city).toBe('Pune');
    expect(router.state.location.pathname).toBe('/');
  });

  it('returns to the page that asked for a sign-in', async () => {
    mockFetch({ 'POST /api/auth/login': json({ token: 'jwt', user: serverUser }) });
    const { router } = renderRoutes(routes, '/');
    await act(() => router.navigate('/login', { state: { from: '/orders/abc' } }));

    fillAndSubmit('ria@example.com', 'secret-1');

    await screen.findByRole('heading', { name: 'Order screen' });
    expect(router.state.location.pathname).toBe('/orders/abc');
  });

  it('refuses wrong credentials with the notice and stays signed out', async () => {
    mockFetch({ 'POST /api/auth/login': json({ statusCode: 401, message: 'Invalid email or password' }, 401) });
    const { store, router } = renderRoutes(routes, '/login');

    fillAndSubmit('ria@example.com', 'wrong');

    await findToast('Please provide a valid email and password!');
    expect(toastTexts()).not.toContain('Login successful');
    expect(store.getState().auth.user).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('past the login limits asks for the mailed code and signs in with the password and the code', async () => {
    const limited = {
      statusCode: 429,
      message:
        "Too many failed login attempts for this account. Please try again in 15 minutes. To sign in now, enter your password with the sign-in code sent to this account's email.",
      error: 'Too Many Requests',
      code: 'LOGIN_CODE_REQUIRED',
    };
    const api = mockFetch({
      'POST /api/auth/login': (call) => {
        const { otp } = call.body as { otp?: string };
        if (otp === undefined) return json(limited, 429);
        if (otp !== '246810') return json({ statusCode: 401, message: 'Invalid email, password or sign-in code' }, 401);
        return json({ token: 'jwt', user: serverUser });
      },
    });
    const { store } = renderRoutes(routes, '/login');
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();

    fillAndSubmit('ria@example.com', 'secret-1');

    expect((await screen.findByRole('status')).textContent).toBe(limited.message);
    expect(toastTexts()).toEqual([]);
    const codeField = screen.getByLabelText('Sign-in code');
    expect(codeField.hasAttribute('required')).toBe(true);
    expect(codeField.getAttribute('maxlength')).toBe('6');

    fireEvent.change(codeField, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await findToast('Invalid email, password or sign-in code. Please try again.', { role: 'alert' });
    expect(store.getState().auth.user).toBeNull();

    fireEvent.change(codeField, { target: { value: ' 246810 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Home screen' });
    expect(api.callsTo('POST /api/auth/login').map((call) => call.body)).toEqual([
      { email: 'ria@example.com', password: 'secret-1' },
      { email: 'ria@example.com', password: 'secret-1', otp: '111111' },
      { email: 'ria@example.com', password: 'secret-1', otp: '246810' },
    ]);
    expect(store.getState().auth.user).toMatchObject({ _id: 'u-42' });
  });

  it('a 429 without the code reason is a failed login, as before', async () => {
    mockFetch({
      'POST /api/auth/login': json(
        { statusCode: 429, message: 'Too many requests. Please try again in 1 minute.' },
        429,
      ),
    });
    renderRoutes(routes, '/login');
    fillAndSubmit('ria@example.com', 'secret-1');
    await findToast('Please provide a valid email and password!', { role: 'alert' });
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();
  });
});
