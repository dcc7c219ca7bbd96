import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../test/catalogFixtures';
import { renderWithShop } from '../../test/render';
import { ReelsCarousel } from './ReelsCarousel';

const reel = (index: number) => ({
  _id: `r-${index}`,
  id: `r-${index}`,
  instagramUrl: `https://www.instagram.com/reel/ABC${index}/`,
  embedId: `ABC${index}`,
  caption: `Balcony makeover ${index}`,
  isActive: true,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
});

const reels = (count: number) => ({
  body: { success: true, message: 'ok', data: Array.from({ length: count }, (_, index) => reel(index + 1)) },
});

describe('ReelsCarousel', () => {
  it('embeds each reel with its caption, without arrows for three or fewer', async () => {
    mockApi({ '/api/reels': reels(3) });
    renderWithShop(<ReelsCarousel />);
    const frame = await screen.findByTitle('Balcony makeover 1');
    expect(frame.getAttribute('src')).toBe('https://www.instagram.com/reel/ABC1/embed');
    expect(screen.getByText('Balcony makeover 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next reels' })).toBeNull();
    expect(screen.queryByText('Swipe or use the arrows to see more')).toBeNull();
  });

  it('adds arrows and the hint for more than three', async () => {
    mockApi({ '/api/reels': reels(4) });
    renderWithShop(<ReelsCarousel />);
    expect(await screen.findByRole('button', { name: 'Next reels' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous reels' })).toBeTruthy();
    expect(screen.getByText('Swipe or use the arrows to see more')).toBeTruthy();
  });

  it('invites shoppers to Instagram when the reels fail to load', async () => {
    mockApi({ '/api/reels': { status: 500, body: { success: false, message: 'Failed to load reels' } } });
    renderWithShop(<ReelsCarousel />);
    expect(await screen.findByText('Follow us on Instagram for more updates!')).toBeTruthy();
  });

  it('hides itself for an empty list', async () => {
    const { requests } = mockApi({ '/api/reels': reels(0) });
    const { container } = renderWithShop(<ReelsCarousel />);
    await waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
