// The access-control matrix (issue 10, decisions.md section 5): ONE table of every API call
// against eight principals, with the expected status of each cell; the cases are generated from
// it. The table is checked against /api/openapi.json, so a new call without a row fails here.
// Calls that change the caller's own account (save, upload, delete, log out) run each cell with
// fresh accounts, so the fixtures of the other rows stay as they were.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authTokens,
  companyMembers,
  guestApplicants,
  postingApprovalRequests,
  postingApprovalSteps,
  webhookDeliveries,
  webhooks,
} from '../../src/db/schema';
import { hashInvitationToken, newInvitationToken } from '../../src/features/members/service';
import { createInterviewsRepository } from '../../src/features/interviews/repository';
import { hashSecret } from '../../src/features/interviews/service';
import { addMember, createAccount, type TestAccount } from '../helpers/accounts';
import {
  applyAsGuest,
  duplicateImport,
  guestApplicationBody,
  importCv,
  uploadGuestCv,
} from '../helpers/guestFixtures';
import { startOidcProvider, type TestOidcProvider } from '../helpers/oidcProvider';
import { json, startTestServer, type TestServer } from '../helpers/testServer';
import {
  answers,
  applyToNewJob,
  card,
  createJob,
  createPrincipals,
  createRejectReason,
  createStageTemplate,
  ownStages,
  generateLink,
  jobPosting,
  multipart,
  nationalIdA,
  newEmail,
  pdfBytes,
  relaxedLimits,
  validCompany,
  validProfile,
  type Principals,
} from './fixtures';

/** A webhook of company X (and a delivery of it), straight in the database (issue 42). */
async function matrixWebhook(c: Cell, withDelivery = false): Promise<Cell['made']> {
  const [hook] = await c.server.app.db
    .insert(webhooks)
    .values({
      companyId: c.p.companyX.id,
      url: 'https://127.0.0.1:9/hook',
      events: ['offer.declined'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    })
    .returning({ id: webhooks.id });
  if (!hook) throw new Error('webhook not stored');
  if (!withDelivery) return { id: hook.id };
  const [delivery] = await c.server.app.db
    .insert(webhookDeliveries)
    .values({
      webhookId: hook.id,
      companyId: c.p.companyX.id,
      messageId: `msg_${randomUUID().replaceAll('-', '')}`,
      type: 'offer.declined',
      occurredAt: new Date(),
      data: {},
      status: 'failed',
    })
    .returning({ id: webhookDeliveries.id });
  return { id: hook.id, code: delivery?.id };
}

const principals = [
  'anonymous',
  'userA',
  'userB',
  'companyX',
  'companyY',
  'expired',
  'tampered',
  'loggedOut',
] as const;
type Who = (typeof principals)[number];
type Expected = Record<Who, number>;

interface Cell {
  server: TestServer;
  p: Principals;
  who: Who;
  /** The account making the call (a fresh one in `fresh` rows). */
  self?: TestAccount;
  fx: Fixtures;
  /** What the row's prepare step made for this cell (a link, a card...). */
  made: { code?: string; id?: string };
}

interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the OpenAPI document writes it. */
  path: string;
  url: (c: Cell) => string;
  body?: (c: Cell) => unknown;
  prepare?: (c: Cell) => Promise<Cell['made']>;
  fresh?: boolean;
  expect: Expected;
  /** The answer is user A's own data whoever asks (login with A's credentials). */
  revealsA?: boolean;
  /** A page for a browser (a mailed link): its refusals are HTML, not the JSON error shape. */
  html?: boolean;
}

interface Fixtures {
  cvKeyA: string;
  picKeyA: string;
  linkCodeX: string;
  png: Buffer;
}

const bad = { expired: 401, tampered: 401, loggedOut: 401 } as const;
/** Only users (any user), for their own account. */
const usersOnly = (ok: number): Expected => ({
  anonymous: 401,
  userA: ok,
  userB: ok,
  companyX: 403,
  companyY: 403,
  ...bad,
});
/** Only companies. */
const companiesOnly = (ok: number): Expected => ({
  anonymous: 401,
  userA: 403,
  userB: 403,
  companyX: ok,
  companyY: ok,
  ...bad,
});
/** Any logged-in account, user or company member, for its own account. */
const anyAccount = (ok: number): Expected => ({
  anonymous: 401,
  userA: ok,
  userB: ok,
  companyX: ok,
  companyY: ok,
  ...bad,
});
/** Company X's own thing: Y is told it does not exist. */
const companyXOnly = (ok: number): Expected => ({ ...companiesOnly(ok), companyY: 404 });
/** Operators only (decision 120): none of the principals is one. */
const operatorsOnly: Expected = {
  anonymous: 401,
  userA: 403,
  userB: 403,
  companyX: 403,
  companyY: 403,
  ...bad,
};
/** Open to anyone; a token, even a bad one, is not looked at. */
const open = (ok: number): Expected => ({
  anonymous: ok,
  userA: ok,
  userB: ok,
  companyX: ok,
  companyY: ok,
  expired: ok,
  tampered: ok,
  loggedOut: ok,
});

const profileFor = (c: Cell) =>
  validProfile(c.who === 'userA' && !c.self ? nationalIdA : `2990101${randomDigits(7)}`);
const randomDigits = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

