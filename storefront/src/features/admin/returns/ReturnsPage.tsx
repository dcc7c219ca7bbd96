import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { type ReturnDto } from '../../../api/generated';
import { useApproveReturnMutation, useListReturnsQuery, useRefuseReturnMutation } from '../../../api/adminGenerated';
import { useConfirm } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { Modal } from '../../../components/Modal';
import { PageLoader } from '../../../components/PageLoader';
import { useNotify } from '../../../components/Toaster';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { formatRupees } from '../../../lib/money';
import {
  AdminHeader,
  AdminPage,
  AdminSubtitle,
  AdminTitle,
  Badge,
  Field,
  Hint,
  RowActions,
  Select,
  SmallButton,
  SmallLink,
  StackedTable,
  TableScroller,
  TextArea,
} from '../shared/adminUi';
import { serverMessage } from '../shared/apiError';
import { DialogFooter } from '../shared/DialogFooter';
import { Pager } from '../shared/Pager';
import { lineLabel } from '../../../lib/variants';

export const RETURNS_PAGE_SIZE = 20;

export const ADMIN_RETURN_MESSAGES = {
  loading: 'Loading returns...',
  loadError: 'Could not load the returns. Please try again later.',
  empty: 'No return requests',
  confirmApprove: (items: string) => `Approve the return of ${items}? The stock goes back and the refund is made now.`,
  approved: (amount: string | null) => (amount ? `Return approved: ${amount} refunded.` : 'Return approved.'),
  refused: 'Return refused. The shopper has been told why.',
  failed: 'That did not work. Please try again.',
  noNote: 'Tell the shopper why the return is refused.',
} as const;

const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'requested', label: 'Requested' },
  { value: 'approved', label: 'Approved' },
  { value: 'refused', label: 'Refused' },
] as const;
type StatusFilter = (typeof STATUS_OPTIONS)[number]['value'];

const BADGES: Record<ReturnDto['status'], { background: string; ink: string; label: string }> = {
  requested: { background: '#fdf0d5', ink: '#7a5200', label: 'Requested' },
  approved: { background: '#e1efe3', ink: '#2d5f3a', label: 'Approved' },
  refused: { background: '#f8dedd', ink: '#8a1f17', label: 'Refused' },
};

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    font-weight: 600;
  }

  select {
    width: auto;
    min-width: 160px;
  }
`;

const Photos = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};

  img {
    width: 40px;
    height: 40px;
    border-radius: 4px;
    object-fit: cover;
  }
`;

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const itemsText = (entry: ReturnDto) => entry.lines.map((line) => `${line.quantity} × ${lineLabel(line)}`).join(', ');

function refundText(entry: ReturnDto): string {
  if (!entry.refund) return entry.status === 'refused' ? (entry.decisionNote ?? '') : '—';
  const state = { success: 'refunded', pending: 'pending', failed: 'failed' }[entry.refund.status];
  return `${formatRupees(entry.refund.amount)} ${state}`;
}

/** The note a refusal needs, in a dialog of its own. */
function RefuseDialog({ entry, onClose }: { entry: ReturnDto; onClose: () => void }) {
  const id = useId();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refuse, { isLoading }] = useRefuseReturnMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError(ADMIN_RETURN_MESSAGES.noNote);
    try {
      await refuse({ id: entry.id, refuseReturnDto: { note: note.trim() } }).unwrap();
      notify.success(ADMIN_RETURN_MESSAGES.refused);
      onClose();
    } catch (failure) {
      setError(serverMessage(failure) ?? ADMIN_RETURN_MESSAGES.failed);
    }
  };

  return (
    <Modal title={`Refuse the return for order #${entry.orderNumber}`} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} aria-label="Refuse return" noValidate>
        <Hint>{itemsText(entry)}</Hint>
        <Field>
          <label htmlFor={`${id}-note`}>Note for the shopper</label>
          <TextArea id={`${id}-note`} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <DialogFooter error={error} onCancel={onClose} busy={isLoading} label="Refuse return" busyLabel="Refusing..." />
      </form>
    </Modal>
  );
}

