import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { usePostReviewMutation } from '../../api/generated';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { errorMessage } from './errorMessage';
import { useNotify } from '../../components/Toaster';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Stars = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }
`;

const StarRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const StarButton = styled.button<{ $on: boolean }>`
  width: 40px;
  height: 40px;
  border: 0;
  background: transparent;
  color: ${({ $on, theme }) => ($on ? theme.colors.brass : theme.colors.border)};
  font-size: 30px;
  line-height: 1;
`;

const Label = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 600;

  textarea {
    min-height: 120px;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 400;
    resize: vertical;
  }
`;

interface ReviewModalProps {
  productId: string;
  onClose: () => void;
  onPosted: () => void;
}

/** Rating and comment for a product, posted as the signed-in shopper. */
export function ReviewModal({ productId, onClose, onPosted }: ReviewModalProps) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [postReview, { isLoading }] = usePostReviewMutation();
  const notify = useNotify();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await postReview({ postReviewDto: { productId, rating, comment } }).unwrap();
      notify.success('Comment posted successfully!');
      setRating(0);
      setComment('');
      onPosted();
      onClose();
    } catch (error) {
      notify.error(errorMessage(error as Parameters<typeof errorMessage>[0]));
    }
  };

  return (
    <Modal title="Write a Review" onClose={onClose}>
      <Form onSubmit={submit}>
        <Stars>
          <legend>Your rating</legend>
          <StarRow>
            {[1, 2, 3, 4, 5].map((value) => (
              <StarButton
                key={value}
                type="button"
                $on={value <= rating}
                aria-label={`${value} ${value === 1 ? 'star' : 'stars'}`}
                aria-pressed={value === rating}
                onClick={() => setRating(value)}
              >
                ★
              </StarButton>
            ))}
          </StarRow>
        </Stars>
        <Label>
          Your review
          <textarea
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            placeholder="What did you like about it?"
          />
        </Label>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Posting...' : 'Submit Review'}
        </Button>
      </Form>
    </Modal>
  );
}
