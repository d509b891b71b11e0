// decisions.md 16 (issue 38, decision 196): single-line texts refuse the bidi embedding, override
// and isolate controls with 400 VALIDATION_FAILED on their field; LRM and RLM stay allowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { apiCall } from '../helpers/candidates';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { card, jobPosting, relaxedLimits, validProfile } from './fixtures';

let server: TestServer;
let company: TestAccount;

beforeAll(async () => {
  server = await startTestServer({ env: relaxedLimits });
  company = await createAccount(server, 'Company');
});

afterAll(async () => {
  await server.close();
});

const controls = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('bidi controls in single-line texts', () => {
  it('a posting title with any of them is 400 on title, and nothing is stored', async () => {
    for (const control of controls) {
      const res = await apiCall(server, '/api/company/jobs', {
        method: 'POST',
        token: company.token,
        json: { ...jobPosting, title: `Planner ${control}gnp.exe` },
      });
      expect(res.status, JSON.stringify(control)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toEqual(['title']);
    }
    const list = await apiCall(server, '/api/company/jobs', { token: company.token });
    expect(JSON.stringify(list.body)).not.toContain('gnp.exe');
  });

  it('LRM and RLM stay allowed (mixed Arabic text needs them)', async () => {
    const res = await apiCall(server, '/api/company/jobs', {
      method: 'POST',
      token: company.token,
      json: { ...jobPosting, title: 'محلل \u200FSQL\u200E planner' },
    });
    expect(res.status, res.text).toBe(201);
  });

  it('a job seeker’s name with an override is 400 on name', async () => {
    const user = await createAccount(server, 'User');
    const res = await apiCall(server, '/api/user', {
      method: 'PUT',
      token: user.token,
      json: { ...validProfile('29901011234567'), name: 'Ali \u202Enimda' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toContain('name');
  });

  // Issue 38 finding 9: the other one-line texts others read (decisions.md 16).
  it('a member’s name, a card title, a pool name and a saved search name are 400 on the field', async () => {
    const override = 'Team \u202Egnp.exe';
    const cases: Array<[path: string, body: Record<string, unknown>, field: string]> = [
      [
        '/api/company/invitations/accept',
        {
          token: 'x'.repeat(43),
          name: override,
          password: 'Strong-pass-1923',
          ConfirmPassword: 'Strong-pass-1923',
        },
        'name',
      ],
      ['/api/company/descriptionCards', { ...card, title: override }, 'title'],
      ['/api/company/talent-pools', { name: override }, 'name'],
      ['/api/company/saved-searches', { name: override, filters: {} }, 'name'],
    ];
    for (const [path, body, field] of cases) {
      const res = await apiCall(server, path, { method: 'POST', token: company.token, json: body });
      expect(res.status, `${path} ${res.text}`).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields), path).toEqual([field]);
    }
    const pools = await apiCall(server, '/api/company/talent-pools', { token: company.token });
    expect(JSON.stringify(pools.body)).not.toContain('gnp.exe');
    // The same texts with LRM and RLM are accepted.
    const pool = await apiCall(server, '/api/company/talent-pools', {
      method: 'POST',
      token: company.token,
      json: { name: 'مطورو \u200FReact\u200E' },
    });
    expect(pool.status, pool.text).toBe(201);
  });
});
