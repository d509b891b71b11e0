import { describe, expect, it } from 'vitest';
import { isPrivateAddress, trustProxyOption } from './trustProxy';

describe('trustProxyOption', () => {
  it('passes "no proxy" and address lists through', () => {
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });

  it('trusts n hops, the nearest only from a loopback or private address', () => {
    const trust = trustProxyOption(1) as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:10.1.2.3', 0)).toBe(true);
    expect(trust('203.0.113.5', 0)).toBe(false);
    expect(trust('10.0.0.2', 1)).toBe(false);
    const two = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect(two('203.0.113.5', 1)).toBe(true);
    expect(two('203.0.113.5', 2)).toBe(false);
  });

  it('knows private addresses', () => {
    for (const a of ['127.0.0.1', '::1', '192.168.1.9', '172.20.0.3', 'fd00::1', 'fe80::1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '172.32.0.1', '2001:db8::1', 'nonsense']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });
});
