import styled, { keyframes } from 'styled-components';
import { useKnownShopSettings } from '../../../api/shopSettings';
import { SHOP } from '../../../lib/constants/shop';
import { SPLASH_DURATION_MS } from './useWelcomeSplash';

// Shown at once (an element starting transparent would hold back the first contentful paint),
// then fades away just as its second ends.
const arrive = keyframes`
  0%, 75% { opacity: 1; }
  100% { opacity: 0; }
`;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.splash};
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: radial-gradient(circle at 50% 40%, #fffaf3 0%, ${({ theme }) => theme.colors.background} 60%);
  text-align: center;
  animation: ${arrive} ${SPLASH_DURATION_MS}ms ease both;
`;

const Content = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Arch = styled.svg`
  width: 64px;
  height: 64px;
  color: ${({ theme }) => theme.colors.accent};
`;

const Name = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(2.5rem, 7vw, 4rem);
  font-weight: 600;
  letter-spacing: 0.08em;
  line-height: 1;
`;

const Tagline = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
`;

/** The one-second welcome shown as the home page opens. */
export function WelcomeSplash() {
  const { shopName } = useKnownShopSettings();
  return (
    <Screen role="status" aria-label={`Welcome to ${shopName}`}>
      <Content>
        <Arch viewBox="0 0 28 28" aria-hidden="true" focusable="false">
          <path
            d="M5 26V13a9 9 0 0 1 18 0v13"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
          <path d="M10 26v-9a4 4 0 0 1 8 0v9" fill="currentColor" opacity="0.35" />
        </Arch>
        <Name>{shopName}</Name>
        <Tagline>{SHOP.tagline}</Tagline>
      </Content>
    </Screen>
  );
}
