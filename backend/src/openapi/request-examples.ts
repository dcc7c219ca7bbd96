/**
 * Request bodies of the calls an integration makes first, by operationId: shown by API
 * browsers and generated documentation, and checked against their schemas by the linters.
 */
const ORDER_ID = '3f9a2c71-5b0e-4d8a-9c1f-2a7e6b4d8c90';
const PRODUCT_ID = '9b2e4c1a-7d3f-4e8b-a1c5-6f0d2e9b7a43';

export const REQUEST_EXAMPLES: Record<string, unknown> = {
  sendOtp: { email: 'asha@example.com' },
  verifyOtp: { email: 'asha@example.com', otp: '482913' },
  register: { email: 'asha@example.com', username: 'Asha Rao', password: 'brass-lamp-by-the-door' },
  login: { email: 'asha@example.com', password: 'brass-lamp-by-the-door' },
  addToCart: { productId: PRODUCT_ID, quantity: 2 },
  createOrder: {
    products: [{ productId: PRODUCT_ID, quantity: 2 }],
    amount: '2197.80',
    email: 'asha@example.com',
    paymentMethod: 'UPI',
    shippingAddress: { address: '12 MG Road', city: 'Jaipur', state: 'Rajasthan', pincode: '302001' },
  },
  initiatePayment: { orderId: ORDER_ID, amount: '2197.80', customerInfo: { phone: '9876543210' } },
  settleSandboxPayment: { outcome: 'paid' },
  postReview: { productId: PRODUCT_ID, rating: 5, comment: 'The brass frame is even better in person.' },
};
