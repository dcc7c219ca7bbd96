import { useCallback, useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Modal } from './Modal';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

interface ConfirmDialogProps {
  message: string;
  confirmLabel: string;
  onAnswer: (confirmed: boolean) => void;
}

/** A yes/no question in the page (role alertdialog): the shop's replacement for window.confirm. */
export function ConfirmDialog({ message, confirmLabel, onAnswer }: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal title="Please confirm" role="alertdialog" describedBy={messageId} onClose={() => onAnswer(false)}>
      <p id={messageId}>{message}</p>
      <Actions>
        <Button type="button" $variant="secondary" onClick={() => onAnswer(false)}>
          Cancel
        </Button>
        <Button type="button" onClick={() => onAnswer(true)}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}

interface Question {
  message: string;
  confirmLabel: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * `const [confirm, confirmDialog] = useConfirm()`: `await confirm(text)` shows the question and
 * resolves true or false; render `confirmDialog` somewhere in the component.
 */
export function useConfirm(): [(message: string, confirmLabel?: string) => Promise<boolean>, ReactElement | null] {
  const [question, setQuestion] = useState<Question | null>(null);
  const confirm = useCallback(
    (message: string, confirmLabel = 'Delete') =>
      new Promise<boolean>((resolve) => setQuestion({ message, confirmLabel, resolve })),
    [],
  );
  const dialog = question && (
    <ConfirmDialog
      message={question.message}
      confirmLabel={question.confirmLabel}
      onAnswer={(confirmed) => {
        setQuestion(null);
        question.resolve(confirmed);
      }}
    />
  );
  return [confirm, dialog];
}
