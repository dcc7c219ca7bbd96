import type { UserDto } from '../../api/generated';
import type { SessionUser } from './sessionUser';

/** What the shop remembers of a user the server returned (login, profile changes). */
export function toSessionUser(user: UserDto): SessionUser {
  const session: SessionUser = {
    _id: user._id,
    username: user.username,
    email: user.email,
    role: user.role,
  };
  if (user.profileImage) session.profileImage = user.profileImage;
  if (user.phone) session.phone = user.phone;
  if (user.shippingAddress) session.shippingAddress = { ...user.shippingAddress };
  return session;
}
