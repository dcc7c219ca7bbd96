import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Whether the element given `ref` has come within `margin` of the screen (at once where
 * IntersectionObserver is missing); it stays true. The switch renders in a transition.
 */
export function useNearScreen<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // No dependency list: the element may only appear on a later render (after data arrives).
  useEffect(() => {
    const element = ref.current;
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
  });
  return { ref, near };
}

/**
 * Renders its children once the place they go comes within `margin` of the screen. A phone's
 * first screen then costs only what it shows: the rest of a long page is drawn as the shopper
 * scrolls towards it.
 */
export function NearViewport({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const { ref, near } = useNearScreen<HTMLDivElement>(margin);
  return near ? <>{children}</> : <div ref={ref} aria-hidden="true" style={{ minHeight: 1 }} />;
}
