// Issue 42 (decisions.md 18, decision 237): where a webhook may go. Its URL must be https and
// every address its host resolves to must be public (not loopback, private, link-local, carrier
// NAT, multicast, documentation or reserved ranges, nor an IPv6 form of one), checked at creation
// and again at every delivery. The delivery then connects to the address checked here, never
// resolving the name a second time, so a name that answers a public address to the check and a
// private one to the connection (DNS rebinding) reaches nothing. WEBHOOK_ALLOW_PRIVATE=1 allows
// http:// and private addresses (tests, closed networks).
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Ranges that are not the public Internet (IANA special-purpose registries, RFC 6890). */
const blocked = new BlockList();
for (const [net, bits] of [
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
  blocked.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, bits, 'ipv6');
}

/** The IPv4 address an IPv6 address carries (mapped, NAT64, 6to4), or null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const parts = hex ?? sixToFour;
  if (!parts?.[1] || !parts[2]) return null;
  const high = parseInt(parts[1], 16);
  const low = parseInt(parts[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is on the public Internet. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !blocked.check(address, 'ipv4');
  if (version !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner) return isPublicAddress(inner);
  // Only global unicast (2000::/3) is public; ::ffff:0:0/96 and friends were handled above.
  if (!/^[23][0-9a-f]{0,3}:/i.test(address)) return false;
  return !blocked.check(address, 'ipv6');
}

export type Resolve = (host: string) => Promise<Array<{ address: string; family: number }>>;

/** The system resolver (getaddrinfo), every address of the name. */
export const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Where to connect: the parsed URL and the one checked address the connection goes to. */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** Why a URL is refused: the message key of the field error and a reason for the attempt list. */
export class UrlRefused extends Error {
  constructor(
    readonly key:
      | 'webhooks.urlInvalid'
      | 'webhooks.urlNotHttps'
      | 'webhooks.urlPrivate'
      | 'webhooks.urlUnresolved',
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * Checks a webhook URL and resolves it once: every address of the name must be public (one
 * private answer among public ones refuses it: a connection could land on either). Answers the
 * address to connect to. Throws UrlRefused.
 */
export async function checkTarget(
  raw: string,
  options: { allowPrivate: boolean; resolve?: Resolve },
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UrlRefused('webhooks.urlInvalid', 'the address is not a URL');
  }
  if (url.username || url.password) {
    throw new UrlRefused('webhooks.urlInvalid', 'the address carries a user name or password');
  }
  const httpAllowed = options.allowPrivate && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) {
    throw new UrlRefused('webhooks.urlNotHttps', 'the address is not https');
  }
  // URL keeps an IPv6 literal in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let found: Array<{ address: string; family: number }>;
  if (isIP(host) !== 0) found = [{ address: host, family: isIP(host) }];
  else {
    try {
      found = await (options.resolve ?? systemResolve)(host);
    } catch {
      found = [];
    }
  }
  if (found.length === 0) {
    throw new UrlRefused('webhooks.urlUnresolved', `${host} does not resolve`);
  }
  if (!options.allowPrivate) {
    const refused = found.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      throw new UrlRefused(
        'webhooks.urlPrivate',
        `${host} resolves to ${refused.address}, which is not a public address`,
      );
    }
  }
  const [first] = found;
  if (!first) throw new UrlRefused('webhooks.urlUnresolved', `${host} does not resolve`);
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
