// Issue 4: the profile API. Every rule of spec 5 and every permission row of decisions.md 5,
// through real HTTP on a fresh database.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@talentpool/domain/messages';
import { authTokens, isiAttempts, recoveryCodes, refreshTokens, users } from '../src/db/schema';
import { listen } from '../src/lib/events';
import { createAccount, type TestAccount } from './helpers/accounts';
import { completeProfile } from './helpers/profileFixture';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let owner: TestAccount;
let other: TestAccount;
let company: TestAccount;

function at<T>(items: T[], index: number): T {
  const item = items[index];
  if (!item) throw new Error(`no item ${index}`);
  return item;
}

// The shared complete profile: national ID 29801011234567, one internship, two skills of each kind.
const validProfile = () => completeProfile();

const put = (account: TestAccount, body: unknown, lang = 'en') =>
  server.request('/api/user', {
    method: 'PUT',
    token: account.token,
    json: body,
    headers: { 'x-lang': lang },
  });

async function upload(
  account: TestAccount,
  path: string,
  field: string,
  bytes: Buffer,
  name: string,
  type: string,
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return server.request(path, { method: 'PATCH', token: account.token, body: form });
}

const png = (w = 300, h = 200) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  server = await startTestServer();
  owner = await createAccount(server, 'User');
  other = await createAccount(server, 'User');
  company = await createAccount(server, 'Company');
});

afterAll(async () => {
  await server?.close();
});

