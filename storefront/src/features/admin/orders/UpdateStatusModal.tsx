import { useId, useState } from 'react';
import styled from 'styled-components';
import { type OrderDto, type ShipmentDto } from '../../../api/generated';
import {
  useUpdateOrderStatusMutation,
  useAddShipmentMutation,
  useRemoveShipmentMutation,
} from '../../../api/adminGenerated';
import { Modal } from '../../../components/Modal';
import { Parcels } from '../../../components/Parcels';
import { EMPTY_PARCEL, parcelPayload } from '../shipments/parcelForm';
import { ParcelFields } from '../shipments/ParcelFields';
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
  /**
   * Called with the order as saved by the status change (a cancelled paid order is then offered
   * a refund), or with null when only a parcel was removed and the modal stays open.
   */
  onUpdated: (order: OrderDto | null) => void;
}

/**
 * Shows the order at a glance and sets any of the five statuses. Choosing Shipped offers the
 * parcel's courier and AWB number: recording a parcel marks the order shipped and mails the
 * shopper the tracking link. An order may ship in several parcels.
 */
export function UpdateStatusModal({ order, onClose, onUpdated }: UpdateStatusModalProps) {
  const id = useId();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [parcel, setParcel] = useState(EMPTY_PARCEL);
  const [parcels, setParcels] = useState<ShipmentDto[]>(order.shipments ?? []);
  const [error, setError] = useState<string | null>(null);
  const [updateStatus, { isLoading: updating }] = useUpdateOrderStatusMutation();
  const [addShipment, { isLoading: shipping }] = useAddShipmentMutation();
  const [removeShipment] = useRemoveShipmentMutation();
  const isLoading = updating || shipping;

  const removeParcel = async (shipment: ShipmentDto) => {
    try {
      const { order: updated } = await removeShipment({ id: order._id, shipmentId: shipment.id }).unwrap();
      setParcels(updated.shipments);
      onUpdated(null);
    } catch (failure) {
      setError(serverMessage(failure) ?? 'Failed to remove the parcel.');
    }
  };

  const save = async () => {
    setError(null);
    const shipment = status === 'shipped' ? parcelPayload(parcel) : null;
    if (shipment && 'problem' in shipment) {
      setError(shipment.problem);
      return;
    }
    try {
      // The parcel marks a pending or processing order shipped by itself; the status is set
      // apart only when no parcel was recorded or the order stands elsewhere (e.g. completed).
      const shipped = shipment
        ? (await addShipment({ id: order._id, createShipmentDto: shipment }).unwrap()).order
        : null;
      const saved =
        shipped && shipped.status === status
          ? shipped
          : (await updateStatus({ id: order._id, updateOrderStatusDto: { status } }).unwrap()).order;
      onClose();
      onUpdated(saved);
    } catch (failure) {
      // Shown in the dialog, where the admin is looking.
      setError(serverMessage(failure) ?? STATUS_UPDATE_FAILED);
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
      <Parcels parcels={parcels} onRemove={(shipment) => void removeParcel(shipment)} />
      {status === 'shipped' && <ParcelFields id={id} values={parcel} onChange={setParcel} />}
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
