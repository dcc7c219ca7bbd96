import { describe, expect, it } from '@jest/globals';
import { taxLabel } from './taxLabel';

describe('taxLabel', () => {
  it("names the API's flat rate as a percent, and per-product GST as GST", () => {
    expect(taxLabel(0.1)).toBe('Tax (10%)');
    expect(taxLabel(0.18)).toBe('Tax (18%)');
    expect(taxLabel(null)).toBe('GST');
  });
});
