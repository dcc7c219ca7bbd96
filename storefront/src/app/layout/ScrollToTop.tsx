import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every new screen starts at its top, not wherever the previous one was scrolled to. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