/** The admin's return requests: newest first, by status, each approved or refused here. */
export function ReturnsPage() {
  useDocumentTitle('Returns');
  const notify = useNotify();
  const [confirm, confirmDialog] = useConfirm();
  // An order's page links here with ?status= of its return (the admin's order page).
  const [params] = useSearchParams();
  const linked = STATUS_OPTIONS.find((option) => option.value === params.get('status'));
  const [status, setStatus] = useState<StatusFilter>(linked?.value ?? 'requested');
  const [page, setPage] = useState(1);
  const [refusing, setRefusing] = useState<ReturnDto | null>(null);
  const [approve, { isLoading: approving }] = useApproveReturnMutation();
  const { data, isLoading, isError, isFetching } = useListReturnsQuery({
    status: status || undefined,
    page,
    limit: RETURNS_PAGE_SIZE,
  });

  const approveOne = async (entry: ReturnDto) => {
    if (!(await confirm(ADMIN_RETURN_MESSAGES.confirmApprove(itemsText(entry)), 'Approve'))) return;
    try {
      const done = await approve({ id: entry.id }).unwrap();
      const refunded = done.refund?.status === 'success' ? formatRupees(done.refund.amount) : null;
      notify.success(ADMIN_RETURN_MESSAGES.approved(refunded));
    } catch (failure) {
      notify.error(serverMessage(failure) ?? ADMIN_RETURN_MESSAGES.failed);
    }
  };

  let body;
  if (isLoading) body = <PageLoader label={ADMIN_RETURN_MESSAGES.loading} />;
  else if (isError || !data) body = <EmptyState title={ADMIN_RETURN_MESSAGES.loadError} />;
  else if (data.returns.length === 0) body = <EmptyState title={ADMIN_RETURN_MESSAGES.empty} />;
  else {
    body = (
      <>
        <TableScroller aria-busy={isFetching}>
          <StackedTable>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Items</th>
                <th scope="col">Reason</th>
                <th scope="col">Asked</th>
                <th scope="col">Status</th>
                <th scope="col">Refund</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.returns.map((entry) => (
                <tr key={entry.id} data-return-id={entry.id}>
                  <td data-label="Order">
                    <SmallLink to={`/dashboard/manage-orders/${entry.orderId}`}>#{entry.orderNumber}</SmallLink>
                  </td>
                  <td data-label="Customer">{entry.email}</td>
                  <td data-label="Items">{itemsText(entry)}</td>
                  <td data-label="Reason">
                    {entry.reason}
                    {entry.photos.length > 0 && (
                      <Photos>
                        {entry.photos.map((url, index) => (
                          <a key={url} href={url} target="_blank" rel="noreferrer">
                            <img src={url} alt={`Photo ${index + 1} of the return for order #${entry.orderNumber}`} />
                          </a>
                        ))}
                      </Photos>
                    )}
                  </td>
                  <td data-label="Asked">{dateTime.format(new Date(entry.createdAt))}</td>
                  <td data-label="Status">
                    <Badge $background={BADGES[entry.status].background} $ink={BADGES[entry.status].ink}>
                      {BADGES[entry.status].label}
                    </Badge>
                  </td>
                  <td data-label="Refund">{refundText(entry)}</td>
                  <td data-label="Actions">
                    {entry.status === 'requested' && (
                      <RowActions>
                        <SmallButton
                          type="button"
                          $tone="accent"
                          disabled={approving}
                          onClick={() => void approveOne(entry)}
                          aria-label={`Approve the return for order #${entry.orderNumber}`}
                        >
                          Approve
                        </SmallButton>
                        <SmallButton
                          type="button"
                          $tone="danger"
                          onClick={() => setRefusing(entry)}
                          aria-label={`Refuse the return for order #${entry.orderNumber}`}
                        >
                          Refuse
                        </SmallButton>
                      </RowActions>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
        </TableScroller>
        <Pager
          page={page}
          pageSize={RETURNS_PAGE_SIZE}
          total={data.total}
          totalPages={Math.max(1, data.totalPages)}
          onPage={(next) => setPage(Math.min(Math.max(1, next), Math.max(1, data.totalPages)))}
        />
      </>
    );
  }

  return (
    <AdminPage>
      <AdminHeader>
        <div>
          <AdminTitle>Returns</AdminTitle>
          <AdminSubtitle>Shoppers&apos; requests to return delivered items, newest first.</AdminSubtitle>
        </div>
      </AdminHeader>
      <Toolbar>
        <Field>
          <label htmlFor="returns-status">Status</label>
          <Select
            id="returns-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
          >
            {STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </Toolbar>
      {body}
      {refusing && <RefuseDialog entry={refusing} onClose={() => setRefusing(null)} />}
      {confirmDialog}
    </AdminPage>
  );
}
