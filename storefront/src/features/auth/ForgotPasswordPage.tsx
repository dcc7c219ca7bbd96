import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useForgotPasswordMutation, useResetPasswordMutation } from '../../api/generated';
import { Button } from '../../components/Button';
import { serverMessage, type QueryError } from '../../api/apiError';
import { newPasswordProblem, OTP_LENGTH, PASSWORD_MESSAGES } from './authMessages';
import { AuthLayout, Form, Note, SwitchLine, TextField } from './AuthLayout';
import { useNotify } from '../../components/Toaster';

/**
 * "Forgot password?": the shopper asks for a code by e-mail, then sets a new password with
 * it. The first answer is the same whether or not an account exists. A reset signs the
 * account out everywhere, so the shopper signs in again afterwards.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [note, setNote] = useState<{ text: string; tone: 'info' | 'danger' } | null>(null);
  const [requestCode, { isLoading: sending }] = useForgotPasswordMutation();
  const [resetPassword, { isLoading: resetting }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const notify = useNotify();

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const answer = await requestCode({ forgotPasswordDto: { email: email.trim() } }).unwrap();
      setCodeSent(true);
      setNote({ text: answer.message || PASSWORD_MESSAGES.resetCodeSent, tone: 'info' });
    } catch (failure) {
      setNote({ text: serverMessage(failure as QueryError) ?? PASSWORD_MESSAGES.resetRequestFailed, tone: 'danger' });
    }
  };

  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmation);
    if (problem) {
      setNote({ text: problem, tone: 'danger' });
      return;
    }
    try {
      await resetPassword({ resetPasswordDto: { email: email.trim(), otp: otp.trim(), password } }).unwrap();
      notify.success(PASSWORD_MESSAGES.resetDone);
      navigate('/login', { replace: true });
    } catch (failure) {
      setNote({ text: serverMessage(failure as QueryError) ?? PASSWORD_MESSAGES.resetFailed, tone: 'danger' });
    }
  };

  return (
    <AuthLayout
      eyebrow="Account help"
      title="Reset your password"
      intro="We will e-mail you a 6-digit code to choose a new password."
      asideTitle="Crafting stories, one space at a time."
      asideText="Mirrors, wall art and table decor, handpicked for Indian homes."
    >
      {!codeSent ? (
        <Form onSubmit={sendCode} aria-label="Request a reset code">
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onValue={setEmail}
          />
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Reset Code'}
          </Button>
        </Form>
      ) : (
        <Form onSubmit={reset} aria-label="Choose a new password">
          <TextField
            id="forgot-otp"
            label="Reset code"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder="Enter 6-digit OTP"
            required
            value={otp}
            onValue={setOtp}
          />
          <TextField
            id="forgot-password"
            label="New password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            minLength={8}
            required
            value={password}
            onValue={setPassword}
          />
          <TextField
            id="forgot-confirm"
            label="Confirm new password"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirmation}
            onValue={setConfirmation}
          />
          <Button type="submit" disabled={resetting}>
            {resetting ? 'Resetting...' : 'Reset Password'}
          </Button>
        </Form>
      )}
      {note && (
        <Note $tone={note.tone} role={note.tone === 'danger' ? 'alert' : 'status'}>
          {note.text}
        </Note>
      )}
      <SwitchLine>
        Remembered it? <Link to="/login">Back to login</Link>
      </SwitchLine>
    </AuthLayout>
  );
}
