import styled, { css } from 'styled-components';
import type { Countdown } from '../lib/countdown';
import { useCountdown } from './useCountdown';

const Wrapper = styled.div<{ $tone: 'light' | 'dark' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ $tone, theme }) => ($tone === 'light' ? theme.colors.onDark : theme.colors.ink)};
`;

const Caption = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  opacity: 0.85;
`;

const Units = styled.ol<{ $compact: boolean }>`
  display: flex;
  gap: ${({ theme, $compact }) => ($compact ? theme.space.xs : theme.space.sm)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Unit = styled.li<{ $compact: boolean; $tone: 'light' | 'dark' }>`
  display: grid;
  justify-items: center;
  min-width: ${({ $compact }) => ($compact ? '48px' : '64px')};
  padding: ${({ theme, $compact }) => ($compact ? theme.space.xs : theme.space.sm)};
  border-radius: ${({ theme }) => theme.radii.sm};
  ${({ $tone, theme }) =>
    $tone === 'light'
      ? css`
          background: rgba(255, 255, 255, 0.14);
          border: 1px solid rgba(255, 255, 255, 0.25);
        `
      : css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
        `}

  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ $compact }) => ($compact ? '1.25rem' : '1.875rem')};
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    opacity: 0.8;
  }
`;

const pad = (value: number) => String(value).padStart(2, '0');

const UNITS: readonly (keyof Countdown)[] = ['days', 'hours', 'minutes', 'seconds'];
const UNIT_LABELS: Record<keyof Countdown, string> = {
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
};

interface CountdownDisplayProps {
  end: string;
  label?: string;
  compact?: boolean;
  tone?: 'light' | 'dark';
}

/** Days, hours, minutes and seconds to `end`, ticking every second. */
export function CountdownDisplay({ end, label = 'Ends in', compact = false, tone = 'dark' }: CountdownDisplayProps) {
  const countdown = useCountdown(end);
  return (
    <Wrapper $tone={tone} role="timer" aria-label={label}>
      <Caption>{label}</Caption>
      <Units $compact={compact}>
        {UNITS.map((unit) => (
          <Unit key={unit} $compact={compact} $tone={tone}>
            <strong>{pad(countdown[unit])}</strong>
            <span>{UNIT_LABELS[unit]}</span>
          </Unit>
        ))}
      </Units>
    </Wrapper>
  );
}
