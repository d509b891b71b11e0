// Control characters in text (issue 24, decisions.md 14 and docs/decisions/115): U+0000 and the
// other C0 controls but tab and line breaks, and DEL, are refused with 400 VALIDATION_FAILED on
// every field of every call (body, query, params), before anything is stored or queried. A
// U+0000 used to reach PostgreSQL and answer 500, with the SQL and its parameters in the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@talentpool/domain/messages';
import { json, startTestServer, type TestServer } from '../helpers/testServer';
import {
  applyToNewJob,
  createJob,
  createPrincipals,
  jobPosting,
  nationalIdA,
  relaxedLimits,
  validProfile,
  type Principals,
} from './fixtures';

let server: TestServer;
let p: Principals;
let job: { id: string };
let application: { id: string };

beforeAll(async () => {
  server = await startTestServer({ env: relaxedLimits });
  p = await createPrincipals(server);
  const put = await server.request('/api/user', {
    method: 'PUT',
    token: p.userA.token,
    json: validProfile(nationalIdA),
  });
  expect(put.status).toBe(200);
  job = await createJob(server, p.companyX);
  application = await applyToNewJob(server, p.companyX, p.userA);
});

afterAll(async () => {
  await server?.close();
});

const refused = (field: string, lang: 'en' | 'ar' = 'en') => ({
  code: 'VALIDATION_FAILED',
  error: messages[lang]['error.VALIDATION_FAILED'],
  fields: { [field]: messages[lang]['input.controlCharacter'] },
});

async function read(path: string, token?: string): Promise<string> {
  const res = await server.request(path, token ? { token } : {});
  expect(res.status, path).toBe(200);
  return res.text();
}

describe('control characters are refused on every field (decisions.md 14)', () => {
  it('a note: 400, and the application has no new note', async () => {
    const path = `/api/company/applications/${application.id}`;
    const before = await read(path, p.companyX.token);
    for (const text of ['a\u0000b', '\u0000', 'bell\u0007', 'del\u007f', 'esc\u001b[31m']) {
      const res = await server.request(`${path}/notes`, {
        method: 'POST',
        token: p.companyX.token,
        json: { text },
      });
      expect(res.status, JSON.stringify(text)).toBe(400);
      expect(await res.json()).toEqual(refused('text'));
    }
    expect(await read(path, p.companyX.token)).toBe(before);
  });

  it('a posting: 400 naming the field, in the language asked; nothing created or changed', async () => {
    const before = await read('/api/company/jobs?pageSize=100', p.companyX.token);
    const created = await server.request('/api/company/jobs', {
      method: 'POST',
      token: p.companyX.token,
      headers: { 'x-lang': 'ar' },
      json: { ...jobPosting, title: 'Planner\u0000' },
    });
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual(refused('title', 'ar'));
    const changed = await server.request(`/api/company/jobs/${job.id}`, {
      method: 'PUT',
      token: p.companyX.token,
      json: { ...jobPosting, description: 'Plans\u0000 the week' },
    });
    expect(changed.status).toBe(400);
    expect(await changed.json()).toEqual(refused('description'));
    expect(await read('/api/company/jobs?pageSize=100', p.companyX.token)).toBe(before);
  });

  it('a profile field, also nested in a list: 400, and the profile is as it was', async () => {
    const path = `/api/user/${p.userA.id}`;
    const before = await read(path, p.userA.token);
    const profile = validProfile(nationalIdA);
    for (const [body, field] of [
      [{ ...profile, address: 'Cairo\u0000' }, 'address'],
      [{ ...profile, nationalID: '2980101987654\u0000' }, 'nationalID'],
      [{ ...profile, technicalSkills: [{ name: 'SQL\u0000' }] }, 'technicalSkills.0.name'],
    ] as const) {
      const res = await server.request('/api/user', {
        method: 'PUT',
        token: p.userA.token,
        json: body,
      });
      expect(res.status, field).toBe(400);
      expect(await res.json()).toEqual(refused(field));
    }
    expect(await read(path, p.userA.token)).toBe(before);
  });

  it('a query: GET /api/jobs?q=%00 and the candidate search q answer 400, not 500', async () => {
    for (const path of ['/api/jobs?q=%00', '/api/jobs?q=plan%00ner', '/api/jobs?city=%01']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(400);
      expect(Object.keys((await json(res)).fields), path).toHaveLength(1);
    }
    const search = await server.request('/api/company/search?q=%00', {
      token: p.companyX.token,
    });
    expect(search.status).toBe(400);
    expect(await search.json()).toEqual(refused('q'));
  });

  it('a path parameter: 400', async () => {
    const res = await server.request('/api/jobs/%00');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refused('id'));
  });

  it('a guarded call answers 401 before looking at the text', async () => {
    const res = await server.request(`/api/company/applications/${application.id}/notes`, {
      method: 'POST',
      json: { text: '\u0000' },
    });
    expect(res.status).toBe(401);
  });

  it('tab and line breaks in a long text are kept', async () => {
    const text = 'Line one\r\n\tindented\nline three';
    const res = await server.request(`/api/company/applications/${application.id}/notes`, {
      method: 'POST',
      token: p.companyX.token,
      json: { text },
    });
    expect(res.status).toBeLessThan(300);
    const stored = await json(
      await server.request(`/api/company/applications/${application.id}`, {
        token: p.companyX.token,
      }),
    );
    expect(JSON.stringify(stored)).toContain(JSON.stringify(text).slice(1, -1));
  });
});
