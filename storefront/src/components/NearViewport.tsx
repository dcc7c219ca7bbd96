import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the place they go comes within `margin` of the screen (or at once
 * where IntersectionObserver is missing). A phone's first screen then costs only what it shows:
 * the rest of a long page is drawn as the shopper scrolls towards it.
 */
export function NearViewport({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? <>{children}</> : <div ref={marker} aria-hidden="true" style={{ minHeight: 1 }} />;
}
