// Decision 289 (issue 42, decisions.md 18): a company shows it holds a domain by a DNS TXT record.
// Over real HTTP, with a real DNS server on 127.0.0.1 (test/helpers/dnsServer.ts, SSO_DNS_SERVERS)
// and the tests' real OpenID provider for the settings that list the domain afterwards.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { startDnsServer, type TestDnsServer } from './helpers/dnsServer';
import { startOidcProvider, type TestOidcProvider } from './helpers/oidcProvider';
import { json, startTestServer, type TestServer } from './helpers/testServer';

const publicUrl = 'https://talentpool.example';

let server: TestServer;
let dns: TestDnsServer;
let provider: TestOidcProvider;
let owner: TestAccount;
let rival: TestAccount;

const newDomain = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}.example.net`;

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await server.request(path, { method, token, json: body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const settingsOf = (domains: string[]) => ({
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  domains,
  defaultRole: 'recruiter',
  required: false,
});

beforeAll(async () => {
  dns = await startDnsServer();
  provider = await startOidcProvider({ redirectUris: [`${publicUrl}/api/sso/callback`] });
  server = await startTestServer({
    env: { PUBLIC_URL: publicUrl, SSO_ALLOW_HTTP: '1', SSO_DNS_SERVERS: dns.address },
  });
  // Their addresses are at example.com: no domain of theirs below is shown by an address.
  owner = await createAccount(server, 'Company');
  rival = await createAccount(server, 'Company');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await provider?.close();
  await dns?.close();
});

describe('DNS proofs of a domain', () => {
  it('gives the record to publish once, finds it, and lets the settings list the domain', async () => {
    const domain = newDomain('acme');
    // Not shown yet: the settings refuse it.
    const early = await call('PUT', '/api/company/sso', owner.token, settingsOf([domain]));
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({ 'domains.0': expect.stringContaining('DNS record') });

    const made = await call('POST', '/api/company/sso/domain-proofs', owner.token, {
      domain: `  ${domain.toUpperCase()} `,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const proof = made.body.proof;
    expect(proof).toEqual({
      domain,
      recordName: `_talentpool-verification.${domain}`,
      recordType: 'TXT',
      recordValue: expect.stringMatching(/^talentpool-verification=[A-Za-z0-9_-]{24}$/),
      createdAt: expect.any(String),
      verifiedAt: null,
      checkedAt: null,
      lastCheck: null,
    });
    // Asked again: the same record (one already published stays right).
    const again = await call('POST', '/api/company/sso/domain-proofs', owner.token, { domain });
    expect(again.status).toBe(200);
    expect(again.body.proof.recordValue).toBe(proof.recordValue);

    // Not published yet.
    const early2 = await call(
      'POST',
      `/api/company/sso/domain-proofs/${domain}/check`,
      owner.token,
    );
    expect(early2.status).toBe(200);
    expect(early2.body.proof).toMatchObject({ lastCheck: 'notFound', verifiedAt: null });
    expect(early2.body.proof.checkedAt).toEqual(expect.any(String));

    // Published among other records (SPF and the like).
    dns.setTxt(proof.recordName, ['v=spf1 -all', proof.recordValue]);
    const found = await call('POST', `/api/company/sso/domain-proofs/${domain}/check`, owner.token);
    expect(found.body.proof).toMatchObject({ lastCheck: 'found', verifiedAt: expect.any(String) });
    const list = await call('GET', '/api/company/sso/domain-proofs', owner.token);
    expect(list.body.proofs).toEqual([found.body.proof]);

    const set = await call('PUT', '/api/company/sso', owner.token, settingsOf([domain]));
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.ownedDomains).toContain(domain);
    const audited = await server.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, owner.id), eq(auditEvents.action, 'sso.domainProven')));
    expect(audited.map((a) => a.details)).toEqual([{ domain }]);

    // Taken away later, the domain stays shown (as an address once verified does).
    dns.setTxt(proof.recordName, []);
    const later = await call('POST', `/api/company/sso/domain-proofs/${domain}/check`, owner.token);
    expect(later.body.proof).toMatchObject({
      lastCheck: 'notFound',
      verifiedAt: found.body.proof.verifiedAt,
    });
  });

  it("does not accept another company's record, nor a domain another company signs in with", async () => {
    const domain = newDomain('shared');
    const mine = await call('POST', '/api/company/sso/domain-proofs', owner.token, { domain });
    const theirs = await call('POST', '/api/company/sso/domain-proofs', rival.token, { domain });
    expect(theirs.status).toBe(201);
    expect(theirs.body.proof.recordValue).not.toBe(mine.body.proof.recordValue);
    // Only the owner's value is published: the rival's check does not find its own.
    dns.setTxt(mine.body.proof.recordName, [mine.body.proof.recordValue]);
    const rivalCheck = await call(
      'POST',
      `/api/company/sso/domain-proofs/${domain}/check`,
      rival.token,
    );
    expect(rivalCheck.body.proof).toMatchObject({ lastCheck: 'notFound', verifiedAt: null });
    const rivalSet = await call('PUT', '/api/company/sso', rival.token, settingsOf([domain]));
    expect(rivalSet.status).toBe(400);
    // Both publish theirs: the first to save the settings has the domain, the other is refused.
    await call('POST', `/api/company/sso/domain-proofs/${domain}/check`, owner.token);
    dns.setTxt(mine.body.proof.recordName, [
      mine.body.proof.recordValue,
      theirs.body.proof.recordValue,
    ]);
    await call('POST', `/api/company/sso/domain-proofs/${domain}/check`, rival.token);
    const ownerDomains = (await call('GET', '/api/company/sso', owner.token)).body.sso.domains;
    expect(
      (await call('PUT', '/api/company/sso', owner.token, settingsOf([...ownerDomains, domain])))
        .status,
    ).toBe(200);
    const taken = await call('PUT', '/api/company/sso', rival.token, settingsOf([domain]));
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ 'domains.0': expect.stringContaining('Another company') });
  });

  it('says so when DNS does not answer, and changes nothing', async () => {
    const domain = newDomain('quiet');
    const made = await call('POST', '/api/company/sso/domain-proofs', owner.token, { domain });
    dns.silence(made.body.proof.recordName);
    const checked = await call(
      'POST',
      `/api/company/sso/domain-proofs/${domain}/check`,
      owner.token,
    );
    expect(checked.status).toBe(200);
    expect(checked.body.proof).toMatchObject({ lastCheck: 'failed', verifiedAt: null });
  });

  it('refuses bad domains with the field, unknown proofs with 404, and forgets a proof', async () => {
    for (const domain of ['gmail.com', 'not a domain', 'https://acme.example', '']) {
      const refused = await call('POST', '/api/company/sso/domain-proofs', owner.token, {
        domain,
      });
      expect(refused.status, domain).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(Object.keys(refused.body.fields)).toEqual(['domain']);
    }
    const unknown = newDomain('unknown');
    const check = await call(
      'POST',
      `/api/company/sso/domain-proofs/${unknown}/check`,
      owner.token,
    );
    expect(check.status).toBe(404);
    expect(check.body).toMatchObject({ code: 'NOT_FOUND', error: expect.any(String) });
    const domain = newDomain('gone');
    await call('POST', '/api/company/sso/domain-proofs', owner.token, { domain });
    const removed = await server.request(`/api/company/sso/domain-proofs/${domain}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(removed.status).toBe(204);
    const list = await call('GET', '/api/company/sso/domain-proofs', owner.token);
    expect(list.body.proofs.map((p: { domain: string }) => p.domain)).not.toContain(domain);
    const twice = await server.request(`/api/company/sso/domain-proofs/${domain}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(twice.status).toBe(404);
  });

  it('stops at 20 domains a company', async () => {
    const busy = await createAccount(server, 'Company');
    const answers = [];
    for (let i = 0; i < 21; i++) {
      answers.push(
        await call('POST', '/api/company/sso/domain-proofs', busy.token, {
          domain: newDomain(`d${i}`),
        }),
      );
    }
    expect(answers.slice(0, 20).every((a) => a.status === 201)).toBe(true);
    expect(answers[20]?.status).toBe(400);
    expect(answers[20]?.body.fields).toEqual({ domain: 'At most 20 domains to prove by DNS' });
  });

  it('is for owners: a stranger, a job seeker, an admin and a recruiter are refused, a rival sees only its own', async () => {
    const domain = newDomain('private');
    await call('POST', '/api/company/sso/domain-proofs', owner.token, { domain });
    const seeker = await createAccount(server, 'User');
    const recruiter = await addMember(server, owner, 'recruiter');
    const admin = await addMember(server, owner, 'admin');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/company/sso/domain-proofs'],
      ['POST', '/api/company/sso/domain-proofs', { domain: newDomain('x') }],
      ['POST', `/api/company/sso/domain-proofs/${domain}/check`],
      ['DELETE', `/api/company/sso/domain-proofs/${domain}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      for (const who of [seeker, recruiter, admin]) {
        const refused = await call(method, path, who.token, body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.code).toBe('FORBIDDEN');
      }
    }
    // The rival's list and calls never reach the owner's proof.
    const rivalList = await call('GET', '/api/company/sso/domain-proofs', rival.token);
    expect(rivalList.body.proofs.map((p: { domain: string }) => p.domain)).not.toContain(domain);
    expect(
      (await call('POST', `/api/company/sso/domain-proofs/${domain}/check`, rival.token)).status,
    ).toBe(404);
    const rivalDelete = await server.request(`/api/company/sso/domain-proofs/${domain}`, {
      method: 'DELETE',
      token: rival.token,
    });
    expect(rivalDelete.status).toBe(404);
    const still = await call('GET', '/api/company/sso/domain-proofs', owner.token);
    expect(still.body.proofs.map((p: { domain: string }) => p.domain)).toContain(domain);
    expect(await json(await server.request('/api/company/sso/domain-proofs'))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