describe('PUT /api/user: spec 5 rules and messages', () => {
  const cases: [string, (p: ReturnType<typeof validProfile>) => void, string, string][] = [
    ['name', (p) => (p.name = 'Mo'), 'name', 'Name field is required'],
    [
      'nationalID short',
      (p) => (p.nationalID = '1234567890123'),
      'nationalID',
      // Decision 139: the rule of the chosen country (Egypt: 14 digits).
      'An Egyptian national ID has 14 digits',
    ],
    [
      'nationalID long',
      (p) => (p.nationalID = '123456789012345'),
      'nationalID',
      'An Egyptian national ID has 14 digits',
    ],
    ['dateOfBirth', (p) => (p.dateOfBirth = ''), 'dateOfBirth', 'Birth date field is required'],
    ['address', (p) => (p.address = ''), 'address', 'Address is required'],
    ['country', (p) => (p.country = ''), 'country', 'Country is required'],
    [
      'mobileNO short',
      (p) => (p.mobileNO = '+20 12345'),
      'mobileNO',
      // Decision 139: checked for the chosen country (libphonenumber-js).
      'Enter a valid phone number for the chosen country',
    ],
    [
      'mobileNO long',
      (p) => (p.mobileNO = '+20 12345678901234'),
      'mobileNO',
      'Enter a valid phone number for the chosen country',
    ],
    ['CV', (p) => (p.CV = ''), 'CV', 'CV field is required'],
    ['HLOfEdu', (p) => (p.HLOfEdu = ''), 'HLOfEdu', 'Education field is required'],
    ['faculty', (p) => (p.faculty = ''), 'faculty', 'Faculty field is required'],
    ['jobPosition', (p) => (p.jobPosition = 'ab'), 'jobPosition', 'Your job position is required'],
    ['yearsOfExp', (p) => (p.yearsOfExp = ''), 'yearsOfExp', 'Your year of experience is required'],
    ['longTermGoals', (p) => (p.longTermGoals = ''), 'longTermGoals', 'This field is required'],
    ['Motivation', (p) => (p.Motivation = ''), 'Motivation', 'This field is required'],
    [
      'goals over 150',
      (p) => (p.longTermGoals = 'x'.repeat(151)),
      'longTermGoals',
      'Please keep this to 150 characters or fewer',
    ],
    [
      'motivation over 150',
      (p) => (p.Motivation = 'x'.repeat(151)),
      'Motivation',
      'Please keep this to 150 characters or fewer',
    ],
    [
      'certificate name',
      (p) => (at(p.certificates, 0).name = ''),
      'certificates.0.name',
      'Name is required',
    ],
    [
      'certificate body',
      (p) => (at(p.certificates, 0).body = ''),
      'certificates.0.body',
      'This field is required',
    ],
    [
      'technical skill',
      (p) => (at(p.technicalSkills, 1).name = ''),
      'technicalSkills.1.name',
      'Field is required',
    ],
    [
      'general skill',
      (p) => (at(p.generalSkills, 0).name = ''),
      'generalSkills.0.name',
      'Field is required',
    ],
    ['job title', (p) => (at(p.job, 0).jobtitle = ''), 'job.0.jobtitle', 'This field is required'],
    ['job role', (p) => (at(p.job, 0).role = ''), 'job.0.role', 'This field is required'],
    [
      'job hiringbody',
      (p) => (at(p.job, 0).hiringbody = ''),
      'job.0.hiringbody',
      'This field is required',
    ],
    [
      'job startDate',
      (p) => (at(p.job, 0).startDate = ''),
      'job.0.startDate',
      'This field is required',
    ],
    ['job endDate', (p) => (at(p.job, 0).endDate = ''), 'job.0.endDate', 'This field is required'],
    [
      'CV javascript link',
      (p) => (p.CV = 'javascript:alert(1)'),
      'CV',
      'Enter a link that starts with https:// or upload a PDF',
    ],
  ];

  it.each(cases)(
    '%s: 400 with the spec message at its field',
    async (_label, change, field, message) => {
      const body = validProfile();
      change(body);
      const res = await put(owner, body);
      expect(res.status).toBe(400);
      const answer = await json(res);
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(answer.fields[field]).toBe(message);
    },
  );

  it('answers the messages in Arabic for an Arabic caller', async () => {
    const body = validProfile();
    body.name = '';
    const answer = await json(await put(owner, body, 'ar'));
    expect(answer.fields.name).toBe(translate('profile.nameRequired', 'ar'));
    expect(answer.fields.name).not.toBe('Name field is required');
  });

  it('accepts internships with nothing filled in and optional otherf, wemail, descriptions', async () => {
    const body = validProfile();
    body.internships = [{ position: '', place: '', startDate: '', endDate: '', description: '' }];
    at(body.job, 0).description = '';
    const res = await put(other, body);
    expect(res.status).toBe(200);
    expect((await json(res)).internships).toEqual([]);
  });

  it('saves a complete profile, sets dataComplete, gives items ids and fills search_text', async () => {
    const before = await json(
      await server.request(`/api/user/${owner.id}`, { token: owner.token }),
    );
    expect(before.dataComplete).toBe(false);
    const res = await put(owner, validProfile());
    expect(res.status).toBe(200);
    const user = await json(res);
    expect(user).toMatchObject({
      _id: owner.id,
      name: 'Mona Adel',
      dataComplete: true,
      mobileNO: '+201001234567',
      nationalID: '29801011234567',
      HLOfEdu: 'Faculty degree',
      iRes1: null,
      flt: null,
    });
    expect(user.job[0]._id).toEqual(expect.any(String));
    expect(user.certificates[0]._id).toEqual(expect.any(String));
    const [row] = await server.app.db.select().from(users).where(eq(users.id, owner.id));
    expect(row?.searchText).toBe('mona adel teamwork writing postgresql python data analyst');
  });

  it('keeps the read-only basic info once complete, and updates the rest', async () => {
    const body = validProfile();
    body.name = 'Someone Else';
    body.nationalID = '11111111111111';
    body.mobileNO = '+20 1119998887';
    body.longTermGoals = 'Become a data architect';
    const user = await json(await put(owner, body));
    expect(user.name).toBe('Mona Adel');
    expect(user.nationalID).toBe('29801011234567');
    // Decision 139: stored in E.164.
    expect(user.mobileNO).toBe('+201119998887');
    expect(user.longTermGoals).toBe('Become a data architect');
  });

  it('refuses a mobile number valid by length but not by the numbering plan (issue 38)', async () => {
    // The server checks with the full numbering-plan metadata (decision 206): "+20 10012345" has
    // a possible length for Egypt, so the browser's small metadata lets it through, but no
    // Egyptian mobile number is 8 digits after 10.
    const person = await createAccount(server, 'User');
    const body = validProfile();
    body.mobileNO = '+20 10012345';
    const refused = await put(person, body);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { mobileNO: expect.any(String) },
    });
    const stored = await json(
      await server.request(`/api/user/${person.id}`, { token: person.token }),
    );
    expect(stored.dataComplete).toBe(false);
  });

  it('lets country and address change later, and stores the phone of the new country in E.164', async () => {
    // Decision 139 (decisions.md 8): people move; name, ID and birth date stay.
    const mover = await createAccount(server, 'User');
    expect((await put(mover, validProfile())).status).toBe(200);
    const body = validProfile();
    body.name = 'Another Name';
    body.country = 'United Arab Emirates';
    body.address = 'Dubai Marina, Tower 3';
    body.mobileNO = '050 123 4567';
    const res = await put(mover, body);
    expect(res.status).toBe(200);
    const user = await json(res);
    expect(user).toMatchObject({
      name: 'Mona Adel',
      nationalID: '29801011234567',
      country: 'United Arab Emirates',
      address: 'Dubai Marina, Tower 3',
      mobileNO: '+971501234567',
    });
  });

  it('creates profiles with the national ID of Saudi Arabia (10 digits) and the UAE (15)', async () => {
    for (const [country, good, bad, message] of [
      ['Saudi Arabia', '1012345678', '29801011234567', 'A Saudi national ID or iqama'],
      ['United Arab Emirates', '784199012345678', '1012345678', 'An Emirates ID has 15 digits'],
    ] as const) {
      const person = await createAccount(server, 'User');
      const body = validProfile();
      body.country = country;
      body.mobileNO = country === 'Saudi Arabia' ? '+966 50 123 4567' : '+971 50 123 4567';
      body.nationalID = bad;
      const refused = await put(person, body);
      expect(refused.status).toBe(400);
      expect((await json(refused)).fields.nationalID).toContain(message);
      body.nationalID = good;
      const saved = await put(person, body);
      expect(saved.status).toBe(200);
      expect((await json(saved)).nationalID).toBe(good);
    }
  });

  it('refuses a company and an anonymous caller', async () => {
    expect((await put(company, validProfile())).status).toBe(403);
    const res = await server.request('/api/user', { method: 'PUT', json: validProfile() });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/user/{id}: decisions.md 5', () => {
  it('the user sees everything of their own', async () => {
    const res = await server.request(`/api/user/${owner.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    const user = await json(res);
    expect(user.nationalID).toBe('29801011234567');
    expect(user.email).toBe(owner.email);
    expect(user.CV).toBe('https://drive.example.com/mona-cv');
  });

  it('a company sees everything but nationalID, and the contact details once shown (decisions.md 13)', async () => {
    const hidden = await json(
      await server.request(`/api/user/${owner.id}`, { token: company.token }),
    );
    expect(hidden).not.toHaveProperty('nationalID');
    expect(hidden).not.toHaveProperty('address');
    expect(hidden).toMatchObject({ email: owner.email, contactHidden: true });
    const shown = await server.request('/api/user/privacy', {
      method: 'PUT',
      token: owner.token,
      json: { discoverable: true, showContactDetails: true },
    });
    expect(shown.status).toBe(200);
    const user = await json(
      await server.request(`/api/user/${owner.id}`, { token: company.token }),
    );
    expect(user).not.toHaveProperty('nationalID');
    expect(user).toMatchObject({
      email: owner.email,
      dateOfBirth: '1998-01-01',
      address: '12 Nile Street, Cairo',
    });
  });

  it('another user gets 403, unknown ids 404, anonymous 401', async () => {
    const forbidden = await server.request(`/api/user/${owner.id}`, { token: other.token });
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).code).toBe('FORBIDDEN');
    const unknown = await server.request('/api/user/00000000-0000-4000-8000-000000000000', {
      token: company.token,
    });
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).code).toBe('NOT_FOUND');
    expect((await server.request('/api/user/not-a-uuid', { token: company.token })).status).toBe(
      404,
    );
    expect((await server.request(`/api/user/${owner.id}`)).status).toBe(401);
  });
});

describe('GET /api/public/user/{id}', () => {
  it('shows only the public fields, without login', async () => {
    const res = await server.request(`/api/public/user/${owner.id}`);
    expect(res.status).toBe(200);
    const user = await json(res);
    expect(user).toMatchObject({
      name: 'Mona Adel',
      jobPosition: 'Data Management',
      faculty: 'Engineering',
    });
    expect(user.technicalSkills).toEqual([{ name: 'PostgreSQL' }, { name: 'Python' }]);
    for (const secret of [
      'nationalID',
      'dateOfBirth',
      'mobileNO',
      'email',
      'address',
      'CV',
      'wemail',
    ]) {
      expect(user).not.toHaveProperty(secret);
    }
    const text = JSON.stringify(user);
    for (const value of [
      '29801011234567',
      '1998-01-01',
      '1119998887',
      owner.email,
      'Nile Street',
      'mona-cv',
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it('404 for an unknown id', async () => {
    const res = await server.request('/api/public/user/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
  });

  it('returns the ISI columns when the user has a result', async () => {
    await server.app.db
      .update(users)
      .set({
        iRes1: 2,
        iRes2: 5,
        flt: 40,
        frt: 55,
        brt: 80,
        blt: 10,
        flp: 20,
        frp: 90,
        brp: 30,
        blp: 60,
      })
      .where(eq(users.id, owner.id));
    const user = await json(await server.request(`/api/public/user/${owner.id}`));
    expect(user).toMatchObject({ iRes1: 2, iRes2: 5, brt: 80, frp: 90 });
  });
});

describe('PATCH /api/user/uploadImg', () => {
  it('stores a square WebP, publicly served, and judges by bytes (a PNG named .jpg is fine)', async () => {
    const res = await upload(
      owner,
      '/api/user/uploadImg',
      'pic',
      await png(),
      'photo.jpg',
      'image/jpeg',
    );
    expect(res.status).toBe(200);
    const { url } = await json(res);
    expect(url).toMatch(/^\/api\/files\/pic-[\w-]+\.webp$/);
    const file = await server.request(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    const user = await json(await server.request(`/api/public/user/${owner.id}`));
    expect(user.pic).toBe(url);
  });

  it('replaces the old picture file', async () => {
    const first = (
      await json(await server.request(`/api/user/${owner.id}`, { token: owner.token }))
    ).pic;
    const res = await upload(
      owner,
      '/api/user/uploadImg',
      'pic',
      await png(100, 100),
      'a.png',
      'image/png',
    );
    const { url } = await json(res);
    expect(url).not.toBe(first);
    expect((await server.request(first)).status).toBe(404);
  });

  it('refuses other bytes with 415, even when named .png', async () => {
    const res = await upload(
      owner,
      '/api/user/uploadImg',
      'pic',
      Buffer.from('GIF89a fake gif data'),
      'x.png',
      'image/png',
    );
    expect(res.status).toBe(415);
    expect((await json(res)).code).toBe('UNSUPPORTED_FILE');
  });

  it('refuses more than 5 MB with 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(owner, '/api/user/uploadImg', 'pic', big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect((await json(res)).code).toBe('FILE_TOO_LARGE');
  });

  it('refuses a JSON body with 415 and a missing pic field with 400', async () => {
    const res = await server.request('/api/user/uploadImg', {
      method: 'PATCH',
      token: owner.token,
      json: {},
    });
    expect(res.status).toBe(415);
    const wrongField = await upload(
      owner,
      '/api/user/uploadImg',
      'photo',
      await png(),
      'a.png',
      'image/png',
    );
    expect(wrongField.status).toBe(400);
    expect((await json(wrongField)).fields.pic).toBe('Some fields need your attention.');
  });

  it('is for users only', async () => {
    const res = await upload(
      company,
      '/api/user/uploadImg',
      'pic',
      await png(),
      'a.png',
      'image/png',
    );
    expect(res.status).toBe(403);
    const anonymous = new FormData();
    anonymous.append('pic', new Blob([new Uint8Array(await png())]), 'a.png');
    expect(
      (await server.request('/api/user/uploadImg', { method: 'PATCH', body: anonymous })).status,
    ).toBe(401);
  });
});

describe('CV PDF upload and access', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  let cvUrl: string;

  it('accepts a PDF by its bytes and makes it the CV', async () => {
    const res = await upload(owner, '/api/user/uploadCv', 'cv', pdf, 'cv.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    cvUrl = (await json(res)).url;
    expect(cvUrl).toMatch(/^\/api\/files\/cv-[\w-]+\.pdf$/);
    const user = await json(await server.request(`/api/user/${owner.id}`, { token: owner.token }));
    expect(user.CV).toBe(cvUrl);
    const body = { ...validProfile(), CV: cvUrl };
    expect((await put(owner, body)).status).toBe(200);
  });

  it('refuses a non-PDF (415) and more than 5 MB (413)', async () => {
    const html = await upload(
      owner,
      '/api/user/uploadCv',
      'cv',
      Buffer.from('<html>'),
      'cv.pdf',
      'application/pdf',
    );
    expect(html.status).toBe(415);
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      (await upload(owner, '/api/user/uploadCv', 'cv', big, 'cv.pdf', 'application/pdf')).status,
    ).toBe(413);
  });

  it('serves it to its owner and to companies only', async () => {
    const mine = await server.request(cvUrl, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await mine.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await server.request(cvUrl, { token: company.token })).status).toBe(200);
    expect((await server.request(cvUrl, { token: other.token })).status).toBe(403);
    expect((await server.request(cvUrl)).status).toBe(401);
  });

  it('refuses pointing the CV at a file that is not yours', async () => {
    const res = await put(other, { ...validProfile(), CV: cvUrl });
    expect(res.status).toBe(400);
    expect((await json(res)).fields.CV).toBe(
      'Enter a link that starts with https:// or upload a PDF',
    );
  });

  it('removes the PDF when the CV becomes a drive link again', async () => {
    expect((await put(owner, validProfile())).status).toBe(200);
    expect((await server.request(cvUrl, { token: company.token })).status).toBe(404);
  });

  it('404 for unknown file keys', async () => {
    expect((await server.request('/api/files/other-thing.txt')).status).toBe(404);
    expect((await server.request('/api/files/pic-00000000.webp')).status).toBe(404);
  });
});

describe('own data: export and deletion', () => {
  it('exports everything of the user as a JSON download, for the user only', async () => {
    await server.app.db
      .insert(isiAttempts)
      .values({ userId: owner.id, answers: Array(48).fill(3), iRes1: 0, iRes2: 4 });
    const res = await server.request('/api/user/export', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const data = await json(res);
    expect(data.account.email).toBe(owner.email);
    expect(data.profile.nationalID).toBe('29801011234567');
    expect(data.isiAttempts).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain('argon2');
    expect((await server.request('/api/user/export', { token: company.token })).status).toBe(403);
    expect((await server.request('/api/user/export')).status).toBe(401);
  });

  it('deletes the account with its attempts and files; the token stops working', async () => {
    const victim = await createAccount(server, 'User');
    expect((await put(victim, validProfile())).status).toBe(200);
    const { url } = await json(
      await upload(victim, '/api/user/uploadImg', 'pic', await png(), 'a.png', 'image/png'),
    );
    await server.app.db
      .insert(isiAttempts)
      .values({ userId: victim.id, answers: Array(48).fill(3) });
    expect(
      (await server.request('/api/user', { method: 'DELETE', token: company.token })).status,
    ).toBe(403);

    // decisions.md 14: the password is asked for (test/sessionSafety.test.ts tests the refusals).
    const res = await server.request('/api/user', {
      method: 'DELETE',
      token: victim.token,
      json: { password: victim.password },
    });
    expect(res.status).toBe(204);
    expect(await server.app.db.select().from(users).where(eq(users.id, victim.id))).toEqual([]);
    expect(
      await server.app.db.select().from(isiAttempts).where(eq(isiAttempts.userId, victim.id)),
    ).toEqual([]);
    expect((await server.request(url)).status).toBe(404);
    expect((await server.request(`/api/public/user/${victim.id}`)).status).toBe(404);
    expect((await server.request(`/api/user/${victim.id}`, { token: victim.token })).status).toBe(
      401,
    );
  });

  it('deletes in one transaction with what other modules keep (account.deleted): all or nothing', async () => {
    const victim = await createAccount(server, 'User');
    const { db } = server.app;
    await db.insert(isiAttempts).values({ userId: victim.id, answers: Array(48).fill(3) });
    // Rows that name the account without a foreign key: the accounts module's listener removes them.
    await db.insert(authTokens).values({
      accountType: 'User',
      accountId: victim.id,
      purpose: 'reset',
      tokenHash: `hash-${victim.id}`,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await db
      .insert(recoveryCodes)
      .values({ accountType: 'User', accountId: victim.id, codeHash: `code-${victim.id}` });
    // A "keep me logged in" session's refresh token names the account too.
    const now = new Date();
    await db.insert(refreshTokens).values({
      familyId: crypto.randomUUID(),
      accountType: 'User',
      accountId: victim.id,
      tokenVersion: 0,
      tokenHash: `refresh-${victim.id}`,
      familyStartedAt: now,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    const left = async () => ({
      users: (await db.select().from(users).where(eq(users.id, victim.id))).length,
      attempts: (await db.select().from(isiAttempts).where(eq(isiAttempts.userId, victim.id)))
        .length,
      tokens: (await db.select().from(authTokens).where(eq(authTokens.accountId, victim.id)))
        .length,
      codes: (await db.select().from(recoveryCodes).where(eq(recoveryCodes.accountId, victim.id)))
        .length,
      sessions: (
        await db.select().from(refreshTokens).where(eq(refreshTokens.accountId, victim.id))
      ).length,
    });
    const remove = () =>
      server.request('/api/user', {
        method: 'DELETE',
        token: victim.token,
        json: { password: victim.password },
      });
    // A module whose reaction fails: the whole deletion rolls back.
    const stop = listen('account.deleted', async () => {
      throw new Error('a module could not remove its rows');
    });
    try {
      expect((await remove()).status).toBe(500);
    } finally {
      stop();
    }
    expect(await left()).toEqual({ users: 1, attempts: 1, tokens: 1, codes: 1, sessions: 1 });
    expect((await remove()).status).toBe(204);
    expect(await left()).toEqual({ users: 0, attempts: 0, tokens: 0, codes: 0, sessions: 0 });
  });
});
