import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { admin, renderWithShop } from '../../../test/render';
import { ManageUsersPage } from '../ManageUsersPage';
import { mockApi } from '../shared/mockApi';
import { groupUsers } from './groupUsers';
import { answerConfirm, findToast } from '../../../test/toasts';

const user = (id: string, email: string, role: 'user' | 'admin') => ({
  _id: id,
  id,
  username: email.split('@')[0],
  email,
  role,
  profileImage: null,
  phone: null,
  shippingAddress: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const users = [
  user('3', 'zoe@example.com', 'user'),
  user('1', 'meera@example.com', 'admin'),
  user('4', 'asha@example.com', 'user'),
  user('2', 'anil@example.com', 'admin'),
];

describe('groupUsers', () => {
  it('puts admins first and regular users after, each by e-mail', () => {
    const { admins, regular } = groupUsers(users);
    expect(admins.map((entry) => entry.email)).toEqual(['anil@example.com', 'meera@example.com']);
    expect(regular.map((entry) => entry.email)).toEqual(['asha@example.com', 'zoe@example.com']);
  });
});

describe('ManageUsersPage', () => {
  it('lists admins, then a Regular Users divider, then users', async () => {
    mockApi({ 'GET /api/auth/users': { body: users } });
    renderWithShop(<ManageUsersPage />, { user: admin });
    expect(screen.getByText('Loading users...')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to Dashboard' }).getAttribute('href')).toBe('/dashboard/admin');

    await screen.findByText('anil@example.com');
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      '#EmailRoleActions',
      '1anil@example.comadminEditDelete',
      '2meera@example.comadminEditDelete',
      'Regular Users',
      '3asha@example.comuserEditDelete',
      '4zoe@example.comuserEditDelete',
    ]);
  });

  it('shows the error state when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/auth/users': { status: 500, body: {} } });
    renderWithShop(<ManageUsersPage />, { user: admin });
    expect(await screen.findByRole('heading', { name: 'Error Loading Users' })).toBeTruthy();
    expect(screen.getByText('Failed to load users. Please try again later.')).toBeTruthy();
  });

  it('changes a role through the modal and shows the refusal for the last admin', async () => {
    let refuse = true;
    const { calls } = mockApi({
      'GET /api/auth/users': { body: users },
      'PUT /api/auth/users/1': () =>
        refuse
          ? { status: 409, body: { message: 'The last admin cannot be demoted' } }
          : { body: { message: 'ok', user: users[1] } },
    });
    renderWithShop(<ManageUsersPage />, { user: admin });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit meera@example.com' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit User Role' }));
    fireEvent.change(dialog.getByLabelText('Role'), { target: { value: 'user' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('The last admin cannot be demoted');

    refuse = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await findToast('User role updated successfully');
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ role: 'user' });
  });

  it('deletes only after confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/auth/users': { body: users },
      'DELETE /api/auth/users/4': { body: { message: 'deleted' } },
    });
    renderWithShop(<ManageUsersPage />, { user: admin });
    const button = await screen.findByRole('button', { name: 'Delete asha@example.com' });
    fireEvent.click(button);
    await answerConfirm('Are you sure you want to delete this user?', 'Cancel');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(button);
    await answerConfirm('Are you sure you want to delete this user?', 'Delete');
    await findToast('User deleted successfully', { role: 'status' });
  });
});
