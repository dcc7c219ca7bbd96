import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetOrderQuery, type OrderDto } from '../../api/generated';
import { useDeleteOrderMutation, useListOrdersQuery, type AdminOrderSummaryListDto } from '../../api/adminGenerated';
import { Modal } from '../../components/Modal';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatRupees } from '../../lib/money';
import { canRefund, mayRefund } from '../../lib/orderMoney';
import { PAYMENT_STATUS_LABELS } from '../../lib/orderStatus';
import {
  AdminHeader,
  AdminPage,
  AdminSubtitle,
  AdminTitle,
  Badge,
  Notice,
  RowActions,
  SmallButton,
  SmallLink,
  StackedTable,
  TableScroller,
} from './shared/adminUi';
import { serverMessage } from './shared/apiError';
import { Pager } from './shared/Pager';
import {
  emptyOrdersText,
  filterCount,
  formatShortDate,
  itemsText,
  ORDER_FILTERS,
  ORDERS_ERROR,
  ORDERS_POLL_MS,
  ORDERS_UPDATED_TOAST,
  orderReference,
  ordersSignature,
  paymentLabel,
  STATUS_COLOURS,
  STATUS_LABELS,
  type OrderFilter,
} from './orders/orderView';
import { UpdateStatusModal } from './orders/UpdateStatusModal';
import { OrderSearch } from './orders/OrderSearch';
import {
  isNarrowed,
  listArgs,
  matchingLabel,
  ORDERS_PAGE_SIZE,
  readOrderQuery,
  writeOrderQuery,
  type OrderQuery,
} from './orders/orderQuery';
import { RefundModal } from './orders/RefundModal';
import { useConfirm } from '../../components/ConfirmDialog';
import { useNotify } from '../../components/Toaster';

export const ORDER_MESSAGES = {
  confirmDelete: 'Are you sure you want to delete this order?',
  deleteFailed: 'Failed to delete order.',
  loadFailed: 'Unable to load this order. Please try again.',
  refundAfterCancel: 'The order is cancelled. Its UPI payment is still with the shop: refund the customer now?',
} as const;

const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 34px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  white-space: nowrap;
`;

const TOAST_MS = 3000;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const FilterButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 38px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ $active, theme }) => ($active ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $active, theme }) => ($active ? theme.colors.accent : theme.colors.surface)};
  color: ${({ $active, theme }) => ($active ? '#fff' : theme.colors.ink)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  span {
    min-width: 24px;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ $active, theme }) => ($active ? 'rgba(255,255,255,0.25)' : theme.colors.surfaceMuted)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: center;
  }
`;

// Seven columns fit the dashboard's width: tighter cells, long e-mails wrap, actions in two rows.
const OrdersTable = styled(StackedTable)`
  ${({ theme }) => theme.media.md} {
    th,
    td {
      padding-inline: 10px;
    }

    td:last-child > div {
      flex-wrap: wrap;
      max-width: 180px;
    }
  }
`;

const EmailCell = styled.td`
  ${({ theme }) => theme.media.md} {
    && {
      min-width: 140px;
      max-width: 190px;
      overflow-wrap: anywhere;
    }
  }
`;

const Nowrap = styled.td`
  white-space: nowrap;
`;

