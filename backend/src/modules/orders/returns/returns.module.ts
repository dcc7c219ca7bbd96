import { SettingsModule } from '../../settings/settings.module';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../../catalog/catalog.module';
import { PaymentsModule } from '../../payments/payments.module';
import { Invoice } from '../invoices/invoice.entity';
import { Order, OrderItem, OrderStatusChange, Refund } from '../order.entity';
import { OrdersModule } from '../orders.module';
import { ReturnLine, ReturnRequest } from './return-request.entity';
import { OrderReturnsController, ReturnsController } from './returns.controller';
import { ReturnsClock } from './returns-clock';
import { ReturnsService } from './returns.service';

/**
 * Returns after delivery. A module of its own beside OrdersModule because an approval refunds
 * through the payments module, which itself builds on OrdersModule.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ReturnRequest, ReturnLine, Order, OrderItem, OrderStatusChange, Refund, Invoice]),
    OrdersModule,
    PaymentsModule,
    CatalogModule,
    SettingsModule,
  ],
  controllers: [OrderReturnsController, ReturnsController],
  providers: [ReturnsService, ReturnsClock],
})
export class ReturnsModule {}
