import { describe, expect, it } from '@jest/globals';
import { orderNumber, shortId } from './ids';

describe('shortId', () => {
  it('keeps the last 8 characters', () => {
    expect(shortId('665f1c2ab7e4d93f12ab34cd')).toBe('12ab34cd');
  });

  it('keeps short ids whole and missing ones empty', () => {
    expect(shortId('abc')).toBe('abc');
    expect(shortId(undefined)).toBe('');
  });
});

describe('orderNumber', () => {
  it('is # and the last 8 characters in capitals', () => {
    expect(orderNumber('7d0f3c2e-5a4b-4c3d-9e8f-1a2bc67c499b')).toBe('#C67C499B');
    expect(orderNumber(null)).toBe('');
  });
});
