import styled from 'styled-components';
import { useGetDealQuery } from '../../../api/generated';
import { useKnownShopSettings } from '../../../api/shopSettings';
import { ButtonLink } from '../../../components/Button';
import { CategoryArt } from '../../../components/CategoryArt';
import { containerLayout } from '../../../components/Container';
import { Eyebrow, Lead } from '../../../components/PageSection';
import { HeroVideo } from './HeroVideo';

const Hero = styled.section`
  overflow: hidden;
  background:
    radial-gradient(circle at 85% 20%, rgba(200, 161, 101, 0.22), transparent 45%),
    linear-gradient(180deg, #f6ede2 0%, ${({ theme }) => theme.colors.background} 100%);
`;

const Layout = styled.div`
  ${containerLayout}
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: center;
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.1fr 0.9fr;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  letter-spacing: -0.01em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

// An arched alcove holding a mirror: the shop's signature piece.
const Alcove = styled.div`
  position: relative;
  justify-self: center;
  width: min(240px, 64vw);
  aspect-ratio: 3 / 4;
  padding: 12%;
  border-radius: 999px 999px ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};
  background: linear-gradient(160deg, #efd9c6 0%, #e3c4a8 100%);
  box-shadow: ${({ theme }) => theme.shadows.raised};

  ${({ theme }) => theme.media.md} {
    width: 360px;
  }

  &::after {
    content: '';
    position: absolute;
    inset: 14px;
    border: 1px solid rgba(255, 255, 255, 0.6);
    border-radius: inherit;
  }
`;

/** The alcove holds the admin's hero video (Deals & Banners) or, without one, the mirror drawing. */
function AlcoveContent() {
  const { data, isLoading } = useGetDealQuery();
  // Nothing while the deal loads: the server's page already showed the poster in this place.
  if (isLoading) return null;
  const hero = data?.data;
  if (hero?.heroPosterUrl) return <HeroVideo video={hero.heroVideoUrl} poster={hero.heroPosterUrl} />;
  return <CategoryArt category="Mirrors" />;
}

export function HomeHero() {
  const settings = useKnownShopSettings();
  return (
    <Hero>
      <Layout>
        <div>
          <Eyebrow>Handpicked home decor</Eyebrow>
          <Title>{settings.heroTitle}</Title>
          <Lead>{settings.heroText}</Lead>
          <Actions>
            <ButtonLink to="/shop">Shop Now</ButtonLink>
            <ButtonLink to="/categories/all" $variant="secondary">
              All Collection
            </ButtonLink>
          </Actions>
        </div>
        <Alcove aria-hidden="true">
          <AlcoveContent />
        </Alcove>
      </Layout>
    </Hero>
  );
}
