import { describe, expect, it } from '@jest/globals';
import {
  MAX_IMAGE_BYTES,
  sanitizePhone,
  sanitizePincode,
  validateImageFile,
  validatePhone,
  validatePhoneOnSubmit,
  validatePincode,
  validatePincodeOnSubmit,
} from './validators';

describe('phone', () => {
  it('keeps only digits, at most 10', () => {
    expect(sanitizePhone('+91 98765-43210')).toBe('9198765432');
    expect(sanitizePhone('98a76b')).toBe('9876');
  });

  it('allows an empty phone', () => {
    expect(validatePhone('')).toBeNull();
    expect(validatePhoneOnSubmit('')).toBeNull();
  });

  it('asks for 10 digits while fewer are typed', () => {
    expect(validatePhone('98765')).toBe('Phone number must be 10 digits');
  });

  it('asks for a mobile prefix of 6 to 9', () => {
    expect(validatePhone('5876543210')).toBe('Phone number must start with 6, 7, 8, or 9');
    expect(validatePhone('0876543210')).toBe('Phone number must start with 6, 7, 8, or 9');
  });

  it('accepts Indian mobile numbers', () => {
    for (const phone of ['6000000000', '7123456789', '8765432109', '9876543210']) {
      expect(validatePhone(phone)).toBeNull();
      expect(validatePhoneOnSubmit(phone)).toBeNull();
    }
  });

  it('on submit, rejects anything but 10 digits', () => {
    expect(validatePhoneOnSubmit('98765')).toBe('Please enter a valid 10-digit phone number');
    expect(validatePhoneOnSubmit('98765432101')).toBe('Please enter a valid 10-digit phone number');
  });

  it('on submit, rejects 10 digits with the wrong prefix', () => {
    expect(validatePhoneOnSubmit('1234567890')).toBe(
      'Phone number must start with 6, 7, 8, or 9 and be 10 digits long',
    );
  });
});

describe('pincode', () => {
  it('keeps only digits, at most 6', () => {
    expect(sanitizePincode('110 001 9')).toBe('110001');
  });

  it('allows an empty pincode', () => {
    expect(validatePincode('')).toBeNull();
    expect(validatePincodeOnSubmit('')).toBeNull();
  });

  it('asks for 6 digits while fewer are typed', () => {
    expect(validatePincode('1100')).toBe('Pincode must be 6 digits');
  });

  it('refuses a leading zero', () => {
    expect(validatePincode('011001')).toBe('Pincode cannot start with 0');
  });

  it('flags anything else that is not a pincode', () => {
    expect(validatePincode('11000a')).toBe('Invalid pincode format');
    expect(validatePincode('1100011')).toBe('Invalid pincode format');
  });

  it('accepts real pincodes', () => {
    for (const pincode of ['110001', '560034', '302001']) {
      expect(validatePincode(pincode)).toBeNull();
      expect(validatePincodeOnSubmit(pincode)).toBeNull();
    }
  });

  it('on submit, rejects anything but 6 digits', () => {
    expect(validatePincodeOnSubmit('1100')).toBe('Please enter a valid 6-digit pincode');
    expect(validatePincodeOnSubmit('11000a')).toBe('Please enter a valid 6-digit pincode');
  });

  it('on submit, rejects a leading zero', () => {
    expect(validatePincodeOnSubmit('011001')).toBe('Pincode must be 6 digits and cannot start with 0');
  });
});

describe('validateImageFile', () => {
  it('accepts an image up to 5 MB', () => {
    expect(validateImageFile({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });

  it('refuses files that are not images', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 100 })).toBe(
      'Please select an image file (JPG, PNG, GIF)',
    );
  });

  it('refuses images over 5 MB', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'File size must be less than 5MB',
    );
  });
});
