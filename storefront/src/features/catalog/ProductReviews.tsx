import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { ProductReviewDto } from '../../api/generated';
import { Button } from '../../components/Button';
import { useAppSelector } from '../../app/hooks';
import { formatLongDate } from '../../lib/dates';
import { selectCurrentUser } from '../auth';
import { ReviewModal } from './ReviewModal';
import { StarRating } from './StarRating';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Review = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    font-weight: 600;
  }

  time {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const SignInLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accentDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-decoration: underline;
`;

interface ProductReviewsProps {
  productId: string;
  reviews: readonly ProductReviewDto[];
  onPosted: () => void;
}

/** The shoppers' reviews, newest first, and the way to write one. */
export function ProductReviews({ productId, reviews, onPosted }: ProductReviewsProps) {
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  const [writing, setWriting] = useState(false);

  return (
    <Section aria-labelledby="customer-reviews">
      <Head>
        <Title id="customer-reviews">Customer Reviews ({reviews.length})</Title>
        {user ? (
          <Button type="button" $variant="secondary" onClick={() => setWriting(true)}>
            Write a Review
          </Button>
        ) : (
          <SignInLink to="/login" state={{ from: `${location.pathname}${location.search}` }}>
            Sign in to write a review
          </SignInLink>
        )}
      </Head>
      {reviews.length === 0 ? (
        <Empty>No reviews yet. Be the first to share your thoughts.</Empty>
      ) : (
        <List>
          {reviews.map((review) => (
            <Review key={review._id}>
              <Meta>
                <strong>{review.user?.username ?? 'Shopper'}</strong>
                <StarRating rating={review.rating} size={14} />
                <time dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</time>
              </Meta>
              {review.comment && <p>{review.comment}</p>}
            </Review>
          ))}
        </List>
      )}
      {writing && <ReviewModal productId={productId} onClose={() => setWriting(false)} onPosted={onPosted} />}
    </Section>
  );
}
