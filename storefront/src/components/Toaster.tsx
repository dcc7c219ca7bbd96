import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from './icons';

export type ToastTone = 'success' | 'info' | 'error';

/** Shows a message without stopping the page: the shop's replacement for window.alert. */
export interface Notify {
  success(text: string): void;
  info(text: string): void;
  error(text: string): void;
}

interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

/** How long a message stays: errors longer, so there is time to read what went wrong. */
export const TOAST_MS: Record<ToastTone, number> = { success: 5000, info: 5000, error: 10000 };
/** At most this many at once; the oldest gives way. */
const MAX_TOASTS = 3;

const NotifyContext = createContext<Notify | null>(null);

// Each message is its own live region: role="status" is read politely, role="alert" at once.
// (Empty regions kept in the page would answer every `getByRole('alert')` of a screen.)
const Stack = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;

  ${({ theme }) => theme.media.md} {
    left: auto;
    width: 380px;
  }
`;

const Card = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.brass)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onDark};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  /* A message never takes a press meant for the page under it; only its Dismiss button does. */
  pointer-events: none;

  p {
    flex: 1;
    padding: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Dismiss = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  pointer-events: auto;
`;

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_MS[toast.tone]);
    return () => window.clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <Card $tone={toast.tone} data-toast={toast.tone} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <p>{toast.text}</p>
      <Dismiss type="button" aria-label="Dismiss message" onClick={() => onDismiss(toast.id)}>
        <CloseIcon size={16} />
      </Dismiss>
    </Card>
  );
}

let nextId = 1;

/** Holds the page's messages and draws them above everything, newest last. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  // One object for the app's life: components that only send messages never render again.
  const api = useMemo(() => {
    const add = (tone: ToastTone) => (text: string) =>
      setToasts((current) => [...current, { id: nextId++, text, tone }].slice(-MAX_TOASTS));
    const dismiss = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));
    return { notify: { success: add('success'), info: add('info'), error: add('error') }, dismiss };
  }, []);
  return (
    <NotifyContext.Provider value={api.notify}>
      {children}
      <Stack>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={api.dismiss} />
        ))}
      </Stack>
    </NotifyContext.Provider>
  );
}

/** The page's messages; components under AppProviders always have one. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a ToastProvider above it (AppProviders).');
  return notify;
}
