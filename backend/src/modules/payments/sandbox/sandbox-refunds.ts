import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config';
import { paiseToDecimal, toPaise } from '../../../common/money';
import {
  PaytmMessage,
  PaytmResultInfo,
  REFUND_CODES,
  RefundBody,
  RefundResponseBody,
  RefundStatusBody,
  signJson,
  verifyJson,
} from '../paytm-protocol';
import { SandboxRefund } from './sandbox-refund.entity';
import { SandboxTransaction } from './sandbox-transaction.entity';

const RESULTS: Record<string, PaytmResultInfo> = {
  badChecksum: { resultStatus: 'TXN_FAILURE', resultCode: '330', resultMsg: 'Checksum provided is invalid' },
  badRequest: { resultStatus: 'TXN_FAILURE', resultCode: '501', resultMsg: 'System Error' },
  accepted: {
    resultStatus: 'PENDING',
    resultCode: REFUND_CODES.accepted,
    resultMsg: 'Refund request was raised for this transaction. But it is pending state',
  },
  alreadyRaised: {
    resultStatus: 'TXN_FAILURE',
    resultCode: REFUND_CODES.alreadyRaised,
    resultMsg: 'Refund Already Raised',
  },
  notPaid: { resultStatus: 'TXN_FAILURE', resultCode: '627', resultMsg: 'Order Details not found' },
  tooMuch: { resultStatus: 'TXN_FAILURE', resultCode: '619', resultMsg: 'Invalid refund amount' },
  notFound: { resultStatus: 'TXN_FAILURE', resultCode: REFUND_CODES.notFound, resultMsg: 'Record not found' },
  TXN_SUCCESS: { resultStatus: 'TXN_SUCCESS', resultCode: '10', resultMsg: 'Refund Successfull' },
  TXN_FAILURE: { resultStatus: 'TXN_FAILURE', resultCode: '702', resultMsg: 'Refund failed at the bank' },
  PENDING: { resultStatus: 'PENDING', resultCode: REFUND_CODES.accepted, resultMsg: 'Refund is pending' },
};

/**
 * Paytm's refund API in the sandbox: /refund/apply takes a signed request and holds the
 * refund PENDING; the first /v2/refund/status after that settles it, as a bank would a moment
 * later. It never refunds more than was paid. Test rule: an amount ending in .13 rupees fails,
 * so the failure path can be tried by hand.
 */
@Injectable()
export class SandboxRefunds {
  private readonly logger = new Logger('PaytmSandbox');

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(SandboxRefund) private readonly refunds: Repository<SandboxRefund>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async apply(message: Partial<PaytmMessage<RefundBody>>): Promise<PaytmMessage<RefundResponseBody>> {
    const body = message?.body;
    if (!verifyJson(body, this.config.paytmMerchantKey, message?.head?.signature)) {
      return this.reply({ resultInfo: RESULTS.badChecksum });
    }
    if (
      !body ||
      body.mid !== this.config.paytmMid ||
      body.txnType !== 'REFUND' ||
      typeof body.refId !== 'string' ||
      !/^[\w@.-]{1,64}$/.test(body.refId) ||
      !isPositiveAmount(body.refundAmount)
    ) {
      return this.reply({ resultInfo: RESULTS.badRequest });
    }
    const echo = { orderId: body.orderId, refId: body.refId, txnId: body.txnId, refundAmount: body.refundAmount };
    // One transaction with the payment's row locked: two refunds of one payment queue here.
    return this.dataSource.transaction(async (manager) => {
      const txn = await manager
        .getRepository(SandboxTransaction)
        .findOne({ where: { orderId: body.orderId }, lock: { mode: 'pessimistic_write' } });
      if (!txn || txn.status !== 'TXN_SUCCESS' || txn.txnId !== body.txnId) {
        return this.reply({ resultInfo: RESULTS.notPaid, ...echo });
      }
      const refunds = manager.getRepository(SandboxRefund);
      const earlier = await refunds.findOneBy({ refId: body.refId });
      if (earlier) return this.reply({ resultInfo: RESULTS.alreadyRaised, ...echo, refundId: earlier.refundId });
      const held = (await refunds.findBy({ orderId: txn.orderId }))
        .filter((refund) => refund.status !== 'TXN_FAILURE')
        .reduce((sum, refund) => sum + toPaise(refund.amount), 0);
      if (held + toPaise(body.refundAmount) > toPaise(txn.amount)) {
        return this.reply({ resultInfo: RESULTS.tooMuch, ...echo });
      }
      const refundId = `SBXR${Date.now()}${randomInt(100000, 999999)}`;
      await refunds.insert({
        refId: body.refId,
        orderId: txn.orderId,
        refundId,
        amount: paiseToDecimal(toPaise(body.refundAmount)),
        status: 'PENDING',
      });
      this.logger.log(`Sandbox refund ${refundId} of ${body.refundAmount} for order ${txn.orderId} accepted`);
      return this.reply({ resultInfo: RESULTS.accepted, ...echo, refundId, txnTimestamp: new Date().toISOString() });
    });
  }

  async status(message: Partial<PaytmMessage<RefundStatusBody>>): Promise<PaytmMessage<RefundResponseBody>> {
    const body = message?.body;
    if (!verifyJson(body, this.config.paytmMerchantKey, message?.head?.signature)) {
      return this.reply({ resultInfo: RESULTS.badChecksum });
    }
    const refund = body?.refId ? await this.refunds.findOneBy({ refId: body.refId }) : null;
    if (!refund || refund.orderId !== body?.orderId || body.mid !== this.config.paytmMid) {
      return this.reply({ resultInfo: RESULTS.notFound, orderId: body?.orderId, refId: body?.refId });
    }
    if (refund.status === 'PENDING') {
      const outcome = toPaise(refund.amount) % 100 === 13 ? 'TXN_FAILURE' : 'TXN_SUCCESS';
      await this.refunds.update({ refId: refund.refId, status: 'PENDING' }, { status: outcome });
      refund.status = (await this.refunds.findOneByOrFail({ refId: refund.refId })).status;
    }
    return this.reply({
      resultInfo: RESULTS[refund.status],
      orderId: refund.orderId,
      refId: refund.refId,
      refundId: refund.refundId,
      refundAmount: refund.amount,
      mid: this.config.paytmMid,
    });
  }

  private async reply<B extends { resultInfo: PaytmResultInfo }>(body: B): Promise<PaytmMessage<B>> {
    const signature = await signJson(body, this.config.paytmMerchantKey);
    return { head: { responseTimestamp: String(Date.now()), version: 'v1', signature }, body };
  }
}

function isPositiveAmount(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return toPaise(value) > 0;
  } catch {
    return false;
  }
}
