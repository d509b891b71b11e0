// Description cards and candidates of a leadership style (issue 8), over real HTTP.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let company: TestAccount;
let otherCompany: TestAccount;
let user: TestAccount;

beforeAll(async () => {
  server = await startTestServer();
  [company, otherCompany, user] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
    createAccount(server, 'User'),
  ]);
});

afterAll(async () => {
  await server?.close();
});

const card = {
  kind: 'findboss',
  title: 'Head of operations',
  description: 'Runs the warehouse teams',
  items: [21, 22, 0],
};

function post(body: unknown, token?: string) {
  return server.request('/api/company/descriptionCards', { method: 'POST', json: body, token });
}

describe('permissions', () => {
  it('anonymous callers get 401 on every call', async () => {
    for (const [method, path] of [
      ['POST', '/api/company/descriptionCards'],
      ['GET', '/api/company/descriptionCards'],
      ['DELETE', '/api/company/descriptionCards/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/company/candidates?style=4'],
    ] as const) {
      const res = await server.request(path, {
        method,
        json: method === 'POST' ? card : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await json(res)).code).toBe('UNAUTHENTICATED');
    }
  });

  it('a user gets 403 on every call', async () => {
    for (const [method, path] of [
      ['POST', '/api/company/descriptionCards'],
      ['GET', '/api/company/descriptionCards'],
      ['DELETE', '/api/company/descriptionCards/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/company/candidates?style=4'],
    ] as const) {
      const res = await server.request(path, {
        method,
        token: user.token,
        json: method === 'POST' ? card : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json(res)).code).toBe('FORBIDDEN');
    }
  });
});

describe('POST /api/company/descriptionCards', () => {
  it('stores the card with the profile the server computes from the items', async () => {
    const res = await post(
      { ...card, profile: { '4': 100, '5': 100, '6': 100, '7': 100 }, top: 5 },
      company.token,
    );
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(body).toMatchObject({
      kind: 'findboss',
      title: 'Head of operations',
      description: 'Runs the warehouse teams',
      items: [0, 21, 22],
      top: 7,
    });
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.profile['4']).toBeCloseTo(100 / 7, 6);
    expect(body.profile['5']).toBe(0);
    expect(body.profile['6']).toBe(0);
    expect(body.profile['7']).toBeCloseTo(200 / 7, 6);
  });

  it('scores Job Match items with the Job Match groups', async () => {
    const res = await post(
      { kind: 'jobmatch', title: 'Trainer', description: '', items: [1, 3, 4] },
      company.token,
    );
    const body = await json(res);
    expect(res.status).toBe(201);
    expect(body.top).toBe(4);
    expect(body.profile['4']).toBeCloseTo(300 / 7, 6);
  });

  it('keeps every style of a tie, saved and listed (issue 23)', async () => {
    const res = await post(
      { kind: 'findboss', title: 'Tied lead', description: '', items: [0, 1] },
      company.token,
    );
    expect(res.status).toBe(201);
    const saved = await json(res);
    expect(saved).toMatchObject({ top: 4, topStyles: [4, 5] });
    const list = await json(
      await server.request('/api/company/descriptionCards?pageSize=100', { token: company.token }),
    );
    const listed = list.cards.find((c: { _id: string }) => c._id === saved._id);
    expect(listed).toMatchObject({ top: 4, topStyles: [4, 5] });
  });

  it('refuses 11 items with "Sorry, more than 10 choices" and stores nothing', async () => {
    const before = await json(
      await server.request('/api/company/descriptionCards', { token: otherCompany.token }),
    );
    const res = await post(
      { ...card, items: Array.from({ length: 11 }, (_, i) => i) },
      otherCompany.token,
    );
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.items).toBe('Sorry, more than 10 choices');
    const after = await json(
      await server.request('/api/company/descriptionCards', { token: otherCompany.token }),
    );
    expect(after.total).toBe(before.total);
  });

  it('refuses unknown, repeated or no items, a missing title and an unknown kind', async () => {
    for (const bad of [
      { ...card, items: [27] },
      { ...card, kind: 'jobmatch', items: [25] },
      { ...card, items: [1, 1] },
      { ...card, items: [] },
      { ...card, items: [-1] },
      { ...card, items: [1.5] },
      { ...card, title: '  ' },
      { ...card, kind: 'boss' },
      { ...card, items: 'all' },
    ]) {
      const res = await post(bad, company.token);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((await json(res)).code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers field errors in Arabic when asked', async () => {
    const res = await server.request('/api/company/descriptionCards', {
      method: 'POST',
      json: { ...card, title: '' },
      token: company.token,
      headers: { 'X-Lang': 'ar' },
    });
    expect((await json(res)).fields.title).toBe('أدخل عنوانًا للبطاقة');
  });
});

