// Issue 38 finding 9 (decisions.md 16, decision 214): files are served only to whom may see the
// profile they belong to. A job seeker's CV went to any company token that knew its key: an
// interviewer (who may not view profiles) and a member the company holds at second-factor set-up
// downloaded it. Tried over HTTP as a stranger, another job seeker, a rival company and members
// outside the rule.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema';
import { addMember, createAccount, type TestAccount } from '../helpers/accounts';
import { json, startTestServer, type TestServer } from '../helpers/testServer';
import { multipart, pdfBytes } from './fixtures';

let server: TestServer;
let owner: TestAccount;
let cvUrl: string;
let picUrl: string;

const fetchFile = (url: string, token?: string) => server.request(url, { token });

beforeAll(async () => {
  server = await startTestServer();
  owner = await createAccount(server, 'User');
  const cv = await server.request('/api/user/uploadCv', {
    method: 'PATCH',
    token: owner.token,
    body: multipart('cv', pdfBytes, 'cv.pdf', 'application/pdf'),
  });
  const cvBody = await json(cv);
  expect(cv.status, JSON.stringify(cvBody)).toBe(200);
  cvUrl = String(cvBody.url);
  expect(cvUrl).toMatch(/^\/api\/files\/cv-/);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const pic = await server.request('/api/user/uploadImg', {
    method: 'PATCH',
    token: owner.token,
    body: multipart('pic', png, 'me.png', 'image/png'),
  });
  const picBody = await json(pic);
  expect(pic.status, JSON.stringify(picBody)).toBe(200);
  picUrl = String(picBody.url);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("a job seeker's CV file (the profile's rule)", () => {
  it('its owner and a company member who may view profiles get it', async () => {
    expect((await fetchFile(cvUrl, owner.token)).status).toBe(200);
    const rival = await createAccount(server, 'Company');
    const res = await fetchFile(cvUrl, rival.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('a stranger 401, another job seeker 403', async () => {
    expect((await fetchFile(cvUrl)).status).toBe(401);
    const other = await createAccount(server, 'User');
    const res = await fetchFile(cvUrl, other.token);
    expect(res.status).toBe(403);
    expect((await json(res)).code).toBe('FORBIDDEN');
  });

  it('an interviewer, who may not view profiles, gets 403 (as for GET user/{id})', async () => {
    const company = await createAccount(server, 'Company');
    const interviewer = await addMember(server, company, 'interviewer');
    expect(
      (await server.request(`/api/user/${owner.id}`, { token: interviewer.token })).status,
    ).toBe(403);
    const res = await fetchFile(cvUrl, interviewer.token);
    expect(res.status).toBe(403);
    expect((await json(res)).code).toBe('FORBIDDEN');
  });

  it('a member held at second-factor set-up gets 403; a disabled company 401', async () => {
    const company = await createAccount(server, 'Company');
    const recruiter = await addMember(server, company, 'recruiter');
    expect((await fetchFile(cvUrl, recruiter.token)).status).toBe(200);
    await server.app.db
      .update(companies)
      .set({ requireTotp: true })
      .where(eq(companies.id, company.id));
    expect((await fetchFile(cvUrl, recruiter.token)).status).toBe(403);
    await server.app.db
      .update(companies)
      .set({ requireTotp: false, disabledAt: new Date() })
      .where(eq(companies.id, company.id));
    expect((await fetchFile(cvUrl, recruiter.token)).status).toBe(401);
  });

  it('pictures stay public: the public profile shows them (decisions.md 5)', async () => {
    const res = await fetchFile(picUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });
});