const table: Row[] = [
  { method: 'GET', path: '/api/health', url: () => '/api/health', expect: open(200) },
  // Issue 43 (decision 222): liveness and readiness, open to a balancer as /api/health is.
  { method: 'GET', path: '/api/health/live', url: () => '/api/health/live', expect: open(200) },
  { method: 'GET', path: '/api/health/ready', url: () => '/api/health/ready', expect: open(200) },
  { method: 'GET', path: '/api/version', url: () => '/api/version', expect: open(200) },
  {
    method: 'GET',
    path: '/api/questionnaire',
    url: () => '/api/questionnaire?lang=en',
    expect: open(200),
  },
  {
    method: 'POST',
    path: '/api/company/test',
    url: () => '/api/company/test',
    body: () => ({ result: answers(3) }),
    expect: usersOnly(200),
  },
  {
    method: 'GET',
    path: '/api/user/isi/history',
    url: () => '/api/user/isi/history',
    expect: usersOnly(200),
  },
  // Issue 22 (decision 135): the norms for any account, the reliability for anyone.
  {
    method: 'GET',
    path: '/api/user/isi/report.pdf',
    url: () => '/api/user/isi/report.pdf?lang=en',
    expect: usersOnly(200),
  },
  {
    method: 'GET',
    path: '/api/isi/norms',
    url: () => '/api/isi/norms',
    expect: anyAccount(200),
  },
  {
    method: 'GET',
    path: '/api/public/isi/reliability',
    url: () => '/api/public/isi/reliability',
    expect: open(200),
  },
  // Issue 40 (decision 274): the ISI technical report, for anyone.
  {
    method: 'GET',
    path: '/api/public/isi/technical-report',
    url: () => '/api/public/isi/technical-report',
    expect: open(200),
  },
  {
    method: 'GET',
    path: '/api/user/export',
    url: () => '/api/user/export',
    expect: usersOnly(200),
  },
  {
    method: 'GET',
    path: '/api/user/{id}',
    url: (c) => `/api/user/${c.p.userA.id}`,
    // That user; any company; other users 403.
    expect: { ...companiesOnly(200), userA: 200, userB: 403 },
  },
  {
    method: 'GET',
    path: '/api/public/user/{id}',
    url: (c) => `/api/public/user/${c.p.userA.id}`,
    expect: open(200),
  },
  {
    method: 'PUT',
    path: '/api/user',
    url: () => '/api/user',
    body: profileFor,
    fresh: true,
    expect: usersOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/user/privacy',
    url: () => '/api/user/privacy',
    // decisions.md 13: a job seeker's own privacy settings (the defaults, so others see as before).
    body: () => ({ discoverable: true, showContactDetails: false }),
    expect: usersOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/user',
    url: () => '/api/user',
    // decisions.md 14: deleting asks for the password.
    body: (c) => ({ password: c.self?.password ?? 'not-the-password' }),
    fresh: true,
    expect: usersOnly(204),
  },
  // decisions.md 23 (decision 251): forgot password for any account; the same 202 for everyone.
  {
    method: 'POST',
    path: '/api/account/forgot-password',
    url: () => '/api/account/forgot-password',
    body: (c) => ({ email: c.self?.email ?? `nobody-${randomDigits(8)}@example.com` }),
    expect: open(202),
  },
  // decisions.md 11 and 14: the account's own security, users and members alike.
  {
    method: 'GET',
    path: '/api/account/security',
    url: () => '/api/account/security',
    expect: anyAccount(200),
  },
  {
    method: 'POST',
    path: '/api/account/totp/start',
    url: () => '/api/account/totp/start',
    fresh: true,
    expect: anyAccount(200),
  },
  {
    method: 'POST',
    path: '/api/account/totp/enable',
    url: () => '/api/account/totp/enable',
    body: () => ({ code: '123456' }),
    // A fresh account has started no set-up: 403 for every account, 401 without one.
    fresh: true,
    expect: anyAccount(403),
  },
  {
    method: 'POST',
    path: '/api/account/totp/disable',
    url: () => '/api/account/totp/disable',
    body: () => ({ code: '123456' }),
    // The second factor of a fresh account is off: 403 for every account.
    fresh: true,
    expect: anyAccount(403),
  },
  {
    method: 'POST',
    path: '/api/account/password',
    url: () => '/api/account/password',
    body: (c) => ({
      currentPassword: c.self?.password ?? 'not-the-password',
      password: 'Matrix-new-passphrase-7',
      ConfirmPassword: 'Matrix-new-passphrase-7',
    }),
    fresh: true,
    expect: anyAccount(200),
  },
  {
    method: 'POST',
    path: '/api/account/email',
    url: () => '/api/account/email',
    body: (c) => ({ password: c.self?.password ?? 'not-the-password', email: newEmail('moved') }),
    fresh: true,
    expect: anyAccount(200),
  },
  {
    method: 'GET',
    path: '/api/account/email/verify',
    url: () => '/api/account/email/verify?type=user&token=made-up',
    expect: open(302),
  },
  // Issue 38 (decisions.md 16): the notice to the old address cancels a pending change by GET;
  // the token is the proof, no bearer is looked at (a made-up one: redirect with 0).
  {
    method: 'GET',
    path: '/api/account/email/cancel',
    url: () => '/api/account/email/cancel?type=user&token=made-up',
    expect: open(302),
  },
  // Issue 38: guest applications made with the user's e-mail, confirmed or discarded by that
  // user only (an id not offered to them: 404); the CV proposal is the user's own.
  {
    method: 'GET',
    path: '/api/user/guestApplications',
    url: () => '/api/user/guestApplications',
    expect: usersOnly(200),
  },
  {
    method: 'POST',
    path: '/api/user/guestApplications/{id}/confirm',
    url: () => `/api/user/guestApplications/${randomUUID()}/confirm`,
    expect: usersOnly(404),
  },
  {
    method: 'POST',
    path: '/api/user/guestApplications/{id}/discard',
    url: () => `/api/user/guestApplications/${randomUUID()}/discard`,
    expect: usersOnly(404),
  },
  {
    method: 'GET',
    path: '/api/user/cv-proposal',
    url: () => '/api/user/cv-proposal',
    expect: usersOnly(200),
  },
  // Issue 38: a sourced person's apply/decline link; the signed token is the proof (a link that
  // is not the server's: 404 for anyone, whatever bearer comes with it).
  {
    method: 'GET',
    path: '/api/sourcing/{token}',
    url: () => `/api/sourcing/${'A'.repeat(43)}`,
    expect: open(404),
    html: true,
  },
  {
    method: 'POST',
    path: '/api/sourcing/{token}',
    url: () => `/api/sourcing/${'A'.repeat(43)}`,
    expect: open(404),
    html: true,
  },
  {
    method: 'PATCH',
    path: '/api/user/uploadImg',
    url: () => '/api/user/uploadImg',
    body: (c) => multipart('pic', c.fx.png, 'me.png', 'image/png'),
    fresh: true,
    expect: usersOnly(200),
  },
  {
    method: 'PATCH',
    path: '/api/user/uploadCv',
    url: () => '/api/user/uploadCv',
    body: () => multipart('cv', pdfBytes, 'cv.pdf', 'application/pdf'),
    fresh: true,
    expect: usersOnly(200),
  },
  {
    method: 'GET',
    path: '/api/files/{key}',
    url: (c) => `/api/files/${c.fx.picKeyA}`,
    // A picture is public, but a token that is sent must be good.
    expect: { ...open(200), ...bad },
  },
  {
    method: 'GET',
    path: '/api/files/{key}',
    url: (c) => `/api/files/${c.fx.cvKeyA}`,
    // A CV: its owner and companies.
    expect: { ...companiesOnly(200), userA: 200, userB: 403 },
  },
  ...(['user', 'company'] as const).flatMap((segment): Row[] => {
    const own = segment === 'user' ? usersOnly : companiesOnly;
    const account = (c: Cell) => (segment === 'user' ? c.p.userA : c.p.companyX);
    return [
      {
        method: 'POST',
        path: `/api/${segment}/signup`,
        url: () => `/api/${segment}/signup`,
        body: () => ({
          email: newEmail('signup'),
          password: 'Passw0rd!long',
          ConfirmPassword: 'Passw0rd!long',
        }),
        expect: open(201),
      },
      {
        method: 'GET',
        path: `/api/${segment}/verify`,
        url: () => `/api/${segment}/verify?token=${'a'.repeat(43)}`,
        expect: open(302),
      },
      {
        method: 'POST',
        path: `/api/${segment}/verify/resend`,
        url: () => `/api/${segment}/verify/resend`,
        body: (c) => ({ email: account(c).email }),
        // Decision 129: the same 202 for everyone, whatever the e-mail.
        expect: open(202),
      },
      {
        method: 'POST',
        path: `/api/${segment}/login`,
        url: () => `/api/${segment}/login`,
        body: (c) => ({ email: account(c).email, password: account(c).password }),
        expect: open(200),
        revealsA: true,
      },
      {
        method: 'PATCH',
        path: `/api/${segment}/change-password`,
        url: () => `/api/${segment}/change-password`,
        body: (c) => ({ email: account(c).email }),
        expect: open(200),
      },
      {
        method: 'PATCH',
        path: `/api/${segment}/reset-password`,
        url: () => `/api/${segment}/reset-password`,
        body: () => ({ password: 'N3w-Passw0rd!', ConfirmPassword: 'N3w-Passw0rd!' }),
        // Only a reset token from the mail opens it; a login token is not one.
        expect: { ...open(401) },
      },
      {
        method: 'PUT',
        path: `/api/${segment}/language`,
        url: () => `/api/${segment}/language`,
        body: () => ({ lang: 'en' }),
        expect: own(204),
      },
      {
        method: 'POST',
        path: `/api/${segment}/logout`,
        url: () => `/api/${segment}/logout`,
        fresh: true,
        expect: own(200),
      },
    ];
  }),
  {
    method: 'POST',
    path: '/api/session/refresh',
    url: () => '/api/session/refresh',
    // Decision 138: only the remembered session's cookie counts; a bearer, good or bad, is not
    // looked at, and without the cookie there is nothing to resume.
    expect: open(204),
  },
  {
    method: 'GET',
    path: '/api/company/search',
    url: () => '/api/company/search',
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/search.csv',
    url: () => '/api/company/search.csv',
    expect: companiesOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company',
    url: () => '/api/company',
    body: () => validCompany,
    fresh: true,
    expect: companiesOnly(200),
  },
  {
    method: 'PATCH',
    path: '/api/company/uploadImg',
    url: () => '/api/company/uploadImg',
    body: (c) => multipart('pic', c.fx.png, 'logo.png', 'image/png'),
    fresh: true,
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/{id}',
    url: (c) => `/api/company/${c.p.companyX.id}`,
    // That company only.
    expect: { ...companiesOnly(200), companyY: 403 },
  },
  {
    method: 'POST',
    path: '/api/company/generateLink',
    url: () => '/api/company/generateLink',
    body: () => ({ email: newEmail('invitee') }),
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/oneTimeLink/{code}',
    url: (c) => `/api/company/oneTimeLink/${c.fx.linkCodeX}`,
    expect: open(200),
  },
  {
    method: 'POST',
    path: '/api/company/oneTimeLink',
    url: () => '/api/company/oneTimeLink',
    prepare: (c) => generateLink(c.server, c.p.companyX),
    body: (c) => ({ code: c.made.code, result: answers(5) }),
    // Anyone holding a valid, unused code.
    expect: open(200),
  },
  {
    method: 'GET',
    path: '/api/company/allOneTimeUsers',
    url: () => '/api/company/allOneTimeUsers',
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/oneTimeLink/{id}/resend',
    url: (c) => `/api/company/oneTimeLink/${c.made.id}/resend`,
    prepare: (c) => generateLink(c.server, c.p.companyX),
    expect: companyXOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/oneTimeLink/{code}',
    url: (c) => `/api/company/oneTimeLink/${c.made.id}`,
    prepare: (c) => generateLink(c.server, c.p.companyX),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/descriptionCards',
    url: () => '/api/company/descriptionCards',
    body: () => card,
    expect: companiesOnly(201),
  },
  {
    method: 'GET',
    path: '/api/company/descriptionCards',
    url: () => '/api/company/descriptionCards',
    expect: companiesOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/descriptionCards/{id}',
    url: (c) => `/api/company/descriptionCards/${c.made.id}`,
    async prepare(c) {
      const res = await c.server.request('/api/company/descriptionCards', {
        method: 'POST',
        token: c.p.companyX.token,
        json: card,
      });
      return { id: (await json(res))._id as string };
    },
    expect: companyXOnly(204),
  },
  {
    method: 'GET',
    path: '/api/company/candidates',
    url: () => '/api/company/candidates?style=4',
    expect: companiesOnly(200),
  },
  // Job postings and applications (issue 12, decision 100).
  {
    method: 'POST',
    path: '/api/company/jobs',
    url: () => '/api/company/jobs',
    body: () => jobPosting,
    expect: companiesOnly(201),
  },
  {
    method: 'GET',
    path: '/api/company/jobs',
    url: () => '/api/company/jobs',
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/jobs/{id}',
    url: (c) => `/api/company/jobs/${c.made.id}`,
    prepare: (c) => createJob(c.server, c.p.companyX, false),
    expect: companyXOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/jobs/{id}',
    url: (c) => `/api/company/jobs/${c.made.id}`,
    prepare: (c) => createJob(c.server, c.p.companyX, false),
    body: () => ({ ...jobPosting, title: 'Edited' }),
    expect: companyXOnly(200),
  },
  {
    method: 'PATCH',
    path: '/api/company/jobs/{id}/status',
    url: (c) => `/api/company/jobs/${c.made.id}/status`,
    prepare: (c) => createJob(c.server, c.p.companyX, false),
    body: () => ({ status: 'published' }),
    expect: companyXOnly(200),
  },
  { method: 'GET', path: '/api/jobs', url: () => '/api/jobs?q=planner', expect: open(200) },
  {
    method: 'GET',
    path: '/api/jobs/{id}',
    url: (c) => `/api/jobs/${c.made.id}`,
    prepare: (c) => createJob(c.server, c.p.companyX),
    expect: open(200),
  },
  {
    method: 'POST',
    path: '/api/jobs/{id}/apply',
    url: (c) => `/api/jobs/${c.made.id}/apply`,
    prepare: (c) => createJob(c.server, c.p.companyX),
    // A user with a complete profile (A); B has none yet: 403 with a profile message.
    expect: { ...usersOnly(201), userB: 403 },
  },
  {
    method: 'GET',
    path: '/api/user/applications',
    url: () => '/api/user/applications',
    expect: usersOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/user/applications/{id}',
    url: (c) => `/api/user/applications/${c.made.id}`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    // The owning user (A); another user is told it does not exist.
    expect: { ...usersOnly(204), userB: 404 },
  },
  // The applicant pipeline and measured accuracy (issue 12, decision 100).
  {
    method: 'GET',
    path: '/api/company/jobs/{id}/applicants',
    url: (c) => `/api/company/jobs/${c.made.id}/applicants`,
    prepare: (c) => createJob(c.server, c.p.companyX),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/applications/{id}',
    url: (c) => `/api/company/applications/${c.made.id}`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    expect: companyXOnly(200),
  },
  {
    // Issue 37 (decision 268): what a hire may be followed by.
    method: 'GET',
    path: '/api/company/applications/{id}/hire-steps',
    url: (c) => `/api/company/applications/${c.made.id}/hire-steps`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    expect: companyXOnly(200),
  },
  {
    method: 'PATCH',
    path: '/api/company/applications/{id}/stage',
    url: (c) => `/api/company/applications/${c.made.id}/stage`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    body: () => ({ stage: 'screening', notify: false }),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/applications/{id}/notes',
    url: (c) => `/api/company/applications/${c.made.id}/notes`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    body: () => ({ text: 'Good fit' }),
    expect: companyXOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/company/applications/{id}/outcome',
    url: (c) => `/api/company/applications/${c.made.id}/outcome`,
    async prepare(c) {
      const made = await applyToNewJob(c.server, c.p.companyX, c.p.userA);
      await c.server.request(`/api/company/applications/${made.id}/stage`, {
        method: 'PATCH',
        token: c.p.companyX.token,
        json: { stage: 'hired', notify: false },
      });
      return made;
    },
    body: () => ({ outcome: 'successful' }),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/accuracy',
    url: () => '/api/company/accuracy',
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/public/accuracy',
    url: () => '/api/public/accuracy',
    expect: open(200),
  },
  {
    method: 'POST',
    path: '/api/company/jobs/{id}/invite',
    url: (c) => `/api/company/jobs/${c.made.id}/invite`,
    prepare: (c) => createJob(c.server, c.p.companyX),
    body: () => ({ email: newEmail('invite') }),
    expect: companyXOnly(201),
  },
  // decisions.md 11 (decision 110): members, invitations, hiring teams, security, audit. Company X
  // and Y are each their company's owner; role by role it is roleMatrix.test.ts.
  {
    method: 'GET',
    path: '/api/company/me',
    url: () => '/api/company/me',
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/members',
    url: () => '/api/company/members',
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/members',
    url: () => '/api/company/members',
    body: () => ({ email: newEmail('member'), role: 'recruiter' }),
    expect: companiesOnly(201),
  },
  {
    method: 'POST',
    path: '/api/company/members/{id}/resend',
    url: (c) => `/api/company/members/${c.made.id}/resend`,
    prepare: async (c) => ({ id: (await invitation(c)).memberId }),
    expect: companyXOnly(200),
  },
  {
    method: 'PATCH',
    path: '/api/company/members/{id}',
    url: (c) => `/api/company/members/${c.made.id}`,
    prepare: async (c) => ({
      id: (await addMember(c.server, c.p.companyX, 'interviewer')).memberId,
    }),
    body: () => ({ role: 'recruiter' }),
    expect: companyXOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/members/{id}',
    url: (c) => `/api/company/members/${c.made.id}`,
    prepare: async (c) => ({
      id: (await addMember(c.server, c.p.companyX, 'interviewer')).memberId,
    }),
    expect: companyXOnly(204),
  },
  // decisions.md 18 (issue 42): API keys, owners and admins of the company (the principals are
  // owners); another company's key is not found.
  {
    method: 'GET',
    path: '/api/company/api-keys',
    url: () => '/api/company/api-keys',
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/api-keys',
    url: () => '/api/company/api-keys',
    body: () => ({ name: 'Matrix key', scopes: ['jobs:read'] }),
    expect: companiesOnly(201),
  },
  {
    method: 'GET',
    path: '/api/company/interviews',
    url: () => '/api/company/interviews?cursor=',
    expect: companiesOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/api-keys/{id}',
    url: (c) => `/api/company/api-keys/${c.made.id}`,
    prepare: async (c) => {
      const res = await c.server.request('/api/company/api-keys', {
        method: 'POST',
        token: c.p.companyX.token,
        json: { name: 'Matrix key', scopes: ['jobs:read'] },
      });
      return { id: String((await json(res)).apiKey._id) };
    },
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/invitations/{token}',
    url: (c) => `/api/company/invitations/${c.made.code}`,
    prepare: async (c) => ({ code: (await invitation(c)).token }),
    expect: open(200),
  },
  {
    method: 'POST',
    path: '/api/company/invitations/accept',
    url: () => '/api/company/invitations/accept',
    prepare: async (c) => ({ code: (await invitation(c)).token }),
    body: (c) => ({
      token: c.made.code,
      name: 'Joining Member',
      password: 'Joined-member#2026',
      ConfirmPassword: 'Joined-member#2026',
    }),
    expect: open(200),
  },
  {
    method: 'GET',
    path: '/api/company/jobs/{id}/team',
    url: (c) => `/api/company/jobs/${c.made.id}/team`,
    prepare: (c) => createJob(c.server, c.p.companyX, false),
    expect: companyXOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/jobs/{id}/team',
    url: (c) => `/api/company/jobs/${c.made.id}/team`,
    prepare: (c) => createJob(c.server, c.p.companyX, false),
    body: () => ({ memberIds: [] }),
    expect: companyXOnly(200),
  },
  // Issue 40: a posting's fit weights and must-haves.
  {
    method: 'GET',
    path: '/api/company/jobs/{id}/fit-settings',
    url: (c) => `/api/company/jobs/${c.made.id}/fit-settings`,
    prepare: (c) => createJob(c.server, c.p.companyX, false),
    expect: companyXOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/jobs/{id}/fit-settings',
    url: (c) => `/api/company/jobs/${c.made.id}/fit-settings`,
    prepare: (c) => createJob(c.server, c.p.companyX, false),
    body: () => ({ weights: { skills: 1, experience: 0, education: 0, field: 0, style: 1 } }),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/security',
    url: () => '/api/company/security',
    expect: companiesOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/security',
    url: () => '/api/company/security',
    body: () => ({ requireTotp: false }),
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/audit',
    url: () => '/api/company/audit',
    expect: companiesOnly(200),
  },
  // decisions.md 18 (issue 42): single sign-on. The settings are owners' (X and Y are owners;
  // roleMatrix has the other roles), set with a real OpenID provider and a domain of a verified
  // admin of the caller's company, then removed (the rows run in this order). The sign-in calls
  // are public: a company without single sign-on is 404, a callback without this
  // browser's state 401, an unknown hand-over code 401.
  {
    method: 'GET',
    path: '/api/company/sso',
    url: () => '/api/company/sso',
    expect: companiesOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/sso',
    url: () => '/api/company/sso',
    prepare: ssoDomainFor,
    body: (c) => ({
      issuer: testProvider?.issuer,
      clientId: testProvider?.clientId,
      clientSecret: testProvider?.clientSecret,
      domains: [c.made.code],
      defaultRole: 'recruiter',
      required: false,
    }),
    expect: companiesOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/sso',
    url: () => '/api/company/sso',
    expect: companiesOnly(204),
  },
  // Decision 289: the DNS proofs of a domain (owners); a domain never asked for is 404.
  {
    method: 'GET',
    path: '/api/company/sso/domain-proofs',
    url: () => '/api/company/sso/domain-proofs',
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/sso/domain-proofs',
    url: () => '/api/company/sso/domain-proofs',
    body: () => ({ domain: `proof-${randomBytes(4).toString('hex')}.example.org` }),
    expect: companiesOnly(201),
  },
  {
    method: 'POST',
    path: '/api/company/sso/domain-proofs/{domain}/check',
    url: () => '/api/company/sso/domain-proofs/never-asked.example.org/check',
    expect: companiesOnly(404),
  },
  {
    method: 'DELETE',
    path: '/api/company/sso/domain-proofs/{domain}',
    url: () => '/api/company/sso/domain-proofs/never-asked.example.org',
    expect: companiesOnly(404),
  },
  {
    method: 'POST',
    path: '/api/sso/find',
    url: () => '/api/sso/find',
    body: () => ({ email: 'someone@acme-hiring.example.org' }),
    expect: open(200),
  },
  {
    method: 'GET',
    path: '/api/sso/{companyId}/start',
    url: (c) => `/api/sso/${c.p.companyX.id}/start`,
    expect: open(404),
  },
  {
    method: 'GET',
    path: '/api/sso/callback',
    url: () => '/api/sso/callback?code=abc&state=def',
    expect: open(401),
  },
  {
    method: 'POST',
    path: '/api/sso/complete',
    url: () => '/api/sso/complete',
    body: () => ({ code: 'x'.repeat(43) }),
    expect: open(401),
  },
  // decisions.md 18 (issue 42): webhooks, owners and admins of the company; another company's
  // webhook or delivery is not found. Webhooks made for a cell go straight into the database to a
  // loopback URL, which the delivery check refuses without a connection (no network needed).
  {
    method: 'GET',
    path: '/api/company/webhooks',
    url: () => '/api/company/webhooks',
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/webhooks',
    url: () => '/api/company/webhooks',
    // A public address written as one (no DNS needed); offer.declined is not sent in this file.
    body: () => ({ url: 'https://93.184.216.34/hook', events: ['offer.declined'] }),
    expect: companiesOnly(201),
  },
  {
    method: 'PATCH',
    path: '/api/company/webhooks/{id}',
    url: (c) => `/api/company/webhooks/${c.made.id}`,
    prepare: (c) => matrixWebhook(c),
    body: () => ({ description: 'matrix' }),
    expect: companyXOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/webhooks/{id}',
    url: (c) => `/api/company/webhooks/${c.made.id}`,
    prepare: (c) => matrixWebhook(c),
    expect: companyXOnly(204),
  },
  {
    method: 'GET',
    path: '/api/company/webhooks/{id}/deliveries',
    url: (c) => `/api/company/webhooks/${c.made.id}/deliveries`,
    prepare: (c) => matrixWebhook(c),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    url: (c) => `/api/company/webhooks/${c.made.id}/deliveries/${c.made.code}/redeliver`,
    prepare: (c) => matrixWebhook(c, true),
    expect: companyXOnly(202),
  },
  {
    method: 'POST',
    path: '/api/company/webhooks/{id}/test',
    url: (c) => `/api/company/webhooks/${c.made.id}/test`,
    prepare: (c) => matrixWebhook(c),
    expect: companyXOnly(202),
  },
  // Decision 120: the operator console. No principal here is an operator (ADMIN_EMAILS is not
  // set): every logged-in kind is refused 403, on the server (test/operator.test.ts has them).
  {
    method: 'GET',
    path: '/api/operator/me',
    url: () => '/api/operator/me',
    expect: anyAccount(200),
  },
  {
    method: 'GET',
    path: '/api/operator/accounts',
    url: () => '/api/operator/accounts',
    expect: operatorsOnly,
  },
  {
    method: 'POST',
    path: '/api/operator/accounts/{type}/{id}/disable',
    url: (c) => `/api/operator/accounts/user/${c.p.userB.id}/disable`,
    body: () => ({ reason: 'matrix' }),
    expect: operatorsOnly,
  },
  {
    method: 'POST',
    path: '/api/operator/accounts/{type}/{id}/enable',
    url: (c) => `/api/operator/accounts/company/${c.p.companyY.id}/enable`,
    body: () => ({ reason: 'matrix' }),
    expect: operatorsOnly,
  },
  {
    method: 'GET',
    path: '/api/operator/audit',
    url: () => '/api/operator/audit',
    expect: operatorsOnly,
  },
  {
    method: 'GET',
    path: '/api/operator/jobs',
    url: () => '/api/operator/jobs?state=failed',
    expect: operatorsOnly,
  },
  {
    method: 'POST',
    path: '/api/operator/jobs/{id}/retry',
    url: () => '/api/operator/jobs/00000000-0000-4000-8000-000000000000/retry',
    body: () => ({}),
    expect: operatorsOnly,
  },
  {
    method: 'GET',
    path: '/api/operator/queues',
    url: () => '/api/operator/queues',
    expect: operatorsOnly,
  },
  // Decision 124: the retention period, security.manage (roleMatrix has the roles).
  {
    method: 'GET',
    path: '/api/company/retention',
    url: () => '/api/company/retention',
    expect: companiesOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/retention',
    url: () => '/api/company/retention',
    body: () => ({ months: 24 }),
    expect: companiesOnly(200),
  },
  // The hiring process (issue 20, decision 130); roleMatrix has the roles.
  {
    method: 'GET',
    path: '/api/company/stage-templates',
    url: () => '/api/company/stage-templates',
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/stage-templates',
    url: () => '/api/company/stage-templates',
    body: () => ({ name: 'Matrix', stages: ownStages }),
    expect: companiesOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/company/stage-templates/{id}',
    url: (c) => `/api/company/stage-templates/${c.made.id}`,
    prepare: (c) => createStageTemplate(c.server, c.p.companyX),
    body: () => ({ name: 'Matrix again', stages: ownStages }),
    expect: companyXOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/stage-templates/{id}',
    url: (c) => `/api/company/stage-templates/${c.made.id}`,
    prepare: (c) => createStageTemplate(c.server, c.p.companyX),
    expect: companyXOnly(204),
  },
  {
    method: 'GET',
    path: '/api/company/jobs/{id}/stages',
    url: (c) => `/api/company/jobs/${c.made.id}/stages`,
    prepare: (c) => createJob(c.server, c.p.companyX, false),
    expect: companyXOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/jobs/{id}/stages',
    url: (c) => `/api/company/jobs/${c.made.id}/stages`,
    prepare: (c) => createJob(c.server, c.p.companyX, false),
    body: () => ({ stages: ownStages }),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/reject-reasons',
    url: () => '/api/company/reject-reasons',
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/reject-reasons',
    url: () => '/api/company/reject-reasons',
    body: () => ({ name: { en: 'Matrix', ar: 'مصفوفة' } }),
    expect: companiesOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/company/reject-reasons/{id}',
    url: (c) => `/api/company/reject-reasons/${c.made.id}`,
    prepare: (c) => createRejectReason(c.server, c.p.companyX),
    body: () => ({ name: { en: 'Renamed', ar: 'جديد' } }),
    expect: companyXOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/reject-reasons/{id}',
    url: (c) => `/api/company/reject-reasons/${c.made.id}`,
    prepare: (c) => createRejectReason(c.server, c.p.companyX),
    expect: companyXOnly(204),
  },
  {
    method: 'POST',
    path: '/api/company/applications/bulk',
    url: () => '/api/company/applications/bulk',
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    body: (c) => ({ ids: [c.made.id], action: 'move', stage: 'screening' }),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/jobs/{id}/applicant-ids',
    url: (c) => `/api/company/jobs/${c.made.id}/applicant-ids`,
    prepare: (c) => createJob(c.server, c.p.companyX, false),
    expect: companyXOnly(200),
  },
  // Reports (issue 20, decisions 130 and 134); roleMatrix has the roles.
  {
    method: 'GET',
    path: '/api/company/reports/hiring',
    url: (c) => `/api/company/reports/hiring?jobId=${c.made.id}`,
    prepare: (c) => createJob(c.server, c.p.companyX),
    expect: companyXOnly(200),
  },
  // Issue 40 (decisions.md 21): the fairness report, aggregates only; a rival's posting is 404.
  {
    method: 'GET',
    path: '/api/company/reports/fairness',
    url: (c) => `/api/company/reports/fairness?jobId=${c.made.id}`,
    prepare: (c) => createJob(c.server, c.p.companyX),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/reports/hiring.csv',
    url: (c) => `/api/company/reports/hiring.csv?table=funnel&jobId=${c.made.id}`,
    prepare: (c) => createJob(c.server, c.p.companyX),
    expect: companyXOnly(200),
  },
  // Interviews (issue 19, decision 120); roleMatrix has the roles. The public calls take the
  // secret in the URL and look at no bearer token.
  {
    method: 'POST',
    path: '/api/company/applications/{id}/interviews',
    url: (c) => `/api/company/applications/${c.made.id}/interviews`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    body: (c) => interviewBody(c),
    expect: companyXOnly(201),
  },
  {
    method: 'GET',
    path: '/api/company/applications/{id}/interviews',
    url: (c) => `/api/company/applications/${c.made.id}/interviews`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    expect: companyXOnly(200),
  },
  {
    method: 'PATCH',
    path: '/api/company/interviews/{id}',
    url: (c) => `/api/company/interviews/${c.made.id}`,
    prepare: (c) => interviewOfX(c),
    body: () => ({ durationMinutes: 30 }),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/interviews/{id}/cancel',
    url: (c) => `/api/company/interviews/${c.made.id}/cancel`,
    prepare: (c) => interviewOfX(c),
    body: () => ({}),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/applications/{id}/interview-offers',
    url: (c) => `/api/company/applications/${c.made.id}/interview-offers`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    body: (c) => ({
      slots: [{ startsAt: interviewBody(c).startsAt, durationMinutes: 30 }],
      timeZone: 'UTC',
      interviewerIds: [c.p.companyX.memberId],
    }),
    expect: companyXOnly(201),
  },
  {
    method: 'GET',
    path: '/api/schedule/{code}',
    url: (c) => `/api/schedule/${c.made.code}`,
    prepare: (c) => offerOfX(c),
    expect: open(200),
  },
  {
    method: 'POST',
    path: '/api/schedule/{code}',
    url: (c) => `/api/schedule/${c.made.code}`,
    prepare: (c) => offerOfX(c),
    body: (c) => ({ startsAt: c.made.id }),
    expect: open(200),
  },
  {
    method: 'GET',
    path: '/api/company/jobs/{id}/interview-kit',
    url: (c) => `/api/company/jobs/${c.made.id}/interview-kit`,
    prepare: (c) => createJob(c.server, c.p.companyX),
    expect: companyXOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/jobs/{id}/interview-kit',
    url: (c) => `/api/company/jobs/${c.made.id}/interview-kit`,
    prepare: (c) => createJob(c.server, c.p.companyX),
    body: () => ({ attributes: ['Planning'] }),
    expect: companyXOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/interviews/{id}/scorecard',
    url: (c) => `/api/company/interviews/${c.made.id}/scorecard`,
    // Company X's owner is the interview's interviewer.
    prepare: (c) => interviewOfX(c, ['Planning']),
    body: () => ({
      ratings: [{ attribute: 'Planning', score: 4 }],
      recommendation: 'yes',
      notes: '',
    }),
    expect: companyXOnly(201),
  },
  {
    method: 'GET',
    path: '/api/company/applications/{id}/scorecards',
    url: (c) => `/api/company/applications/${c.made.id}/scorecards`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    expect: companyXOnly(200),
  },
  // Mail templates and the mail log (decision 130): each company its own templates.
  {
    method: 'GET',
    path: '/api/company/mail-templates',
    url: () => '/api/company/mail-templates',
    expect: companiesOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/mail-templates/{key}/{lang}',
    url: () => '/api/company/mail-templates/rejection/en',
    body: () => ({ subject: 'About {{job.title}}', body: 'Sorry {{candidate.name}}' }),
    expect: companiesOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/mail-templates/{key}/{lang}',
    url: () => '/api/company/mail-templates/rejection/ar',
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/mail-templates/preview',
    url: () => '/api/company/mail-templates/preview',
    body: () => ({ key: 'offer', lang: 'ar', subject: 'عرض', body: '{{job.title}}' }),
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/applications/{id}/mails',
    url: (c) => `/api/company/applications/${c.made.id}/mails`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/interviews/mine',
    url: () => '/api/company/interviews/mine',
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/calendar-feed',
    url: () => '/api/company/calendar-feed',
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/calendar-feed',
    url: () => '/api/company/calendar-feed',
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/calendar/{token}.ics',
    url: (c) => `/api/calendar/${c.made.code}.ics`,
    async prepare(c) {
      const res = await c.server.request('/api/company/calendar-feed', {
        token: c.p.companyX.token,
      });
      const body = await json(res);
      return {
        code: String(body.url)
          .split('/')
          .pop()
          ?.replace(/\.ics$/, ''),
      };
    },
    expect: open(200),
  },
  // Talent pools and saved searches (issue 21, decision 137); roleMatrix has the roles. Company
  // X's pool or saved search: Y is told it does not exist.
  {
    method: 'GET',
    path: '/api/company/talent-pools',
    url: () => '/api/company/talent-pools',
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/talent-pools',
    url: () => '/api/company/talent-pools',
    body: () => ({ name: newEmail('pool') }),
    expect: companiesOnly(201),
  },
  {
    method: 'PUT',
    path: '/api/company/talent-pools/{id}',
    url: (c) => `/api/company/talent-pools/${c.made.id}`,
    prepare: (c) => poolOfX(c),
    body: () => ({ name: newEmail('renamed') }),
    expect: companyXOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/talent-pools/{id}',
    url: (c) => `/api/company/talent-pools/${c.made.id}`,
    prepare: (c) => poolOfX(c),
    expect: companyXOnly(204),
  },
  {
    method: 'GET',
    path: '/api/company/talent-pools/{id}/entries',
    url: (c) => `/api/company/talent-pools/${c.made.id}/entries`,
    prepare: (c) => poolOfX(c, true),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/talent-pools/{id}/entries',
    url: (c) => `/api/company/talent-pools/${c.made.id}/entries`,
    prepare: (c) => poolOfX(c),
    body: (c) => ({ userIds: [c.p.userA.id], note: 'matrix' }),
    expect: companyXOnly(200),
  },
  {
    method: 'PATCH',
    path: '/api/company/talent-pools/{id}/entries/{userId}',
    url: (c) => `/api/company/talent-pools/${c.made.id}/entries/${c.p.userA.id}`,
    prepare: (c) => poolOfX(c, true),
    body: () => ({ note: 'matrix note' }),
    expect: companyXOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/talent-pools/{id}/entries/{userId}',
    url: (c) => `/api/company/talent-pools/${c.made.id}/entries/${c.p.userA.id}`,
    prepare: (c) => poolOfX(c, true),
    expect: companyXOnly(204),
  },
  {
    method: 'POST',
    path: '/api/company/talent-pools/{id}/invite',
    url: (c) => `/api/company/talent-pools/${c.made.id}/invite`,
    async prepare(c) {
      const [pool, job] = await Promise.all([poolOfX(c, true), createJob(c.server, c.p.companyX)]);
      return { id: pool.id, code: job.id };
    },
    body: (c) => ({ jobId: c.made.code }),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/saved-searches',
    url: () => '/api/company/saved-searches',
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/saved-searches',
    url: () => '/api/company/saved-searches',
    body: () => ({ name: 'Matrix search', filters: { faculty: 'Engineering' }, alert: false }),
    fresh: true,
    expect: companiesOnly(201),
  },
  {
    method: 'PATCH',
    path: '/api/company/saved-searches/{id}',
    url: (c) => `/api/company/saved-searches/${c.made.id}`,
    prepare: (c) => savedSearchOfX(c),
    body: () => ({ alert: false }),
    expect: companyXOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/company/saved-searches/{id}',
    url: (c) => `/api/company/saved-searches/${c.made.id}`,
    prepare: (c) => savedSearchOfX(c),
    expect: companyXOnly(204),
  },
  {
    method: 'POST',
    path: '/api/saved-searches/unsubscribe',
    url: () => '/api/saved-searches/unsubscribe',
    // The token of an alert mail is the proof; no bearer is looked at. A made-up one: 404.
    body: () => ({ token: 'A'.repeat(43) }),
    expect: open(404),
  },
  // The alert mail's List-Unsubscribe address (RFC 8058): the token is the proof, no bearer.
  {
    method: 'POST',
    path: '/api/saved-searches/unsubscribe/{token}',
    url: () => `/api/saved-searches/unsubscribe/${'A'.repeat(43)}`,
    expect: open(404),
  },
  {
    method: 'GET',
    path: '/api/saved-searches/unsubscribe/{token}',
    url: () => `/api/saved-searches/unsubscribe/${'A'.repeat(43)}`,
    // Opened in a browser: sent on to the page that asks for the click, whoever asks.
    expect: open(303),
  },
  // Acting on a candidate from search (issue 23, decision 146): company X's posting, user A.
  {
    method: 'POST',
    path: '/api/company/jobs/{id}/candidates',
    url: (c) => `/api/company/jobs/${c.made.id}/candidates`,
    prepare: async (c) => ({ id: (await createJob(c.server, c.p.companyX)).id }),
    body: (c) => ({ userId: c.p.userA.id }),
    expect: companyXOnly(201),
  },
  {
    method: 'POST',
    path: '/api/company/jobs/{id}/candidates/invite',
    url: (c) => `/api/company/jobs/${c.made.id}/candidates/invite`,
    prepare: async (c) => ({ id: (await createJob(c.server, c.p.companyX)).id }),
    body: (c) => ({ userId: c.p.userA.id }),
    expect: companyXOnly(201),
  },
  {
    method: 'GET',
    path: '/api/company/candidates/{id}/notes',
    url: (c) => `/api/company/candidates/${c.p.userA.id}/notes`,
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/candidates/{id}/notes',
    url: (c) => `/api/company/candidates/${c.p.userA.id}/notes`,
    body: () => ({ text: 'matrix note' }),
    expect: companiesOnly(201),
  },
  // Issue 46 (decision 252): a member's own first-hour guide and name.
  {
    method: 'GET',
    path: '/api/company/guide',
    url: () => '/api/company/guide',
    expect: companiesOnly(200),
  },
  {
    method: 'PATCH',
    path: '/api/company/guide',
    url: () => '/api/company/guide',
    body: () => ({ stepDone: 'profile' }),
    expect: companiesOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/me/name',
    url: () => '/api/company/me/name',
    body: () => ({ name: 'Matrix Owner' }),
    expect: companiesOnly(200),
  },
  // A member's own notifications and the digest's one-click unsubscribe (decision 147).
  {
    method: 'GET',
    path: '/api/company/me/notifications',
    url: () => '/api/company/me/notifications',
    expect: companiesOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/me/notifications',
    url: () => '/api/company/me/notifications',
    body: () => ({ applicantDigest: true }),
    expect: companiesOnly(200),
  },
  // Issue 39 (decisions.md 17): the List-Unsubscribe address opened in a browser goes to the
  // page that asks for the click; a GET never unsubscribes.
  {
    method: 'GET',
    path: '/api/notifications/digest/unsubscribe',
    url: () => `/api/notifications/digest/unsubscribe?token=${'A'.repeat(43)}`,
    expect: open(303),
  },
  {
    method: 'POST',
    path: '/api/notifications/digest/unsubscribe',
    // The token in the mail's address is the proof; no bearer is looked at. A made-up one: 404.
    url: () => `/api/notifications/digest/unsubscribe?token=${'A'.repeat(43)}`,
    expect: open(404),
  },
  // Applying without an account (issue 25, decision 141): public calls look at no token; a
  // guest applicant is company X's (roleMatrix has the roles).
  {
    method: 'POST',
    path: '/api/jobs/{id}/guest-cv',
    url: (c) => `/api/jobs/${c.made.id}/guest-cv`,
    prepare: async (c) => ({ id: (await createJob(c.server, c.p.companyX)).id }),
    body: () => multipart('cv', pdfBytes, 'cv.pdf', 'application/pdf'),
    expect: open(202),
  },
  {
    method: 'GET',
    path: '/api/guest-cvs/{id}',
    url: (c) => `/api/guest-cvs/${c.made.id}`,
    prepare: async (c) => ({
      id: await uploadGuestCv(c.server, (await createJob(c.server, c.p.companyX)).id),
    }),
    expect: open(200),
  },
  {
    method: 'POST',
    path: '/api/jobs/{id}/guest-applications',
    url: (c) => `/api/jobs/${c.made.id}/guest-applications`,
    async prepare(c) {
      const job = await createJob(c.server, c.p.companyX);
      return { id: job.id, code: await uploadGuestCv(c.server, job.id) };
    },
    body: (c) => guestApplicationBody(c.made.code ?? ''),
    expect: open(201),
  },
  {
    method: 'GET',
    path: '/api/guest-applications/{token}',
    url: (c) => `/api/guest-applications/${c.made.code}`,
    async prepare(c) {
      const guest = await applyAsGuest(c.server, (await createJob(c.server, c.p.companyX)).id);
      // The token only travels in the mail: give the application one this test knows.
      const code = randomBytes(32).toString('base64url');
      await c.server.app.db
        .update(guestApplicants)
        .set({ followTokenHash: createHash('sha256').update(code).digest('hex') })
        .where(eq(guestApplicants.applicationId, guest.id));
      return { code };
    },
    expect: open(200),
  },
  {
    method: 'GET',
    path: '/api/company/applications/{id}/guest',
    url: (c) => `/api/company/applications/${c.made.id}/guest`,
    prepare: async (c) => applyAsGuest(c.server, (await createJob(c.server, c.p.companyX)).id),
    expect: companyXOnly(200),
  },
  // Issue 37 (decision 218): a merge of two applications to one posting, and its undo.
  {
    method: 'POST',
    path: '/api/company/applications/{id}/merge',
    url: (c) => `/api/company/applications/${c.made.id}/merge`,
    async prepare(c) {
      const jobId = (await createJob(c.server, c.p.companyX)).id;
      const [first, second] = [
        await applyAsGuest(c.server, jobId),
        await applyAsGuest(c.server, jobId),
      ];
      return { id: first.id, code: second.id };
    },
    body: (c) => ({ duplicateId: c.made.code }),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/applications/{id}/merges/{mergeId}/undo',
    url: (c) => `/api/company/applications/${c.made.id}/merges/${c.made.code}/undo`,
    async prepare(c) {
      const jobId = (await createJob(c.server, c.p.companyX)).id;
      const [first, second] = [
        await applyAsGuest(c.server, jobId),
        await applyAsGuest(c.server, jobId),
      ];
      const merged = await c.server.request(`/api/company/applications/${first.id}/merge`, {
        method: 'POST',
        token: c.p.companyX.token,
        json: { duplicateId: second.id },
      });
      const body = (await json(merged)) as { merges: Array<{ _id: string }> };
      if (merged.status !== 200) throw new Error(`merge: ${merged.status}`);
      return { id: first.id, code: body.merges[0]?._id };
    },
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/applications/{id}/cvs/{cvId}',
    url: (c) => `/api/company/applications/${c.made.id}/cvs/${c.made.code}`,
    async prepare(c) {
      const guest = await applyAsGuest(c.server, (await createJob(c.server, c.p.companyX)).id);
      return { id: guest.id, code: guest.cvFileId };
    },
    expect: companyXOnly(200),
  },
  // A recruiter's CV import (decision 142), postings.manage of company X.
  {
    method: 'POST',
    path: '/api/company/jobs/{id}/cv-imports',
    url: (c) => `/api/company/jobs/${c.made.id}/cv-imports`,
    prepare: async (c) => ({ id: (await createJob(c.server, c.p.companyX)).id }),
    body: () => multipart('cvs', pdfBytes, 'cv.pdf', 'application/pdf'),
    expect: companyXOnly(202),
  },
  {
    method: 'GET',
    path: '/api/company/jobs/{id}/cv-imports',
    url: (c) => `/api/company/jobs/${c.made.id}/cv-imports`,
    prepare: async (c) => ({ id: (await createJob(c.server, c.p.companyX)).id }),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/cv-imports/{id}',
    url: (c) => `/api/company/cv-imports/${c.made.id}`,
    prepare: async (c) =>
      importCv(c.server, c.p.companyX, (await createJob(c.server, c.p.companyX)).id),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/cv-imports/{id}/items/{itemId}/resolve',
    url: (c) => `/api/company/cv-imports/${c.made.id}/items/${c.made.code}/resolve`,
    async prepare(c) {
      const job = await createJob(c.server, c.p.companyX);
      const made = await duplicateImport(c.server, c.p.companyX, job.id);
      return { id: made.id, code: made.itemId };
    },
    body: () => ({ action: 'merge' }),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/cv-imports/{id}/items/{itemId}/file',
    url: (c) => `/api/company/cv-imports/${c.made.id}/items/${c.made.code}/file`,
    async prepare(c) {
      const made = await importCv(
        c.server,
        c.p.companyX,
        (await createJob(c.server, c.p.companyX)).id,
      );
      return { id: made.id, code: made.itemId };
    },
    expect: companyXOnly(200),
  },
  // Issue 46 (decisions.md 23): the job seeker's own calls; a company is refused, another seeker
  // is told an alert or saved job does not exist; the alert's unsubscribe looks at no bearer.
  {
    method: 'GET',
    path: '/api/user/recommendedJobs',
    url: () => '/api/user/recommendedJobs',
    expect: usersOnly(200),
  },
  {
    method: 'GET',
    path: '/api/jobs/{id}/match',
    url: (c) => `/api/jobs/${c.made.id}/match`,
    prepare: (c) => createJob(c.server, c.p.companyX),
    expect: usersOnly(200),
  },
  {
    method: 'POST',
    path: '/api/user/savedJobs/{id}',
    url: (c) => `/api/user/savedJobs/${c.made.id}`,
    prepare: (c) => createJob(c.server, c.p.companyX),
    expect: usersOnly(201),
  },
  {
    method: 'DELETE',
    path: '/api/user/savedJobs/{id}',
    url: (c) => `/api/user/savedJobs/${c.made.id}`,
    async prepare(c) {
      const job = await createJob(c.server, c.p.companyX);
      const res = await c.server.request(`/api/user/savedJobs/${job.id}`, {
        method: 'POST',
        token: c.p.userA.token,
      });
      if (res.status !== 201) throw new Error(`save job: ${res.status}`);
      return job;
    },
    expect: { ...usersOnly(204), userB: 404 },
  },
  {
    method: 'GET',
    path: '/api/user/savedJobs',
    url: () => '/api/user/savedJobs',
    expect: usersOnly(200),
  },
  {
    method: 'POST',
    path: '/api/user/jobAlerts',
    url: () => '/api/user/jobAlerts',
    body: () => ({ field: 'Transportation' }),
    expect: usersOnly(201),
  },
  {
    method: 'GET',
    path: '/api/user/jobAlerts',
    url: () => '/api/user/jobAlerts',
    expect: usersOnly(200),
  },
  {
    method: 'DELETE',
    path: '/api/user/jobAlerts/{id}',
    url: (c) => `/api/user/jobAlerts/${c.made.id}`,
    async prepare(c) {
      const res = await c.server.request('/api/user/jobAlerts', {
        method: 'POST',
        token: c.p.userA.token,
        json: { q: 'planner' },
      });
      const body = await json(res);
      if (res.status !== 201) throw new Error(`create alert: ${res.status}`);
      return { id: String((body.alert as { _id: string })._id) };
    },
    expect: { ...usersOnly(204), userB: 404 },
  },
  {
    method: 'GET',
    path: '/api/jobAlerts/unsubscribe',
    url: () => `/api/jobAlerts/unsubscribe?token=${'A'.repeat(43)}`,
    expect: open(303),
  },
  {
    method: 'POST',
    path: '/api/jobAlerts/unsubscribe',
    url: () => `/api/jobAlerts/unsubscribe?token=${'A'.repeat(43)}`,
    expect: open(404),
  },
  // Decision 278: the weekly mail of recommended jobs: the seeker's own choice, and the mail's
  // unsubscribe (the signed token is the proof; a made-up one is 404 for anyone).
  {
    method: 'GET',
    path: '/api/user/notifications',
    url: () => '/api/user/notifications',
    expect: usersOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/user/notifications',
    url: () => '/api/user/notifications',
    body: () => ({ recommendations: true }),
    expect: usersOnly(200),
  },
  {
    method: 'GET',
    path: '/api/jobRecommendations/unsubscribe',
    url: () => `/api/jobRecommendations/unsubscribe?token=${'A'.repeat(43)}`,
    expect: open(303),
  },
  {
    method: 'POST',
    path: '/api/jobRecommendations/unsubscribe',
    url: () => `/api/jobRecommendations/unsubscribe?token=${'A'.repeat(43)}`,
    expect: open(404),
  },
  // Offers (issue 41, decisions.md 20); roleMatrix has the roles. The candidate's calls take the
  // code in the URL and look at no bearer token.
  {
    method: 'POST',
    path: '/api/company/applications/{id}/offers',
    url: (c) => `/api/company/applications/${c.made.id}/offers`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    body: () => offerBodyFor([]),
    expect: companyXOnly(201),
  },
  {
    method: 'GET',
    path: '/api/company/applications/{id}/offers',
    url: (c) => `/api/company/applications/${c.made.id}/offers`,
    prepare: (c) => applyToNewJob(c.server, c.p.companyX, c.p.userA),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/offers/waiting',
    url: () => '/api/company/offers/waiting',
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/offers/{id}',
    url: (c) => `/api/company/offers/${c.made.id}`,
    prepare: (c) => offerOfCompanyX(c, []),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/offers/{id}/approve',
    url: (c) => `/api/company/offers/${c.made.id}/approve`,
    prepare: (c) => offerOfCompanyX(c, [c.p.companyX.memberId ?? '']),
    body: () => ({}),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/offers/{id}/reject',
    url: (c) => `/api/company/offers/${c.made.id}/reject`,
    prepare: (c) => offerOfCompanyX(c, [c.p.companyX.memberId ?? '']),
    body: () => ({ reason: 'Above the band' }),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/offers/{id}/send',
    url: (c) => `/api/company/offers/${c.made.id}/send`,
    prepare: (c) => offerOfCompanyX(c, []),
    body: () => ({}),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/offers/{id}/withdraw',
    url: (c) => `/api/company/offers/${c.made.id}/withdraw`,
    prepare: (c) => offerOfCompanyX(c, []),
    body: () => ({}),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/offers/{id}/approvers',
    url: (c) => `/api/company/offers/${c.made.id}/approvers`,
    async prepare(c) {
      const leaving = await addMember(c.server, c.p.companyX, 'recruiter');
      const made = await offerOfCompanyX(c, [leaving.memberId ?? '']);
      const removed = await c.server.request(`/api/company/members/${leaving.memberId}`, {
        method: 'DELETE',
        token: c.p.companyX.token,
      });
      if (removed.status !== 204) throw new Error(`remove: ${removed.status}`);
      return { id: made.id, code: leaving.memberId };
    },
    body: (c) => ({ approverId: c.made.code, newApproverId: c.p.companyX.memberId }),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/offer-letters',
    url: () => '/api/company/offer-letters',
    expect: companiesOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/offer-letters',
    url: () => '/api/company/offer-letters',
    body: () => ({ lang: 'ar', body: 'عزيزي {{candidate.name}}، مرحبًا بك في {{company.name}}.' }),
    expect: companiesOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/offer-letters/preview',
    url: () => '/api/company/offer-letters/preview',
    body: () => ({ lang: 'en', body: 'Dear {{candidate.name}}' }),
    expect: companiesOnly(200),
  },
  // Posting approval (issue 41, decision 271); roleMatrix has the roles. A request of company X
  // is written straight into the database (the company-wide setting stays off for other rows).
  {
    method: 'GET',
    path: '/api/company/approvals',
    url: () => '/api/company/approvals',
    expect: companiesOnly(200),
  },
  {
    method: 'PUT',
    path: '/api/company/approvals',
    url: () => '/api/company/approvals',
    body: () => ({ postings: { approverIds: [] } }),
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/posting-approvals/waiting',
    url: () => '/api/company/posting-approvals/waiting',
    expect: companiesOnly(200),
  },
  {
    method: 'GET',
    path: '/api/company/posting-approvals/{id}',
    url: (c) => `/api/company/posting-approvals/${c.made.id}`,
    prepare: (c) => postingRequestOfX(c, c.p.companyX.memberId ?? ''),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/posting-approvals/{id}/approve',
    url: (c) => `/api/company/posting-approvals/${c.made.id}/approve`,
    prepare: (c) => postingRequestOfX(c, c.p.companyX.memberId ?? ''),
    body: () => ({}),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/posting-approvals/{id}/reject',
    url: (c) => `/api/company/posting-approvals/${c.made.id}/reject`,
    prepare: (c) => postingRequestOfX(c, c.p.companyX.memberId ?? ''),
    body: () => ({ reason: 'The title is unclear' }),
    expect: companyXOnly(200),
  },
  {
    method: 'POST',
    path: '/api/company/posting-approvals/{id}/approvers',
    url: (c) => `/api/company/posting-approvals/${c.made.id}/approvers`,
    async prepare(c) {
      const leaving = await addMember(c.server, c.p.companyX, 'recruiter');
      const made = await postingRequestOfX(c, leaving.memberId ?? '');
      const removed = await c.server.request(`/api/company/members/${leaving.memberId}`, {
        method: 'DELETE',
        token: c.p.companyX.token,
      });
      if (removed.status !== 204) throw new Error(`remove: ${removed.status}`);
      return { id: made.id, code: leaving.memberId };
    },
    body: (c) => ({ approverId: c.made.code, newApproverId: c.p.companyX.memberId }),
    expect: companyXOnly(200),
  },
  {
    method: 'GET',
    path: '/api/offers/{code}',
    url: (c) => `/api/offers/${c.made.code}`,
    prepare: (c) => sentOfferOfX(c),
    expect: open(200),
  },
  {
    method: 'GET',
    path: '/api/offers/{code}/pdf',
    url: (c) => `/api/offers/${c.made.code}/pdf`,
    prepare: (c) => sentOfferOfX(c),
    expect: open(200),
  },
  {
    method: 'POST',
    path: '/api/offers/{code}/accept',
    url: (c) => `/api/offers/${c.made.code}/accept`,
    prepare: (c) => sentOfferOfX(c),
    body: () => ({ fullName: 'Matrix Person', agree: true }),
    expect: open(200),
  },
  {
    method: 'POST',
    path: '/api/offers/{code}/decline',
    url: (c) => `/api/offers/${c.made.code}/decline`,
    prepare: (c) => sentOfferOfX(c),
    body: () => ({}),
    expect: open(200),
  },
];

