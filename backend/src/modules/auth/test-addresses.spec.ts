import { isTestAddress } from './test-addresses';

describe('isTestAddress', () => {
  it.each(['asha@example.com', 'a@shop.example.org', 'b@example.net', 'c@ci.test', 'd@x.example', 'e@localhost'])(
    '%s is on a reserved test domain',
    (email) => expect(isTestAddress(email)).toBe(true),
  );

  it.each(['asha@gmail.com', 'a@example.com.evil.in', 'b@notexample.com', 'c@test.com', 'd@examplecom', 'nobody'])(
    '%s is not',
    (email) => expect(isTestAddress(email)).toBe(false),
  );
});
