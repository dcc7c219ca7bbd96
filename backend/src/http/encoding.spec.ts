import { preferredEncoding } from './encoding';
import { jsonDepthExceeds } from './json-body';

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['identity', 'identity'],
    ['brotli, gzipx', 'identity'],
    ['GZIP', 'gzip'],
  ])('%p -> %p', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('jsonDepthExceeds', () => {
  const depth = (text: string, limit: number) => jsonDepthExceeds(Buffer.from(text), limit);

  it('counts nesting of arrays and objects', () => {
    expect(depth('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(depth('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(depth('{"a":"[[[[[[\\"[[[["}', 1)).toBe(false);
  });

  it('stops a hostile body early', () => {
    expect(depth('['.repeat(100_000), 32)).toBe(true);
  });
});
