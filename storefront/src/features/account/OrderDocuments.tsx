import styled from 'styled-components';
import type { OrderDto, RefundDto } from '../../api/generated';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatRupees } from '../../lib/money';
import { formatDateTime, formatShortDate } from './format';
import { DOCUMENT_LABELS, REFUND_STATUS_LABELS } from '../../lib/orderMoney';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Download = styled.a`
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: 600;

  &:hover {
    text-decoration: underline;
  }
`;

const tones: Record<RefundDto['status'], string> = { pending: '#76600f', success: '#2d5f3a', failed: '#8e2b2b' };

const RefundStatus = styled.strong<{ $status: RefundDto['status'] }>`
  color: ${({ $status }) => tones[$status]};
`;

/** The order's GST invoice and credit note, each a PDF download (same-origin, cookie-signed). */
export function OrderDocuments({ documents }: { documents: OrderDto['documents'] }) {
  return (
    <List>
      {documents.map((doc) => (
        <Row key={doc.number}>
          <div>
            <strong>{DOCUMENT_LABELS[doc.kind]}</strong> {doc.number}
            <br />
            <span>Issued {formatShortDate(doc.issuedAt)}</span>
          </div>
          {/* The link's name starts with its visible words, so speech input ("click Download PDF") finds it. */}
          <Download href={doc.pdfUrl} download>
            Download PDF
            <VisuallyHidden>
              {' '}
              of {DOCUMENT_LABELS[doc.kind].toLowerCase()} {doc.number}
            </VisuallyHidden>
          </Download>
        </Row>
      ))}
    </List>
  );
}

/** Refunds with their status, newest last (as they happened). */
export function RefundList({ refunds }: { refunds: RefundDto[] }) {
  return (
    <List aria-label="Refunds">
      {refunds.map((refund) => (
        <Row key={refund.id} data-refund-status={refund.status}>
          <div>
            <strong>{formatRupees(refund.amount)}</strong> · {refund.reason}
            <br />
            <span>{formatDateTime(refund.createdAt)}</span>
          </div>
          <RefundStatus $status={refund.status}>{REFUND_STATUS_LABELS[refund.status]}</RefundStatus>
        </Row>
      ))}
    </List>
  );
}
