import { createDecipheriv } from 'node:crypto';
import PaytmChecksum from 'paytmchecksum';

/**
 * The parts of Paytm's published protocol the shop speaks, shared by the Paytm provider and
 * the built-in sandbox gateway so that both sign and check messages the same way.
 */
export const PAYTM_PATHS = {
  initiate: '/theia/api/v1/initiateTransaction',
  showPaymentPage: '/theia/api/v1/showPaymentPage',
  status: '/v3/order/status',
  refund: '/refund/apply',
  refundStatus: '/v2/refund/status',
} as const;

/**
 * Refund result codes the shop acts on: 601 the refund was accepted and is being processed,
 * 617 this refId was already raised (a repeated request: ask the status), 631 no refund with
 * this refId exists.
 */
export const REFUND_CODES = { accepted: '601', alreadyRaised: '617', notFound: '631' } as const;

export interface PaytmResultInfo {
  resultStatus: string;
  resultCode: string;
  resultMsg: string;
}

/** A signed JSON API message: `head.signature` signs JSON.stringify(body). */
export interface PaytmMessage<B> {
  head: { signature?: string; [key: string]: unknown };
  body: B;
}

export interface InitiateBody {
  requestType: 'Payment';
  mid: string;
  websiteName: string;
  orderId: string;
  callbackUrl: string;
  txnAmount: { value: string; currency: 'INR' };
  userInfo: { custId: string; email?: string; mobile?: string };
}

export interface InitiateResponseBody {
  resultInfo: PaytmResultInfo;
  txnToken?: string;
  [key: string]: unknown;
}

export interface StatusBody {
  mid: string;
  orderId: string;
}

export interface StatusResponseBody {
  resultInfo: PaytmResultInfo;
  txnId?: string;
  orderId?: string;
  txnAmount?: string;
  [key: string]: unknown;
}

export interface RefundBody {
  mid: string;
  txnType: 'REFUND';
  orderId: string;
  txnId: string;
  refId: string;
  refundAmount: string;
}

export interface RefundResponseBody {
  resultInfo: PaytmResultInfo;
  orderId?: string;
  refId?: string;
  refundId?: string;
  txnId?: string;
  refundAmount?: string;
  [key: string]: unknown;
}

export interface RefundStatusBody {
  mid: string;
  orderId: string;
  refId: string;
}

/** The fields of the form Paytm posts to the merchant's callback URL. */
export type CallbackFields = Record<string, string>;

export function signJson(body: unknown, key: string): Promise<string> {
  return PaytmChecksum.generateSignature(JSON.stringify(body), key);
}

/** Paytm's checksum cipher (AES-128-CBC with the library's fixed IV). */
const CHECKSUM_IV = '@@@@&&&&####$$$$';

/**
 * Whether a checksum decrypts at all. The library prints an error to stdout for one that does
 * not, so forged checksums are turned away here first, quietly.
 */
function decryptsCleanly(checksum: string, key: string): boolean {
  try {
    const decipher = createDecipheriv('AES-128-CBC', key, CHECKSUM_IV);
    decipher.update(checksum, 'base64');
    decipher.final();
    return true;
  } catch {
    return false;
  }
}

/** False for a missing, malformed or wrong signature; never throws. */
export function verifyJson(body: unknown, key: string, signature: unknown): boolean {
  if (typeof signature !== 'string' || !decryptsCleanly(signature, key)) return false;
  try {
    return PaytmChecksum.verifySignature(JSON.stringify(body), key, signature);
  } catch {
    return false;
  }
}

/** Signs callback form fields (every field but CHECKSUMHASH, sorted by name). */
export async function signFields(fields: CallbackFields, key: string): Promise<CallbackFields> {
  return { ...fields, CHECKSUMHASH: await PaytmChecksum.generateSignature({ ...fields }, key) };
}

/** Checks a posted form's CHECKSUMHASH; anything but plain string fields is refused. */
export function verifyFields(posted: unknown, key: string): posted is CallbackFields {
  if (!posted || typeof posted !== 'object') return false;
  const entries = Object.entries(posted as Record<string, unknown>);
  if (!entries.every(([, value]) => typeof value === 'string')) return false;
  const { CHECKSUMHASH: checksum, ...fields } = posted as CallbackFields;
  if (!checksum || !decryptsCleanly(checksum, key)) return false;
  try {
    return PaytmChecksum.verifySignature(fields, key, checksum);
  } catch {
    return false;
  }
}
