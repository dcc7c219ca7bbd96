/**
 * The couriers an Indian shop ships with, and where a shopper tracks a parcel: `{awb}` in a
 * template is replaced by the URL-encoded AWB (tracking) number. "other" has no template: the
 * admin may give the tracking link of that courier with the parcel.
 */
export const COURIER_CODES = ['delhivery', 'bluedart', 'dtdc', 'indiapost', 'ekart', 'xpressbees', 'other'] as const;
export type CourierCode = (typeof COURIER_CODES)[number];

export interface Courier {
  code: CourierCode;
  name: string;
  trackingUrlTemplate: string | null;
}

export const COURIERS: readonly Courier[] = [
  { code: 'delhivery', name: 'Delhivery', trackingUrlTemplate: 'https://www.delhivery.com/track/package/{awb}' },
  {
    code: 'bluedart',
    name: 'Blue Dart',
    trackingUrlTemplate: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={awb}',
  },
  { code: 'dtdc', name: 'DTDC', trackingUrlTemplate: 'https://www.dtdc.in/trace.asp?strCnno={awb}' },
  {
    code: 'indiapost',
    name: 'India Post',
    trackingUrlTemplate:
      'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={awb}',
  },
  { code: 'ekart', name: 'Ekart', trackingUrlTemplate: 'https://ekartlogistics.com/shipmenttrack/{awb}' },
  {
    code: 'xpressbees',
    name: 'Xpressbees',
    trackingUrlTemplate: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}',
  },
  { code: 'other', name: 'Other', trackingUrlTemplate: null },
];

const BY_CODE = new Map(COURIERS.map((courier) => [courier.code, courier]));

export function courierByCode(code: string): Courier | undefined {
  return BY_CODE.get(code as CourierCode);
}

/** AWB numbers are letters, digits and dashes; spaces typed or pasted in are dropped, letters upper-cased. */
export const AWB_PATTERN = /^[A-Z0-9-]{4,40}$/;

export function normaliseAwb(awb: string): string {
  return awb.replace(/\s+/g, '').toUpperCase();
}

/** Only web links a shopper can safely open. */
export function isTrackingLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !!parsed.hostname;
  } catch {
    return false;
  }
}

/**
 * Where the shopper tracks the parcel: the courier's template filled with the AWB, or for
 * "other" the link the admin gave (null when none).
 */
export function trackingUrl(courier: string, awb: string, givenUrl: string | null = null): string | null {
  const template = courierByCode(courier)?.trackingUrlTemplate;
  if (template) return template.replace('{awb}', encodeURIComponent(awb));
  return givenUrl && isTrackingLink(givenUrl) ? givenUrl : null;
}

/** The courier's name as the shopper reads it ("other" shows the name the admin typed). */
export function courierDisplayName(courier: string, otherName: string | null): string {
  if (courier === 'other') return otherName?.trim() || 'Other courier';
  return courierByCode(courier)?.name ?? courier;
}
