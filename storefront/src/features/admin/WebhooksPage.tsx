import { useState } from 'react';
import {
  useDeleteWebhookEndpointMutation,
  useListWebhookEndpointsQuery,
  type WebhookEndpointDto,
} from '../../api/adminGenerated';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import {
  AdminHeader,
  AdminPage,
  AdminSubtitle,
  AdminTitle,
  Badge,
  Notice,
  RowActions,
  SmallButton,
  Table,
  TableScroller,
} from './shared/adminUi';
import { serverMessage } from './shared/apiError';
import { DeliveryLog } from './webhooks/DeliveryLog';
import { EndpointModal } from './webhooks/EndpointModal';
import { WEBHOOK_MESSAGES } from './webhooks/webhookView';
import { useConfirm } from '../../components/ConfirmDialog';

function EndpointStatus({ endpoint }: { endpoint: WebhookEndpointDto }) {
  if (endpoint.enabled) {
    return (
      <Badge $background="#e1efe3" $ink="#2d5f3a">
        Enabled
      </Badge>
    );
  }
  return (
    <>
      <Badge $background="#f8dedd" $ink="#8a1f17">
        Disabled
      </Badge>
      {endpoint.disabledReason && <div>{endpoint.disabledReason}</div>}
    </>
  );
}

/** Webhook endpoints: add, edit, delete, and each one's recent deliveries with resend. */
export function WebhooksPage() {
  useDocumentTitle('Webhooks');
  const { data, isLoading, error } = useListWebhookEndpointsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteEndpoint] = useDeleteWebhookEndpointMutation();
  const [ask, confirmDialog] = useConfirm();
  const [editing, setEditing] = useState<WebhookEndpointDto | 'new' | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const remove = async (endpoint: WebhookEndpointDto) => {
    if (!(await ask(WEBHOOK_MESSAGES.confirmDelete))) return;
    setProblem(null);
    try {
      await deleteEndpoint({ id: endpoint.id }).unwrap();
      if (selected === endpoint.id) setSelected(null);
    } catch (failure) {
      setProblem(serverMessage(failure) ?? 'The endpoint could not be deleted.');
    }
  };

  const endpoints = data?.endpoints ?? [];
  const shown = endpoints.find((endpoint) => endpoint.id === selected);
  let body;
  if (isLoading) body = <PageLoader label={WEBHOOK_MESSAGES.loading} />;
  else if (error || !data) body = <Notice $tone="error">{WEBHOOK_MESSAGES.loadError}</Notice>;
  else if (endpoints.length === 0) {
    body = <EmptyState title={WEBHOOK_MESSAGES.emptyTitle} message={WEBHOOK_MESSAGES.emptyMessage} />;
  } else {
    body = (
      <TableScroller>
        <Table>
          <thead>
            <tr>
              <th>Endpoint</th>
              <th>Events</th>
              <th>Status</th>
              <th>Secret</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {endpoints.map((endpoint) => (
              <tr key={endpoint.id}>
                <td>
                  <div>{endpoint.url}</div>
                  {endpoint.description && <small>{endpoint.description}</small>}
                </td>
                <td>{endpoint.events.join(', ')}</td>
                <td>
                  <EndpointStatus endpoint={endpoint} />
                </td>
                <td>
                  <code>{endpoint.secretHint}</code>
                </td>
                <td>
                  <RowActions>
                    <SmallButton type="button" $tone="accent" onClick={() => setEditing(endpoint)}>
                      Edit
                    </SmallButton>
                    <SmallButton
                      type="button"
                      aria-label={`Deliveries to ${endpoint.url}`}
                      aria-pressed={selected === endpoint.id}
                      onClick={() => setSelected(selected === endpoint.id ? null : endpoint.id)}
                    >
                      Deliveries
                    </SmallButton>
                    <SmallButton
                      type="button"
                      $tone="danger"
                      aria-label={`Delete ${endpoint.url}`}
                      onClick={() => void remove(endpoint)}
                    >
                      Delete
                    </SmallButton>
                  </RowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
    );
  }

  return (
    <AdminPage>
      <AdminHeader>
        <div>
          <AdminTitle>Webhooks</AdminTitle>
          <AdminSubtitle>
            Order, product, stock, refund and parcel events, signed and sent to your other systems.
          </AdminSubtitle>
        </div>
        <Button type="button" onClick={() => setEditing('new')}>
          Add Endpoint
        </Button>
      </AdminHeader>
      {secret && (
        <Notice $tone="warning" role="status">
          {WEBHOOK_MESSAGES.secretOnce} <code>{secret}</code>{' '}
          <SmallButton type="button" onClick={() => setSecret(null)}>
            Done
          </SmallButton>
        </Notice>
      )}
      {problem && (
        <Notice $tone="error" role="alert">
          {problem}
        </Notice>
      )}
      {body}
      {shown && <DeliveryLog key={shown.id} endpoint={shown} />}
      {editing && (
        <EndpointModal
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={setSecret}
        />
      )}
      {confirmDialog}
    </AdminPage>
  );
}
