import type { Paise } from '../../common/money';
import type { GatewayOutcome } from '../orders/orders.service';

export interface PaymentRequest {
  orderId: string;
  amountPaise: Paise;
  customerId: string;
  email: string;
  phone?: string;
  /** Where the gateway posts the shopper's browser back to. */
  callbackUrl: string;
}

/** What the browser needs to open the gateway's payment page (an auto-submitted form). */
export interface StartedPayment {
  transactionUrl: string;
  formFields: Record<string, string>;
  /** The gateway's reference for this payment. */
  txnId: string;
}

/** A callback whose signature checked out, with the fields the shop compares to its order. */
export interface VerifiedCallback {
  orderId: string;
  amountPaise: Paise | null;
  status: string;
  txnId: string | null;
}

export interface RefundRequest {
  orderId: string;
  /** The shop's refund id: the gateway's reference, so asking twice is one refund. */
  refundId: string;
  /** The gateway's id of the payment being refunded. */
  txnId: string;
  amountPaise: Paise;
}

/** Where a refund stands at the gateway; pending until it says success or failed. */
export interface RefundOutcome {
  state: 'pending' | 'success' | 'failed';
  gatewayRefundId: string | null;
  response: Record<string, unknown>;
}

export class PaymentGatewayError extends Error {}

/**
 * The payment gateway port. The Paytm provider implements it against Paytm (or the built-in
 * sandbox that speaks the same protocol); the shop trusts only `fetchStatus` for money.
 */
export abstract class PaymentGateway {
  abstract readonly provider: string;
  /** Throws PaymentGatewayError when the gateway refuses or cannot be reached. */
  abstract start(request: PaymentRequest): Promise<StartedPayment>;
  /** Null when the callback's signature is missing or wrong. */
  abstract verifyCallback(fields: unknown): VerifiedCallback | null;
  /** Asks the gateway what happened to the order's payment. */
  abstract fetchStatus(orderId: string): Promise<GatewayOutcome>;
  /** Asks the gateway to refund (part of) a payment; throws PaymentGatewayError when unreachable. */
  abstract refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Where a refund stands; a refund the gateway never received is `failed`. */
  abstract fetchRefundStatus(orderId: string, refundId: string): Promise<RefundOutcome>;
}
