import type { OrderDto } from '../../api/generated';

/** An order as GET /api/orders/order/{id} returns it; override what a test cares about. */
export function makeOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  const id = overrides._id ?? '3f2a9c1e-7b44-4d0a-9e6f-0a1b2c3d4e5f';
  return {
    _id: id,
    id,
    orderId: id,
    userId: 'u-asha',
    email: 'asha@example.com',
    products: [
      {
        _id: 'line-1',
        id: 'line-1',
        productId: 'p-9f8e7d6c5b4a',
        name: 'Brass Sunburst Mirror',
        image: '/uploads/products/mirror.webp',
        material: 'Brass',
        price: 1122.5,
        originalPrice: 1500,
        dealDiscount: 25,
        dealTitle: 'Festive',
        quantity: 1,
        lineTotal: 1122.5,
        hsnCode: '70099200',
        gstRate: 18,
      },
    ],
    amount: 1234.75,
    subtotal: 1122.5,
    discount: 0,
    tax: 112.25,
    taxMode: 'flat',
    taxRate: 0.1,
    status: 'pending',
    paymentStatus: 'unpaid',
    paymentMethod: 'COD',
    couponCode: null,
    couponPercent: null,
    shippingAddress: { address: '12 MG Road', city: 'Jaipur', state: 'Rajasthan', pincode: '302001' },
    cancelReason: null,
    paidAt: null,
    payBy: null,
    createdAt: '2025-03-07T10:15:00.000Z',
    updatedAt: '2025-03-07T10:15:00.000Z',
    timeline: [
      {
        status: 'pending',
        fromStatus: null,
        paymentStatus: 'unpaid',
        actorRole: 'user',
        note: 'Order placed',
        at: '2025-03-07T10:15:00.000Z',
      },
    ],
    payment: null,
    shipments: [],
    refunds: [],
    documents: [],
    ...overrides,
  };
}
