import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module';
import { CatalogModule } from '../catalog/catalog.module';
import { Order, OrderItem, OrderStatusChange, PaymentRecord } from './order.entity';
import { OrderMails } from './order-mails';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/**
 * Orders, their line snapshots, status history and payment records (the money side of an
 * order lives with the order so that placing it is one transaction). The gateway side of
 * payments is the payments module, which changes orders only through OrdersService.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, OrderStatusChange, PaymentRecord]), CatalogModule, CartModule],
  controllers: [OrdersController],
  providers: [OrdersService, OrderMails],
  exports: [OrdersService],
})
export class OrdersModule {}
