export type ContentEncoding = 'br' | 'gzip' | 'identity';

const CODINGS: [Exclude<ContentEncoding, 'identity'>, RegExp][] = [
  ['br', /(?:^|,)\s*br\s*(?:;\s*q=([0-9.]+))?\s*(?:,|$)/i],
  ['gzip', /(?:^|,)\s*gzip\s*(?:;\s*q=([0-9.]+))?\s*(?:,|$)/i],
];

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, then gzip. A coding the
 * client refuses with q=0 is not chosen.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  for (const [name, pattern] of CODINGS) {
    const match = pattern.exec(header);
    if (match && (match[1] === undefined || Number(match[1]) > 0)) return name;
  }
  return 'identity';
}
