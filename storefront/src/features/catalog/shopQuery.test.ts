import { describe, expect, it } from '@jest/globals';
import { optionCountArgs, readShopFilters, shopListArgs, showingText, writeShopFilters } from './shopQuery';

describe('shop filters in the address', () => {
  it('reads category, price range and page with defaults', () => {
    expect(readShopFilters(new URLSearchParams(''))).toEqual({
      category: 'all',
      priceRange: '',
      page: 1,
      sort: 'newest',
      options: [],
    });
    expect(readShopFilters(new URLSearchParams('category=Wall+Art&priceRange=1500-3000&page=2'))).toEqual({
      category: 'Wall Art',
      priceRange: '1500-3000',
      page: 2,
      sort: 'newest',
      options: [],
    });
    expect(readShopFilters(new URLSearchParams('category=Sofas&page=-3'))).toEqual({
      category: 'all',
      priceRange: '',
      page: 1,
      sort: 'newest',
      options: [],
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeShopFilters({ category: 'all', priceRange: '', page: 1, sort: 'newest', options: [] }).toString()).toBe(
      '',
    );
    expect(
      writeShopFilters({ category: 'Table Top', priceRange: '5000-', page: 3, sort: 'newest', options: [] }).toString(),
    ).toBe('category=Table+Top&priceRange=5000-&page=3');
  });

  it('turns the price range into minPrice and maxPrice with either side optional', () => {
    expect(
      shopListArgs({ category: 'Mirrors', priceRange: '1500-3000', page: 2, sort: 'newest', options: [] }),
    ).toEqual({
      category: 'Mirrors',
      minPrice: '1500',
      maxPrice: '3000',
      page: 2,
      limit: 20,
    });
    expect(shopListArgs({ category: 'all', priceRange: '5000-', page: 1, sort: 'newest', options: [] })).toEqual({
      minPrice: '5000',
      page: 1,
      limit: 20,
    });
    expect(shopListArgs({ category: 'all', priceRange: '-1500', page: 1, sort: 'newest', options: [] })).toEqual({
      maxPrice: '1500',
      page: 1,
      limit: 20,
    });
  });
});

describe('option filters in the address', () => {
  it('reads each option value once, leaves out malformed ones and writes them repeated', () => {
    const filters = readShopFilters(
      new URLSearchParams('option=Size:Large&option=size:large&option=Walnut&option=Finish:Teak'),
    );
    expect(filters.options).toEqual(['Size:Large', 'Finish:Teak']);
    expect(writeShopFilters({ ...filters, page: 2 }).toString()).toBe(
      'page=2&option=Size%3ALarge&option=Finish%3ATeak',
    );
    expect(shopListArgs(filters).option).toEqual(['Size:Large', 'Finish:Teak']);
    expect(optionCountArgs({ ...filters, category: 'Mirrors', priceRange: '1500-3000' })).toEqual({
      category: 'Mirrors',
      minPrice: '1500',
      maxPrice: '3000',
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
    expect(
      writeShopFilters({
        category: 'all',
        priceRange: '',
        page: 1,
        sort: 'newest',
        stock: 'hide',
        options: [],
      }).toString(),
    ).toBe('stock=hide');
    expect(
      shopListArgs({ category: 'all', priceRange: '', page: 1, sort: 'newest', stock: 'last', options: [] }),
    ).toEqual({
      page: 1,
      limit: 20,
      outOfStock: 'last',
    });
    expect(shopListArgs({ category: 'all', priceRange: '', page: 1, sort: 'newest', options: [] })).not.toHaveProperty(
      'outOfStock',
    );
  });
});

describe('shop sort order', () => {
  it('reads the order from the address, writes all but the default and asks the API for it', () => {
    expect(readShopFilters(new URLSearchParams('sort=price-asc')).sort).toBe('price-asc');
    expect(readShopFilters(new URLSearchParams('sort=cheapest')).sort).toBe('newest');
    const base = { category: 'all' as const, priceRange: '', page: 1, options: [] as string[] };
    expect(writeShopFilters({ ...base, sort: 'rating' }).toString()).toBe('sort=rating');
    expect(writeShopFilters({ ...base, sort: 'newest' }).toString()).toBe('');
    expect(shopListArgs({ ...base, sort: 'price-desc' })).toEqual({
      page: 1,
      limit: 20,
      sortBy: 'price',
      sortOrder: 'desc',
    });
    expect(shopListArgs({ ...base, sort: 'name' })).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
    expect(shopListArgs({ ...base, sort: 'rating' })).toMatchObject({ sortBy: 'rating', sortOrder: 'desc' });
    // Newest is the API's own default: nothing to send.
    expect(shopListArgs({ ...base, sort: 'newest' })).not.toHaveProperty('sortBy');
  });
});
