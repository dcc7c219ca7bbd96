import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useKnownShopSettings } from '../api/shopSettings';

const Mark = styled(Link)<{ $tone: 'dark' | 'light' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ $tone, theme }) => ($tone === 'light' ? theme.colors.onDark : theme.colors.ink)};
`;

// An arched doorway: the shape that frames most of the shop's mirrors and wall art.
const Arch = styled.svg`
  flex: none;
  color: ${({ theme }) => theme.colors.accent};
`;

const Wordmark = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.55rem;
  font-weight: 600;
  letter-spacing: 0.06em;
  line-height: 1;
  white-space: nowrap;
`;

interface LogoProps {
  tone?: 'dark' | 'light';
}

/** The shop's name and mark, always a way back to the home page. */
export function Logo({ tone = 'dark' }: LogoProps) {
  const { shopName } = useKnownShopSettings();
  return (
    <Mark to="/" $tone={tone} aria-label={`${shopName} home`}>
      <Arch width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <path
          d="M5 26V13a9 9 0 0 1 18 0v13"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
        <path d="M10 26v-9a4 4 0 0 1 8 0v9" fill="currentColor" opacity="0.35" />
      </Arch>
      <Wordmark>{shopName}</Wordmark>
    </Mark>
  );
}
