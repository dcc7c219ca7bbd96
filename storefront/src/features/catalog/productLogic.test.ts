import { describe, expect, it } from '@jest/globals';
import { formatLongDate } from '../../lib/dates';
import { clampRating, imageSrcSet, percentOff, thumbnailUrl } from './productLogic';

describe('percentOff', () => {
  it('is the whole percent saved from the old price', () => {
    expect(percentOff(11999, 8999)).toBe(25);
    expect(percentOff(4499, 3599.2)).toBe(20);
    expect(percentOff(1000, 667)).toBe(33);
  });

  it('is 0 without a higher old price', () => {
    expect(percentOff(null, 500)).toBe(0);
    expect(percentOff(undefined, 500)).toBe(0);
    expect(percentOff(500, 500)).toBe(0);
    expect(percentOff(400, 500)).toBe(0);
    expect(percentOff(0, 500)).toBe(0);
  });
});

describe('clampRating', () => {
  it('keeps the displayed rating between 0 and 5', () => {
    expect(clampRating(3.5)).toBe(3.5);
    expect(clampRating(7)).toBe(5);
    expect(clampRating(-2)).toBe(0);
    expect(clampRating(null)).toBe(0);
    expect(clampRating(Number.NaN)).toBe(0);
  });
});

describe('thumbnailUrl', () => {
  it('prefers the 400 px copy stored beside an uploaded picture', () => {
    expect(thumbnailUrl('/uploads/products/abc.webp')).toBe('/uploads/products/abc-400.webp');
    expect(thumbnailUrl('/uploads/products/abc-400.webp')).toBe('/uploads/products/abc-400.webp');
    expect(thumbnailUrl('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(thumbnailUrl('')).toBe('');
  });

  it('does the same for the absolute URLs the API answers', () => {
    const image = 'https://shop.example.in/uploads/products/abc.webp';
    expect(thumbnailUrl(image)).toBe('https://shop.example.in/uploads/products/abc-400.webp');
    expect(imageSrcSet(image)).toBe(
      'https://shop.example.in/uploads/products/abc-400.webp 400w, https://shop.example.in/uploads/products/abc-1200.webp 1200w',
    );
    expect(imageSrcSet('https://cdn.example.net/uploads/x.jpg')).toBeUndefined();
  });
});

describe('review dates', () => {
  it('read as long month, day and year', () => {
    expect(formatLongDate('2025-03-07T12:00:00.000Z')).toBe('March 7, 2025');
  });
});
