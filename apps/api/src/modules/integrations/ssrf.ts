import dns from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** A resolved address of a host. */
export interface Address {
  address: string;
  family: 4 | 6;
}
/** Resolves a host name to all its addresses (the system resolver by default; tests inject one). */
export type Resolver = (host: string) => Promise<Address[]>;

export const systemResolver: Resolver = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/**
 * Addresses a webhook may never reach: this machine, the private networks, link-local (the cloud
 * metadata service at 169.254.169.254 among them) and every range that is not a public unicast
 * address. IPv4-mapped and NAT64 IPv6 forms are refused whole (no public receiver needs them).
 */
// Two lists: a BlockList answers an IPv4 check from its IPv6 rules too (::ffff:0:0/96 would
// match every IPv4 address).
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (100.100.100.200: a cloud's metadata)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  BLOCKED_V4.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds any IPv4)
  ['fc00::', 7], // unique local (fd00:ec2::254: a cloud's metadata)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  BLOCKED_V6.addSubnet(net, bits, 'ipv6');

/** Whether `address` is one a webhook must not reach. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED_V4.check(address, 'ipv4');
  if (family === 6) return BLOCKED_V6.check(address, 'ipv6');
  return true;
}

export interface UrlPolicy {
  allowHttp: boolean;
  /** Host names or addresses (lower case, IPv6 without brackets) exempt from the address check. */
  allowHosts: readonly string[];
  resolver: Resolver;
}

/** Why a webhook URL is refused (a message key of the integrations module). */
export class UnsafeUrlError extends Error {
  constructor(readonly reason: 'invalidUrl' | 'httpsOnly' | 'unresolvable' | 'privateAddress') {
    super(`webhook URL refused: ${reason}`);
  }
}

/**
 * Checks a webhook URL and resolves its host: https only (http with WEBHOOK_ALLOW_HTTP), no
 * credentials in it, and every address of the host public, unless the host is listed in
 * WEBHOOK_ALLOW_HOSTS. Called when an endpoint is saved and again before every delivery (a
 * name may point elsewhere since); the delivery then connects to the address checked here.
 */
export async function checkWebhookUrl(
  raw: string,
  policy: UrlPolicy,
): Promise<{ url: URL; address: Address }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('invalidUrl');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp))
    throw new UnsafeUrlError('httpsOnly');
  if (url.username || url.password || !url.hostname) throw new UnsafeUrlError('invalidUrl');
  const host = hostOf(url);
  let addresses: Address[];
  const literal = isIP(host);
  if (literal) addresses = [{ address: host, family: literal === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await policy.resolver(host);
    } catch {
      throw new UnsafeUrlError('unresolvable');
    }
  }
  if (addresses.length === 0) throw new UnsafeUrlError('unresolvable');
  if (!policy.allowHosts.includes(host) && addresses.some((a) => isBlockedAddress(a.address)))
    throw new UnsafeUrlError('privateAddress');
  return { url, address: addresses[0]! };
}

/** The URL's host as a resolver or a socket takes it (an IPv6 literal without its brackets). */
export function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}
