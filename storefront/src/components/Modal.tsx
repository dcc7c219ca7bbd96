import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { CloseIcon } from './icons';

const Overlay = styled.div<{ $fullScreen: boolean; $sheet: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: ${({ $sheet }) => ($sheet ? 'end center' : 'center')};
  /* A full-screen dialog covers the whole window, edge to edge. */
  padding: ${({ theme, $fullScreen, $sheet }) => ($fullScreen || $sheet ? '0' : theme.space.md)};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div<{ $fullScreen: boolean; $sheet: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: min(560px, 100%);
  max-height: calc(100vh - 32px);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ${({ $fullScreen }) =>
    $fullScreen &&
    css`
      width: 100%;
      height: 100%;
      max-height: none;
      border-radius: 0;
    `}

  ${({ $sheet, theme }) =>
    $sheet &&
    css`
      width: 100%;
      max-height: 85vh;
      max-height: 85svh;
      border-radius: ${theme.radii.lg} ${theme.radii.lg} 0 0;
    `}
`;

const TitleBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const CloseButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  fullScreen?: boolean;
  /** A sheet rising from the bottom edge, full width: a phone's panel of choices. */
  sheet?: boolean;
  /** 'alertdialog' for a question that needs an answer before the page goes on. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that says what the dialog is about, read after its title. */
  describedBy?: string;
  children: ReactNode;
}

/** A dialog over the page: Escape, the close button or a press on the backdrop closes it. */
export function Modal({
  title,
  onClose,
  fullScreen = false,
  sheet = false,
  role = 'dialog',
  describedBy,
  children,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // The latest onClose, without making the effect below depend on it: a parent that renders
  // often (a countdown each second) passes a new function each time, and running the effect
  // again would move the focus back to the dialog, out of the field being typed in.
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    // Keyboard users land inside the dialog rather than behind it.
    dialogRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  // Portalled to <body> so no ancestor's transform or filter can clip the fixed overlay.
  return createPortal(
    <Overlay
      $fullScreen={fullScreen}
      $sheet={sheet}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $fullScreen={fullScreen}
        $sheet={sheet}
      >
        <TitleBar>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </CloseButton>
        </TitleBar>
        <Body>{children}</Body>
      </Dialog>
    </Overlay>,
    document.body,
  );
}
