import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTrackOrderByLinkQuery, type TrackedOrderDto, type TrackingDto } from '../../api/generated';
import { errorStatus, serverMessage } from '../../api/apiError';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { Parcels } from '../../components/Parcels';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { formatRupees } from '../../lib/money';
import { lineVariant } from '../../lib/variants';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '../../lib/orderStatus';
import {
  buildTimeline,
  DetailList,
  formatShortDate,
  OrderStatusBadge,
  OrderTimeline,
  Panel,
  PanelTitle,
  ScreenHeader,
  ScreenLoader,
  StatePanel,
  STATUS_MESSAGES,
} from '../account';
import { TRACK_TEXTS } from './trackingTexts';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 56px 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
  }

  img {
    width: 56px;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    object-fit: cover;
  }

  p {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Message = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

function TrackedOrder({ order }: { order: TrackedOrderDto }) {
  const steps = buildTimeline(order.status, order.timeline, order.createdAt);
  return (
    <Stack>
      <Panel aria-labelledby="track-status-heading">
        <PanelTitle id="track-status-heading">Order Status</PanelTitle>
        <DetailList>
          <dt>Status</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
          <dt>Order date</dt>
          <dd>{formatShortDate(order.createdAt)}</dd>
          <dt>Total</dt>
          <dd>{formatRupees(order.amount)}</dd>
          <dt>Payment</dt>
          <dd>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]} · {PAYMENT_STATUS_LABELS[order.paymentStatus]}
          </dd>
        </DetailList>
        <OrderTimeline steps={steps} />
        <Message>{STATUS_MESSAGES[order.status]}</Message>
        {order.status === 'cancelled' && order.cancelReason && <p>Reason: {order.cancelReason}</p>}
      </Panel>
      {order.shipments.length > 0 && (
        <Panel aria-labelledby="track-parcels-heading">
          <PanelTitle id="track-parcels-heading">Shipment</PanelTitle>
          <Parcels parcels={order.shipments} />
        </Panel>
      )}
      <Panel aria-labelledby="track-items-heading">
        <PanelTitle id="track-items-heading">Items</PanelTitle>
        <Lines>
          {order.products.map((line, index) => (
            <li key={`${line.name}-${index}`}>
              <img src={line.image} alt="" loading="lazy" />
              <div>
                <strong>{line.name}</strong>
                {lineVariant(line).variantTitle && <p>{lineVariant(line).variantTitle}</p>}
                <p>
                  {line.quantity} × {formatRupees(line.price)}
                </p>
              </div>
              <strong>{formatRupees(line.lineTotal)}</strong>
            </li>
          ))}
        </Lines>
      </Panel>
    </Stack>
  );
}

const EMBEDDED_ID = 'tracked-order';

/**
 * The order the server wrote into the page for this link (`<script type="application/json"
 * id="tracked-order">`, seo module): drawn at once, without asking the API again.
 */
function embeddedTracking(token: string): TrackingDto | undefined {
  const text = document.getElementById(EMBEDDED_ID)?.textContent;
  if (!text) return undefined;
  try {
    const tracking = JSON.parse(text) as TrackingDto;
    return tracking.token === token ? tracking : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /track/{token}: an order opened from the signed link of an order mail or the Track order form,
 * signed in or not. A changed or expired link says so and offers the form.
 */
export function TrackedOrderPage() {
  const { token = '' } = useParams();
  const [embedded] = useState(() => embeddedTracking(token));
  // Used once: coming back to this link later in the visit shows the order as it is then.
  useEffect(() => document.getElementById(EMBEDDED_ID)?.remove(), []);
  const fetched = useTrackOrderByLinkQuery({ token }, { skip: embedded?.token === token });
  const data = embedded?.token === token ? embedded : fetched.data;
  const { error, isLoading } = fetched;
  const title = data ? `Order ${data.order.orderNumber}` : 'Track order';
  useDocumentTitle(title);

  let body;
  if (isLoading) body = <ScreenLoader label="Loading order details..." />;
  else if (data) body = <TrackedOrder order={data.order} />;
  else {
    const status = errorStatus(error);
    const known = status === 400 || status === 404 || status === 410;
    body = (
      <StatePanel role="alert">
        <EmptyState
          title={known ? TRACK_TEXTS.linkProblem : 'Error Loading Order'}
          message={serverMessage(error) ?? TRACK_TEXTS.loadFailed}
          action={<ButtonLink to="/track">{TRACK_TEXTS.trackAnother}</ButtonLink>}
        />
      </StatePanel>
    );
  }

  return (
    <PageSection>
      <ScreenHeader eyebrow="Track order" title={title} />
      {body}
    </PageSection>
  );
}
