import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { UserIcon } from '../../../components/icons';
import { selectCurrentUser } from '../../../features/auth';
import { useAppSelector } from '../../hooks';
import { IconLink, iconControl } from './headerStyles';

const SignedInMenu = lazy(() => import('./SignedInMenu').then((module) => ({ default: module.SignedInMenu })));

/** Holds the avatar's place while its code arrives, so the header does not move. */
const Placeholder = styled.span`
  ${iconControl}
`;

/** A user icon linking to login, or, signed in, the avatar with the account menu. */
export function AccountMenu() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) {
    return (
      <IconLink to="/login" aria-label="Sign in">
        <UserIcon />
      </IconLink>
    );
  }
  return (
    <Suspense fallback={<Placeholder aria-hidden="true" />}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
