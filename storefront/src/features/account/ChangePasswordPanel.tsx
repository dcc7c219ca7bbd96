import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useChangePasswordMutation } from '../../api/generated';
import { Button } from '../../components/Button';
import { Input } from '../../components/FormControls';
import { newPasswordProblem, PASSWORD_MESSAGES } from '../auth';
import { serverMessage, type QueryError } from '../../api/apiError';
import { Panel, PanelTitle } from './ui';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.md} 0`};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const Note = styled.p<{ $ok: boolean }>`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

const EMPTY = { current: '', next: '', confirmation: '' };

/**
 * "Change password" on the profile screen. The server ends every other session of the
 * account and renews this one (a new cookie), so the shopper stays signed in here.
 */
export function ChangePasswordPanel() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(null);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordProblem(values.next, values.confirmation);
    if (problem) {
      setNote({ text: problem, ok: false });
      return;
    }
    try {
      const answer = await changePassword({
        changePasswordDto: { currentPassword: values.current, newPassword: values.next },
      }).unwrap();
      setValues(EMPTY);
      setNote({ text: answer.message || PASSWORD_MESSAGES.changed, ok: true });
    } catch (failure) {
      setNote({ text: serverMessage(failure as QueryError) ?? PASSWORD_MESSAGES.changeFailed, ok: false });
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelTitle id={`${id}-title`}>Change password</PanelTitle>
      <form onSubmit={(event) => void submit(event)} aria-label="Change password">
        <Fields>
          <Field>
            <label htmlFor={`${id}-current`}>Current password</label>
            <Input
              id={`${id}-current`}
              type="password"
              autoComplete="current-password"
              required
              value={values.current}
              onChange={set('current')}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-next`}>New password</label>
            <Input
              id={`${id}-next`}
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
              value={values.next}
              onChange={set('next')}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-confirm`}>Confirm new password</label>
            <Input
              id={`${id}-confirm`}
              type="password"
              autoComplete="new-password"
              required
              value={values.confirmation}
              onChange={set('confirmation')}
            />
          </Field>
        </Fields>
        {note && (
          <Note $ok={note.ok} role={note.ok ? 'status' : 'alert'}>
            {note.text}
          </Note>
        )}
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </Panel>
  );
}
