import type { CreateShipmentDto } from '../../../api/adminGenerated';

export type CourierCode = CreateShipmentDto['courier'];

export interface ParcelValues {
  courier: CourierCode;
  awb: string;
  /** Courier "other" only. */
  courierName: string;
  /** Courier "other" only. */
  trackingUrl: string;
}

export const EMPTY_PARCEL: ParcelValues = { courier: 'delhivery', awb: '', courierName: '', trackingUrl: '' };

export const AWB_MESSAGE = 'AWB number must be 4-40 letters, digits or dashes.';
export const LINK_MESSAGE = 'The tracking link must start with https:// or http://.';

/** The AWB as the server keeps it: no spaces, capital letters. */
export const normaliseAwb = (awb: string) => awb.replace(/\s+/g, '').toUpperCase();

/**
 * The parcel to record, null when no AWB was typed (the status changes alone), or a message
 * saying what to fix.
 */
export function parcelPayload(values: ParcelValues): CreateShipmentDto | null | { problem: string } {
  const awb = normaliseAwb(values.awb);
  if (awb === '') return null;
  if (!/^[A-Z0-9-]{4,40}$/.test(awb)) return { problem: AWB_MESSAGE };
  if (values.courier !== 'other') return { courier: values.courier, awb };
  const trackingUrl = values.trackingUrl.trim();
  if (trackingUrl && !/^https?:\/\/\S+$/i.test(trackingUrl)) return { problem: LINK_MESSAGE };
  return {
    courier: 'other',
    awb,
    ...(values.courierName.trim() ? { courierName: values.courierName.trim() } : {}),
    ...(trackingUrl ? { trackingUrl } : {}),
  };
}
