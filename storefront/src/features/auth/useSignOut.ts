import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { baseApi } from '../../api/baseApi';
import { useAppDispatch } from '../../app/hooks';
import { signedOut } from './authSlice';
import { useEndSessionMutation } from './sessionApi';

/**
 * Logout as the header and dashboard menus do it: tell the server, then forget the session
 * locally and go home. The local sign-out happens even when the server cannot be reached,
 * so the shopper is never stuck signed in; the failure is only logged.
 */
export function useSignOut(): () => Promise<void> {
  const [endSession] = useEndSessionMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await endSession().unwrap();
    } catch (error) {
      console.error('Logout failed', error);
    }
    dispatch(signedOut());
    // Cached orders, cart and stats belong to the user who just left.
    dispatch(baseApi.util.resetApiState());
    navigate('/');
  }, [dispatch, endSession, navigate]);
}
