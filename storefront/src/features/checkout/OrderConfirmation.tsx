import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { CheckCircleIcon } from '../../components/screenIcons';
import { containerLayout } from '../../components/Container';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** The page band and card of the order confirmation screens. */
export const ConfirmationSection = styled.section`
  ${containerLayout}
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

export const ConfirmationCard = styled.div`
  max-width: 620px;
  margin: 0 auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.soft};
  text-align: center;
`;

interface OrderConfirmationProps {
  eyebrow: string;
  title: string;
  message: ReactNode;
  action: { label: string; to: string };
  /** A quieter second way on, beside the main action. */
  secondaryAction?: { label: string; to: string };
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The calm "all done" card shown once an order has gone through. */
export function OrderConfirmation({ eyebrow, title, message, action, secondaryAction }: OrderConfirmationProps) {
  useDocumentTitle(title);
  return (
    <ConfirmationSection>
      <ConfirmationCard>
        <EmptyState
          headingLevel="h1"
          icon={<CheckCircleIcon size={34} />}
          eyebrow={eyebrow}
          title={title}
          message={message}
          action={
            <Actions>
              <ButtonLink to={action.to}>{action.label}</ButtonLink>
              {secondaryAction && (
                <ButtonLink to={secondaryAction.to} $variant="secondary">
                  {secondaryAction.label}
                </ButtonLink>
              )}
            </Actions>
          }
        />
      </ConfirmationCard>
    </ConfirmationSection>
  );
}
