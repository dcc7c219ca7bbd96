import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrdersModule } from '../orders/orders.module';
import { ConfirmPaymentController } from './confirm-payment.controller';
import { PaymentGateway } from './payment-gateway';
import { PaymentTimeouts } from './payment-timeouts';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { PaytmGateway } from './paytm-gateway';
import { SandboxPaytmController } from './sandbox/sandbox-paytm.controller';
import { SandboxPaytmService } from './sandbox/sandbox-paytm.service';
import { SandboxTransaction } from './sandbox/sandbox-transaction.entity';

/**
 * UPI through Paytm behind the PaymentGateway port, the built-in sandbox gateway, and the
 * abandonment job. Orders change only through OrdersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SandboxTransaction]), OrdersModule],
  controllers: [PaymentsController, ConfirmPaymentController, SandboxPaytmController],
  providers: [
    PaymentsService,
    PaymentTimeouts,
    SandboxPaytmService,
    { provide: PaymentGateway, useClass: PaytmGateway },
  ],
})
export class PaymentsModule {}
