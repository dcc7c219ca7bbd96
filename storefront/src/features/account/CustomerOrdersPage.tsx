import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useListOrdersByEmailQuery, type OrderDto } from '../../api/generated';
import { useAppSelector } from '../../app/hooks';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { BagIcon } from '../../components/icons';
import { ArrowRightIcon } from '../../components/screenIcons';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { orderNumber } from '../../lib/ids';
import { formatRupees } from '../../lib/money';
import { selectCurrentUser } from '../auth';
import { formatShortDate } from './format';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ScreenHeader, ScreenLoader, StatePanel, VisuallyHidden } from './ui';

// Small screens get a stack of cards; from the md breakpoint the same orders form a table.
const CardList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.soft};
`;

const CardTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const CardMeta = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const OrderNumber = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-weight: 600;
  letter-spacing: 0.04em;
`;

const Amount = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

const CardBottom = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const TableWrap = styled.div`
  display: none;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.soft};

  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
    text-align: left;
    vertical-align: middle;
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }

  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.background};
  }

  .amount {
    text-align: right;
    white-space: nowrap;
  }
`;

const DetailsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accentDark};
  font-weight: 600;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

function OrderCards({ orders }: { orders: OrderDto[] }) {
  return (
    <CardList aria-label="Orders">
      {orders.map((order, index) => (
        <Card key={order._id}>
          <CardTop>
            <span>
              {index + 1}. <OrderNumber>{orderNumber(order._id)}</OrderNumber>
            </span>
            <OrderStatusBadge status={order.status} />
          </CardTop>
          <CardMeta>Placed on {formatShortDate(order.createdAt)}</CardMeta>
          <CardBottom>
            <Amount>{formatRupees(order.amount)}</Amount>
            <DetailsLink to={`/dashboard/orders/${order._id}`} aria-label={`View order ${orderNumber(order._id)}`}>
              View <ArrowRightIcon size={16} />
            </DetailsLink>
          </CardBottom>
        </Card>
      ))}
    </CardList>
  );
}

function OrderTable({ orders }: { orders: OrderDto[] }) {
  return (
    <TableWrap>
      <Table>
        <VisuallyHidden as="caption">Your orders, newest first</VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Order ID</th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col" className="amount">
              Total
            </th>
            <th scope="col">
              <VisuallyHidden>Details</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order, index) => (
            <tr key={order._id}>
              <td>{index + 1}</td>
              <td>
                <OrderNumber>{orderNumber(order._id)}</OrderNumber>
              </td>
              <td>{formatShortDate(order.createdAt)}</td>
              <td>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="amount">{formatRupees(order.amount)}</td>
              <td>
                <DetailsLink to={`/dashboard/orders/${order._id}`} aria-label={`View order ${orderNumber(order._id)}`}>
                  View details <ArrowRightIcon size={16} />
                </DetailsLink>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

/** /dashboard/orders: the signed-in shopper's orders, newest first. */
export function CustomerOrdersPage() {
  useDocumentTitle('My Orders');
  const email = useAppSelector(selectCurrentUser)?.email ?? '';
  const { data, isLoading, isError } = useListOrdersByEmailQuery(
    { email: encodeURIComponent(email) },
    { skip: !email },
  );

  let body;
  if (!email) {
    body = (
      <StatePanel>
        <EmptyState title="Authentication Required" message="Please log in to view your orders" />
      </StatePanel>
    );
  } else if (isLoading) {
    body = <ScreenLoader label="Loading your orders..." />;
  } else if (isError) {
    body = (
      <StatePanel role="alert">
        <EmptyState title="Error Loading Orders" message="Failed to load orders. Please try again later." />
      </StatePanel>
    );
  } else if (!data?.orders.length) {
    body = (
      <StatePanel>
        <EmptyState
          icon={<BagIcon size={30} />}
          title="No Orders Yet"
          message="Start shopping to place your first order!"
          action={<ButtonLink to="/shop">Start Shopping</ButtonLink>}
        />
      </StatePanel>
    );
  } else {
    body = (
      <>
        <OrderCards orders={data.orders} />
        <OrderTable orders={data.orders} />
      </>
    );
  }

  const count = data?.orders.length ?? 0;
  return (
    <>
      <ScreenHeader
        eyebrow="My account"
        title="My Orders"
        subtitle={
          count > 0
            ? `${count} ${count === 1 ? 'order' : 'orders'} placed with us`
            : 'Track and review everything you have ordered.'
        }
      />
      {body}
    </>
  );
}
