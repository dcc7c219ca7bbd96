import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border: 3px solid ${({ theme }) => theme.colors.surface};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accentSoft};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  color: ${({ theme }) => theme.colors.accentDark};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: 600;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

interface ProfileAvatarProps {
  name: string;
  src?: string | null;
  size?: number;
}

/** The shopper's photo, or the first letter of their name on a warm circle. */
export function ProfileAvatar({ name, src, size = 96 }: ProfileAvatarProps) {
  return (
    <Circle $size={size}>
      {src ? (
        <img src={src} alt={`Profile photo of ${name}`} />
      ) : (
        <span role="img" aria-label={`No profile photo for ${name}`}>
          {name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
    </Circle>
  );
}
