import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorStatus, serverMessage, type QueryError } from '../../api/apiError';
import { useLoginMutation } from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button';
import { AUTH_MESSAGES, OTP_LENGTH } from './authMessages';
import { AuthLayout, Form, Note, SwitchLine, TextField } from './AuthLayout';
import { signedIn } from './authSlice';
import { returnPathAfterLogin } from './RequireAuth';
import { toSessionUser } from './toSessionUser';
import { useNotify } from '../../components/Toaster';
import { useKnownShopSettings } from '../../api/shopSettings';

const ForgotLine = styled.p`
  justify-self: end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The server's reason when a login past the limits needs the code it mailed. */
const LOGIN_CODE_REQUIRED = 'LOGIN_CODE_REQUIRED';

function needsCode(failure: QueryError): boolean {
  const data = failure && 'data' in failure ? (failure.data as { code?: unknown } | undefined) : undefined;
  return errorStatus(failure) === 429 && data?.code === LOGIN_CODE_REQUIRED;
}

/**
 * Sign-in with e-mail and password; afterwards back to the guarded page that sent the shopper, or home.
 * Past the server's login limits (someone may be failing this account's logins on purpose) the
 * server mails a sign-in code: the page then asks for it and sends it with the password.
 */
export function LoginPage() {
  const { shopName } = useKnownShopSettings();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  /** The server's words when it asked for the mailed code; null while the password alone will do. */
  const [codeNotice, setCodeNotice] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const withCode = codeNotice !== null;
    try {
      const loginDto = { email: email.trim(), password, ...(withCode ? { otp: otp.trim() } : {}) };
      const { user } = await login({ loginDto }).unwrap();
      dispatch(signedIn(toSessionUser(user)));
      notify.success(AUTH_MESSAGES.loginSuccess);
      navigate(returnPathAfterLogin(location.state), { replace: true });
    } catch (failure) {
      if (needsCode(failure as QueryError)) {
        setCodeNotice(serverMessage(failure as QueryError) ?? AUTH_MESSAGES.loginCodeFailed);
        return;
      }
      notify.error(withCode ? AUTH_MESSAGES.loginCodeFailed : AUTH_MESSAGES.loginFailed);
    }
  };

  return (
    <AuthLayout
      eyebrow="Welcome back"
      title="Login"
      intro={
        (location.state as { reason?: string } | null)?.reason === 'cart'
          ? 'Sign in to add it to your cart: you will be taken straight back.'
          : 'Sign in to see your cart, follow your orders and check out faster.'
      }
      asideTitle="Crafting stories, one space at a time."
      asideText="Mirrors, wall art and table decor, handpicked for Indian homes."
    >
      <Form onSubmit={submit}>
        <TextField
          id="login-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onValue={setEmail}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
        />
        {codeNotice !== null && (
          <TextField
            id="login-otp"
            label="Sign-in code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder="Enter 6-digit OTP"
            required
            value={otp}
            onValue={setOtp}
          />
        )}
        <ForgotLine>
          <Link to="/forgot-password">Forgot password?</Link>
        </ForgotLine>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'Login'}
        </Button>
      </Form>
      {codeNotice !== null && (
        <Note $tone="info" role="status">
          {codeNotice}
        </Note>
      )}
      <SwitchLine>
        New to {shopName}?{' '}
        <Link to="/register" state={location.state}>
          Create an account
        </Link>
      </SwitchLine>
    </AuthLayout>
  );
}
