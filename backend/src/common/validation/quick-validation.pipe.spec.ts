import 'reflect-metadata';
import { ArgumentMetadata, HttpException, ValidationPipe } from '@nestjs/common';
import { keepValidationRules } from './kept-rules';
import { QuickValidationPipe } from './quick-validation.pipe';
import { AddToCartDto, UpdateCartItemDto } from '../../modules/cart/cart.dto';
import { CreateCouponDto } from '../../modules/cart/coupon.dto';
import { CreateOrderDto, ListOrdersQueryDto } from '../../modules/orders/order.dto';
import { EditProfileDto, LoginDto, RegisterDto } from '../../modules/auth/auth.dto';
import { CreateProductDto, UpdateProductDto } from '../../modules/catalog/dto/product-input.dto';
import { PostReviewDto } from '../../modules/catalog/dto/review.dto';
import { SaveDealDto } from '../../modules/deals/dto/deal.dto';
import { SetStockDto } from '../../modules/catalog/dto/stock.dto';

keepValidationRules();

const PRODUCT = 'd8aca362-84dd-44ea-acf8-7081d79cd379';
const ADDRESS = { address: ' 12 MG Road ', city: 'Pune', state: 'Maharashtra', pincode: '411001' };

/** Bodies the shop's forms and clients send, each of which the pipe accepts. */
const VALID: [new () => object, Record<string, unknown>][] = [
  [AddToCartDto, { productId: PRODUCT, quantity: 2 }],
  [AddToCartDto, { productId: PRODUCT, quantity: 1, name: 'Mirror', image: '/x.webp', price: 10, userId: 'u' }],
  [UpdateCartItemDto, { type: 'increment' }],
  [
    CreateOrderDto,
    {
      products: [
        { productId: PRODUCT, quantity: 1 },
        { productId: PRODUCT.replace('9', '8'), quantity: 3 },
      ],
      amount: 1429.5,
      email: ' asha@example.com ',
      paymentMethod: 'COD',
      shippingAddress: ADDRESS,
      couponCode: ' WELCOME10 ',
    },
  ],
  [LoginDto, { email: 'asha@example.com', password: 'secret' }],
  [RegisterDto, { email: 'asha@example.com', password: 'Secret#123', username: 'Asha' }],
  [EditProfileDto, { username: ' Asha ', phone: '9876543210' }],
  [
    CreateProductDto,
    {
      name: ' Sunburst Mirror ',
      category: 'mirrors',
      price: 2499,
      image: '/uploads/images/a.webp',
      description: 'Gold',
    },
  ],
  [UpdateProductDto, { price: '2499.50' }],
  [PostReviewDto, { productId: PRODUCT, rating: 5, comment: 'Lovely' }],
  [SaveDealDto, { title: ' Festive ', discount: 20, endDate: '2030-12-31T23:59:59Z', categories: ['mirrors'] }],
  [CreateCouponDto, { code: 'SAVE10', discountPercentage: 10, expiryDate: '2030-01-01T00:00:00Z' }],
  [SetStockDto, { stock: 12, note: 'Counted' }],
];

/** Each body changed in the ways clients get bodies wrong (and right), one change at a time. */
function variants(body: Record<string, unknown>): unknown[] {
  const out: unknown[] = [body, {}, null, [], 'text', [body]];
  const odd: unknown[] = [null, '', ' ', 0, -1, 1.5, 100, '7', 'abc', true, [], [1], {}, { a: 1 }, 'x'.repeat(600)];
  for (const key of Object.keys(body)) {
    const { [key]: _, ...without } = body;
    out.push(without);
    for (const value of odd) out.push({ ...body, [key]: value });
    const value = body[key];
    if (Array.isArray(value) && value.length > 0) {
      out.push({ ...body, [key]: [...value, ...value] });
      for (const item of variants(value[0] as Record<string, unknown>)) out.push({ ...body, [key]: [item] });
    } else if (value && typeof value === 'object') {
      for (const inner of variants(value as Record<string, unknown>)) out.push({ ...body, [key]: inner });
    }
  }
  out.push({ ...body, extra: 1 }, JSON.parse(`{"__proto__":{"admin":true},"a":1}`), { ...body, constructor: 'x' });
  return out;
}

/** A fresh copy, as the server parses every body (structuredClone would make objects of another realm under jest). */
function parsed(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

type Outcome = { value: unknown } | { error: unknown };

async function outcome(pipe: ValidationPipe, value: unknown, metadata: ArgumentMetadata): Promise<Outcome> {
  try {
    return { value: await pipe.transform(parsed(value), metadata) };
  } catch (error) {
    if (error instanceof HttpException) return { error: [error.getStatus(), error.getResponse()] };
    throw error;
  }
}

/** Values with their classes: a DTO must come back as the same class, nested ones too. */
function described(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(described);
  if (value && typeof value === 'object') {
    return {
      class: value.constructor?.name ?? null,
      fields: Object.fromEntries(Object.entries(value).map(([key, field]) => [key, described(field)])),
    };
  }
  return value;
}

describe('QuickValidationPipe', () => {
  const library = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  const quick = new QuickValidationPipe();

  it.each(VALID.map(([dto, body]) => [dto.name, dto, body] as const))(
    'answers what ValidationPipe answers for every variant of a %s body',
    async (_name, dto, body) => {
      const metadata: ArgumentMetadata = { type: 'body', metatype: dto };
      for (const value of variants(body)) {
        const [expected, actual] = await Promise.all([
          outcome(library, value, metadata),
          outcome(quick, value, metadata),
        ]);
        const shown = (o: Outcome) => ('value' in o ? { value: described(o.value) } : o);
        expect({ body: value, ...shown(actual) }).toEqual({ body: value, ...shown(expected) });
      }
    },
  );

  it('builds the DTO itself for a body that passes, without the libraries', async () => {
    const fallBack = jest.spyOn(ValidationPipe.prototype, 'transform');
    try {
      for (const [dto, body] of VALID.filter(([dto]) => dto !== EditProfileDto && dto !== UpdateProductDto)) {
        await quick.transform(parsed(body), { type: 'body', metatype: dto });
      }
      expect(fallBack).not.toHaveBeenCalled();
      const order = (await quick.transform(parsed(VALID[3][1]), {
        type: 'body',
        metatype: CreateOrderDto,
      })) as CreateOrderDto;
      expect(order).toBeInstanceOf(CreateOrderDto);
      expect(order.amount).toBe('1429.50');
      expect(order.email).toBe('asha@example.com');
      expect(order.shippingAddress?.address).toBe('12 MG Road');
      expect(order.products[0].constructor.name).toBe('OrderLineInputDto');
    } finally {
      fallBack.mockRestore();
    }
  });

  it('leaves refusals and conversions to ValidationPipe', async () => {
    const fallBack = jest.spyOn(ValidationPipe.prototype, 'transform');
    try {
      await expect(
        quick.transform({ productId: PRODUCT, quantity: 0 }, { type: 'body', metatype: AddToCartDto }),
      ).rejects.toThrow(HttpException);
      // Query strings are text: @Type(() => Number) converts them, which only the library does.
      const query = await quick.transform({ page: '2' }, { type: 'query', metatype: ListOrdersQueryDto });
      expect(query).toEqual(Object.assign(new ListOrdersQueryDto(), { page: 2 }));
      expect(fallBack).toHaveBeenCalledTimes(2);
    } finally {
      fallBack.mockRestore();
    }
  });
});
