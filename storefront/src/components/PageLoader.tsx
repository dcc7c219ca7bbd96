import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  from { opacity: 0.35; }
  to { opacity: 1; }
`;

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
`;

/** Shown while a screen's code or data is on its way. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <Wrapper role="status" aria-live="polite">
      {label}
    </Wrapper>
  );
}
