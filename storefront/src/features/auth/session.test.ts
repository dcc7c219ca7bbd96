import { beforeEach, describe, expect, it } from '@jest/globals';
import { makeStore } from '../../app/store';
import { profileUpdated, signedIn, signedOut } from './authSlice';
import { loadStoredUser, type SessionUser } from './sessionUser';

const user: SessionUser = {
  _id: 'u-7',
  username: 'kavya',
  email: 'kavya@example.com',
  role: 'user',
};

beforeEach(() => window.localStorage.clear());

describe('the signed-in user mirror', () => {
  it('starts from the user remembered under "user"', () => {
    window.localStorage.setItem('user', JSON.stringify(user));
    expect(makeStore().getState().auth.user).toEqual(user);
  });

  it('treats a damaged stored entry as signed out', () => {
    window.localStorage.setItem('user', '{not json');
    expect(loadStoredUser()).toBeNull();
    window.localStorage.setItem('user', JSON.stringify({ username: 'no id or role' }));
    expect(makeStore().getState().auth.user).toBeNull();
  });

  it('remembers the user on sign-in and on profile changes', () => {
    const store = makeStore();
    store.dispatch(signedIn(user));
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(user);

    store.dispatch(profileUpdated({ ...user, phone: '9876543210' }));
    expect(loadStoredUser()?.phone).toBe('9876543210');
  });

  it('forgets the user and the stored cart on sign-out', () => {
    const store = makeStore();
    store.dispatch(signedIn(user));
    window.localStorage.setItem('cart', '{"products":[]}');

    store.dispatch(signedOut());

    expect(store.getState().auth.user).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('cart')).toBeNull();
  });
});
