import { JwtService } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { TokenService } from './token.service';

function tokens(secret = 'a-long-enough-test-secret-for-hs256'): TokenService {
  return new TokenService(
    new JwtService({
      secret: createSecretKey(Buffer.from(secret, 'utf8')),
      signOptions: { expiresIn: 60, algorithm: 'HS256' },
      verifyOptions: { algorithms: ['HS256'] },
    }),
  );
}

const USER = { id: '5b0e6d2e-3c1f-4c55-9a7e-2f7c1f0b9a11', role: 'user' as const, tokenVersion: 2 };

describe('TokenService.verify', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers the payload of a valid token, again from memory on a repeat visit', () => {
    const service = tokens();
    const token = service.sign(USER);
    expect(service.verify(token)).toMatchObject({ sub: USER.id, role: 'user', ver: 2 });
    expect(service.verify(token)).toMatchObject({ sub: USER.id, role: 'user', ver: 2 });
  });

  it('refuses a remembered token once it has expired', () => {
    const service = tokens();
    const token = service.sign(USER);
    expect(service.verify(token)).not.toBeNull();
    const later = Date.now() + 61_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect(service.verify(token)).toBeNull();
  });

  it('refuses a forged or altered token, however often it is sent', () => {
    const service = tokens();
    const forged = tokens('another-secret-another-secret-12345').sign({ ...USER, role: 'admin' as never });
    expect(service.verify(forged)).toBeNull();
    expect(service.verify(forged)).toBeNull();
    const token = service.sign(USER);
    const [head, body, signature] = token.split('.');
    const altered = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(service.verify(token)).not.toBeNull();
    expect(service.verify(altered)).toBeNull();
  });
});
