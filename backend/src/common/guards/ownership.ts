import { ForbiddenException } from '@nestjs/common';
import type { AuthUser } from '../decorators/auth.decorators';

/**
 * Ids and e-mails in a path never grant access by themselves: the caller must be that user,
 * or an admin.
 */
export function assertSelfOrAdmin(user: AuthUser, target: { id?: string; email?: string }): void {
  if (user.role === 'admin') return;
  const sameId = target.id !== undefined && target.id === user.id;
  const sameEmail = target.email !== undefined && target.email.toLowerCase() === user.email.toLowerCase();
  if (!sameId && !sameEmail) {
    throw new ForbiddenException('You do not have access to this resource');
  }
}
