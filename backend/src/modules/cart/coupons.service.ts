import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Coupon } from './coupon.entity';
import { CouponDto } from './coupon.dto';

export const INVALID_COUPON = 'Invalid or expired coupon code.';

export interface NewCoupon {
  code: string;
  discountPercentage: number;
  expiryDate: Date;
}

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function toCouponDto(coupon: Coupon): CouponDto {
  return {
    _id: coupon.id,
    id: coupon.id,
    code: coupon.code,
    discountPercentage: coupon.discountPercentage,
    expiryDate: coupon.expiryDate,
    createdAt: coupon.createdAt,
  };
}

/** The coupons table's owner: admin management, and the check used by order creation. */
@Injectable()
export class CouponsService {
  constructor(@InjectRepository(Coupon) private readonly coupons: Repository<Coupon>) {}

  async create(input: NewCoupon, now = new Date()): Promise<Coupon> {
    const code = normalizeCouponCode(input.code);
    if (input.expiryDate.getTime() <= now.getTime()) {
      throw new BadRequestException('Expiry date must be in the future.');
    }
    if (await this.coupons.existsBy({ code })) throw new ConflictException('Coupon code already exists');
    try {
      return await this.coupons.save(
        this.coupons.create({ code, discountPercentage: input.discountPercentage, expiryDate: input.expiryDate }),
      );
    } catch (err) {
      // Two admins adding the same code at once: the unique index decides.
      if ((err as { driverError?: { code?: string } }).driverError?.code === '23505') {
        throw new ConflictException('Coupon code already exists');
      }
      throw err;
    }
  }

  list(): Promise<Coupon[]> {
    return this.coupons.find({ order: { createdAt: 'DESC' } });
  }

  async remove(id: string): Promise<void> {
    const result = await this.coupons.delete({ id });
    if (!result.affected) throw new NotFoundException('Coupon not found');
  }

  /**
   * The coupon for a code if it exists and has not expired; unknown → 404, expired → 400,
   * both with the shopper-facing message. Pass the transaction's manager when inside one.
   */
  async findValid(code: string, now = new Date(), manager?: EntityManager): Promise<Coupon> {
    const repo = manager ? manager.getRepository(Coupon) : this.coupons;
    const coupon = await repo.findOneBy({ code: normalizeCouponCode(code) });
    if (!coupon) throw new NotFoundException(INVALID_COUPON);
    if (coupon.expiryDate.getTime() <= now.getTime()) throw new BadRequestException(INVALID_COUPON);
    return coupon;
  }
}
