import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, mockFetch } from '../../test/mockFetch';
import { renderRoutes } from '../../test/render';
import { isRegistrationComplete, RegisterPage } from './RegisterPage';
import { findToast, toastTexts } from '../../test/toasts';

const routes = [
  { path: '/login', element: <h1>Login screen</h1> },
  { path: '/register', element: <RegisterPage /> },
];

const ok = json({ message: 'ok' });
const createdUser = json({ message: 'Registration successful', user: { _id: 'u-9' } }, 201);

beforeEach(() => {});

function fill(values: { username?: string; email?: string; password?: string }) {
  if (values.username !== undefined)
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: values.username } });
  if (values.email !== undefined) fireEvent.change(screen.getByLabelText('Email'), { target: { value: values.email } });
  if (values.password !== undefined)
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } });
}

const sendOtp = () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

async function openOtpWindow() {
  fill({ username: 'dev', email: 'dev@example.com', password: 'pass-1234' });
  sendOtp();
  return screen.findByPlaceholderText('Enter 6-digit OTP');
}

describe('isRegistrationComplete', () => {
  it('needs a username, an email and a password; blanks do not count', () => {
    expect(isRegistrationComplete({ username: 'a', email: 'a@b.in', password: 'p' })).toBe(true);
    expect(isRegistrationComplete({ username: '  ', email: 'a@b.in', password: 'p' })).toBe(false);
    expect(isRegistrationComplete({ username: 'a', email: '', password: 'p' })).toBe(false);
    expect(isRegistrationComplete({ username: 'a', email: 'a@b.in', password: '' })).toBe(false);
  });
});

describe('RegisterPage', () => {
  it('has an email-typed address field and a link to login', () => {
    renderRoutes(routes, '/register');

    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['username', { email: 'dev@example.com', password: 'pass-1234' }],
    ['email', { username: 'dev', password: 'pass-1234' }],
    ['password', { username: 'dev', email: 'dev@example.com' }],
  ])('asks for every field when the %s is missing, sending nothing', async (_missing, values) => {
    const api = mockFetch({ 'POST /api/auth/send-otp': ok });
    renderRoutes(routes, '/register');

    fill(values);
    sendOtp();

    await findToast('All fields are required before sending OTP.');
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByPlaceholderText('Enter 6-digit OTP')).toBeNull();
  });

  it('sends the code and opens the OTP window, limited to 6 characters', async () => {
    const api = mockFetch({ 'POST /api/auth/send-otp': ok });
    renderRoutes(routes, '/register');

    const otp = await openOtpWindow();

    await findToast('OTP sent to your email');
    expect(api.callsTo('POST /api/auth/send-otp')[0].body).toEqual({ email: 'dev@example.com' });
    expect(otp.getAttribute('maxlength')).toBe('6');
    fireEvent.change(otp, { target: { value: '1234567' } });
    expect((otp as HTMLInputElement).value).toBe('123456');
    // The server mails one code per 30 s: the button counts down instead of failing.
    const resend = screen.getByRole('button', { name: /^Resend OTP \((30|29)s\)$/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
  });

  it('checks the password length before mailing a code', async () => {
    const api = mockFetch({ 'POST /api/auth/send-otp': ok });
    renderRoutes(routes, '/register');

    fill({ username: 'dev', email: 'dev@example.com', password: 'short' });
    sendOtp();

    await findToast('Password must be at least 8 characters');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal of a quick resend and counts down its wait", async () => {
    mockFetch({
      'POST /api/auth/send-otp': json(
        { statusCode: 429, message: 'An OTP was just sent to this email. Please try again in 12 seconds.' },
        429,
      ),
    });
    renderRoutes(routes, '/register');

    fill({ username: 'dev', email: 'dev@example.com', password: 'pass-1234' });
    sendOtp();

    await findToast('An OTP was just sent to this email. Please try again in 12 seconds.', { role: 'alert' });
    // The code mailed moments ago still works: the window opens with the wait on its button.
    await screen.findByRole('button', { name: /^Resend OTP \(1[12]s\)$/ });
  });

  it('says so when the code cannot be sent', async () => {
    mockFetch({ 'POST /api/auth/send-otp': json({ statusCode: 503 }, 503) });
    renderRoutes(routes, '/register');

    fill({ username: 'dev', email: 'dev@example.com', password: 'pass-1234' });
    sendOtp();

    await findToast('Failed to send OTP. Please try again.');
    expect(screen.queryByPlaceholderText('Enter 6-digit OTP')).toBeNull();
  });

  it('sends the code again on Resend OTP once the wait is over', async () => {
    const api = mockFetch({ 'POST /api/auth/send-otp': ok });
    const now = jest.spyOn(Date, 'now');
    renderRoutes(routes, '/register');
    await openOtpWindow();
    now.mockReturnValue(Date.now() + 31_000);

    fireEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }, { timeout: 2500 }));

    await waitFor(() => expect(api.callsTo('POST /api/auth/send-otp')).toHaveLength(2));
  });

  it('refuses a wrong code and creates no account', async () => {
    const api = mockFetch({
      'POST /api/auth/send-otp': ok,
      'POST /api/auth/verify-otp': json({ statusCode: 400, message: 'Invalid or expired OTP' }, 400),
      'POST /api/auth/register': createdUser,
    });
    const { router } = renderRoutes(routes, '/register');
    fireEvent.change(await openOtpWindow(), { target: { value: '000000' } });

    fireEvent.click(screen.getByRole('button', { name: 'Verify & Register' }));

    await findToast('Invalid or expired OTP. Please try again.');
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/register');
  });

  it('verifies the code, creates the account and goes to login', async () => {
    const api = mockFetch({
      'POST /api/auth/send-otp': ok,
      'POST /api/auth/verify-otp': ok,
      'POST /api/auth/register': createdUser,
    });
    const { router } = renderRoutes(routes, '/register');
    fireEvent.change(await openOtpWindow(), { target: { value: '482913' } });

    fireEvent.click(screen.getByRole('button', { name: 'Verify & Register' }));

    await screen.findByRole('heading', { name: 'Login screen' });
    expect(api.callsTo('POST /api/auth/verify-otp')[0].body).toEqual({ email: 'dev@example.com', otp: '482913' });
    expect(api.callsTo('POST /api/auth/register')[0].body).toEqual({
      username: 'dev',
      email: 'dev@example.com',
      password: 'pass-1234',
    });
    expect(toastTexts()).toEqual(['OTP sent to your email', 'OTP verified successfully', 'Registration successful']);
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the server's reason when the account cannot be created after a good code, and lets the shopper retry without a new code", async () => {
    const api = mockFetch({
      'POST /api/auth/send-otp': ok,
      'POST /api/auth/verify-otp': ok,
      'POST /api/auth/register': json({ statusCode: 400, message: ['Username must be at most 60 characters'] }, 400),
    });
    renderRoutes(routes, '/register');
    fireEvent.change(await openOtpWindow(), { target: { value: '482913' } });

    fireEvent.click(screen.getByRole('button', { name: 'Verify & Register' }));

    await findToast('Username must be at most 60 characters');
    expect(toastTexts()).not.toContain('Invalid or expired OTP. Please try again.');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.callsTo('POST /api/auth/register')).toHaveLength(2));
    expect(api.callsTo('POST /api/auth/send-otp')).toHaveLength(1);
  });
});
