import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useLoginMutation } from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/Button';
import { AUTH_MESSAGES } from './authMessages';
import { AuthLayout, Form, SwitchLine, TextField } from './AuthLayout';
import { signedIn } from './authSlice';
import { returnPathAfterLogin } from './RequireAuth';
import { toSessionUser } from './toSessionUser';
import { useNotify } from '../../components/Toaster';

const ForgotLine = styled.p`
  justify-self: end;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Sign-in with e-mail and password; afterwards back to the guarded page that sent the shopper, or home. */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const { user } = await login({ loginDto: { email: email.trim(), password } }).unwrap();
      dispatch(signedIn(toSessionUser(user)));
      notify.success(AUTH_MESSAGES.loginSuccess);
      navigate(returnPathAfterLogin(location.state), { replace: true });
    } catch {
      notify.error(AUTH_MESSAGES.loginFailed);
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
        <ForgotLine>
          <Link to="/forgot-password">Forgot password?</Link>
        </ForgotLine>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'Login'}
        </Button>
      </Form>
      <SwitchLine>
        New to Decor Shop?{' '}
        <Link to="/register" state={location.state}>
          Create an account
        </Link>
      </SwitchLine>
    </AuthLayout>
  );
}
