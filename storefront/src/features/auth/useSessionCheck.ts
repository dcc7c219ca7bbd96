import { useEffect } from 'react';
import { useGetCurrentUserQuery } from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { profileUpdated, selectCurrentUser, signedOut } from './authSlice';
import { toSessionUser } from './toSessionUser';

/**
 * The remembered user is only a mirror: on each visit the shop asks the server who is signed
 * in, so an expired session signs out and a changed role or profile shows at once.
 */
export function useSessionCheck(): void {
  const dispatch = useAppDispatch();
  const remembered = useAppSelector(selectCurrentUser);
  const { data, error } = useGetCurrentUserQuery(undefined, { skip: !remembered });

  useEffect(() => {
    if (data) dispatch(profileUpdated(toSessionUser(data)));
  }, [data, dispatch]);

  useEffect(() => {
    if (error && 'status' in error && error.status === 401) dispatch(signedOut());
  }, [error, dispatch]);
}
