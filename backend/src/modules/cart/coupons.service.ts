import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { coded } from '../../common/errors/error-codes';
import { CursorPage, readCursorPage, SyncQuery } from '../../common/http/cursor-page';
import { Paise, paiseToDecimal, paiseToRupees, toPaise } from '../../common/money';
import { Coupon } from './coupon.entity';
import { CouponDto } from './coupon.dto';
import { couponUsesSql } from '../orders/order.entity';

/** How many uses of the coupon ($2) the customer ($1) holds, the order being placed ($3) left out. */
const CUSTOMER_USES = `SELECT (${couponUsesSql('$1::uuid', '$2', '$3::uuid')}) AS used`;

export const INVALID_COUPON = 'Invalid or expired coupon code.';
export const COUPON_USED_UP = 'This coupon has reached its usage limit.';
export const COUPON_ALREADY_USED = 'You have already used this coupon as many times as it allows.';

/** "This coupon needs an order subtotal of at least Rs. 1,500.00." */
export function couponMinimumMessage(minimum: Paise): string {
  const rupees = paiseToRupees(minimum).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `This coupon needs an order subtotal of at least Rs. ${rupees}.`;
}

export interface NewCoupon {
  code: string;
  discountPercentage: number;
  expiryDate: Date;
  maxUses?: number | null;
  maxUsesPerCustomer?: number | null;
  /** Paise. */
  minOrderValue?: Paise | null;
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
    maxUses: coupon.maxUses,
    maxUsesPerCustomer: coupon.maxUsesPerCustomer,
    minOrderValue: coupon.minOrderValue === null ? null : paiseToRupees(toPaise(coupon.minOrderValue)),
    usedCount: coupon.usedCount,
    createdAt: coupon.createdAt,
    updatedAt: coupon.updatedAt,
  };
}

/**
 * 409: a cancelled order cannot come back, for its coupon has no use left for it (`reason`
 * says which limit). An admin reopening it gets this answer; a late payment keeps the order
 * cancelled and is refunded (OrdersService.applyGatewayOutcome).
 */
export class CouponUseRefused extends ConflictException {
  constructor(readonly reason: string) {
    super(`The order cannot be reopened: ${reason}.`);
  }
}

/** Who wants to use a coupon, on what: the subtotal is unknown when only the code is checked. */
export interface CouponUse {
  userId: string;
  subtotal: Paise | null;
  /** The order being placed, left out of the customer's earlier uses. */
  orderId?: string;
}

