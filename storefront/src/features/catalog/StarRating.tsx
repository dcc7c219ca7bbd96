import styled from 'styled-components';
import { clampRating } from './productLogic';

const Stars = styled.span<{ $size: number }>`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.brass};

  svg {
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => $size}px;
  }
`;

const STAR_PATH = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8Z';

function Star({ fill, id }: { fill: number; id: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-fill={fill}>
      <defs>
        <linearGradient id={id}>
          <stop offset={`${fill * 100}%`} stopColor="currentColor" />
          <stop offset={`${fill * 100}%`} stopColor="currentColor" stopOpacity="0.18" />
        </linearGradient>
      </defs>
      <path d={STAR_PATH} fill={`url(#${id})`} stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}

let gradientCount = 0;

interface StarRatingProps {
  rating: number | null | undefined;
  size?: number;
  className?: string;
}

/** Five stars filled to the rating, clamped to 0-5; the accessible name reads the number. */
export function StarRating({ rating, size = 16, className }: StarRatingProps) {
  const value = clampRating(rating);
  const prefix = `star-${(gradientCount += 1)}`;
  const shown = Math.round(value * 10) / 10;
  return (
    <Stars className={className} $size={size} role="img" aria-label={`Rated ${shown} out of 5`}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Star key={index} id={`${prefix}-${index}`} fill={Math.min(1, Math.max(0, value - index))} />
      ))}
    </Stars>
  );
}
