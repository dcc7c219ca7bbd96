import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

/**
 * A grey block standing in for content still on its way. It takes the size the content will
 * have, so nothing below it moves when the content arrives (no layout shift).
 */
export const SkeletonBlock = styled.span<{ $width?: string; $height?: string; $ratio?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height, $ratio }) => $height ?? ($ratio ? 'auto' : '1em')};
  aspect-ratio: ${({ $ratio = 'auto' }) => $ratio};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The words a screen reader hears while the skeleton shows. */
export function LoadingLabel({ label = 'Loading...' }: { label?: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {label}
    </VisuallyHidden>
  );
}
