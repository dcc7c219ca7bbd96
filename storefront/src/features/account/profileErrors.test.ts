import { describe, expect, it } from '@jest/globals';
import { profileUpdateFailure } from './profileErrors';

const badRequest = (message: string | string[]) => ({ status: 400, data: { statusCode: 400, message } });

describe('profileUpdateFailure', () => {
  it('shows a phone message from the server and marks the phone field', () => {
    const message = 'Phone number must start with 6, 7, 8, or 9 and be 10 digits long';
    expect(profileUpdateFailure(badRequest(message))).toEqual({ message, field: 'phone', signOut: false });
  });

  it('marks the pincode field for a pincode message', () => {
    const message = 'Pincode must be 6 digits and cannot start with 0';
    expect(profileUpdateFailure(badRequest([message]))).toEqual({ message, field: 'pincode', signOut: false });
  });

  it('marks the state field for a state message', () => {
    const message = 'Please select a valid state';
    expect(profileUpdateFailure(badRequest(message))).toEqual({ message, field: 'state', signOut: false });
  });

  it('signs out with a notice when the session has expired', () => {
    expect(profileUpdateFailure({ status: 401, data: { message: 'Unauthorized' } })).toEqual({
      message: 'Session expired. Please log in again.',
      field: null,
      signOut: true,
    });
  });

  it('signs out with a notice when the account is gone', () => {
    expect(profileUpdateFailure({ status: 404, data: { message: 'User not found' } })).toEqual({
      message: 'User not found. Please try logging in again.',
      field: null,
      signOut: true,
    });
  });

  it('falls back to a general message for anything else', () => {
    const general = { message: 'Failed to update profile. Please try again.', field: null, signOut: false };
    expect(profileUpdateFailure(badRequest('Username is required'))).toEqual(general);
    expect(profileUpdateFailure({ status: 500, data: { message: 'Phone number service down' } })).toEqual(general);
    expect(profileUpdateFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual(general);
    expect(profileUpdateFailure(undefined)).toEqual(general);
  });
});
