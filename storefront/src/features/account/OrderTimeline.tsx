import styled, { css } from 'styled-components';
import type { StepState, TimelineStep } from './orderStatus';
import { formatDateTime } from './format';
import { VisuallyHidden } from './ui';

const List = styled.ol`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Step = styled.li<{ $state: StepState }>`
  position: relative;
  display: grid;
  grid-template-columns: 32px 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.lg};

  /* The rail joining one step to the next: down on phones, across on wider screens. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 34px;
    bottom: 2px;
    left: 15px;
    width: 2px;
    background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.success : theme.colors.border)};
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr;
    align-content: start;
    justify-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.sm};
    text-align: center;

    &:not(:last-child)::after {
      top: 15px;
      bottom: auto;
      left: calc(50% + 22px);
      width: calc(100% - 44px);
      height: 2px;
    }
  }
`;

const Dot = styled.span<{ $state: StepState }>`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;

  ${({ theme, $state }) => {
    switch ($state) {
      case 'done':
        return css`
          border-color: ${theme.colors.success};
          background: ${theme.colors.success};
          color: #fff;
        `;
      case 'current':
        return css`
          border-color: ${theme.colors.accent};
          background: ${theme.colors.accentSoft};
          color: ${theme.colors.accentDark};
          box-shadow: 0 0 0 5px ${theme.colors.accentSoft};
        `;
      case 'cancelled':
        return css`
          border-color: ${theme.colors.danger};
          background: ${theme.colors.danger};
          color: #fff;
        `;
      default:
        return css``;
    }
  }}
`;

const Label = styled.strong<{ $state: StepState }>`
  display: block;
  color: ${({ theme, $state }) =>
    $state === 'cancelled' ? theme.colors.danger : $state === 'upcoming' ? theme.colors.inkMuted : theme.colors.ink};
`;

const Description = styled.span`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const When = styled.time`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const STATE_WORDS: Record<StepState, string> = {
  done: 'completed step',
  current: 'current step',
  upcoming: 'not reached yet',
  cancelled: 'order cancelled',
};

function marker(step: TimelineStep, index: number): string {
  if (step.state === 'done') return '✓';
  if (step.state === 'cancelled') return '✕';
  return String(index + 1);
}

/** The order's progress: pending, processing, shipped, completed (or cancelled). */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <List aria-label="Order progress">
      {steps.map((step, index) => (
        <Step
          key={step.status}
          $state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-state={step.state}
        >
          <Dot $state={step.state} aria-hidden="true">
            {marker(step, index)}
          </Dot>
          <div>
            <Label $state={step.state}>
              {step.label}
              <VisuallyHidden> ({STATE_WORDS[step.state]})</VisuallyHidden>
            </Label>
            <Description>{step.description}</Description>
            {step.at && <When dateTime={step.at}>{formatDateTime(step.at)}</When>}
          </div>
        </Step>
      ))}
    </List>
  );
}
