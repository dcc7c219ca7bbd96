import { useCallback, useEffect, useState } from 'react';
import { MenuIcon } from '../../../components/icons';
import { IconButton } from './headerStyles';
import type { MobileMenuPanel } from './MobileMenuPanel';

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 3000);
  return () => window.clearTimeout(id);
}

/** Small-screen navigation: a button, and the panel it slides in from the left. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // The panel is not part of the first download: its code arrives once the page is idle (or at
  // the first press, if that comes sooner) and it is drawn, closed, from then on. Not React.lazy:
  // a suspended screen part is revealed with a delay, which a press would feel.
  const [Panel, setPanel] = useState<typeof MobileMenuPanel | null>(null);
  const load = useCallback(() => {
    void import('./MobileMenuPanel').then((module) => setPanel(() => module.MobileMenuPanel));
  }, []);
  useEffect(() => whenIdle(load), [load]);

  // The page behind an open menu should not scroll under the shopper's thumb.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <>
      <IconButton
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {Panel && <Panel open={open} onClose={close} />}
    </>
  );
}
