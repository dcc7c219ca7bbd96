import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config';
import { paiseToDecimal, toPaise } from '../../common/money';
import type { GatewayOutcome } from '../orders/orders.service';
import {
  PaymentGateway,
  PaymentGatewayError,
  PaymentRequest,
  RefundOutcome,
  RefundRequest,
  StartedPayment,
  VerifiedCallback,
} from './payment-gateway';
import {
  InitiateBody,
  InitiateResponseBody,
  PAYTM_PATHS,
  PaytmMessage,
  REFUND_CODES,
  RefundBody,
  RefundResponseBody,
  RefundStatusBody,
  signJson,
  StatusBody,
  StatusResponseBody,
  verifyFields,
  verifyJson,
} from './paytm-protocol';

const REQUEST_TIMEOUT_MS = 15_000;
/** Paytm's result code for an order id it has never seen. */
const UNKNOWN_ORDER = '334';

/** The base of the built-in sandbox gateway, used when no Paytm host is configured. */
export function paytmBaseUrl(config: AppConfig): string {
  return config.paytmHost ?? `${config.publicUrl}/sandbox/paytm`;
}

/** Paytm's JS checkout protocol: initiate a transaction, show its page, check its status. */
@Injectable()
export class PaytmGateway extends PaymentGateway {
  readonly provider = 'paytm';
  private readonly base: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    this.base = paytmBaseUrl(config);
  }

  async start(request: PaymentRequest): Promise<StartedPayment> {
    const { paytmMid: mid } = this.config;
    const body: InitiateBody = {
      requestType: 'Payment',
      mid,
      websiteName: this.config.paytmWebsite,
      orderId: request.orderId,
      callbackUrl: request.callbackUrl,
      txnAmount: { value: paiseToDecimal(request.amountPaise), currency: 'INR' },
      userInfo: {
        custId: request.customerId,
        email: request.email,
        ...(request.phone ? { mobile: request.phone } : {}),
      },
    };
    const query = `mid=${encodeURIComponent(mid)}&orderId=${encodeURIComponent(request.orderId)}`;
    const reply = await this.post<InitiateResponseBody>(`${PAYTM_PATHS.initiate}?${query}`, body);
    const { resultInfo, txnToken } = reply.body ?? {};
    if (resultInfo?.resultStatus !== 'S' || !txnToken) {
      throw new PaymentGatewayError(`Paytm refused the transaction: ${resultInfo?.resultMsg ?? 'no result'}`);
    }
    return {
      transactionUrl: `${this.base}${PAYTM_PATHS.showPaymentPage}?${query}`,
      formFields: { mid, orderId: request.orderId, txnToken },
      txnId: request.orderId,
    };
  }

  verifyCallback(fields: unknown): VerifiedCallback | null {
    if (!verifyFields(fields, this.config.paytmMerchantKey)) return null;
    if (fields.MID !== undefined && fields.MID !== this.config.paytmMid) return null;
    const amountPaise = paiseOrNull(fields.TXNAMOUNT);
    if (amountPaise === undefined) return null;
    return { orderId: fields.ORDERID ?? '', amountPaise, status: fields.STATUS ?? '', txnId: fields.TXNID || null };
  }

  async fetchStatus(orderId: string): Promise<GatewayOutcome> {
    const reply = await this.post<StatusResponseBody>(PAYTM_PATHS.status, {
      mid: this.config.paytmMid,
      orderId,
    } satisfies StatusBody);
    const body = reply.body;
    const result = body?.resultInfo;
    if (!result) throw new PaymentGatewayError('Paytm status reply without resultInfo');
    const response = { ...body } as Record<string, unknown>;
    const txnId = typeof body.txnId === 'string' && body.txnId ? body.txnId : null;
    const amountPaise = paiseOrNull(body.txnAmount) ?? null;
    if (result.resultStatus === 'TXN_SUCCESS') return { state: 'paid', txnId, amountPaise, response };
    if (result.resultStatus === 'TXN_FAILURE' && result.resultCode !== UNKNOWN_ORDER) {
      return { state: 'failed', txnId, amountPaise, response };
    }
    return { state: 'pending', txnId, amountPaise, response };
  }

  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const reply = await this.post<RefundResponseBody>(PAYTM_PATHS.refund, {
      mid: this.config.paytmMid,
      txnType: 'REFUND',
      orderId: request.orderId,
      txnId: request.txnId,
      refId: request.refundId,
      refundAmount: paiseToDecimal(request.amountPaise),
    } satisfies RefundBody);
    const outcome = this.refundOutcome(reply);
    // The same refId raised again (our retry): the refund exists, its status tells the rest.
    if (reply.body?.resultInfo?.resultCode === REFUND_CODES.alreadyRaised) return { ...outcome, state: 'pending' };
    return outcome;
  }

  async fetchRefundStatus(orderId: string, refundId: string): Promise<RefundOutcome> {
    const reply = await this.post<RefundResponseBody>(PAYTM_PATHS.refundStatus, {
      mid: this.config.paytmMid,
      orderId,
      refId: refundId,
    } satisfies RefundStatusBody);
    return this.refundOutcome(reply);
  }

  /** Money going out: the reply must carry the gateway's signature. */
  private refundOutcome(reply: PaytmMessage<RefundResponseBody>): RefundOutcome {
    if (!verifyJson(reply.body, this.config.paytmMerchantKey, reply.head?.signature)) {
      throw new PaymentGatewayError('Paytm refund reply has a missing or invalid signature');
    }
    return refundOutcome(reply.body);
  }

  private async post<B>(path: string, body: unknown): Promise<PaytmMessage<B>> {
    const signature = await signJson(body, this.config.paytmMerchantKey);
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ body, head: { signature } }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (err) {
      throw new PaymentGatewayError(`Paytm unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) throw new PaymentGatewayError(`Paytm answered HTTP ${res.status}`);
    try {
      return (await res.json()) as PaytmMessage<B>;
    } catch {
      throw new PaymentGatewayError('Paytm answered something that is not JSON');
    }
  }
}

/** Paytm's refund result: TXN_SUCCESS and TXN_FAILURE are final, anything else is pending. */
function refundOutcome(body: RefundResponseBody | undefined): RefundOutcome {
  const result = body?.resultInfo;
  if (!result) throw new PaymentGatewayError('Paytm refund reply without resultInfo');
  const response = { ...body } as Record<string, unknown>;
  const gatewayRefundId = typeof body.refundId === 'string' && body.refundId ? body.refundId : null;
  const state =
    result.resultStatus === 'TXN_SUCCESS' ? 'success' : result.resultStatus === 'TXN_FAILURE' ? 'failed' : 'pending';
  return { state, gatewayRefundId, response };
}

/** null when absent, undefined when present but not a rupee amount. */
function paiseOrNull(amount: string | undefined): number | null | undefined {
  if (!amount) return null;
  try {
    return toPaise(amount);
  } catch {
    return undefined;
  }
}
