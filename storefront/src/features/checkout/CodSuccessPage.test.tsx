import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithShop } from '../../test/render';
import { CodSuccessPage } from './CodSuccessPage';
import { ThanksPage } from './ThanksPage';

describe('order confirmation pages', () => {
  it('confirms a cash-on-delivery order with a way to the orders', () => {
    renderWithShop(<CodSuccessPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Your order is confirmed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('thanks the shopper and leads back to the shop', () => {
    renderWithShop(<ThanksPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Order Successful' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
  });
});
