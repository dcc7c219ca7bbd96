import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { imageSrcSet, thumbnailUrl } from '../../catalog';

/** The alcove's width on each screen (HomeHero), so the poster's smaller copy is the one fetched. */
export const HERO_POSTER_SIZES = '(min-width: 768px) 360px, 64vw';

const Frame = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  border-radius: inherit;

  img,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  video {
    opacity: 0;
    transition: opacity 0.6s ease;
  }

  video[data-playing='true'] {
    opacity: 1;
  }
`;

/**
 * The home page's video hero: the poster is an ordinary picture (with its smaller copies and a
 * high fetch priority, as the server's page preloads it), and the muted loop is fetched only
 * after the page has loaded, then fades in over it once it plays. Shoppers who ask for reduced
 * motion keep the still.
 */
export function HeroVideo({ video, poster }: { video: string | null; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || !video || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const start = () => {
      element.muted = true;
      element.preload = 'auto';
      element.play().catch(() => undefined);
    };
    if (document.readyState === 'complete') {
      const timer = window.setTimeout(start, 0);
      return () => window.clearTimeout(timer);
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [video]);

  return (
    <Frame>
      <img
        src={thumbnailUrl(poster)}
        srcSet={imageSrcSet(poster)}
        sizes={HERO_POSTER_SIZES}
        alt=""
        width={480}
        height={640}
        fetchPriority="high"
      />
      {video && (
        <video
          ref={ref}
          src={video}
          muted
          loop
          playsInline
          preload="none"
          data-playing={playing}
          onPlaying={() => setPlaying(true)}
          aria-hidden="true"
          tabIndex={-1}
        />
      )}
    </Frame>
  );
}
