import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useListUserReviewsQuery, type UserReviewDto } from '../../api/generated';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { shortId } from '../../lib/ids';
import { selectCurrentUser } from '../auth';
import { StarRating } from '../catalog';
import { formatShortDate } from './format';
import { ScreenHeader, ScreenLoader, StatePanel } from './ui';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.soft};
`;

const RatingRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Score = styled.span`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Comment = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.ink};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  line-height: 1.45;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 600;
  }
`;

const ProductName = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const AddCard = styled.li`
  display: flex;
`;

const AddLink = styled(Link)`
  display: grid;
  flex: 1;
  place-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 180px;
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: 600;
  text-align: center;
  transition:
    border-color ${({ theme }) => theme.transition},
    background ${({ theme }) => theme.transition};

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  span[aria-hidden] {
    font-size: 2rem;
    line-height: 1;
  }

  small {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-weight: 400;
  }
`;

const Notice = styled(StatePanel)`
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkSoft};
  text-align: center;
`;

function ReviewCard({ review }: { review: UserReviewDto }) {
  const productCode = review.productId ? shortId(review.productId) : 'N/A';
  const rating = Math.max(0, Math.min(5, Math.round(review.rating)));
  return (
    <Card>
      <RatingRow>
        <StarRating rating={rating} size={18} />
        <Score>{rating}/5</Score>
      </RatingRow>
      {review.product?.name && <ProductName>{review.product.name}</ProductName>}
      <Comment>{review.comment ? `“${review.comment}”` : 'No comment'}</Comment>
      <Meta>
        <span>
          Product:{' '}
          {review.productId ? (
            <Link to={`/shop/${review.productId}`} aria-label={`Product ${productCode}`}>
              {productCode}
            </Link>
          ) : (
            productCode
          )}
        </span>
        <time dateTime={review.createdAt}>{formatShortDate(review.createdAt)}</time>
      </Meta>
    </Card>
  );
}

/** /dashboard/reviews: everything the shopper has written, and a way to write more. */
export function UserReviewsPage() {
  useDocumentTitle('My Reviews');
  const userId = useAppSelector(selectCurrentUser)?._id ?? '';
  const { data, isLoading, isError } = useListUserReviewsQuery({ userId }, { skip: !userId });

  const reviews = isError ? [] : (data ?? []);
  return (
    <>
      <ScreenHeader
        eyebrow="My account"
        title="My Reviews"
        subtitle="What you have said about the pieces you bought."
      />
      {isLoading ? (
        <ScreenLoader label="Loading reviews..." />
      ) : (
        <>
          {reviews.length === 0 && <Notice>No reviews given yet.</Notice>}
          <Grid aria-label="Your reviews">
            {reviews.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
            <AddCard>
              <AddLink to="/shop">
                <span aria-hidden="true">+</span>
                Add New Review
                <small>Find a piece you bought in the shop</small>
              </AddLink>
            </AddCard>
          </Grid>
        </>
      )}
    </>
  );
}
