import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  useAuthControllerRegisterMutation,
  useAuthControllerSendOtpMutation,
  useAuthControllerVerifyOtpMutation,
} from '../../api/generated';
import { Button } from '../../components/Button';
import { AUTH_MESSAGES } from './authMessages';
import { AuthLayout, Form, SwitchLine, TextField } from './AuthLayout';
import { OtpModal } from './OtpModal';

interface RegistrationForm {
  username: string;
  email: string;
  password: string;
}

/** Whether every field holds something; spaces alone do not count. */
export function isRegistrationComplete({ username, email, password }: RegistrationForm): boolean {
  return username.trim() !== '' && email.trim() !== '' && password !== '';
}

/**
 * Registration in three steps: the form, a code mailed to the address (OTP modal), then the
 * account is created and the shopper signs in on /login.
 */
export function RegisterPage() {
  const [form, setForm] = useState<RegistrationForm>({ username: '', email: '', password: '' });
  const [otpOpen, setOtpOpen] = useState(false);
  const [sendOtp, { isLoading: sending }] = useAuthControllerSendOtpMutation();
  const [verifyOtp, { isLoading: verifying }] = useAuthControllerVerifyOtpMutation();
  const [register, { isLoading: registering }] = useAuthControllerRegisterMutation();
  const navigate = useNavigate();

  const email = form.email.trim();
  const update = (field: keyof RegistrationForm) => (value: string) => setForm((prev) => ({ ...prev, [field]: value }));

  const requestOtp = async (): Promise<boolean> => {
    try {
      await sendOtp({ sendOtpDto: { email } }).unwrap();
      window.alert(AUTH_MESSAGES.otpSent);
      return true;
    } catch {
      window.alert(AUTH_MESSAGES.otpSendFailed);
      return false;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isRegistrationComplete(form)) {
      window.alert(AUTH_MESSAGES.fieldsRequired);
      return;
    }
    if (await requestOtp()) setOtpOpen(true);
  };

  const verifyAndRegister = async (otp: string) => {
    try {
      await verifyOtp({ verifyOtpDto: { email, otp } }).unwrap();
      window.alert(AUTH_MESSAGES.otpVerified);
      await register({ registerDto: { username: form.username.trim(), email, password: form.password } }).unwrap();
      window.alert(AUTH_MESSAGES.registered);
      setOtpOpen(false);
      navigate('/login');
    } catch {
      window.alert(AUTH_MESSAGES.otpInvalid);
    }
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
          {sending && !otpOpen ? 'Sending OTP...' : 'Send OTP'}
        </Button>
      </Form>
      <SwitchLine>
        Already have an account? <Link to="/login">Login</Link>
      </SwitchLine>
      {otpOpen && (
        <OtpModal
          email={email}
          busy={verifying || registering}
          resending={sending}
          onVerify={(otp) => void verifyAndRegister(otp)}
          onResend={() => void requestOtp()}
          onClose={() => setOtpOpen(false)}
        />
      )}
    </AuthLayout>
  );
}
