import { useRef } from 'react';
import styled from 'styled-components';
import { useListReelsQuery } from '../../api/generated';
import { containerLayout } from '../../components/Container';
import { ArrowRightIcon } from '../../components/screenIcons';
import { Eyebrow } from '../../components/PageSection';

export const REEL_WIDTH = 325;
export const REEL_HEIGHT = 550;
export const REEL_SCROLL_STEP = 300;
/** Arrows and the swipe hint appear only with more reels than fit at once. */
export const REELS_BEFORE_ARROWS = 3;

const Section = styled.section`
  ${containerLayout}
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Arrows = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const Arrow = styled.button<{ $back?: boolean }>`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};

  svg {
    transform: ${({ $back }) => ($back ? 'rotate(180deg)' : 'none')};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const Track = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.md};
  overflow-x: auto;
  list-style: none;
  scroll-behavior: smooth;
  scroll-snap-type: x proximity;
`;

const Card = styled.li`
  flex: none;
  display: grid;
  grid-template-rows: 1fr auto;
  width: ${REEL_WIDTH}px;
  max-width: 85vw;
  height: ${REEL_HEIGHT}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  scroll-snap-align: start;

  iframe {
    width: 100%;
    height: 100%;
    border: 0;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Caption = styled.p`
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

const Fallback = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.inkSoft};
  text-align: center;
`;

/** Short videos from the shop's Instagram, side by side. */
export function ReelsCarousel() {
  const { data, isLoading, isError } = useListReelsQuery();
  const track = useRef<HTMLUListElement>(null);
  const reels = data?.data ?? [];
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * REEL_SCROLL_STEP, behavior: 'smooth' });

  if (isLoading) return null;
  if (isError)
    return (
      <Section aria-label="Instagram reels">
        <Fallback>Follow us on Instagram for more updates!</Fallback>
      </Section>
    );
  if (reels.length === 0) return null;
  const many = reels.length > REELS_BEFORE_ARROWS;

  return (
    <Section aria-labelledby="reels-heading">
      <Head>
        <div>
          <Eyebrow>@decorshop on Instagram</Eyebrow>
          <Heading id="reels-heading">Homes in Motion</Heading>
        </div>
        {many && (
          <Arrows>
            <Arrow type="button" $back aria-label="Previous reels" onClick={() => scroll(-1)}>
              <ArrowRightIcon size={18} />
            </Arrow>
            <Arrow type="button" aria-label="Next reels" onClick={() => scroll(1)}>
              <ArrowRightIcon size={18} />
            </Arrow>
          </Arrows>
        )}
      </Head>
      <Track ref={track} aria-label="Reels">
        {reels.map((reel) => (
          <Card key={reel._id}>
            <iframe
              src={`https://www.instagram.com/reel/${encodeURIComponent(reel.embedId)}/embed`}
              title={reel.caption || 'Instagram reel'}
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
            />
            <Caption>{reel.caption}</Caption>
          </Card>
        ))}
      </Track>
      {many && <Hint>Swipe or use the arrows to see more</Hint>}
    </Section>
  );
}
