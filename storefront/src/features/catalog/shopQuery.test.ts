import { describe, expect, it } from '@jest/globals';
import { readShopFilters, shopListArgs, showingText, writeShopFilters } from './shopQuery';

describe('shop filters in the address', () => {
  it('reads category, price range and page with defaults', () => {
    expect(readShopFilters(new URLSearchParams(''))).toEqual({ category: 'all', priceRange: '', page: 1 });
    expect(readShopFilters(new URLSearchParams('category=Wall+Art&priceRange=1500-3000&page=2'))).toEqual({
      category: 'Wall Art',
      priceRange: '1500-3000',
      page: 2,
    });
    expect(readShopFilters(new URLSearchParams('category=Sofas&page=-3'))).toEqual({
      category: 'all',
      priceRange: '',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeShopFilters({ category: 'all', priceRange: '', page: 1 }).toString()).toBe('');
    expect(writeShopFilters({ category: 'Table Top', priceRange: '5000-', page: 3 }).toString()).toBe(
      'category=Table+Top&priceRange=5000-&page=3',
    );
  });

  it('turns the price range into minPrice and maxPrice with either side optional', () => {
    expect(shopListArgs({ category: 'Mirrors', priceRange: '1500-3000', page: 2 })).toEqual({
      category: 'Mirrors',
      minPrice: '1500',
      maxPrice: '3000',
      page: 2,
      limit: 20,
    });
    expect(shopListArgs({ category: 'all', priceRange: '5000-', page: 1 })).toEqual({
      minPrice: '5000',
      page: 1,
      limit: 20,
    });
    expect(shopListArgs({ category: 'all', priceRange: '-1500', page: 1 })).toEqual({
      maxPrice: '1500',
      page: 1,
      limit: 20,
    });
  });
});

describe('showingText', () => {
  it('names the products on the page and the total', () => {
    expect(showingText(1, 20, 72)).toBe('Showing 1 to 20 of 72 products');
    expect(showingText(4, 20, 72)).toBe('Showing 61 to 72 of 72 products');
    expect(showingText(1, 20, 5)).toBe('Showing 1 to 5 of 5 products');
    expect(showingText(1, 20, 0)).toBe('Showing 0 to 0 of 0 products');
  });
});

describe('shop availability filter', () => {
  it('reads, writes and asks for sold-out products hidden or last; anything else shows all', () => {
    expect(readShopFilters(new URLSearchParams('stock=hide')).stock).toBe('hide');
    expect(readShopFilters(new URLSearchParams('stock=last')).stock).toBe('last');
    expect(readShopFilters(new URLSearchParams('stock=everything')).stock).toBeUndefined();
    expect(writeShopFilters({ category: 'all', priceRange: '', page: 1, stock: 'hide' }).toString()).toBe('stock=hide');
    expect(shopListArgs({ category: 'all', priceRange: '', page: 1, stock: 'last' })).toEqual({
      page: 1,
      limit: 20,
      outOfStock: 'last',
    });
    expect(shopListArgs({ category: 'all', priceRange: '', page: 1 })).not.toHaveProperty('outOfStock');
  });
});
