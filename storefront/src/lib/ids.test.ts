import { describe, expect, it } from '@jest/globals';
import { shortId } from './ids';

describe('shortId', () => {
  it('keeps the last 8 characters', () => {
    expect(shortId('665f1c2ab7e4d93f12ab34cd')).toBe('12ab34cd');
  });

  it('keeps short ids whole and missing ones empty', () => {
    expect(shortId('abc')).toBe('abc');
    expect(shortId(undefined)).toBe('');
  });
});
