import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  useCreateReturnMutation,
  useGetOrderReturnsQuery,
  type OrderDto,
  type OrderReturnsDto,
  type ReturnDto,
} from '../../api/generated';
import { serverMessage, type QueryError } from '../../api/apiError';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/ConfirmDialog';
import { Input, TextArea } from '../../components/FormControls';
import { Modal } from '../../components/Modal';
import { useNotify } from '../../components/Toaster';
import { useReturnPhotoUpload } from '../../components/useImageUpload';
import { formatRupees } from '../../lib/money';
import { isAdmin, selectCurrentUser } from '../auth';
import { formatShortDate } from './format';
import { lineLabel } from '../../lib/variants';
import { Panel, PanelTitle } from './ui';

export const RETURN_MESSAGES = {
  noLines: 'Choose at least one item to return.',
  noReason: 'Please tell us why you are returning the items.',
  tooManyPhotos: 'You can add up to 3 photos.',
  sent: 'Your return request has been sent. We will reply by e-mail.',
  failed: 'Your return request could not be sent. Please try again.',
  confirm: (pieces: number) => `Send a request to return ${pieces} ${pieces === 1 ? 'item' : 'items'}?`,
} as const;

export const RETURN_STATUS_LABELS: Record<ReturnDto['status'], string> = {
  requested: 'Requested',
  approved: 'Approved',
  refused: 'Not accepted',
};

const MAX_PHOTOS = 3;
const MAX_REASON = 500;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
  }

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// One column that never grows past the dialog (a fieldset's min-content would widen it).
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

const Lines = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 600;
  }

  > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 88px;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: 600;
  }
