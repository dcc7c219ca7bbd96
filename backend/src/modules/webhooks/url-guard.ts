import { BadRequestException } from '@nestjs/common';
import { lookup, LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/**
 * Addresses a webhook may not reach when private URLs are not allowed (production): the
 * shop's own host and network, cloud metadata (169.254.169.254), documentation (TEST-NET)
 * and other ranges that are not the public internet, and this machine's own interfaces. IPv4-mapped IPv6 (::ffff:…) is refused whole, so no spelling of 127.0.0.1
 * slips by. (A BlockList rule on ::ffff:0:0/96 would match every IPv4 address, hence the check.)
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-compatible (::a.b.c.d), NAT64 (well-known and local-use), Teredo and 6to4 embed an
  // IPv4 address that may be private: refused whole, like the mapped form below.
  ['::', 96],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** `::ffff:a.b.c.d` in any spelling, normalised the way the URL parser writes it. */
function isMappedIpv4(address: string): boolean {
  return new URL(`http://[${address}]/`).hostname.startsWith('[::ffff:');
}

export const MAX_URL_LENGTH = 2000;

/** The addresses of this machine's interfaces (a public one included), as the URL parser writes them. */
function ownAddresses(): Set<string> {
  const own = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []);
  return new Set(own.map((entry) => normalised(entry.address.replace(/%.*$/, ''))));
}

function normalised(address: string): string {
  return isIP(address) === 6 ? new URL(`http://[${address}]/`).hostname.slice(1, -1) : address;
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true; // not an address at all: never trust it
  if (family === 6 && isMappedIpv4(address)) return true;
  if (PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6')) return true;
  return ownAddresses().has(normalised(address));
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    lookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );
}

/**
 * Checks an endpoint URL an admin enters: http(s) only, no credentials in it, and (unless
 * private URLs are allowed) a host that resolves only to public addresses. 400 otherwise.
 * Delivery checks the address again as it connects (guardedLookup): DNS may change later.
 */
export async function assertWebhookUrl(raw: string, allowPrivate: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BadRequestException('url must be an absolute http:// or https:// URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BadRequestException('url must start with http:// or https://');
  }
  if (url.username || url.password) throw new BadRequestException('url must not contain a user name or password');
  // Normalising escapes other characters (é becomes %C3%A9): the stored form must still fit.
  if (url.toString().length > MAX_URL_LENGTH) throw new BadRequestException('url is too long');
  if (allowPrivate) return url.toString();
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await resolveAll(host)).map((entry) => entry.address);
  } catch {
    throw new BadRequestException(`url's host ${host} cannot be resolved`);
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) {
    throw new BadRequestException('url must point to a public address (private and loopback addresses are refused)');
  }
  return url.toString();
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that refuses private addresses at connect time, so a host that
 * resolved to a public address when registered cannot be pointed inward later (DNS rebinding).
 * Node asks with `all: true` when it races IPv4 and IPv6, and for one address otherwise.
 */
export function guardedLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  lookup(hostname, { all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused || addresses.length === 0) {
      return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

/** Whether a URL names a private address literally (the lookup is skipped for IP literals). */
export function isPrivateLiteral(url: URL): boolean {
  const host = hostOf(url);
  return isIP(host) !== 0 && isPrivateAddress(host);
}
