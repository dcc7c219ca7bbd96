import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { MenuIcon } from '../../../components/icons';
import { IconButton } from './headerStyles';

// Most visits never open the menu: its panel's code and markup arrive with the first press.
const MobileMenuPanel = lazy(() => import('./MobileMenuPanel').then((module) => ({ default: module.MobileMenuPanel })));

/** Small-screen navigation: a button, and the panel it slides in from the left. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const close = useCallback(() => setOpen(false), []);

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
