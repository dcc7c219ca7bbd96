import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartModule } from '../cart/cart.module';
import { CatalogModule } from '../catalog/catalog.module';
import { Invoice } from './invoices/invoice.entity';
import { InvoicesController } from './invoices/invoices.controller';
import { InvoicesService } from './invoices/invoices.service';
import { ExtraPayment, Order, OrderItem, OrderStatusChange, PaymentRecord, Refund } from './order.entity';
import { ExtraPaymentLedger, RefundLedger } from './refund-ledger.service';
import { OrderMails } from './order-mails';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { OrderStock } from './order-stock';
import { Shipment } from './shipments/shipment.entity';
import { ShipmentRecords } from './shipments/shipment-records';
import { CouriersController, ShipmentsController } from './shipments/shipments.controller';
import { ShipmentsService } from './shipments/shipments.service';
import { OrderWebhooks } from './order-webhooks';
import { OrderPlacements } from './order-placements';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { TrackingController } from './tracking/tracking.controller';
import { TrackingLinks } from './tracking/tracking-links';
import { TrackingService } from './tracking/tracking.service';

/**
 * Orders, their line snapshots, status history and payment records (the money side of an
 * order lives with the order so that placing it is one transaction). The gateway side of
 * payments is the payments module, which changes orders only through OrdersService, and
 * records refunds through RefundLedger. GST invoices and credit notes (invoices/) are issued
 * in the transaction that makes an order paid or cancels it.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      Order,
      OrderItem,
      OrderStatusChange,
      PaymentRecord,
      Refund,
      ExtraPayment,
      Invoice,
      Shipment,
    ]),
    CatalogModule,
    CartModule,
    WebhooksModule,
  ],
  controllers: [OrdersController, InvoicesController, ShipmentsController, CouriersController, TrackingController],
  providers: [
    OrdersService,
    OrderMails,
    InvoicesService,
    RefundLedger,
    ExtraPaymentLedger,
    OrderStock,
    ShipmentRecords,
    ShipmentsService,
    OrderWebhooks,
    OrderPlacements,
    TrackingLinks,
    TrackingService,
  ],
  exports: [
    OrdersService,
    RefundLedger,
    ExtraPaymentLedger,
    InvoicesService,
    OrderMails,
    OrderWebhooks,
    TrackingService,
  ],
})
export class OrdersModule {}