const Reference = styled.strong`
  display: block;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  letter-spacing: 0.04em;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Paid reads calm, unpaid waits, failed warns: the admin sees at a glance which orders took money. */
const PaymentState = styled.span<{ $status: OrderDto['paymentStatus'] }>`
  color: ${({ $status, theme }) =>
    $status === 'paid' ? theme.colors.success : $status === 'failed' ? theme.colors.danger : theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const Toast = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/**
 * Tells the admin when an automatic refresh (the 30-second poll, window focus or reconnect)
 * brought a different list, but not when the list changed because of their own action.
 */
function useAutoUpdateToast(filter: string, orders: AdminOrderSummaryListDto['orders'] | undefined) {
  const seen = useRef<{ filter: string; signature: string } | null>(null);
  const ownChange = useRef(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!orders) return;
    const signature = ordersSignature(orders);
    const previous = seen.current;
    seen.current = { filter, signature };
    if (!previous || previous.filter !== filter || previous.signature === signature) return;
    if (ownChange.current) {
      ownChange.current = false;
      return;
    }
    setVisible(true);
  }, [filter, orders]);

  useEffect(() => {
    if (!visible) return undefined;
    const timer = window.setTimeout(() => setVisible(false), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  return { visible, markOwnChange: () => (ownChange.current = true) };
}

/**
 * What needs the whole order (the status dialog's parcels, the refund's lines), once it has come
 * from GET /api/orders/order/{id}: the table holds summary rows only.
 */
function WithOrder({
  id,
  onClose,
  children,
}: {
  id: string;
  onClose: () => void;
  children: (order: OrderDto) => ReactElement;
}) {
  const { data, isError } = useGetOrderQuery({ id });
  if (data) return children(data.order);
  return (
    <Modal title={isError ? 'Order' : 'Loading order'} onClose={onClose}>
      {isError ? (
        <Notice $tone="error" role="alert">
          {ORDER_MESSAGES.loadFailed}
        </Notice>
      ) : (
        <PageLoader label="Loading order..." />
      )}
    </Modal>
  );
}

/** Every order in the shop, filtered by status, a page at a time, refreshed on its own every 30 seconds. */
export function ManageOrdersPage() {
  useDocumentTitle('Manage Orders');
  // Every filter lives in the address, so a search can be reloaded, shared and gone back to.
  const [params, setParams] = useSearchParams();
  const query = readOrderQuery(params);
  const filter: OrderFilter = query.status;
  // Another filter or search starts again at the first page.
  const setQuery = (next: OrderQuery) => setParams(writeOrderQuery({ ...next, page: 1 }), { replace: true });
  const setPage = (page: number) => setParams(writeOrderQuery({ ...query, page }), { replace: true });
  const answer = useListOrdersQuery(listArgs(query), {
    pollingInterval: ORDERS_POLL_MS,
    refetchOnFocus: true,
    refetchOnReconnect: true,
    skipPollingIfUnfocused: false,
  });
  const { isLoading, isFetching, isError } = answer;
  // listArgs asks for view=summary, which the server answers with summary rows.
  const data = answer.data as AdminOrderSummaryListDto | undefined;
  const [removeOrder] = useDeleteOrderMutation();
  const notify = useNotify();
  const [ask, confirmDialog] = useConfirm();
  /** The order whose status dialog is open, by id. */
  const [editing, setEditing] = useState<string | null>(null);
  /** The order being refunded: by id from the table, or as the status change saved it. */
  const [refunding, setRefunding] = useState<{ id: string; order?: OrderDto; intro?: string } | null>(null);
  const toast = useAutoUpdateToast(writeOrderQuery(query).toString(), data?.orders);

  const remove = async (id: string) => {
    if (!(await ask(ORDER_MESSAGES.confirmDelete))) return;
    try {
      toast.markOwnChange();
      await removeOrder({ id }).unwrap();
    } catch (failure) {
      notify.error(serverMessage(failure) ?? ORDER_MESSAGES.deleteFailed);
    }
  };

  let body;
  if (isLoading) body = <PageLoader label="Loading orders..." />;
  else if (isError || !data) {
    body = (
      <Notice $tone="error" role="alert">
        {ORDERS_ERROR}
      </Notice>
    );
  } else if (data.orders.length === 0) {
    body = isNarrowed(query) ? (
      <EmptyState title="No Orders Found" message="No order matches this search. Try other words or fewer filters." />
    ) : (
      <EmptyState title={emptyOrdersText(filter)} message="New orders appear here on their own." />
    );
  } else {
    body = (
      <TableScroller>
        <OrdersTable>
          <thead>
            <tr>
              <th scope="col">Order Details</th>
              <th scope="col">Customer</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Payment</th>
              <th scope="col">Date</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.orders.map((order) => {
              const reference = orderReference(order.id);
              const { invoice } = order;
              return (
                <tr key={order.id} data-order-id={order.id}>
                  <td data-label="Order">
                    <Reference>#{reference}</Reference>
                    <Muted>{itemsText(order.itemCount)}</Muted>
                  </td>
                  <EmailCell data-label="Customer">{order.email}</EmailCell>
                  <Nowrap data-label="Amount">{formatRupees(order.amount)}</Nowrap>
                  <td data-label="Status">
                    <Badge
                      $background={STATUS_COLOURS[order.status].background}
                      $ink={STATUS_COLOURS[order.status].ink}
                    >
                      {STATUS_LABELS[order.status]}
                    </Badge>
                  </td>
                  <td data-label="Payment">
                    <span>
                      <span>{paymentLabel(order.paymentMethod)}</span>
                      <PaymentState $status={order.paymentStatus}>
                        {' '}
                        · {PAYMENT_STATUS_LABELS[order.paymentStatus]}
                      </PaymentState>
                    </span>
                  </td>
                  <td data-label="Date">{formatShortDate(order.createdAt)}</td>
                  <td>
                    <RowActions>
                      <SmallLink to={`/dashboard/manage-orders/${order.id}`} aria-label={`View order ${reference}`}>
                        View
                      </SmallLink>
                      <SmallButton
                        type="button"
                        $tone="accent"
                        aria-label={`Update status of order ${reference}`}
                        onClick={() => setEditing(order.id)}
                      >
                        Status
                      </SmallButton>
                      {invoice && (
                        <DownloadLink href={invoice.pdfUrl} download aria-label={`Download invoice ${invoice.number}`}>
                          Invoice
                        </DownloadLink>
                      )}
                      {mayRefund(order, order.refundable) && (
                        <SmallButton
                          type="button"
                          aria-label={`Refund order ${reference}`}
                          onClick={() => setRefunding({ id: order.id })}
                        >
                          Refund
                        </SmallButton>
                      )}
                      <SmallButton
                        type="button"
                        $tone="danger"
                        aria-label={`Delete order ${reference}`}
                        onClick={() => void remove(order.id)}
                      >
                        Delete
                      </SmallButton>
                    </RowActions>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </OrdersTable>
      </TableScroller>
    );
  }

  return (
    <AdminPage>
      <AdminHeader>
        <div>
          <AdminTitle>Manage Orders</AdminTitle>
          <AdminSubtitle>The list refreshes itself every 30 seconds.</AdminSubtitle>
        </div>
      </AdminHeader>
      <OrderSearch query={query} onChange={setQuery} />
      {isNarrowed(query) && data && (
        <Muted role="status" aria-live="polite">
          {isFetching ? 'Searching...' : matchingLabel(query, data.count)}
        </Muted>
      )}
      <Filters role="group" aria-label="Filter orders by status">
        {ORDER_FILTERS.map((option) => (
          <FilterButton
            key={option.value}
            type="button"
            $active={filter === option.value}
            aria-pressed={filter === option.value}
            onClick={() => setQuery({ ...query, status: option.value })}
          >
            {option.label}
            <span>{filterCount(data?.counts, option.value)}</span>
          </FilterButton>
        ))}
      </Filters>
      {body}
      {data && !isError && (data.count > 0 || query.page > 1) && (
        <Pager
          page={query.page}
          pageSize={ORDERS_PAGE_SIZE}
          total={data.count}
          totalPages={Math.max(1, Math.ceil(data.count / ORDERS_PAGE_SIZE))}
          onPage={setPage}
        />
      )}
      {editing && (
        <WithOrder id={editing} onClose={() => setEditing(null)}>
          {(order) => (
            <UpdateStatusModal
              order={order}
              onClose={() => setEditing(null)}
              onUpdated={(saved) => {
                toast.markOwnChange();
                if (saved?.status === 'cancelled' && canRefund(saved)) {
                  setRefunding({ id: saved.id, order: saved, intro: ORDER_MESSAGES.refundAfterCancel });
                }
              }}
            />
          )}
        </WithOrder>
      )}
      {refunding &&
        (refunding.order ? (
          <RefundModal
            order={refunding.order}
            intro={refunding.intro}
            onClose={() => setRefunding(null)}
            onDone={toast.markOwnChange}
          />
        ) : (
          <WithOrder id={refunding.id} onClose={() => setRefunding(null)}>
            {(order) => <RefundModal order={order} onClose={() => setRefunding(null)} onDone={toast.markOwnChange} />}
          </WithOrder>
        ))}
      {toast.visible && <Toast role="status">{ORDERS_UPDATED_TOAST}</Toast>}
      {confirmDialog}
    </AdminPage>
  );
}
