import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-errors';

const failed = (code: string, message = 'failed') =>
  new QueryFailedError('SELECT 1', [], Object.assign(new Error(message), { code }));

describe('isDatabaseUnavailable', () => {
  it('reads a dropped or refused connection as the database being away', () => {
    expect(isDatabaseUnavailable(failed('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('reads a transaction whose connection was released under it the same way', () => {
    expect(isDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
    expect(isDatabaseUnavailable(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
  });

  it('leaves errors of the request itself alone', () => {
    expect(isDatabaseUnavailable(failed('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
