import { BLANK_PASSWORD, COMMON_PASSWORD, passwordWeakness } from './password-policy';

describe('password policy', () => {
  it.each(['password', '12345678', 'PASSWORD1', 'iloveyou', 'qwertyuiop', ' 12345678 '])(
    'refuses %j as common',
    (p) => {
      expect(passwordWeakness(p)).toBe(COMMON_PASSWORD);
    },
  );

  it.each(['        ', '\t\t\t\t\t\t\t\t', '          \n'])('refuses whitespace only', (p) => {
    expect(passwordWeakness(p)).toBe(BLANK_PASSWORD);
  });

  it('accepts an uncommon password', () => {
    expect(passwordWeakness('brass-lamp-on-the-shelf')).toBeNull();
    expect(passwordWeakness('Jaipur mirror 42')).toBeNull();
  });
});
