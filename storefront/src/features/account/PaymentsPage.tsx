import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useListUserPaymentsQuery } from '../../api/generated';
import { useAppSelector } from '../../app/hooks';
import { EmptyState } from '../../components/EmptyState';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { orderNumber } from '../../lib/ids';
import { formatRupees } from '../../lib/money';
import { selectCurrentUser } from '../auth';
import { formatShortDate } from './format';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from './orderStatus';
import { RefundList } from './OrderDocuments';
import { ScreenHeader, ScreenLoader, StatePanel } from './ui';

const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.soft};
`;

const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.md};
    text-align: left;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }

  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  tbody tr.refunds td {
    padding-top: 0;
    padding-left: ${({ theme }) => theme.space.xl};
    border-top: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.accentDark};
    font-weight: 600;
  }

  code {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

/** /dashboard/payments: every payment the shopper has made or started. */
export function PaymentsPage() {
  useDocumentTitle('Payments');
  const email = useAppSelector(selectCurrentUser)?.email ?? '';
  const { data, isLoading, isError } = useListUserPaymentsQuery({ email: encodeURIComponent(email) }, { skip: !email });
  const payments = data?.payments ?? [];

  let body;
  if (isLoading) body = <ScreenLoader label="Loading your payments..." />;
  else if (isError) {
    body = (
      <StatePanel role="alert">
        <EmptyState title="Error Loading Payments" message="Failed to load payments. Please try again later." />
      </StatePanel>
    );
  } else if (payments.length === 0) {
    body = (
      <StatePanel>
        <EmptyState title="No Payments Yet" message="Your payment history will appear here." />
      </StatePanel>
    );
  } else {
    body = (
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Order</th>
              <th scope="col">Method</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Transaction ID</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => [
              <tr key={payment._id}>
                <td>{formatShortDate(payment.createdAt)}</td>
                <td>
                  <Link to={`/dashboard/orders/${payment.orderId}`}>{orderNumber(payment.orderId)}</Link>
                </td>
                <td>{PAYMENT_METHOD_LABELS[payment.method] ?? payment.method}</td>
                <td>{formatRupees(payment.amount)}</td>
                <td>{PAYMENT_STATUS_LABELS[payment.status] ?? payment.status}</td>
                <td>{payment.txnId ? <code>{payment.txnId}</code> : '—'}</td>
              </tr>,
              payment.refunds.length > 0 && (
                <tr key={`${payment._id}-refunds`} className="refunds">
                  <td colSpan={6}>
                    <RefundList refunds={payment.refunds} />
                  </td>
                </tr>
              ),
            ])}
          </tbody>
        </Table>
      </TableWrap>
    );
  }

  return (
    <>
      <ScreenHeader eyebrow="My account" title="Payments" subtitle="Your payment history will appear here." />
      {body}
    </>
  );
}
