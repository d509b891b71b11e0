// decisions.md 14: TRUST_PROXY is a hop count or a list of proxy addresses, never "trust every
// hop". Fastify 5.12 refuses a bare hop count (a number trusts nothing: it cannot tell a proxy
// from a client that reached us directly), so a hop count becomes a trust function here: the n
// addresses nearest to us are proxies, and the nearest one, the peer of the connection, must be
// a loopback or private address (a reverse proxy on the same host or network). A client that
// reaches the server directly from a public address is then its own address, whatever it writes
// in X-Forwarded-For. Proxies reached from public addresses are named by a list instead.
import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config';

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

/** A loopback, private (RFC 1918, ULA) or link-local address. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return privateRanges.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** Fastify's `trustProxy` for the parsed TRUST_PROXY. */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
}
