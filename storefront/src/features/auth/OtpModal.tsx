import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { OTP_LENGTH } from './authMessages';
import { Field, Form, Input, Label } from './AuthLayout';

const Note = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const CodeInput = styled(Input)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  letter-spacing: 0.4em;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: space-between;
`;

interface OtpModalProps {
  email: string;
  busy: boolean;
  resending: boolean;
  /** Seconds before the server will send another code (0: now). */
  resendIn: number;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onClose: () => void;
}

/** Asks for the 6-digit code mailed to the shopper, with a way to have it sent again. */
export function OtpModal({ email, busy, resending, resendIn, onVerify, onResend, onClose }: OtpModalProps) {
  const [otp, setOtp] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onVerify(otp.trim());
  };

  return (
    <Modal title="Verify your email" onClose={onClose}>
      <Note>
        We sent a 6-digit code to <strong>{email}</strong>. Enter it below to finish creating your account.
      </Note>
      <Form onSubmit={submit}>
        <Field>
          <Label htmlFor="register-otp">One-time password</Label>
          <CodeInput
            id="register-otp"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            placeholder="Enter 6-digit OTP"
            required
            value={otp}
            onChange={(event) => setOtp(event.target.value.slice(0, OTP_LENGTH))}
          />
        </Field>
        <Actions>
          <Button type="button" $variant="ghost" onClick={onResend} disabled={resending || busy || resendIn > 0}>
            {resending ? 'Sending...' : resendIn > 0 ? `Resend OTP (${resendIn}s)` : 'Resend OTP'}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Verifying...' : 'Verify & Register'}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
