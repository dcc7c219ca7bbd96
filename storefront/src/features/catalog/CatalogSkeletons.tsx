import styled from 'styled-components';
import { LoadingLabel, SkeletonBlock } from '../../components/Skeleton';

/** The grid's list element, shared with the loading skeleton so both take the same room. */
export const ProductGridList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const CardBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  > span:not(:first-child) {
    margin: 0 ${({ theme }) => theme.space.md};
  }

  &[data-still] > span {
    animation: none;
  }
`;

/**
 * One card's place, at the size the product's card will have. A `still` one holds the place of
 * a card that is drawn when the shopper scrolls near it: nothing is loading, so it does not
 * pulse (and a pulsing block fires an animation event at the page every 0.9 s, which the app's
 * event handling answers on the main thread for as long as it stays).
 */
export function ProductCardSkeleton({ still = false }: { still?: boolean }) {
  return (
    <CardBox aria-hidden="true" data-still={still || undefined}>
      <SkeletonBlock $ratio="1 / 1" />
      <SkeletonBlock $width="40%" $height="12px" />
      <SkeletonBlock $width="80%" $height="22px" />
      <SkeletonBlock $width="50%" $height="14px" />
      <SkeletonBlock $width="35%" $height="20px" />
      <SkeletonBlock $height="40px" />
    </CardBox>
  );
}

/** Cards of the size the products will have, while the list loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <>
      <LoadingLabel />
      <ProductGridList aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ProductGridList>
    </>
  );
}

const DetailLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

/** The product page's frame (breadcrumb, square picture, name, price, text) while it loads. */
export function ProductDetailSkeleton() {
  return (
    <>
      <LoadingLabel />
      <div aria-hidden="true">
        <SkeletonBlock $width="220px" $height="20px" style={{ marginBottom: 24 }} />
        <DetailLayout>
          <SkeletonBlock $ratio="1 / 1" />
          <Lines>
            <SkeletonBlock $width="30%" $height="14px" />
            <SkeletonBlock $width="85%" $height="48px" />
            <SkeletonBlock $width="40%" $height="20px" />
            <SkeletonBlock $width="35%" $height="36px" />
            <SkeletonBlock $height="96px" />
            <SkeletonBlock $width="180px" $height="48px" />
          </Lines>
        </DetailLayout>
      </div>
    </>
  );
}
