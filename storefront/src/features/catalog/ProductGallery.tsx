import { useState } from 'react';
import styled, { css } from 'styled-components';
import { imageSrcSet, thumbnailUrl } from './productLogic';

/** The main picture fills the page width on phones and half of it from 1024 px. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1024px) 600px, 100vw';

const Gallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Main = styled.div`
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;
`;

const Thumb = styled.button<{ $active: boolean }>`
  flex: none;
  width: 76px;
  height: 76px;
  padding: 0;
  overflow: hidden;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  opacity: 0.75;
  transition:
    opacity ${({ theme }) => theme.transition},
    border-color ${({ theme }) => theme.transition};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &:hover {
    opacity: 1;
  }

  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.accent};
      opacity: 1;
    `}
`;

interface ProductGalleryProps {
  name: string;
  images: readonly string[];
}

/** The main picture and a row of thumbnails; pressing a thumbnail shows it large. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <Gallery>
      <Main>
        {current && (
          // The first picture is the page's largest paint: fetched first (the server also preloads it).
          <img
            src={current}
            srcSet={imageSrcSet(current)}
            sizes={GALLERY_IMAGE_SIZES}
            alt={name}
            width={800}
            height={800}
            fetchPriority={selected === 0 ? 'high' : 'auto'}
          />
        )}
      </Main>
      {images.length > 1 && (
        <Thumbs aria-label="Product pictures">
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <Thumb
                type="button"
                $active={index === selected}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <img src={thumbnailUrl(image)} alt="" width={76} height={76} />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </Gallery>
  );
}
