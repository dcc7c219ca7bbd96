import { describe, expect, it } from '@jest/globals';
import type { SessionUser } from '../auth';
import { checkOrderReadiness, completeAddress } from './placeOrderChecks';

const address = { address: '4 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
const user: SessionUser = {
  _id: 'u-1',
  username: 'ria',
  email: 'ria@example.com',
  role: 'user',
  shippingAddress: address,
};

describe('checkOrderReadiness', () => {
  it('asks for a payment method first, before anything else', () => {
    expect(checkOrderReadiness(null, null)).toEqual({
      ready: false,
      message: 'Please select a payment method.',
      goToProfile: false,
    });
  });

  it('then needs a signed-in user with an e-mail', () => {
    expect(checkOrderReadiness('COD', null)).toEqual({
      ready: false,
      message: 'You must be logged in to place an order.',
      goToProfile: false,
    });
    expect(checkOrderReadiness('UPI', { ...user, email: '' })).toMatchObject({
      message: 'You must be logged in to place an order.',
    });
  });

  it.each([
    ['no address at all', undefined],
    ['no city', { ...address, city: '' }],
    ['a blank street', { ...address, address: '   ' }],
    ['no state', { ...address, state: '' }],
    ['no pincode', { ...address, pincode: '' }],
  ])('then sends the shopper to the profile with %s', (_case, shippingAddress) => {
    expect(checkOrderReadiness('COD', { ...user, shippingAddress })).toEqual({
      ready: false,
      message: 'Please complete your shipping address in your profile before placing an order.',
      goToProfile: true,
    });
  });

  it('is ready with a method, a user and a complete address', () => {
    expect(checkOrderReadiness('UPI', user)).toEqual({
      ready: true,
      email: 'ria@example.com',
      shippingAddress: address,
    });
  });
});

describe('completeAddress', () => {
  it('accepts only an address with every part filled in', () => {
    expect(completeAddress(address)).toBe(address);
    expect(completeAddress(null)).toBeNull();
    expect(completeAddress({ ...address, pincode: ' ' })).toBeNull();
  });
});
