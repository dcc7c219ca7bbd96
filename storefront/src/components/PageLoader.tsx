import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 0.35; }
  to { opacity: 1; }
`;

// The words stay at full contrast; only the bar under them pulses (a faded text would be
// unreadable, and fails WCAG's contrast at the dim end).
const Wrapper = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.12em;
  text-transform: uppercase;

  &::after {
    content: '';
    width: 48px;
    height: 3px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.brass};
    animation: ${pulse} 0.9s ease-in-out infinite alternate;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;

/** Shown while a screen's code or data is on its way. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      {label}
    </Wrapper>
  );
}
