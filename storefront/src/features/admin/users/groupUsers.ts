export interface ListedUser {
  _id: string;
  email: string;
  role: string;
}

const byEmail = (a: ListedUser, b: ListedUser) => a.email.localeCompare(b.email);

/** Admins come first and regular users after them, each group in e-mail order. */
export function groupUsers<User extends ListedUser>(users: readonly User[]): { admins: User[]; regular: User[] } {
  return {
    admins: users.filter((user) => user.role === 'admin').sort(byEmail),
    regular: users.filter((user) => user.role !== 'admin').sort(byEmail),
  };
}
