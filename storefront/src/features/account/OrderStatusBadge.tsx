import styled, { css } from 'styled-components';
import { STATUS_LABELS, type OrderStatus } from './orderStatus';

// Each status keeps one colour wherever it appears.
const tones: Record<OrderStatus, { background: string; color: string }> = {
  pending: { background: '#f7ecd4', color: '#8a5a12' },
  processing: { background: '#e3ebf5', color: '#2f5482' },
  shipped: { background: '#ece4f3', color: '#5d3f86' },
  completed: { background: '#e2efe4', color: '#2f6b3f' },
  cancelled: { background: '#f6e0e0', color: '#9b2f2f' },
};

const Badge = styled.span<{ $status: OrderStatus }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
  white-space: nowrap;

  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }

  ${({ $status }) => css`
    background: ${tones[$status].background};
    color: ${tones[$status].color};
  `}
`;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge $status={status}>{STATUS_LABELS[status] ?? status}</Badge>;
}
