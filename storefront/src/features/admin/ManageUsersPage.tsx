import { Fragment, useState } from 'react';
import styled from 'styled-components';
import { DialogFooter } from './shared/DialogFooter';
import { type UserDto } from '../../api/generated';
import { useChangeUserRoleMutation, useListUsersQuery, useDeleteUserMutation } from '../../api/adminGenerated';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { PageLoader } from '../../components/PageLoader';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import {
  AdminHeader,
  AdminPage,
  AdminSubtitle,
  AdminTitle,
  BackLink,
  Badge,
  Field,
  RowActions,
  Select,
  SmallButton,
  Table,
  TableScroller,
} from './shared/adminUi';
import { serverMessage } from './shared/apiError';
import { groupUsers } from './users/groupUsers';
import { useNotify } from '../../components/Toaster';
import { useConfirm } from '../../components/ConfirmDialog';

export const USER_MESSAGES = {
  roleUpdated: 'User role updated successfully',
  roleFailed: 'Failed to update user role.',
  deleted: 'User deleted successfully',
  deleteFailed: 'Failed to delete user.',
  confirmDelete: 'Are you sure you want to delete this user?',
} as const;

const DividerCell = styled.td`
  && {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.inkSoft};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }
`;

const roleColours = {
  admin: { background: '#f4e3d7', ink: '#8f4a26' },
  user: { background: '#e3e8dc', ink: '#4d5b44' },
};

interface RoleModalProps {
  user: UserDto;
  onClose: () => void;
}

function RoleModal({ user, onClose }: RoleModalProps) {
  const [role, setRole] = useState<UserDto['role']>(user.role);
  const [changeRole, { isLoading }] = useChangeUserRoleMutation();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setError(null);
    try {
      await changeRole({ id: user._id, updateRoleDto: { role } }).unwrap();
      notify.success(USER_MESSAGES.roleUpdated);
      onClose();
    } catch (failure) {
      // The server explains refusals such as demoting the last admin.
      setError(serverMessage(failure) ?? USER_MESSAGES.roleFailed);
    }
  };

  return (
    <Modal title="Edit User Role" onClose={onClose}>
      <p>{user.email}</p>
      <Field>
        <label htmlFor="user-role">Role</label>
        <Select id="user-role" value={role} onChange={(event) => setRole(event.target.value as UserDto['role'])}>
          <option value="user">user</option>
          <option value="admin">admin</option>
        </Select>
      </Field>
      <DialogFooter
        error={error}
        onCancel={onClose}
        onConfirm={() => void save()}
        busy={isLoading}
        label="Save"
        busyLabel="Saving..."
      />
    </Modal>
  );
}

/** Every account of the shop, admins first, with role changes and removal. */
export function ManageUsersPage() {
  useDocumentTitle('Manage Users');
  const { data: users, isLoading, isError } = useListUsersQuery({});
  const [removeUser] = useDeleteUserMutation();
  const [ask, confirmDialog] = useConfirm();
  const notify = useNotify();
  const [editing, setEditing] = useState<UserDto | null>(null);

  const remove = async (user: UserDto) => {
    if (!(await ask(USER_MESSAGES.confirmDelete))) return;
    try {
      await removeUser({ id: user._id }).unwrap();
      notify.success(USER_MESSAGES.deleted);
    } catch (failure) {
      notify.error(serverMessage(failure) ?? USER_MESSAGES.deleteFailed);
    }
  };

  const header = (
    <>
      <BackLink to="/dashboard/admin">← Back to Dashboard</BackLink>
      <AdminHeader>
        <div>
          <AdminTitle>Manage Users</AdminTitle>
          <AdminSubtitle>Change who runs the shop and tidy up old accounts.</AdminSubtitle>
        </div>
      </AdminHeader>
    </>
  );

  if (isLoading) {
    return (
      <AdminPage>
        {header}
        <PageLoader label="Loading users..." />
      </AdminPage>
    );
  }
  if (isError || !users) {
    return (
      <AdminPage>
        {header}
        <EmptyState title="Error Loading Users" message="Failed to load users. Please try again later." />
      </AdminPage>
    );
  }

  const { admins, regular } = groupUsers(users);
  const row = (user: UserDto, index: number) => (
    <tr key={user._id}>
      <td>{index + 1}</td>
      <td>{user.email}</td>
      <td>
        <Badge $background={roleColours[user.role].background} $ink={roleColours[user.role].ink}>
          {user.role}
        </Badge>
      </td>
      <td>
        <RowActions>
          <SmallButton type="button" $tone="accent" onClick={() => setEditing(user)} aria-label={`Edit ${user.email}`}>
            Edit
          </SmallButton>
          <SmallButton
            type="button"
            $tone="danger"
            onClick={() => void remove(user)}
            aria-label={`Delete ${user.email}`}
          >
            Delete
          </SmallButton>
        </RowActions>
      </td>
    </tr>
  );

  return (
    <AdminPage>
      {header}
      <TableScroller>
        <Table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {admins.map(row)}
            {regular.length > 0 && (
              <Fragment>
                <tr>
                  <DividerCell colSpan={4}>Regular Users</DividerCell>
                </tr>
                {regular.map((user, index) => row(user, admins.length + index))}
              </Fragment>
            )}
          </tbody>
        </Table>
      </TableScroller>
      {editing && <RoleModal user={editing} onClose={() => setEditing(null)} />}
      {confirmDialog}
    </AdminPage>
  );
}
