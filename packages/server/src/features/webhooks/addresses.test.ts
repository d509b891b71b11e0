// Issue 42 (decision 237): which addresses a webhook may reach, and that a name is resolved once
// per check, the address checked being the one answered (DNS rebinding).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkTarget, isPublicAddress, type Resolve } from './addresses';
import { sendAttempt } from './send';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, carrier NAT, reserved and their IPv6 forms', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '2002:c0a8:0101::1',
      '2001:db8::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('allows public addresses', () => {
    for (const address of [
      '1.1.1.1',
      '8.8.8.8',
      '172.32.0.1',
      '93.184.216.34',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe('checkTarget', () => {
  const resolvesTo =
    (...answers: string[][]): Resolve =>
    async () => {
      const next = answers.shift() ?? [];
      return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };

  it('answers the checked address, and refuses a name with any private answer', async () => {
    const target = await checkTarget('https://hooks.example.com/in', {
      allowPrivate: false,
      resolve: resolvesTo(['93.184.216.34']),
    });
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
    await expect(
      checkTarget('https://hooks.example.com/in', {
        allowPrivate: false,
        resolve: resolvesTo(['93.184.216.34', '10.0.0.7']),
      }),
    ).rejects.toMatchObject({ key: 'webhooks.urlPrivate' });
  });

  it('a name that rebinds to a private address between two checks is refused the second time', async () => {
    const resolve = resolvesTo(['93.184.216.34'], ['127.0.0.1']);
    await checkTarget('https://rebind.example.com/', { allowPrivate: false, resolve });
    await expect(
      checkTarget('https://rebind.example.com/', { allowPrivate: false, resolve }),
    ).rejects.toMatchObject({ key: 'webhooks.urlPrivate' });
  });

  it('http only with WEBHOOK_ALLOW_PRIVATE; never a user name in the URL', async () => {
    await expect(
      checkTarget('http://hooks.example.com/', {
        allowPrivate: false,
        resolve: resolvesTo(['1.1.1.1']),
      }),
    ).rejects.toMatchObject({ key: 'webhooks.urlNotHttps' });
    await expect(checkTarget('http://127.0.0.1:9/', { allowPrivate: true })).resolves.toMatchObject(
      { address: '127.0.0.1' },
    );
    await expect(
      checkTarget('https://a:b@hooks.example.com/', { allowPrivate: true }),
    ).rejects.toMatchObject({ key: 'webhooks.urlInvalid' });
  });

  it('the attempt connects to the checked address, not to what the name resolves to now', async () => {
    const server = createServer((request, response) => {
      response.end(request.headers.host ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // The name does not exist in DNS: only the pinned address can reach the server.
      const target = await checkTarget(`http://receiver.invalid:${port}/`, {
        allowPrivate: true,
        resolve: resolvesTo(['127.0.0.1']),
      });
      const outcome = await sendAttempt({
        target,
        headers: {},
        body: '{}',
        timeoutMs: 5_000,
        maxBytes: 1024,
      });
      expect(outcome).toMatchObject({ statusCode: 200, error: null });
    } finally {
      server.close();
    }
  });
});
