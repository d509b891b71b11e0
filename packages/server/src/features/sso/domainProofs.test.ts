// Decision 289: the TXT lookup of a domain proof against a real DNS server on 127.0.0.1 (the
// tests' own, speaking the wire format through dns-packet), through node:dns as in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type TestDnsServer } from '../../../test/helpers/dnsServer';
import { dnsTxtLookup, recordNameOf, recordValueOf } from './domainProofs';

let dns: TestDnsServer;

beforeAll(async () => {
  dns = await startDnsServer();
});

afterAll(async () => {
  await dns.close();
});

describe('dnsTxtLookup', () => {
  it('answers every TXT record at the name, each whole', async () => {
    const name = recordNameOf('acme.example');
    expect(name).toBe('_talentpool-verification.acme.example');
    dns.setTxt(name, [recordValueOf('tok3n'), 'v=spf1 -all']);
    expect(await dnsTxtLookup([dns.address])(name)).toEqual([
      'talentpool-verification=tok3n',
      'v=spf1 -all',
    ]);
  });

  it('answers none for a name without records (NXDOMAIN)', async () => {
    expect(await dnsTxtLookup([dns.address])(recordNameOf('nobody.example'))).toEqual([]);
  });

  it('fails, within its time-out, when the server does not answer', async () => {
    const name = recordNameOf('silent.example');
    dns.silence(name);
    await expect(dnsTxtLookup([dns.address], { timeoutMs: 100, tries: 1 })(name)).rejects.toThrow(
      /ETIMEOUT|timeout/i,
    );
  });
});
