import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../app/theme';
import { Modal } from './Modal';

/** A parent that renders again on demand and hands the modal a new onClose every time, as a countdown does. */
function Ticking({ onClose }: { onClose: (tick: number) => void }) {
  const [tick, setTick] = useState(0);
  return (
    <ThemeProvider theme={theme}>
      <button type="button" onClick={() => setTick((t) => t + 1)}>
        tick
      </button>
      <Modal title="Verify your email" onClose={() => onClose(tick)}>
        <label htmlFor="code">Code</label>
        <input id="code" />
      </Modal>
    </ThemeProvider>
  );
}

describe('Modal', () => {
  it('moves the focus into the dialog when it opens', () => {
    render(<Ticking onClose={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('leaves the focus in the field being typed in while its parent renders again', () => {
    render(<Ticking onClose={() => {}} />);
    const field = screen.getByLabelText('Code');
    field.focus();
    // Three ticks of the parent, each with a new onClose (not a click: that would move the focus).
    const tick = screen.getByRole('button', { name: 'tick' });
    for (let i = 0; i < 3; i++) act(() => tick.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(document.activeElement).toBe(field);
  });

  it('closes on Escape with the onClose of the latest render', () => {
    const onClose = jest.fn();
    render(<Ticking onClose={onClose} />);
    const tick = screen.getByRole('button', { name: 'tick' });
    act(() => tick.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    act(() => tick.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(2);
  });

  it('locks the page behind it from scrolling, and gives it back when it closes', () => {
    document.body.style.overflow = 'auto';
    const { unmount } = render(<Ticking onClose={() => {}} />);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('auto');
  });
});
