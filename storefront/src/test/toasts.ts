import { fireEvent, screen, within } from '@testing-library/react';

/** The texts of the messages (components/Toaster) on the page now, oldest first. */
export function toastTexts(): string[] {
  return [...document.querySelectorAll('[data-toast] p')].map((node) => node.textContent ?? '');
}

/**
 * Waits for a message with exactly this text and returns it; with a role, also checks that it
 * is read out as one ('status' for news, 'alert' for errors).
 */
export async function findToast(
  text: string,
  { role, timeout }: { role?: 'status' | 'alert'; timeout?: number } = {},
): Promise<HTMLElement> {
  const toast = await screen.findByText(text, { selector: '[data-toast] p' }, { timeout });
  if (role && toast.closest('[data-toast]')?.getAttribute('role') !== role) {
    throw new Error(`"${text}" is not inside role="${role}"`);
  }
  return toast;
}

/** Answers the question of a ConfirmDialog (role alertdialog) by pressing Cancel or its confirm button. */
export async function answerConfirm(question: string, button: string): Promise<void> {
  const dialog = await screen.findByRole('alertdialog', { description: question });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}
