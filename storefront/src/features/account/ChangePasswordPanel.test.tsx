import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../test/mockFetch';
import { renderWithShop, shopper } from '../../test/render';
import { ProfilePage } from './ProfilePage';

const CHANGE = 'POST /api/auth/change-password';

function fillIn(current: string, next: string, confirmation = next) {
  const form = screen.getByRole('form', { name: 'Change password' });
  const field = (label: string) => within(form).getByLabelText(label);
  fireEvent.change(field('Current password'), { target: { value: current } });
  fireEvent.change(field('New password'), { target: { value: next } });
  fireEvent.change(field('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change password (profile)', () => {
  it('sends the current and the new password and confirms', async () => {
    const api = mockFetch({
      [CHANGE]: json({
        message: 'Password changed successfully',
        token: 'new-jwt',
        user: { ...shopper, id: shopper._id },
      }),
    });
    renderWithShop(<ProfilePage />, { user: shopper });
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();

    fillIn('old-password-1', 'brass-lamp-by-the-door');

    expect((await screen.findByRole('status')).textContent).toBe('Password changed successfully');
    expect(api.callsTo(CHANGE)[0].body).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'brass-lamp-by-the-door',
    });
  });

  it('checks the confirmation first, then shows the server refusal', async () => {
    const api = mockFetch({ [CHANGE]: json({ statusCode: 400, message: 'Current password is incorrect' }, 400) });
    renderWithShop(<ProfilePage />, { user: shopper });

    fillIn('old-password-1', 'brass-lamp-by-the-door', 'brass-lamp-by-the-floor');
    expect(screen.getByRole('alert').textContent).toBe('New passwords do not match.');
    expect(api.callsTo(CHANGE)).toHaveLength(0);

    fillIn('wrong-password', 'brass-lamp-by-the-door');
    expect((await screen.findByText('Current password is incorrect')).getAttribute('role')).toBe('alert');
  });
});
