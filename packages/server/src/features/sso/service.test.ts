import { describe, expect, it } from 'vitest';
import { isLocalHost } from './service';

describe('issuers the server will not fetch (decision 241)', () => {
  it('knows loopback, private and link-local literals', () => {
    for (const host of [
      'localhost',
      'idp.localhost',
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '[::1]',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:127.0.0.1]',
    ]) {
      expect(isLocalHost(host), host).toBe(true);
    }
    for (const host of ['login.acme.org', '8.8.8.8', '172.32.0.1', '[2001:db8::1]']) {
      expect(isLocalHost(host), host).toBe(false);
    }
  });
});
