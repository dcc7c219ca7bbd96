import type { CartDto, CartLineDto } from '../api/generated';
import type { LineVariantFields } from '../lib/variants';

/** A cart line as the server sends it, for tests (of the product's single variant unless told). */
export function cartLine(overrides: Partial<CartLineDto & LineVariantFields> = {}): CartLineDto {
  return {
    _id: 'line-1',
    id: 'line-1',
    productId: 'p-1',
    name: 'Brass Sunburst Mirror',
    image: '/uploads/products/mirror.webp',
    price: 3599.2,
    quantity: 1,
    originalPrice: 4499,
    oldPrice: 4499,
    dealDiscount: 20,
    dealTitle: 'Festive Diwali Sale',
    material: 'Brass',
    lineTotal: 3599.2,
    stock: null,
    variantId: 'v-1',
    sku: 'DS-MIRROR',
    variantTitle: null,
    ...overrides,
  };
}

/** A cart with the server's totals for its lines (no coupon). */
export function cartOf(lines: CartLineDto[]): CartDto {
  const subtotalPaise = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
  const taxPaise = Math.round(subtotalPaise / 10);
  return {
    products: lines,
    totalPrice: subtotalPaise / 100,
    discount: 0,
    couponCode: null,
    discountPercentage: null,
    tax: taxPaise / 100,
    taxRate: 0.1,
    grandTotal: (subtotalPaise + taxPaise) / 100,
    selectedItems: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
