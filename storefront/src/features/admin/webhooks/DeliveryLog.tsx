import { useState } from 'react';
import {
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  type WebhookEndpointDto,
} from '../../../api/adminGenerated';
import { Badge, Notice, Panel, PanelTitle, SmallButton, Table, TableScroller } from '../shared/adminUi';
import { serverMessage } from '../shared/apiError';
import { deliveryBadge, deliveryOutcome, formatDateTime, WEBHOOK_MESSAGES } from './webhookView';

/** The recent deliveries of one endpoint (newest first), each with a Resend button. */
export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const { data, isLoading, error, refetch } = useListWebhookDeliveriesQuery(
    { id: endpoint.id, limit: 20 },
    { refetchOnMountOrArgChange: true },
  );
  const [resendDelivery] = useResendWebhookDeliveryMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const resend = async (deliveryId: string) => {
    setNotice(null);
    try {
      await resendDelivery({ id: deliveryId }).unwrap();
      setNotice({ tone: 'success', text: 'Delivery queued again.' });
    } catch (failure) {
      setNotice({ tone: 'error', text: serverMessage(failure) ?? 'The delivery could not be resent.' });
    }
  };

  let body;
  if (isLoading) body = <p>Loading deliveries...</p>;
  else if (error || !data) body = <Notice $tone="error">Failed to load deliveries. Please try again later.</Notice>;
  else if (data.deliveries.length === 0) body = <p>{WEBHOOK_MESSAGES.noDeliveries}</p>;
  else {
    body = (
      <TableScroller>
        <Table>
          <thead>
            <tr>
              <th>Event</th>
              <th>Status</th>
              <th>Attempts</th>
              <th>Last result</th>
              <th>Created</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.deliveries.map((delivery) => {
              const badge = deliveryBadge(delivery);
              return (
                <tr key={delivery.id}>
                  <td>
                    <code>{delivery.eventType}</code>
                  </td>
                  <td>
                    <Badge $background={badge.background} $ink={badge.ink}>
                      {badge.label}
                    </Badge>
                  </td>
                  <td>{delivery.attempts}</td>
                  <td>{deliveryOutcome(delivery)}</td>
                  <td>{formatDateTime(delivery.createdAt)}</td>
                  <td>
                    <SmallButton
                      type="button"
                      aria-label={`Resend ${delivery.eventType} of ${formatDateTime(delivery.createdAt)}`}
                      disabled={!endpoint.enabled}
                      onClick={() => void resend(delivery.id)}
                    >
                      Resend
                    </SmallButton>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroller>
    );
  }

  return (
    <Panel aria-label={`Deliveries to ${endpoint.url}`}>
      <PanelTitle>Recent deliveries to {endpoint.url}</PanelTitle>
      {notice && (
        <Notice $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Notice>
      )}
      {body}
      <SmallButton type="button" onClick={() => void refetch()}>
        Refresh
      </SmallButton>
    </Panel>
  );
}
