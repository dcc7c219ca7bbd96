import { mobileNumber, orderNumberOf, orderNumberSuffix } from './order-number';

describe('order numbers and phone numbers as people type them', () => {
  it('reads an order number with or without # and in any case, or the whole id', () => {
    expect(orderNumberSuffix('#C67C499B')).toBe('c67c499b');
    expect(orderNumberSuffix(' c67c499b ')).toBe('c67c499b');
    expect(orderNumberSuffix('7d0f3c2e-5a4b-4c3d-9e8f-1a2bc67c499b')).toBe('c67c499b');
    expect(orderNumberSuffix('C67C499')).toBeNull();
    expect(orderNumberSuffix('asha@example.com')).toBeNull();
    expect(orderNumberOf('7d0f3c2e-5a4b-4c3d-9e8f-1a2bc67c499b')).toBe('#C67C499B');
  });

  it('reads a mobile number with +91, 0, spaces or dashes', () => {
    expect(mobileNumber('9876543210')).toBe('9876543210');
    expect(mobileNumber('+91 98765-43210')).toBe('9876543210');
    expect(mobileNumber('09876543210')).toBe('9876543210');
    expect(mobileNumber('5876543210')).toBeNull();
    expect(mobileNumber('98765')).toBeNull();
    expect(mobileNumber('asha@example.com')).toBeNull();
  });
});
