import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes, randomInt } from 'node:crypto';
import { In, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config';
import { toPaise } from '../../../common/money';
import {
  CallbackFields,
  InitiateBody,
  InitiateResponseBody,
  PaytmMessage,
  PaytmResultInfo,
  signFields,
  signJson,
  StatusBody,
  StatusResponseBody,
  verifyFields,
  verifyJson,
} from '../paytm-protocol';
import { SandboxTransaction } from './sandbox-transaction.entity';

const RESULTS: Record<string, PaytmResultInfo> = {
  started: { resultStatus: 'S', resultCode: '0000', resultMsg: 'Success' },
  badChecksum: { resultStatus: 'F', resultCode: '2005', resultMsg: 'Checksum provided is invalid' },
  badRequest: { resultStatus: 'F', resultCode: '1001', resultMsg: 'Request parameters are not valid' },
  duplicate: { resultStatus: 'F', resultCode: '325', resultMsg: 'Duplicate Order Id' },
  TXN_SUCCESS: { resultStatus: 'TXN_SUCCESS', resultCode: '01', resultMsg: 'Txn Success' },
  TXN_FAILURE: {
    resultStatus: 'TXN_FAILURE',
    resultCode: '227',
    resultMsg: 'Your payment has been declined by your bank',
  },
  PENDING: { resultStatus: 'PENDING', resultCode: '402', resultMsg: 'Looks like the payment is not complete' },
  unknownOrder: { resultStatus: 'TXN_FAILURE', resultCode: '334', resultMsg: 'Invalid Order Id.' },
};

export interface PageModel {
  orderId: string;
  amount: string;
  pay: CallbackFields;
  fail: CallbackFields;
}

/**
 * A stand-in for Paytm that needs no account: it checks signatures with the merchant key,
 * keeps its transactions in a table, and signs what it sends back like the real gateway.
 */
@Injectable()
export class SandboxPaytmService {
  private readonly logger = new Logger('PaytmSandbox');

  constructor(
    @InjectRepository(SandboxTransaction) private readonly txns: Repository<SandboxTransaction>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async initiate(
    query: { mid?: string; orderId?: string },
    message: Partial<PaytmMessage<InitiateBody>>,
  ): Promise<PaytmMessage<InitiateResponseBody>> {
    const body = message?.body;
    if (!verifyJson(body, this.config.paytmMerchantKey, message?.head?.signature)) {
      return this.reply({ resultInfo: RESULTS.badChecksum });
    }
    const amount = body?.txnAmount?.value;
    if (
      !body ||
      body.mid !== this.config.paytmMid ||
      query.mid !== body.mid ||
      query.orderId !== body.orderId ||
      !/^[\w@.-]{1,64}$/.test(body.orderId) ||
      typeof amount !== 'string' ||
      !isAmount(amount) ||
      typeof body.callbackUrl !== 'string'
    ) {
      return this.reply({ resultInfo: RESULTS.badRequest });
    }
    const existing = await this.txns.findOneBy({ orderId: body.orderId });
    if (existing && existing.status !== 'PENDING') return this.reply({ resultInfo: RESULTS.duplicate });
    const txnToken = randomBytes(16).toString('hex');
    await this.txns.save({
      orderId: body.orderId,
      mid: body.mid,
      txnToken,
      txnId: existing?.txnId ?? `SBX${Date.now()}${randomInt(100000, 999999)}`,
      amount,
      callbackUrl: body.callbackUrl,
      status: 'PENDING',
    });
    return this.reply({ resultInfo: RESULTS.started, txnToken, isPromoCodeValid: false, authenticated: false });
  }

  /** The payment page's content, or null when mid, order and token do not match a transaction. */
  async page(input: { mid?: string; orderId?: string; txnToken?: string }): Promise<PageModel | null> {
    if (!input.orderId || !input.txnToken) return null;
    const txn = await this.txns.findOneBy({ orderId: input.orderId });
    if (!txn || txn.mid !== input.mid || txn.txnToken !== input.txnToken) return null;
    return {
      orderId: txn.orderId,
      amount: txn.amount,
      pay: await this.signedResult(txn, 'TXN_SUCCESS'),
      fail: await this.signedResult(txn, 'TXN_FAILURE'),
    };
  }

  /**
   * The shopper pressed Pay or Fail: the signed result is recorded (first answer wins) and
   * the merchant's callback URL returned, where the browser re-posts the same fields.
   */
  async complete(fields: unknown): Promise<string | null> {
    if (!verifyFields(fields, this.config.paytmMerchantKey)) return null;
    const txn = await this.txns.findOneBy({ orderId: fields.ORDERID ?? '' });
    if (!txn || txn.txnId !== fields.TXNID) return null;
    const status = fields.STATUS;
    if (status !== 'TXN_SUCCESS' && status !== 'TXN_FAILURE') return null;
    const updated = await this.txns.update({ orderId: txn.orderId, status: 'PENDING' }, { status });
    if (updated.affected) this.logger.log(`Sandbox transaction ${txn.txnId} for order ${txn.orderId}: ${status}`);
    return txn.callbackUrl;
  }

  /**
   * Test mode: what pressing Pay or Fail on the page does, for the order's pending transaction.
   * Answers the signed callback fields (to post to the shop's callback), or null when the
   * order has no pending sandbox transaction.
   */
  async completePending(orderId: string, status: 'TXN_SUCCESS' | 'TXN_FAILURE'): Promise<CallbackFields | null> {
    const txn = await this.txns.findOneBy({ orderId, status: 'PENDING' });
    if (!txn) return null;
    const fields = await this.signedResult(txn, status);
    return (await this.complete(fields)) ? fields : null;
  }

  /** The first of these gateway order ids with a pending transaction, or null. */
  async newestPending(orderIds: string[]): Promise<string | null> {
    const pending = await this.txns.find({
      select: { orderId: true },
      where: { orderId: In(orderIds), status: 'PENDING' },
    });
    return orderIds.find((id) => pending.some((txn) => txn.orderId === id)) ?? null;
  }

  /** The fields the gateway posts back for a result, signed with the merchant key like Paytm's. */
  private signedResult(txn: SandboxTransaction, status: 'TXN_SUCCESS' | 'TXN_FAILURE'): Promise<CallbackFields> {
    const info = RESULTS[status];
    return signFields(
      {
        MID: txn.mid,
        ORDERID: txn.orderId,
        TXNID: txn.txnId,
        TXNAMOUNT: txn.amount,
        CURRENCY: 'INR',
        STATUS: status,
        RESPCODE: info.resultCode,
        RESPMSG: info.resultMsg,
        PAYMENTMODE: 'UPI',
        GATEWAYNAME: 'SANDBOX',
        BANKTXNID: status === 'TXN_SUCCESS' ? `BANK${txn.txnId.slice(3)}` : '',
        TXNDATE: new Date().toISOString().replace('T', ' ').slice(0, 19),
      },
      this.config.paytmMerchantKey,
    );
  }

  async status(message: Partial<PaytmMessage<StatusBody>>): Promise<PaytmMessage<StatusResponseBody>> {
    const body = message?.body;
    if (!verifyJson(body, this.config.paytmMerchantKey, message?.head?.signature)) {
      return this.reply({ resultInfo: RESULTS.badChecksum });
    }
    const txn = body?.orderId ? await this.txns.findOneBy({ orderId: body.orderId }) : null;
    if (!txn || txn.mid !== body?.mid) return this.reply({ resultInfo: RESULTS.unknownOrder, orderId: body?.orderId });
    return this.reply({
      resultInfo: RESULTS[txn.status],
      txnId: txn.txnId,
      bankTxnId: txn.status === 'TXN_SUCCESS' ? `BANK${txn.txnId.slice(3)}` : '',
      orderId: txn.orderId,
      txnAmount: txn.amount,
      txnType: 'SALE',
      gatewayName: 'SANDBOX',
      mid: txn.mid,
      paymentMode: 'UPI',
      refundAmt: '0.00',
      txnDate: txn.updatedAt.toISOString().replace('T', ' ').slice(0, 19),
    });
  }

  private async reply<B extends { resultInfo: PaytmResultInfo }>(body: B): Promise<PaytmMessage<B>> {
    const signature = await signJson(body, this.config.paytmMerchantKey);
    return { head: { responseTimestamp: String(Date.now()), version: 'v1', signature }, body };
  }
}

function isAmount(value: string): boolean {
  try {
    return toPaise(value) > 0;
  } catch {
    return false;
  }
}
