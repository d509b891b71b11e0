// issue 6: the company profile (GET company/{id}, PUT company, PATCH company/uploadImg) and the
// permission rows of decisions.md section 5, over real HTTP on a fresh database.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { completeCompany } from './helpers/companyFixture';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
let company: TestAccount;
let otherCompany: TestAccount;
let user: TestAccount;

const validCompany = completeCompany({
  facebook: 'https://facebook.com/acme',
  instagram: 'https://instagram.com/acme',
});

beforeAll(async () => {
  server = await startTestServer();
  company = await createAccount(server, 'Company');
  otherCompany = await createAccount(server, 'Company');
  user = await createAccount(server, 'User');
});

afterAll(async () => {
  await server?.close();
});

describe('GET company/{id}', () => {
  it('gives a new company its empty profile with dataComplete false', async () => {
    const res = await server.request(`/api/company/${company.id}`, { token: company.token });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      _id: company.id,
      email: company.email,
      companyName: '',
      dataComplete: false,
      pic: null,
      outvalue: '',
    });
  });

  it('answers 401 without a token, 403 to a user and to another company', async () => {
    const path = `/api/company/${company.id}`;
    const anonymous = await server.request(path);
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).code).toBe('UNAUTHENTICATED');
    const asUser = await server.request(path, { token: user.token });
    expect(asUser.status).toBe(403);
    expect((await json(asUser)).code).toBe('FORBIDDEN');
    const asOther = await server.request(path, { token: otherCompany.token });
    expect(asOther.status).toBe(403);
    expect((await json(asOther)).code).toBe('FORBIDDEN');
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const res = await server.request('/api/company/not-a-uuid', { token: company.token });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('VALIDATION_FAILED');
  });
});

describe('PUT company', () => {
  it('saves every field, sets dataComplete and answers with the spec field names', async () => {
    const res = await server.request('/api/company', {
      method: 'PUT',
      token: company.token,
      json: validCompany,
    });
    expect(res.status).toBe(200);
    const saved = await json(res);
    const { contactPersonData_availableServices, contactPersonData_subscriptionOptions, ...rest } =
      validCompany;
    expect(saved).toMatchObject({ ...rest, _id: company.id, dataComplete: true });
    expect(contactPersonData_availableServices).toBe(saved.contactPersonData_availableServices);
    expect(contactPersonData_subscriptionOptions).toBe(saved.contactPersonData_subscriptionOptions);

    const read = await json(
      await server.request(`/api/company/${company.id}`, { token: company.token }),
    );
    expect(read).toEqual(saved);
  });

  it('keeps olegalEntity only for Other, and requires it then', async () => {
    const missing = await server.request('/api/company', {
      method: 'PUT',
      token: company.token,
      json: { ...validCompany, legalEntity: 'Other', olegalEntity: '' },
    });
    expect(missing.status).toBe(400);
    expect((await json(missing)).fields).toHaveProperty('olegalEntity');

    const other = await json(
      await server.request('/api/company', {
        method: 'PUT',
        token: company.token,
        json: { ...validCompany, legalEntity: 'Other', olegalEntity: 'Joint venture' },
      }),
    );
    expect(other).toMatchObject({ legalEntity: 'Other', olegalEntity: 'Joint venture' });

    const back = await json(
      await server.request('/api/company', {
        method: 'PUT',
        token: company.token,
        json: { ...validCompany, olegalEntity: 'ignored' },
      }),
    );
    expect(back).toMatchObject({ legalEntity: 'Corporation', olegalEntity: '' });
  });

  it.each([
    ['companyPhone', 'call me', 'Enter a valid phone number'],
    ['contactPersonData_mobileNumber', '12', 'Enter a valid phone number'],
    ['URL', 'acme.example.com', 'Enter a full web address'],
    ['facebook', 'javascript:alert(1)', 'Enter a full web address'],
    ['contactPersonData_emailAddress', 'not-an-email', 'Invalid email address'],
    ['registrationYear', '2999-01-01', 'The registration date cannot be in the future'],
    ['registrationYear', '2020-13-45', 'Enter a valid registration date'],
    ['companySize', '>1000', 'Choose the company size'],
    ['legalEntity', 'Empire', 'Choose the legal entity'],
    ['country', 'Atlantis', 'Country is required'],
    ['companyName', '   ', 'Company name is required'],
  ])('refuses %s = %j with 400 and the field message', async (field, value, message) => {
    const res = await server.request('/api/company', {
      method: 'PUT',
      token: company.token,
      json: { ...validCompany, [field]: value },
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields[field]).toContain(message);
  });

  it('answers field messages in Arabic when asked', async () => {
    const res = await server.request('/api/company', {
      method: 'PUT',
      token: company.token,
      headers: { 'x-lang': 'ar' },
      json: { ...validCompany, companyName: '' },
    });
    expect((await json(res)).fields.companyName).toBe('اسم الشركة مطلوب');
  });

  it('is for companies only: 401 anonymous, 403 for a user', async () => {
    const anonymous = await server.request('/api/company', { method: 'PUT', json: validCompany });
    expect(anonymous.status).toBe(401);
    const asUser = await server.request('/api/company', {
      method: 'PUT',
      token: user.token,
      json: validCompany,
    });
    expect(asUser.status).toBe(403);
  });

  it("does not touch another company's profile", async () => {
    const res = await json(
      await server.request(`/api/company/${otherCompany.id}`, { token: otherCompany.token }),
    );
    expect(res).toMatchObject({ companyName: '', dataComplete: false });
  });
});

describe('PATCH company/uploadImg', () => {
  async function upload(account: TestAccount | null, bytes: Buffer, name = 'logo.png') {
    const form = new FormData();
    form.append('pic', new Blob([new Uint8Array(bytes)]), name);
    return server.request('/api/company/uploadImg', {
      method: 'PATCH',
      token: account?.token,
      body: form,
    });
  }

  it('stores a picture as a square WebP and serves it under pic', async () => {
    const png = await sharp({
      create: { width: 640, height: 320, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const res = await upload(company, png);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.pic).toMatch(/^\/api\/files\/pic-[0-9a-f-]+\.webp$/);
    const key = body.pic.replace('/api/files/', '');
    const stored = await server.app.storage.get(key);
    expect(stored).not.toBeNull();
    const meta = await sharp(stored as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: meta.height });

    const again = await json(await upload(company, png));
    expect(again.pic).not.toBe(body.pic);
    expect(await server.app.storage.get(key)).toBeNull();
  });

  it('refuses a file that is not a picture (415) and non-companies (401/403)', async () => {
    const res = await upload(company, Buffer.from('MZ this is not a picture'), 'evil.png');
    expect(res.status).toBe(415);
    expect((await json(res)).code).toBe('UNSUPPORTED_FILE');
    expect((await upload(null, Buffer.from('x'))).status).toBe(401);
    expect((await upload(user, Buffer.from('x'))).status).toBe(403);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(company, big);
    expect(res.status).toBe(413);
    expect((await json(res)).code).toBe('FILE_TOO_LARGE');
  });
});

describe('OpenAPI', () => {
  it('documents every company call with its schemas', async () => {
    const res = await server.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await json(res);
    for (const path of [
      '/api/company/{id}',
      '/api/company',
      '/api/company/uploadImg',
      '/api/company/search',
      '/api/company/search.csv',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const parameters = doc.paths['/api/company/search'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(parameters).toEqual(
      expect.arrayContaining([
        'jobPosition',
        'yearsOfExp',
        'HLOfEdu',
        'faculty',
        'iRes1',
        'iRes2',
        'q',
        'page',
        'pageSize',
      ]),
    );
  });
});
