import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useRegisterMutation, useSendOtpMutation, useVerifyOtpMutation } from '../../api/generated';
import { Button } from '../../components/Button';
import { AUTH_MESSAGES } from './authMessages';
import { AuthLayout, Form, SwitchLine, TextField } from './AuthLayout';
import { serverMessage, type QueryError } from '../../api/apiError';
import { OtpModal } from './OtpModal';
import { secondsToWait, useCooldown } from './useCooldown';
import { useNotify } from '../../components/Toaster';

/** The server's rules for a new account, checked before a code is mailed (the server checks them again). */
export const PASSWORD_MIN = 8;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters`;
export const EMAIL_INVALID = 'Please provide a valid email address';
/** The server mails at most one code per e-mail every 30 s. */
export const RESEND_WAIT_SECONDS = 30;

interface RegistrationForm {
  username: string;
  email: string;
  password: string;
}

/** Whether every field holds something; spaces alone do not count. */
export function isRegistrationComplete({ username, email, password }: RegistrationForm): boolean {
  return username.trim() !== '' && email.trim() !== '' && password !== '';
}

/** What stops the form from being sent, in the order a shopper would fix it; null when it may go. */
export function registrationProblem(form: RegistrationForm): string | null {
  if (!isRegistrationComplete(form)) return AUTH_MESSAGES.fieldsRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) return EMAIL_INVALID;
  if (form.password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  return null;
}

/**
 * Registration in three steps: the form, a code mailed to the address (OTP modal), then the
 * account is created and the shopper signs in on /login.
 */
export function RegisterPage() {
  const [form, setForm] = useState<RegistrationForm>({ username: '', email: '', password: '' });
  const [otpOpen, setOtpOpen] = useState(false);
  const [sendOtp, { isLoading: sending }] = useSendOtpMutation();
  const [verifyOtp, { isLoading: verifying }] = useVerifyOtpMutation();
  const [register, { isLoading: registering }] = useRegisterMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const [resendIn, startResendWait] = useCooldown();
  // The e-mail whose code was accepted: if creating the account then fails (a rule the form
  // missed), the shopper fixes the form and registers without a new code.
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);

  const email = form.email.trim();
  const update = (field: keyof RegistrationForm) => (value: string) => setForm((prev) => ({ ...prev, [field]: value }));

  const requestOtp = async (): Promise<boolean> => {
    try {
      await sendOtp({ sendOtpDto: { email } }).unwrap();
      startResendWait(RESEND_WAIT_SECONDS);
      notify.success(AUTH_MESSAGES.otpSent);
      return true;
    } catch (error) {
      const message = serverMessage(error as QueryError);
      const wait = secondsToWait(message);
      if (wait !== null) startResendWait(wait);
      notify.error(message ?? AUTH_MESSAGES.otpSendFailed);
      // A code sent moments ago is still good: the shopper can type it in.
      return wait !== null;
    }
  };

  const createAccount = async (): Promise<void> => {
    try {
      await register({ registerDto: { username: form.username.trim(), email, password: form.password } }).unwrap();
    } catch (error) {
      setOtpOpen(false);
      notify.error(serverMessage(error as QueryError) ?? AUTH_MESSAGES.otpInvalid);
      return;
    }
    notify.success(AUTH_MESSAGES.registered);
    setOtpOpen(false);
    // A shopper sent here from the login page keeps the way back to where they were.
    navigate('/login', { state: location.state });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = registrationProblem(form);
    if (problem) {
      notify.error(problem);
      return;
    }
    if (verifiedEmail === email) {
      await createAccount();
      return;
    }
    if (await requestOtp()) setOtpOpen(true);
  };

  const verifyAndRegister = async (otp: string) => {
    try {
      await verifyOtp({ verifyOtpDto: { email, otp } }).unwrap();
    } catch {
      notify.error(AUTH_MESSAGES.otpInvalid);
      return;
    }
    setVerifiedEmail(email);
    notify.success(AUTH_MESSAGES.otpVerified);
    await createAccount();
  };

  return (
    <AuthLayout
      eyebrow="Join us"
      title="Register"
      intro="Create your account to keep a cart, apply coupons and track every order."
      asideTitle="A home that tells your story."
      asideText="Members hear first about new collections and festive deals."
    >
      <Form onSubmit={submit} noValidate>
        <TextField
          id="register-username"
          label="Username"
          type="text"
          name="username"
          autoComplete="username"
          aria-required="true"
          value={form.username}
          onValue={update('username')}
        />
        <TextField
          id="register-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          aria-required="true"
          value={form.email}
          onValue={update('email')}
        />
        <TextField
          id="register-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          aria-required="true"
          value={form.password}
          onValue={update('password')}
        />
        <Button type="submit" disabled={sending}>
          {sending && !otpOpen ? 'Sending OTP...' : verifiedEmail === email ? 'Register' : 'Send OTP'}
        </Button>
      </Form>
      <SwitchLine>
        Already have an account?{' '}
        <Link to="/login" state={location.state}>
          Login
        </Link>
      </SwitchLine>
      {otpOpen && (
        <OtpModal
          email={email}
          busy={verifying || registering}
          resending={sending}
          resendIn={resendIn}
          onVerify={(otp) => void verifyAndRegister(otp)}
          onResend={() => void requestOtp()}
          onClose={() => setOtpOpen(false)}
        />
      )}
    </AuthLayout>
  );
}
