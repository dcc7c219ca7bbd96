import { Module } from '@nestjs/common';
import { OrdersModule } from '../../orders/orders.module';
import { PaymentsModule } from '../payments.module';
import { SandboxPaytmController } from './sandbox-paytm.controller';
import { SandboxSettlementController } from './sandbox-settlement.controller';

/**
 * The built-in sandbox gateway's pages and its test-mode call. AppModule mounts it only while
 * the sandbox is on (config.paymentSandbox), so with a real gateway these paths do not exist
 * and answer 404 as any unknown path does, before any guard.
 */
@Module({
  imports: [PaymentsModule, OrdersModule],
  controllers: [SandboxPaytmController, SandboxSettlementController],
})
export class PaymentsSandboxModule {}
