import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { FormActions, Notice } from './adminUi';

interface DialogFooterProps {
  /** Why the last attempt failed, shown above the buttons. */
  error?: ReactNode;
  onCancel: () => void;
  /** Without it the primary button submits the surrounding form. */
  onConfirm?: () => void;
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** The end of an admin dialog: the last error, Cancel, and the button that saves. */
export function DialogFooter({ error, onCancel, onConfirm, busy, label, busyLabel }: DialogFooterProps) {
  return (
    <>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <FormActions>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : label}
        </Button>
      </FormActions>
    </>
  );
}
