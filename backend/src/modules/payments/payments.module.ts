import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders/orders.module';
import { ConfirmPaymentController } from './confirm-payment.controller';
import { OrderCancelController } from './order-cancel.controller';
import { PaymentGateway } from './payment-gateway';
import { PaymentTimeouts } from './payment-timeouts';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaytmGateway } from './paytm-gateway';
import { SandboxPaytmService } from './sandbox/sandbox-paytm.service';
import { SandboxTransaction } from './sandbox/sandbox-transaction.entity';
import { SandboxRefund } from './sandbox/sandbox-refund.entity';
import { SandboxRefunds } from './sandbox/sandbox-refunds';
import { RefundsController } from './refunds.controller';
import { RefundsService } from './refunds.service';

/**
 * UPI through Paytm behind the PaymentGateway port, the built-in sandbox gateway, the
 * abandonment job, and refunds (gateway side; the ledger lives with the order). Orders change only through OrdersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SandboxTransaction, SandboxRefund]), OrdersModule],
  controllers: [PaymentsController, ConfirmPaymentController, OrderCancelController, RefundsController],
  providers: [
    PaymentsService,
    RefundsService,
    SandboxRefunds,
    PaymentTimeouts,
    SandboxPaytmService,
    { provide: PaymentGateway, useClass: PaytmGateway },
  ],
  exports: [RefundsService, PaymentsService, SandboxPaytmService, SandboxRefunds],
})
export class PaymentsModule {}
