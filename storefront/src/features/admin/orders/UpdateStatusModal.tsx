import { useId, useState } from 'react';
import styled from 'styled-components';
import { useOrdersControllerUpdateStatusMutation, type OrderDto } from '../../../api/generated';
import { Modal } from '../../../components/Modal';
import { formatRupees } from '../../../lib/money';
import { Badge, Field, Hint, Select } from '../shared/adminUi';
import { serverMessage } from '../shared/apiError';
import { DialogFooter } from '../shared/DialogFooter';
import {
  itemCount,
  ORDER_STATUSES,
  orderReference,
  paymentLabel,
  STATUS_COLOURS,
  STATUS_DESCRIPTIONS,
  STATUS_LABELS,
  type OrderStatus,
} from './orderView';

export const STATUS_UPDATE_FAILED = 'Failed to update status. Please try again.';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

interface UpdateStatusModalProps {
  order: OrderDto;
  onClose: () => void;
  onUpdated: () => void;
}

/** Shows the order at a glance and sets any of the five statuses. */
export function UpdateStatusModal({ order, onClose, onUpdated }: UpdateStatusModalProps) {
  const id = useId();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [error, setError] = useState<string | null>(null);
  const [updateStatus, { isLoading }] = useOrdersControllerUpdateStatusMutation();

  const save = async () => {
    setError(null);
    try {
      await updateStatus({ id: order._id, updateOrderStatusDto: { status } }).unwrap();
      onUpdated();
      onClose();
    } catch (failure) {
      const message = serverMessage(failure);
      if (message) setError(message);
      else window.alert(STATUS_UPDATE_FAILED);
    }
  };

  return (
    <Modal title="Update Order Status" onClose={onClose}>
      <Facts>
        <dt>Order</dt>
        <dd>#{orderReference(order._id)}</dd>
        <dt>Customer</dt>
        <dd>{order.email}</dd>
        <dt>Amount</dt>
        <dd>{formatRupees(order.amount)}</dd>
        <dt>Payment</dt>
        <dd>{paymentLabel(order.paymentMethod)}</dd>
        <dt>Items</dt>
        <dd>{itemCount(order)}</dd>
        <dt>Current status</dt>
        <dd>
          <Badge $background={STATUS_COLOURS[order.status].background} $ink={STATUS_COLOURS[order.status].ink}>
            {STATUS_LABELS[order.status]}
          </Badge>
        </dd>
      </Facts>
      <Field>
        <label htmlFor={`${id}-status`}>New status</label>
        <Select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
          aria-describedby={`${id}-description`}
        >
          {ORDER_STATUSES.map((option) => (
            <option key={option} value={option}>
              {STATUS_LABELS[option]} - {STATUS_DESCRIPTIONS[option]}
            </option>
          ))}
        </Select>
        <Hint id={`${id}-description`}>{STATUS_DESCRIPTIONS[status]}</Hint>
      </Field>
      <DialogFooter
        error={error}
        onCancel={onClose}
        onConfirm={() => void save()}
        busy={isLoading}
        label="Update Status"
        busyLabel="Updating..."
      />
    </Modal>
  );
}