describe('GET and DELETE /api/company/descriptionCards', () => {
  it("lists only this company's cards, newest first, paged", async () => {
    const mine = await createAccount(server, 'Company');
    const titles = ['first', 'second', 'third'];
    for (const title of titles) await post({ ...card, title }, mine.token);
    await post({ ...card, title: 'not mine' }, otherCompany.token);

    const page1 = await json(
      await server.request('/api/company/descriptionCards?pageSize=2', { token: mine.token }),
    );
    expect(page1.total).toBe(3);
    expect(page1.page).toBe(1);
    expect(page1.pageSize).toBe(2);
    expect(page1.cards.map((c: { title: string }) => c.title)).toEqual(['third', 'second']);
    const page2 = await json(
      await server.request('/api/company/descriptionCards?pageSize=2&page=2', {
        token: mine.token,
      }),
    );
    expect(page2.cards.map((c: { title: string }) => c.title)).toEqual(['first']);
  });

  it("deletes its own card; another company's card or an unknown id answers 404", async () => {
    const created = await json(await post({ ...card, title: 'to delete' }, company.token));
    const path = `/api/company/descriptionCards/${created._id}`;

    const foreign = await server.request(path, { method: 'DELETE', token: otherCompany.token });
    expect(foreign.status).toBe(404);
    expect((await json(foreign)).code).toBe('NOT_FOUND');

    const own = await server.request(path, { method: 'DELETE', token: company.token });
    expect(own.status).toBe(204);
    const again = await server.request(path, { method: 'DELETE', token: company.token });
    expect(again.status).toBe(404);
    const malformed = await server.request('/api/company/descriptionCards/not-a-uuid', {
      method: 'DELETE',
      token: company.token,
    });
    expect(malformed.status).toBe(404);

    const list = await json(
      await server.request('/api/company/descriptionCards?pageSize=100', { token: company.token }),
    );
    expect(list.cards.some((c: { _id: string }) => c._id === created._id)).toBe(false);
  });
});

describe('GET /api/company/candidates', () => {
  async function candidate(name: string, values: Partial<typeof users.$inferInsert>) {
    const account = await createAccount(server, 'User');
    await server.app.db
      .update(users)
      .set({
        name,
        dataComplete: true,
        jobPosition: 'Marketing',
        yearsOfExp: '2-5 years',
        hlOfEdu: 'Faculty degree',
        faculty: 'Commerce',
        iRes1: 0,
        flp: 50,
        frp: 50,
        brp: 50,
        blp: 50,
        ...values,
      })
      .where(eq(users.id, account.id));
    return account;
  }

  it('lists complete profiles of that style, strongest on its scale first, paged', async () => {
    // Style 6 (Accomplisher) is ordered by brp.
    const mid = await candidate('Mid Accomplisher', { iRes2: 6, brp: 70 });
    const top = await candidate('Top Accomplisher', { iRes2: 6, brp: 95, flp: 10 });
    const low = await candidate('Low Accomplisher', { iRes2: 6, brp: 55, flp: 99 });
    await candidate('A Planner', { iRes2: 7, blp: 100 });
    await candidate('Incomplete', { iRes2: 6, brp: 100, dataComplete: false });

    const res = await server.request('/api/company/candidates?style=6', { token: company.token });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.total).toBe(3);
    expect(body.users.map((u: { _id: string }) => u._id)).toEqual([top.id, mid.id, low.id]);
    expect(body.users[0]).toEqual({
      _id: top.id,
      name: 'Top Accomplisher',
      email: top.email,
      jobPosition: 'Marketing',
      yearsOfExp: '2-5 years',
      HLOfEdu: 'Faculty degree',
      faculty: 'Commerce',
      iRes1: 0,
      iRes2: 6,
    });
    expect(body.users[0]).not.toHaveProperty('nationalID');

    const page2 = await json(
      await server.request('/api/company/candidates?style=6&pageSize=2&page=2', {
        token: company.token,
      }),
    );
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.users.map((u: { _id: string }) => u._id)).toEqual([low.id]);

    const planners = await json(
      await server.request('/api/company/candidates?style=7', { token: company.token }),
    );
    expect(planners.users.map((u: { name: string }) => u.name)).toEqual(['A Planner']);
  });

  it('refuses a style outside 4..7 or a page size over 100', async () => {
    for (const query of ['style=3', 'style=8', 'style=x', '', 'style=4&pageSize=101']) {
      const res = await server.request(`/api/company/candidates?${query}`, {
        token: company.token,
      });
      expect(res.status, query).toBe(400);
      expect((await json(res)).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('OpenAPI', () => {
  it('documents the four calls', async () => {
    const res = await server.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await json(res);
    expect(Object.keys(doc.paths['/api/company/descriptionCards'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(doc.paths['/api/company/descriptionCards/{id}']).toHaveProperty('delete');
    expect(doc.paths['/api/company/candidates']).toHaveProperty('get');
  });
});