`;

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 72px;
    height: 72px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** How a return stands for the shopper: its refund once approved. */
function returnState(entry: ReturnDto): string {
  if (entry.status === 'approved' && entry.refund) {
    if (entry.refund.status === 'success') return `Refunded ${formatRupees(entry.refund.amount)}`;
    if (entry.refund.status === 'pending') return `Approved · refund of ${formatRupees(entry.refund.amount)} pending`;
    return 'Approved · the refund is being retried';
  }
  return RETURN_STATUS_LABELS[entry.status];
}

/** Where an admin decides a return: the Returns page, showing the return's status. */
export function returnsPageLink(entry: ReturnDto): string {
  return `/dashboard/returns?status=${entry.status}`;
}

function ReturnList({ returns, admin }: { returns: ReturnDto[]; admin: boolean }) {
  return (
    <List aria-label="Return requests">
      {returns.map((entry) => (
        <Entry key={entry.id} data-return-status={entry.status}>
          <p>
            <strong>{returnState(entry)}</strong> <span>· asked {formatShortDate(entry.createdAt)}</span>
          </p>
          <p>{entry.lines.map((line) => `${line.quantity} × ${lineLabel(line)}`).join(', ')}</p>
          <span>Reason: {entry.reason}</span>
          {entry.decisionNote && <p>Note from the shop: {entry.decisionNote}</p>}
          {entry.creditNote && (
            <a href={entry.creditNote.pdfUrl} download>
              Download credit note {entry.creditNote.number} (PDF)
            </a>
          )}
          {admin && <Link to={returnsPageLink(entry)}>Open in Returns</Link>}
        </Entry>
      ))}
    </List>
  );
}

interface ReturnFormProps {
  order: OrderDto;
  returnable: OrderReturnsDto['returnable'];
  onClose: () => void;
}

/** Which lines and how many, why, and up to 3 photos; asks before sending. */
export function ReturnForm({ order, returnable, onClose }: ReturnFormProps) {
  const id = useId();
  const notify = useNotify();
  const [confirm, confirmDialog] = useConfirm();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { uploadFile, state: uploadState, message: uploadMessage } = useReturnPhotoUpload();
  const [createReturn, { isLoading }] = useCreateReturnMutation();
  const left = new Map(returnable.map((line) => [line.itemId, line.quantity]));
  const lines = order.products.filter((line) => (left.get(line.id) ?? 0) > 0);

  const addPhotos = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (photos.length + chosen.length > MAX_PHOTOS) return setProblem(RETURN_MESSAGES.tooManyPhotos);
    setProblem(null);
    for (const file of chosen) {
      const url = await uploadFile(file);
      if (url) setPhotos((current) => [...current, url]);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines
      .map((line) => ({ itemId: line.id, quantity: quantities[line.id] ?? 0 }))
      .filter((line) => line.quantity > 0);
    if (chosen.length === 0) return setProblem(RETURN_MESSAGES.noLines);
    if (!reason.trim()) return setProblem(RETURN_MESSAGES.noReason);
    setProblem(null);
    const pieces = chosen.reduce((sum, line) => sum + line.quantity, 0);
    if (!(await confirm(RETURN_MESSAGES.confirm(pieces), 'Send request'))) return;
    try {
      await createReturn({ id: order._id, createReturnDto: { lines: chosen, reason: reason.trim(), photos } }).unwrap();
      notify.success(RETURN_MESSAGES.sent);
      onClose();
    } catch (failure) {
      const message = serverMessage(failure as QueryError) ?? RETURN_MESSAGES.failed;
      setProblem(message);
      notify.error(message);
    }
  };

  return (
    <>
      <Modal title="Return items" onClose={onClose}>
        <Form onSubmit={(event) => void submit(event)} aria-label="Return items" noValidate>
          <Lines>
            <legend>Items to return</legend>
            {lines.map((line) => (
              <div key={line.id}>
                <label htmlFor={`${id}-${line.id}`}>
                  {lineLabel(line)} <Hint as="span">(up to {left.get(line.id)})</Hint>
                </label>
                <Input
                  id={`${id}-${line.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left.get(line.id)}
                  value={quantities[line.id] ?? 0}
                  onChange={(event) => {
                    const value = Math.trunc(Number(event.target.value));
                    const bounded = Number.isFinite(value) ? Math.min(Math.max(value, 0), left.get(line.id) ?? 0) : 0;
                    setQuantities((current) => ({ ...current, [line.id]: bounded }));
                  }}
                  aria-label={`Quantity of ${lineLabel(line)} to return`}
                />
              </div>
            ))}
          </Lines>
          <Field>
            <label htmlFor={`${id}-reason`}>Why are you returning these items?</label>
            <TextArea
              id={`${id}-reason`}
              value={reason}
              maxLength={MAX_REASON}
              required
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor={`${id}-photos`}>Photos (optional, up to {MAX_PHOTOS})</label>
            <input
              id={`${id}-photos`}
              type="file"
              accept="image/*"
              multiple
              disabled={photos.length >= MAX_PHOTOS || uploadState === 'uploading'}
              onChange={(event) => {
                void addPhotos(event.target.files);
                event.target.value = '';
              }}
            />
            {uploadState === 'uploading' && <Hint role="status">Uploading photo...</Hint>}
            {uploadState === 'failed' && uploadMessage && <Problem role="alert">{uploadMessage}</Problem>}
            {photos.length > 0 && (
              <Photos aria-label="Chosen photos">
                {photos.map((url, index) => (
                  <li key={url}>
                    <img src={url} alt={`Photo ${index + 1}`} />
                    <Button
                      type="button"
                      $variant="ghost"
                      onClick={() => setPhotos((current) => current.filter((photo) => photo !== url))}
                      aria-label={`Remove photo ${index + 1}`}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </Photos>
            )}
          </Field>
          {problem && <Problem role="alert">{problem}</Problem>}
          <Actions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading || uploadState === 'uploading'}>
              {isLoading ? 'Sending...' : 'Request return'}
            </Button>
          </Actions>
        </Form>
      </Modal>
      {confirmDialog}
    </>
  );
}

/**
 * Returns on the order page: the order's return requests and how they stand, and for the
 * shopper who placed a delivered order, "Return items" while the return window is open.
 */
export function OrderReturns({ order }: { order: OrderDto }) {
  const user = useAppSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  const delivered = order.status === 'completed';
  // An admin sees the returns of any order: its status may have been moved on since.
  const admin = isAdmin(user);
  const { data } = useGetOrderReturnsQuery({ id: order._id }, { skip: !delivered && !admin });
  if (!data) return null;
  const owner = Boolean(user && order.userId === user._id);
  const canAsk = delivered && owner && data.window.open && data.returnable.some((line) => line.quantity > 0);
  if (data.returns.length === 0 && !canAsk) return null;

  return (
    <Panel aria-labelledby="order-returns-heading">
      <PanelTitle id="order-returns-heading">Returns</PanelTitle>
      {data.returns.length > 0 && <ReturnList returns={data.returns} admin={admin} />}
      {canAsk && (
        <>
          {data.window.closesAt && (
            <Hint>You can ask to return items until {formatShortDate(data.window.closesAt)}.</Hint>
          )}
          <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
            Return items
          </Button>
        </>
      )}
      {open && <ReturnForm order={order} returnable={data.returnable} onClose={() => setOpen(false)} />}
    </Panel>
  );
}
