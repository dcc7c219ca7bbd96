/**
 * The time OTP codes and verifications are judged against. A provider of its own so that
 * tests can move time (`jest.spyOn(app.get(AuthClock), 'now')`) and watch a code expire.
 */
export class AuthClock {
  now(): Date {
    return new Date();
  }
}
