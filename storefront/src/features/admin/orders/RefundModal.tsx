import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { type OrderDto } from '../../../api/generated';
import { useCreateRefundMutation, type RefundResultDto } from '../../../api/adminGenerated';
import { Modal } from '../../../components/Modal';
import { amountText, formatRupees } from '../../../lib/money';
import { newUuid } from '../../../lib/uuid';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { refundableAmount, unitsLeft } from '../../../lib/orderMoney';
import { Field, Hint, Input, Notice, TextArea } from '../shared/adminUi';
import { serverMessage } from '../shared/apiError';
import { DialogFooter } from '../shared/DialogFooter';
import { orderReference } from './orderView';
import { lineLabel, lineVariant } from '../../../lib/variants';

/** The admin tells lines apart by variant and SKU: 'Round Mirror (Size: Large), SKU DS-1A2B-LARGE'. */
function lineWithSku(line: OrderDto['products'][number]): string {
  const { sku } = lineVariant(line);
  return sku ? `${lineLabel(line)}, SKU ${sku}` : lineLabel(line);
}

export const REFUND_MESSAGES = {
  failed: 'The refund could not be started. Please try again.',
  noLines: 'Choose at least one item to refund.',
  badAmount: (max: string) => `Enter an amount from Rs. 0.01 to ${max}.`,
  result: {
    success: 'Refund completed.',
    pending: 'Refund sent to the gateway; its status updates on its own.',
    failed: 'The gateway declined the refund. Nothing was refunded.',
  },
} as const;

const Modes = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 1fr 80px;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

interface RefundModalProps {
  order: OrderDto;
  /** Shown above the form, e.g. right after the order was cancelled. */
  intro?: string;
  onClose: () => void;
  onDone?: (result: RefundResultDto) => void;
}

/**
 * Refunds a paid UPI order in full or in part, by amount or by items, with a reason. The
 * refund id is made once per dialog, so a second click or a retry after a network error is
 * the same refund at the server, never a second one.
 */
export function RefundModal({ order, intro, onClose, onDone }: RefundModalProps) {
  const id = useId();
  const [refundId] = useState(() => newUuid());
  const max = refundableAmount(order);
  const left = unitsLeft(order);
  const [mode, setMode] = useState<'amount' | 'lines'>('amount');
  const [amount, setAmount] = useState(amountText(max));
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<RefundResultDto | null>(null);
  const [createRefund, { isLoading }] = useCreateRefundMutation();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setError(null);
    const lines = order.products
      .map((line) => ({ itemId: line.id, quantity: Number(quantities[line.id] || 0) }))
      .filter((line) => line.quantity > 0);
    const value = Number(amount);
    if (mode === 'lines' && lines.length === 0) return setError(REFUND_MESSAGES.noLines);
    if (mode === 'amount' && !(value > 0 && value <= max && /^\d+(\.\d{1,2})?$/.test(amount.trim()))) {
      return setError(REFUND_MESSAGES.badAmount(formatRupees(max)));
    }
    try {
      const done = await createRefund({
        createRefundDto: {
          orderId: order._id,
          refundId,
          reason: reason.trim(),
          ...(mode === 'amount' ? { amount: amount.trim() } : { lines }),
        },
      }).unwrap();
      setResult(done);
      onDone?.(done);
    } catch (failure) {
      setError(serverMessage(failure) ?? REFUND_MESSAGES.failed);
    }
  };

  const title = `Refund order #${orderReference(order._id)}`;
  if (result) {
    return (
      <Modal title={title} onClose={onClose}>
        <Stack>
          <Notice $tone={result.refund.status === 'failed' ? 'error' : 'success'} role="status">
            {formatRupees(result.refund.amount)}: {REFUND_MESSAGES.result[result.refund.status]}
          </Notice>
          <DialogFooter onCancel={onClose} onConfirm={onClose} busy={false} label="Done" busyLabel="Done" />
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        {intro && <Hint>{intro}</Hint>}
        <Hint>
          Paid {formatRupees(order.amount)} by UPI; up to {formatRupees(max)} can be refunded.
        </Hint>
        <Modes>
          <VisuallyHidden as="legend">Refund by</VisuallyHidden>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'amount'} onChange={() => setMode('amount')} />
            An amount
          </label>
          <label>
            <input type="radio" name={`${id}-mode`} checked={mode === 'lines'} onChange={() => setMode('lines')} />
            Items
          </label>
        </Modes>
        {mode === 'amount' ? (
          <Field>
            <label htmlFor={`${id}-amount`}>Amount (Rs.)</label>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </Field>
        ) : (
          <Lines>
            {order.products.map((line) => (
              <li key={line.id}>
                <label htmlFor={`${id}-${line.id}`}>
                  {lineWithSku(line)} ({left.get(line.id) ?? 0} of {line.quantity} left)
                </label>
                <Input
                  id={`${id}-${line.id}`}
                  type="number"
                  min={0}
                  max={left.get(line.id) ?? 0}
                  value={quantities[line.id] ?? '0'}
                  onChange={(event) => setQuantities({ ...quantities, [line.id]: event.target.value })}
                />
              </li>
            ))}
          </Lines>
        )}
        <Field>
          <label htmlFor={`${id}-reason`}>Reason</label>
          <TextArea
            id={`${id}-reason`}
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <DialogFooter error={error} onCancel={onClose} busy={isLoading} label="Refund" busyLabel="Refunding..." />
      </form>
    </Modal>
  );
}
