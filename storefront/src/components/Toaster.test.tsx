import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../app/theme';
import { answerConfirm, toastTexts } from '../test/toasts';
import { useConfirm } from './ConfirmDialog';
import { TOAST_MS, ToastProvider, useNotify } from './Toaster';

function Sender() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify.success('Login successful')}>
        ok
      </button>
      <button type="button" onClick={() => notify.error('Failed to delete user.')}>
        fail
      </button>
    </>
  );
}

function Asker({ onAnswer }: { onAnswer: (yes: boolean) => void }) {
  const [ask, dialog] = useConfirm();
  return (
    <>
      <button type="button" onClick={() => void ask('Are you sure you want to delete this reel?').then(onAnswer)}>
        delete
      </button>
      {dialog}
    </>
  );
}

const inShop = (ui: React.ReactNode) =>
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>{ui}</ToastProvider>
    </ThemeProvider>,
  );

describe('Toaster', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('reads news politely (role status) and errors at once (role alert)', () => {
    inShop(<Sender />);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    expect(screen.getByRole('status').textContent).toBe('Login successful');
    expect(screen.getByRole('alert').textContent).toBe('Failed to delete user.');
  });

  it('lets a message go after its time or when dismissed, and keeps at most three', () => {
    inShop(<Sender />);
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    act(() => jest.advanceTimersByTime(TOAST_MS.success));
    expect(toastTexts()).toEqual(['Failed to delete user.']);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(toastTexts()).toEqual([]);
    for (let i = 0; i < 4; i += 1) fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    expect(toastTexts()).toHaveLength(3);
  });
});

describe('useConfirm', () => {
  it('asks in an alertdialog and answers with the button pressed', async () => {
    const onAnswer = jest.fn<(yes: boolean) => void>();
    inShop(<Asker onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await answerConfirm('Are you sure you want to delete this reel?', 'Cancel');
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await answerConfirm('Are you sure you want to delete this reel?', 'Delete');
    await act(async () => {});
    expect(onAnswer.mock.calls).toEqual([[false], [true]]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('counts Escape as no', async () => {
    const onAnswer = jest.fn<(yes: boolean) => void>();
    inShop(<Asker onAnswer={onAnswer} />);
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await screen.findByRole('alertdialog');
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(async () => {});
    expect(onAnswer).toHaveBeenCalledWith(false);
  });
});