/**
 * The coupons table's owner: admin management, and the checks used by the cart, the coupon
 * form and order creation. Limits hold under concurrency: an order takes a use with one
 * conditional UPDATE inside its transaction (which also locks the coupon row, so the
 * per-customer count that follows sees every order committed before it).
 */
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
        this.coupons.create({
          code,
          discountPercentage: input.discountPercentage,
          expiryDate: input.expiryDate,
          maxUses: input.maxUses ?? null,
          maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
          minOrderValue: input.minOrderValue ? paiseToDecimal(input.minOrderValue) : null,
        }),
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

  /** Coupons by their last change, for integrations: a cursor walk (docs/integrations-sync.md). */
  changed(sync: SyncQuery): Promise<CursorPage<Coupon>> {
    return readCursorPage(
      this.coupons.createQueryBuilder('c'),
      { list: 'coupons', at: 'c.updated_at', id: 'c.id' },
      sync,
    );
  }

  async remove(id: string): Promise<void> {
    const result = await this.coupons.delete({ id });
    if (!result.affected) throw new NotFoundException('Coupon not found');
  }

  /**
   * The coupon for a code if it exists, has not expired and has uses left; otherwise 400 with
   * the shopper-facing message, the same for an unknown code as for an expired one (codes are
   * not to be discovered by their answers). Pass the transaction's manager
   * when inside one.
   */
  async findValid(code: string, now = new Date(), manager?: EntityManager): Promise<Coupon> {
    const repo = manager ? manager.getRepository(Coupon) : this.coupons;
    const coupon = await repo.findOneBy({ code: normalizeCouponCode(code) });
    if (!coupon) throw new BadRequestException(coded('COUPON_INVALID', INVALID_COUPON));
    if (coupon.expiryDate.getTime() <= now.getTime())
      throw new BadRequestException(coded('COUPON_INVALID', INVALID_COUPON));
    if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) {
      throw new BadRequestException(coded('COUPON_USED_UP', COUPON_USED_UP));
    }
    return coupon;
  }

  /** A valid coupon this customer may use on this subtotal (400 with the reason otherwise). */
  async findUsable(code: string, use: CouponUse, manager?: EntityManager): Promise<Coupon> {
    const coupon = await this.findValid(code, new Date(), manager);
    await this.assertUsable(coupon, use, manager ?? this.coupons.manager);
    return coupon;
  }

  /**
   * Inside the order's transaction: takes one use of the coupon, or refuses with the reason.
   * The UPDATE's own condition settles a race for the last use; its row lock orders the
   * customers' checks one after another.
   */
  async redeem(manager: EntityManager, coupon: Coupon, use: CouponUse): Promise<void> {
    const [rows]: [unknown[], number] = await manager.query(
      `UPDATE coupons SET used_count = used_count + 1
       WHERE id = $1 AND expiry_date > now() AND (max_uses IS NULL OR used_count < max_uses)
       RETURNING id`,
      [coupon.id],
    );
    if (rows.length === 0) {
      await this.findValid(coupon.code, new Date(), manager);
      throw new BadRequestException(coded('COUPON_USED_UP', COUPON_USED_UP));
    }
    await this.assertUsable(coupon, use, manager);
  }

  /** Gives a use back: the order holding it was cancelled. */
  async giveBack(manager: EntityManager, code: string): Promise<void> {
    await manager.query(`UPDATE coupons SET used_count = GREATEST(used_count - 1, 0) WHERE code = $1`, [code]);
  }

  /**
   * A cancelled order that comes back (a late payment, an admin reopening it) takes its use
   * again, inside its transaction and under the coupon's row lock, so it passes neither the
   * total nor the per-customer limit: refused with CouponUseRefused. Its expiry is not checked
   * again (the order was priced while the coupon was valid); a deleted coupon limits nothing.
   */
  async retake(manager: EntityManager, code: string, use: { userId: string | null; orderId: string }): Promise<void> {
    const coupon = await manager
      .getRepository(Coupon)
      .findOne({ where: { code }, lock: { mode: 'pessimistic_write' } });
    if (!coupon) return;
    if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) {
      throw new CouponUseRefused(`coupon ${code} has reached its usage limit`);
    }
    if (coupon.maxUsesPerCustomer !== null && use.userId !== null) {
      const used = await this.customerUses(manager, use.userId, code, use.orderId);
      if (used >= coupon.maxUsesPerCustomer) {
        throw new CouponUseRefused(`its customer has already used coupon ${code} as many times as it allows`);
      }
    }
    await manager.query(`UPDATE coupons SET used_count = used_count + 1 WHERE id = $1`, [coupon.id]);
  }

  /** Orders of a customer that hold a use of the coupon now (cancelled ones gave theirs back). */
  private async customerUses(manager: EntityManager, userId: string, code: string, exceptOrderId?: string) {
    const [{ used }]: { used: number }[] = await manager.query(CUSTOMER_USES, [userId, code, exceptOrderId ?? null]);
    return used;
  }

  private async assertUsable(coupon: Coupon, use: CouponUse, manager: EntityManager): Promise<void> {
    if (coupon.minOrderValue !== null && use.subtotal !== null && use.subtotal < toPaise(coupon.minOrderValue)) {
      throw new BadRequestException(
        coded('COUPON_MINIMUM_NOT_MET', couponMinimumMessage(toPaise(coupon.minOrderValue))),
      );
    }
    if (coupon.maxUsesPerCustomer === null) return;
    const used = await this.customerUses(manager, use.userId, coupon.code, use.orderId);
    if (used >= coupon.maxUsesPerCustomer)
      throw new BadRequestException(coded('COUPON_ALREADY_USED', COUPON_ALREADY_USED));
  }
}
