import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { admin, renderWithShop } from '../../../test/render';
import { ManageReelsPage } from '../ManageReelsPage';
import { mockApi } from '../shared/mockApi';
import { reelDotStep, reelEmbedUrl, reelProblem } from './reelView';

describe('reel error messages', () => {
  it('explains a missing sign-in, on load and on save', () => {
    expect(reelProblem({ status: 401, data: {} }, 'load')).toEqual({
      auth: true,
      message: 'Authentication failed. Please ensure you are logged in as an admin.',
    });
    expect(reelProblem({ status: 401, data: {} }, 'save')).toEqual({
      auth: true,
      message: 'Authentication failed. Please log in as an admin and try again.',
    });
  });

  it('explains missing admin rights, on load and on save', () => {
    expect(reelProblem({ status: 403, data: {} }, 'load').message).toBe(
      'Access denied. You need admin privileges to access this page.',
    );
    expect(reelProblem({ status: 403, data: {} }, 'save').message).toBe(
      'Access denied. You need admin privileges to perform this action.',
    );
  });

  it('reports network failures and otherwise the server message or a fallback', () => {
    expect(reelProblem({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'load')).toEqual({
      auth: false,
      message: 'Network error: Failed to fetch',
    });
    expect(reelProblem({ status: 400, data: { message: 'Not an Instagram reel link' } }, 'save').message).toBe(
      'Not an Instagram reel link',
    );
    expect(reelProblem({ status: 500, data: {} }, 'load').message).toBe('Failed to load reels');
    expect(reelProblem({ status: 500, data: {} }, 'save').message).toBe('Failed to save reel');
    expect(reelProblem({ status: 500, data: {} }, 'delete').message).toBe('Failed to delete reel');
    expect(reelProblem({ status: 500, data: {} }, 'toggle').message).toBe('Failed to toggle status');
  });
});

describe('reel carousel', () => {
  it('steps 300 px per dot below a 640 px window and 340 px from there up', () => {
    expect(reelDotStep(639)).toBe(300);
    expect(reelDotStep(640)).toBe(340);
    expect(reelDotStep(1280)).toBe(340);
  });

  it('embeds a reel from its id', () => {
    expect(reelEmbedUrl('C9xYz')).toBe('https://www.instagram.com/reel/C9xYz/embed');
  });
});

describe('ManageReelsPage', () => {
  it('shows the empty state', async () => {
    mockApi({ 'GET /api/reels/admin': { body: { success: true, message: '', data: [] } } });
    renderWithShop(<ManageReelsPage />, { user: admin });
    expect(screen.getByText('Signed in as meera@example.com (admin)')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No reels found' })).toBeTruthy();
    expect(screen.getByText('Add your first Instagram reel to get started')).toBeTruthy();
  });

  it('shows the troubleshooting steps when the server refuses the admin', async () => {
    mockApi({ 'GET /api/reels/admin': { status: 403, body: { message: 'Forbidden' } } });
    renderWithShop(<ManageReelsPage />, { user: admin });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Access denied. You need admin privileges to access this page.');
    expect(alert.textContent).toContain('Check that cookies are enabled in your browser.');
  });

  it('shows each reel with its badge and actions', async () => {
    mockApi({
      'GET /api/reels/admin': {
        body: {
          success: true,
          message: '',
          data: [
            {
              _id: 'r1',
              id: 'r1',
              instagramUrl: 'https://www.instagram.com/reel/AbC/',
              embedId: 'AbC',
              caption: 'Jaipur block prints',
              isActive: false,
              createdAt: '2025-03-07T10:00:00.000Z',
              updatedAt: '2025-03-07T10:00:00.000Z',
            },
          ],
        },
      },
    });
    renderWithShop(<ManageReelsPage />, { user: admin });
    const frame = await screen.findByTitle('Instagram reel: Jaipur block prints');
    expect(frame.getAttribute('src')).toBe('https://www.instagram.com/reel/AbC/embed');
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
    expect(screen.getByText('March 7, 2025')).toBeTruthy();
  });
});
