/**
 * Addresses on domains reserved for testing and documentation (RFC 2606, RFC 6761): no mailbox
 * on them belongs to anyone, so the test mode may show what the shop mails there without
 * reading anybody's mail. Everything else stays private, sandbox or not.
 */
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];
const RESERVED_TOP_LEVEL = ['test', 'example', 'invalid', 'localhost'];

export const TEST_ADDRESS_RULE =
  'an address at example.com, example.net or example.org, or under .test, .example, .invalid or .localhost';

/** Whether a (lower-case) e-mail address is on a reserved test domain, subdomains included. */
export function isTestAddress(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!email.includes('@') || domain.length === 0) return false;
  const topLevel = domain.slice(domain.lastIndexOf('.') + 1);
  return (
    RESERVED_TOP_LEVEL.includes(topLevel) ||
    RESERVED_DOMAINS.some((reserved) => domain === reserved || domain.endsWith(`.${reserved}`))
  );
}
