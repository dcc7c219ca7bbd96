import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { MenuIcon } from '../../../components/icons';
import { IconButton } from './headerStyles';

// Most visits never open the menu: its panel's markup is drawn at the first press, and its code
// is not part of the first download but fetched once the page is idle, so the press does not
// wait for the network.
const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));

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
  const [pressed, setPressed] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => whenIdle(() => void loadPanel()), []);

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
          setPressed(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {pressed && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