/** A valid createOffer body (issue 41). */
function offerBodyFor(approverIds: string[]) {
  return {
    salary: { amount: 9000, currency: 'SAR', period: 'month' },
    startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    approverIds,
  };
}

/** An offer of company X (made by its owner) on a new application of user A. */
async function offerOfCompanyX(c: Cell, approverIds: string[]): Promise<Cell['made']> {
  const made = await applyToNewJob(c.server, c.p.companyX, c.p.userA);
  const res = await c.server.request(`/api/company/applications/${made.id}/offers`, {
    method: 'POST',
    token: c.p.companyX.token,
    json: offerBodyFor(approverIds),
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`offer: ${res.status} ${JSON.stringify(body)}`);
  return { id: String((body.offer as { _id: string })._id) };
}

/** A publish request of a new draft posting of company X with one approver (decision 271). */
async function postingRequestOfX(c: Cell, approverId: string): Promise<Cell['made']> {
  const job = await createJob(c.server, c.p.companyX, false);
  const [request] = await c.server.app.db
    .insert(postingApprovalRequests)
    .values({ companyId: c.p.companyX.id, jobId: job.id, status: 'pending' })
    .returning({ id: postingApprovalRequests.id });
  if (!request) throw new Error('posting request not stored');
  await c.server.app.db
    .insert(postingApprovalSteps)
    .values({ requestId: request.id, position: 0, memberId: approverId });
  return { id: request.id };
}

/** A sent offer of company X: its code. */
async function sentOfferOfX(c: Cell): Promise<Cell['made']> {
  const { id } = await offerOfCompanyX(c, []);
  const res = await c.server.request(`/api/company/offers/${id}/send`, {
    method: 'POST',
    token: c.p.companyX.token,
    json: {},
  });
  const body = await json(res);
  if (res.status !== 200) throw new Error(`send: ${res.status} ${JSON.stringify(body)}`);
  const link = String((body.offer as { link: string }).link);
  return { id, code: link.split('/offers/')[1] };
}

/** A new talent pool of company X (with user A in it when asked). */
async function poolOfX(c: Cell, withUserA = false): Promise<{ id: string }> {
  const res = await c.server.request('/api/company/talent-pools', {
    method: 'POST',
    token: c.p.companyX.token,
    json: { name: newEmail('matrix-pool') },
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`pool: ${res.status} ${JSON.stringify(body)}`);
  const id = String(body._id);
  if (withUserA) {
    const added = await c.server.request(`/api/company/talent-pools/${id}/entries`, {
      method: 'POST',
      token: c.p.companyX.token,
      json: { userIds: [c.p.userA.id] },
    });
    if (added.status !== 200) throw new Error(`pool entry: ${added.status}`);
  }
  return { id };
}

/** A new saved search of company X's member. */
async function savedSearchOfX(c: Cell): Promise<{ id: string }> {
  const res = await c.server.request('/api/company/saved-searches', {
    method: 'POST',
    token: c.p.companyX.token,
    json: { name: 'Matrix saved', filters: {}, alert: false },
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`saved search: ${res.status} ${JSON.stringify(body)}`);
  return { id: String(body._id) };
}

/** A valid scheduleInterview body: three days ahead, company X's owner interviews. */
function interviewBody(c: Cell) {
  return {
    startsAt: new Date(Math.floor(Date.now() / 1000 + 3 * 86_400) * 1000).toISOString(),
    durationMinutes: 45,
    timeZone: 'Europe/Berlin',
    interviewerIds: [c.p.companyX.memberId],
  };
}

/** An interview of company X (its owner on it) of a new application; with `kit`, its posting's kit. */
async function interviewOfX(c: Cell, kit?: string[]): Promise<Cell['made']> {
  const made = await applyToNewJob(c.server, c.p.companyX, c.p.userA);
  if (kit) {
    await c.server.request(`/api/company/jobs/${made.jobId}/interview-kit`, {
      method: 'PUT',
      token: c.p.companyX.token,
      json: { attributes: kit },
    });
  }
  const res = await c.server.request(`/api/company/applications/${made.id}/interviews`, {
    method: 'POST',
    token: c.p.companyX.token,
    json: interviewBody(c),
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`schedule: ${res.status} ${JSON.stringify(body)}`);
  return { id: String(body.interview._id) };
}

/**
 * A self-scheduling offer of company X with a code this test knows (stored as its hash, as
 * offerInterviewSlots stores it): the code, and the offered time as `id`.
 */
async function offerOfX(c: Cell): Promise<Cell['made']> {
  const made = await applyToNewJob(c.server, c.p.companyX, c.p.userA);
  const code = `matrix-${randomDigits(24)}`;
  const startsAt = interviewBody(c).startsAt;
  await createInterviewsRepository(c.server.app.db).insertOffer(c.server.app.db, {
    applicationId: made.id,
    companyId: c.p.companyX.id,
    codeHash: hashSecret(code),
    slots: [{ startsAt, durationMinutes: 30 }],
    timeZone: 'UTC',
    interviewerIds: [c.p.companyX.memberId ?? ''],
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { code, id: startsAt };
}

/**
 * An invitation of company X with a token this test knows: the member row and the token's hash,
 * as inviteMember stores them (the mail with the token goes to the outbox of this server).
 */
async function invitation(c: Cell): Promise<{ memberId: string; token: string }> {
  const token = newInvitationToken();
  const [member] = await c.server.app.db
    .insert(companyMembers)
    .values({
      companyId: c.p.companyX.id,
      email: newEmail('invited'),
      role: 'recruiter',
      status: 'invited',
      invitedBy: c.p.companyX.memberId,
    })
    .returning({ id: companyMembers.id });
  if (!member) throw new Error('no invited member');
  await c.server.app.db.insert(authTokens).values({
    accountType: 'Company',
    accountId: member.id,
    purpose: 'invite',
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { memberId: member.id, token };
}

let server: TestServer;
let p: Principals;
let fx: Fixtures;
/** Issue 42: the OpenID provider of the single sign-on rows, started by their first cell. */
let testProvider: TestOidcProvider | undefined;

/** A domain the cell's company has shown it holds (decision 243): a verified admin's. */
async function ssoDomainFor(c: Cell): Promise<Cell['made']> {
  testProvider ??= await startOidcProvider({ redirectUris: [] });
  const domain = `sso-${randomBytes(4).toString('hex')}.example.org`;
  const company = c.who === 'companyX' || c.who === 'companyY' ? c.p[c.who] : undefined;
  if (company) await addMember(c.server, company, 'admin', { email: `it@${domain}` });
  return { code: domain };
}

beforeAll(async () => {
  // Issue 42: the single sign-on rows' provider runs on http://127.0.0.1.
  server = await startTestServer({ env: { ...relaxedLimits, SSO_ALLOW_HTTP: '1' } });
  p = await createPrincipals(server);
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();
  const saved = await server.request('/api/user', {
    method: 'PUT',
    token: p.userA.token,
    json: validProfile(nationalIdA),
  });
  expect(saved.status).toBe(200);
  const keyOf = async (res: Response) => {
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    return String(body.url).split('/').pop() ?? '';
  };
  const cvKeyA = await keyOf(
    await server.request('/api/user/uploadCv', {
      method: 'PATCH',
      token: p.userA.token,
      body: multipart('cv', pdfBytes, 'cv.pdf', 'application/pdf'),
    }),
  );
  const picKeyA = await keyOf(
    await server.request('/api/user/uploadImg', {
      method: 'PATCH',
      token: p.userA.token,
      body: multipart('pic', png, 'me.png', 'image/png'),
    }),
  );
  const { code } = await generateLink(server, p.companyX);
  fx = { cvKeyA, picKeyA, linkCodeX: code, png };
});

afterAll(async () => {
  await server?.close();
  await testProvider?.close();
});

async function tokenOf(c: Cell, row: Row): Promise<string | undefined> {
  switch (c.who) {
    case 'anonymous':
      return undefined;
    case 'expired':
    case 'tampered':
    case 'loggedOut':
      return c.p[c.who];
    default:
      if (row.fresh) {
        c.self = await createAccount(server, c.who.startsWith('user') ? 'User' : 'Company');
        return c.self.token;
      }
      return c.p[c.who].token;
  }
}

const cases = table.flatMap((row) => principals.map((who) => ({ row, who })));

describe('access-control matrix', () => {
  it.each(cases)('$row.method $row.path as $who', async ({ row, who }) => {
    const cell: Cell = { server, p, who, fx, made: {} };
    if (row.prepare) cell.made = await row.prepare(cell);
    const token = await tokenOf(cell, row);
    const body = row.body?.(cell);
    const res = await server.request(row.url(cell), {
      method: row.method,
      token,
      redirect: 'manual',
      ...(body instanceof FormData ? { body } : body !== undefined ? { json: body } : {}),
    });
    const text = await res.text();
    expect(res.status, `${row.method} ${row.path} as ${who}: ${text.slice(0, 300)}`).toBe(
      row.expect[who],
    );
    if (row.html) {
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    } else if (res.status >= 400) {
      const error = JSON.parse(text);
      expect(Object.keys(error).sort()).toEqual(['code', 'error']);
    }
    // Nothing private of another account: user A's national ID only to user A, and no secret
    // of any account to anyone.
    if (!(who === 'userA' && !cell.self) && !row.revealsA) expect(text).not.toContain(nationalIdA);
    expect(text).not.toMatch(/passwordHash|password_hash|tokenVersion|\$argon2|\$scrypt/);
  });

  it('has a row for every call of the OpenAPI document, and no row for a call it lacks', async () => {
    const doc = await json(await server.request('/api/openapi.json'));
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    const rows = [...new Set(table.map((r) => `${r.method} ${r.path}`))];
    // /api/health is kept out of the document on purpose? It must then be the only exception.
    const undocumented = rows.filter((r) => !documented.includes(r));
    expect(documented.filter((d) => !rows.includes(d))).toEqual([]);
    expect(undocumented).toEqual(undocumented.filter((r) => r === 'GET /api/health'));
  });
});

describe('private fields', () => {
  const privateOfUser = ['nationalID', 'dateOfBirth', 'mobileNO', 'email', 'address', 'CV'];

  it('gives user A everything of their own, and a company everything but nationalID and the contact details (decisions.md 13)', async () => {
    const own = await json(
      await server.request(`/api/user/${p.userA.id}`, { token: p.userA.token }),
    );
    expect(own).toMatchObject({ nationalID: nationalIdA, name: 'Mona Adel' });
    for (const company of [p.companyX, p.companyY]) {
      const seen = await json(
        await server.request(`/api/user/${p.userA.id}`, { token: company.token }),
      );
      expect(seen).not.toHaveProperty('nationalID');
      expect(JSON.stringify(seen)).not.toContain(nationalIdA);
      expect(seen).toMatchObject({ name: 'Mona Adel' });
    }
    // decisions.md 13: user A keeps the default (contact details hidden), so a company A never
    // applied to is not sent them; once A applies there, it sees the full profile.
    const companyZ = await createAccount(server, 'Company');
    const viewByZ = async () =>
      json(await server.request(`/api/user/${p.userA.id}`, { token: companyZ.token }));
    const before = await viewByZ();
    expect(before).toMatchObject({ name: 'Mona Adel', contactHidden: true });
    for (const field of ['dateOfBirth', 'mobileNO', 'wemail', 'address']) {
      expect(before).not.toHaveProperty(field);
    }
    await applyToNewJob(server, companyZ, p.userA);
    const after = await viewByZ();
    expect(after).toMatchObject({ name: 'Mona Adel', dateOfBirth: expect.any(String) });
    expect(after).not.toHaveProperty('contactHidden');
  });

  it('refuses user B user A’s profile with 403 and nothing of it', async () => {
    const res = await server.request(`/api/user/${p.userA.id}`, { token: p.userB.token });
    expect(res.status).toBe(403);
    const text = await res.text();
    expect(text).not.toContain('Mona');
    expect(text).not.toContain(p.userA.email);
  });

  it('shows none of the private fields on the public profile, to anyone', async () => {
    for (const token of [undefined, p.userB.token, p.companyX.token, p.userA.token]) {
      const res = await server.request(`/api/public/user/${p.userA.id}`, { token });
      expect(res.status).toBe(200);
      const body = await json(res);
      for (const field of privateOfUser) expect(body).not.toHaveProperty(field);
      const text = JSON.stringify(body);
      for (const value of [
        nationalIdA,
        p.userA.email,
        '1998-01-01',
        '1001234567',
        'Nile Street',
        fx.cvKeyA,
        'drive.example.com',
      ]) {
        expect(text).not.toContain(value);
      }
      expect(body.name).toBe('Mona Adel');
    }
  });

  it('lists user A to companies in search, CSV and candidates without the national ID', async () => {
    const search = await json(
      await server.request('/api/company/search?pageSize=100', { token: p.companyX.token }),
    );
    const found = (search.users as { _id: string }[]).find((u) => u._id === p.userA.id);
    expect(found).toBeDefined();
    expect(found).not.toHaveProperty('nationalID');
    expect(JSON.stringify(search)).not.toContain(nationalIdA);
    const csv = await server.request('/api/company/search.csv', { token: p.companyX.token });
    const csvText = await csv.text();
    expect(csvText).toContain('Mona Adel');
    expect(csvText).not.toContain(nationalIdA);
  });

  it('lists to a company only the links it generated', async () => {
    const mine = await generateLink(server, p.companyX);
    const theirs = await json(
      await server.request('/api/company/allOneTimeUsers?pageSize=100', {
        token: p.companyY.token,
      }),
    );
    expect((theirs.oneTimeUsers as { _id: string }[]).map((l) => l._id)).not.toContain(mine.id);
    const forged = await server.request(`/api/company/oneTimeLink/${mine.id}`, {
      method: 'DELETE',
      token: p.companyY.token,
    });
    expect(forged.status).toBe(404);
    const still = await json(
      await server.request(`/api/company/oneTimeLink/${mine.code}`, { token: p.companyY.token }),
    );
    expect(still).toMatchObject({ state: expect.stringMatching(/valid|pending/) });
  });
});
