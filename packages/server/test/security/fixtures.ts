// Shared fixtures of the security tests (issue 10): two users, two companies, the bad tokens of
// the access matrix, and valid bodies for every call, so a refusal is about who asks, not what.
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { completeCompany } from '../helpers/companyFixture';
import { completeProfile } from '../helpers/profileFixture';
import { json, type TestServer } from '../helpers/testServer';

export const nationalIdA = '29801019876543';

/** The shared complete profile (helpers/profileFixture.ts) as these tests know it: one skill of
 * each kind, no internships, the given national ID. */
export function validProfile(nationalID = nationalIdA) {
  return completeProfile({
    nationalID,
    internships: [],
    generalSkills: [{ name: 'Teamwork' }],
    technicalSkills: [{ name: 'PostgreSQL' }],
  });
}

export const validCompany = completeCompany();

export const card = {
  kind: 'findboss',
  title: 'Head of operations',
  description: 'Runs the warehouse teams',
  items: [21, 22, 0],
};

export const answers = (seed = 1) =>
  Array.from({ length: 48 }, (_, i) => ((seed * 7 + i * (seed + 3)) % 5) + 1);

export const newEmail = (prefix = 'sec') =>
  `${prefix}-${randomBytes(6).toString('hex')}@example.com`;

/** Rate limits high enough that the matrix and the fuzzing measure permissions, not limits. */
export const relaxedLimits = {
  RATE_LIMIT_LOGIN: '100000',
  RATE_LIMIT_LOGIN_ADDRESS: '100000',
  RATE_LIMIT_SIGNUP: '100000',
  RATE_LIMIT_FORGOT: '100000',
  RATE_LIMIT_LINKS: '100000',
  RATE_LIMIT_ONE_TIME: '100000',
  RATE_LIMIT_SEARCH: '100000',
  RATE_LIMIT_PROFILE_VIEWS: '100000',
  RATE_LIMIT_EXPORTS: '100000',
  RATE_LIMIT_GUEST_APPLY: '100000',
};

/** A minimal valid PDF (the CV upload judges by bytes). */
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function multipart(field: string, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

export interface Principals {
  userA: TestAccount;
  userB: TestAccount;
  companyX: TestAccount;
  companyY: TestAccount;
  expired: string;
  tampered: string;
  loggedOut: string;
}

export async function createPrincipals(server: TestServer): Promise<Principals> {
  const [userA, userB, companyX, companyY, leaving] = await Promise.all([
    createAccount(server, 'User'),
    createAccount(server, 'User'),
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
    createAccount(server, 'User'),
  ]);
  const expired = await new SignJWT({ typ: 'User', ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userA.id)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(new TextEncoder().encode(server.config.jwtSecret));
  const [head, payload, signature] = userA.token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
  const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, typ: 'Company' })).toString('base64url')}.${signature}`;
  const out = await server.request('/api/user/logout', { method: 'POST', token: leaving.token });
  if (out.status !== 200) throw new Error(`logout failed: ${out.status}`);
  return { userA, userB, companyX, companyY, expired, tampered, loggedOut: leaving.token };
}

/** A new single-use link of the company: its code and its id. */
export async function generateLink(server: TestServer, company: TestAccount) {
  const email = newEmail('link');
  const res = await server.request('/api/company/generateLink', {
    method: 'POST',
    token: company.token,
    json: { email },
  });
  const body = await json(res);
  if (res.status !== 200) throw new Error(`generateLink: ${res.status} ${JSON.stringify(body)}`);
  const code = String(body.url).split('oneTimeLink/')[1] ?? '';
  const list = await json(
    await server.request('/api/company/allOneTimeUsers?pageSize=100', { token: company.token }),
  );
  const row = (list.oneTimeUsers as { _id: string; email: string }[]).find(
    (r) => r.email === email,
  );
  if (!row) throw new Error('generated link not listed');
  return { code, id: row._id };
}

/** A valid job posting (issue 12): on-site in Egypt, requirement from Find a Boss items. */
export const jobPosting = {
  title: 'Warehouse planner',
  description: 'Plans the weekly picking schedule.',
  workplace: 'onsite',
  country: 'EG',
  city: 'Cairo',
  field: 'Transportation',
  minEducation: 'Faculty degree',
  minExperience: '2-5 years',
  requirement: { kind: 'findboss', items: [21, 22, 0] },
};

/** A new job posting of the company, published unless asked otherwise: its id. */
export async function createJob(server: TestServer, company: TestAccount, publish = true) {
  const res = await server.request('/api/company/jobs', {
    method: 'POST',
    token: company.token,
    json: jobPosting,
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`create job: ${res.status} ${JSON.stringify(body)}`);
  const id = String(body._id);
  if (publish) {
    const pub = await server.request(`/api/company/jobs/${id}/status`, {
      method: 'PATCH',
      token: company.token,
      json: { status: 'published' },
    });
    if (pub.status !== 200) throw new Error(`publish job: ${pub.status}`);
  }
  return { id };
}

/** A user's application to a new published posting of the company: its id. */
export async function applyToNewJob(server: TestServer, company: TestAccount, user: TestAccount) {
  const job = await createJob(server, company);
  const res = await server.request(`/api/jobs/${job.id}/apply`, {
    method: 'POST',
    token: user.token,
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`apply: ${res.status} ${JSON.stringify(body)}`);
  return { id: String(body._id), jobId: job.id };
}

/** A valid stage list of its own (decision 130): four stages. */
export const ownStages = [
  { key: 'new', name: { en: 'New', ar: 'جديد' }, kind: 'active' },
  { key: 'call', name: { en: 'Call', ar: 'مكالمة' }, kind: 'active' },
  { key: 'won', name: { en: 'Won', ar: 'مقبول' }, kind: 'hired' },
  { key: 'lost', name: { en: 'Lost', ar: 'مرفوض' }, kind: 'rejected' },
];

/** A stage template of the company (made by the member given): its id. */
export async function createStageTemplate(server: TestServer, company: TestAccount) {
  const res = await server.request('/api/company/stage-templates', {
    method: 'POST',
    token: company.token,
    json: { name: 'Matrix process', stages: ownStages },
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`template: ${res.status} ${JSON.stringify(body)}`);
  return { id: String(body.template._id) };
}

/** A reject reason of the company: its id. */
export async function createRejectReason(server: TestServer, company: TestAccount) {
  const res = await server.request('/api/company/reject-reasons', {
    method: 'POST',
    token: company.token,
    json: { name: { en: 'Matrix reason', ar: 'سبب' } },
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`reason: ${res.status} ${JSON.stringify(body)}`);
  return { id: String(body.reason._id) };
}
