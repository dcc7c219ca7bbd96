import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { CartController } from './cart.controller';
import { CartItem } from './cart-item.entity';
import { CartService } from './cart.service';
import { Coupon } from './coupon.entity';
import { CouponsController } from './coupons.controller';
import { CouponsService } from './coupons.service';

/** The server-side cart and coupons; they price with the one pricing function (common/pricing.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([CartItem, Coupon]), CatalogModule],
  controllers: [CartController, CouponsController],
  providers: [CartService, CouponsService],
  exports: [CartService, CouponsService],
})
export class CartModule {}
