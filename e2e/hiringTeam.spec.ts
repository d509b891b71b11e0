// Issue 18 (decisions.md 11, decision 110): a hiring team works through a posting in the browser.
// The owner invites an admin, a recruiter, a hiring manager and an interviewer from the Members
// page; each joins from the link of the mail the run's SMTP server caught; the recruiter's posting
// gets the hiring manager on its team; the hiring manager moves the applicant and writes a note;
// the interviewer sees none of that; the admin reads every step in the audit log. Every screen
// action is checked against what the server stored (its API), not only against the screen.
import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createVerifiedAccount, login, loginInBrowser, type E2EAccount } from './support/accounts';
import { baseURL } from './support/env';
import { linkIn, waitForMail } from './support/mail';

test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const tag = randomBytes(3).toString('hex');
const companyName = `Delta Crew ${tag}`;
const jobTitle = `Site Coordinator ${tag}`;
const password = 'Team-Journey#2026';

type Role = 'admin' | 'recruiter' | 'hiringManager' | 'interviewer';
const people: Record<Role, { name: string; email: string; label: string }> = {
  admin: { name: 'Amal Fathy', email: `admin-${tag}@example.com`, label: 'Admin' },
  recruiter: { name: 'Rami Saeed', email: `recruiter-${tag}@example.com`, label: 'Recruiter' },
  hiringManager: {
    name: 'Hoda Kamel',
    email: `manager-${tag}@example.com`,
    label: 'Hiring manager',
  },
  interviewer: {
    name: 'Ismail Reda',
    email: `interviewer-${tag}@example.com`,
    label: 'Interviewer',
  },
};

let owner: E2EAccount;
const members = {} as Record<Role, E2EAccount>;
let candidate: E2EAccount;
const candidateName = `Nour Samir ${tag}`;
let postingId = '';
let applicationId = '';

async function call<T = Record<string, unknown>>(
  path: string,
  token: string,
  method = 'GET',
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}/api/${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
}

async function ok<T = Record<string, unknown>>(
  path: string,
  token: string,
  method = 'GET',
  body?: unknown,
): Promise<T> {
  const res = await call<T>(path, token, method, body);
  if (res.status >= 300)
    throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A page of its own (own sessionStorage) logged in as that account. */
async function pageOf(browser: Browser, account: E2EAccount, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginInBrowser(page, account, path);
  return page;
}

const sidebar = (page: Page) => page.getByRole('complementary');

function candidateProfile(name: string) {
  return {
    name,
    nationalID: '29901011234567',
    dateOfBirth: '1995-01-01',
    address: '10 Tahrir Square, Cairo',
    country: 'Egypt',
    mobileNO: '+20 1012345678',
    wemail: '',
    HLOfEdu: 'Faculty degree',
    faculty: 'Commerce',
    otherf: '',
    jobPosition: 'Trading',
    yearsOfExp: '2-5 years',
    CV: 'https://drive.example.com/cv.pdf',
    longTermGoals: 'Run large sites',
    Motivation: 'Order in busy places',
    job: [],
    certificates: [],
    internships: [],
    generalSkills: [{ name: 'Planning' }],
    technicalSkills: [{ name: 'Scheduling' }],
  };
}

/** The code an authenticator app shows (RFC 6238: SHA-1, 6 digits, 30 s), by the otpauth library. */
function totpCode(base32: string, at = Date.now()): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(base32),
  });
  return totp.generate({ timestamp: at });
}

test('the owner invites a member of every role from the Members page', async ({ page }) => {
  owner = await createVerifiedAccount('Company');
  await ok('company', owner.token, 'PUT', {
    companyName,
    companyAddress: '5 Corniche Road, Alexandria',
    companyPhone: '+20 3 456 7890',
    industry: 'Trading',
    country: 'Egypt',
    URL: 'https://delta.example.com',
    facebook: '',
    linkedin: '',
    instagram: '',
    companySize: '>50',
    legalEntity: 'Corporation',
    olegalEntity: '',
    commercialRegistrationNumber: 'CR-22331',
    registrationYear: '2012-01-01',
    contactPersonData_FullName: 'Sara Ali',
    contactPersonData_IDNumber: '28801011234567',
    contactPersonData_PositionInTheCompany: 'Owner',
    contactPersonData_mobileNumber: '+20 100 222 3333',
    contactPersonData_emailAddress: 'sara@delta.example.com',
    contactPersonData_availableServices: '',
    contactPersonData_subscriptionOptions: '',
  });

  await loginInBrowser(page, owner, '/Company/Members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'Invite a member' });
  for (const role of Object.keys(people) as Role[]) {
    await invite.getByLabel('E-mail').fill(people[role].email);
    await invite.getByLabel('Role').selectOption(role);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${people[role].email}.`)).toBeVisible();
  }
  // The same address twice is refused on the e-mail field, and the form keeps what was typed.
  await invite.getByLabel('E-mail').fill(people.admin.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('This e-mail already has a company login.')).toBeVisible();
  await expect(invite.getByLabel('E-mail')).toHaveValue(people.admin.email);

  // What the server stored: four invited members with their roles, and the owner.
  const stored = await ok<{ members: { email: string; role: string; status: string }[] }>(
    'company/members?pageSize=100',
    owner.token,
  );
  expect(stored.members).toHaveLength(5);
  for (const role of Object.keys(people) as Role[]) {
    expect(stored.members).toContainEqual(
      expect.objectContaining({ email: people[role].email, role, status: 'invited' }),
    );
  }
});

test('each invited member joins from the mail and lands in the company', async ({ browser }) => {
  for (const role of Object.keys(people) as Role[]) {
    const person = people[role];
    const mail = await waitForMail((m) => m.to.includes(person.email));
    expect(mail.subject).toContain(companyName);
    const link = linkIn(mail, baseURL);
    expect(link).toMatch(/\/join\/[\w-]{20,}$/);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: `Join ${companyName}` }),
    ).toBeVisible();
    await expect(page.getByText(`as ${person.label}`)).toBeVisible();
    await page.getByLabel('Your name').fill(person.name);
    await page.getByLabel('Choose a password').fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Join' }).click();
    // In the company area, the member menu says who is logged in.
    await expect(sidebar(page).getByText(person.name)).toBeVisible();
    await expect(sidebar(page).getByText(`Role: ${person.label}`)).toBeVisible();
    await context.close();

    // The server: the member logs in with the chosen password, in the role invited to.
    members[role] = await login('Company', person.email, password);
    expect(members[role].member).toMatchObject({ name: person.name, role });
    expect(members[role].id).toBe(owner.id);
  }
  // The link works once.
  const used = await waitForMail((m) => m.to.includes(people.admin.email));
  const again = await fetch(
    `${baseURL}/api/company/invitations/${linkIn(used, baseURL).split('/join/')[1]}`,
  );
  expect(again.status).toBe(409);
});

test('each role sees only what the policy lets it do', async ({ browser }) => {
  const expectSidebar = async (role: Role | 'owner', shown: string[], hidden: string[]) => {
    const account = role === 'owner' ? owner : members[role];
    const page = await pageOf(browser, account, '/Company/Profile');
    const nav = sidebar(page);
    for (const name of shown) await expect(nav.getByRole('link', { name })).toBeVisible();
    for (const name of hidden) await expect(nav.getByRole('link', { name })).toHaveCount(0);
    await page.context().close();
  };
  await expectSidebar('owner', ['Members', 'Audit log', 'Candidates', 'Jobs'], []);
  await expectSidebar('admin', ['Members', 'Audit log', 'Candidates'], []);
  await expectSidebar('recruiter', ['Candidates', 'Jobs', 'Find A Boss'], ['Members', 'Audit log']);
  await expectSidebar('hiringManager', ['Candidates', 'Jobs'], ['Members', 'Audit log']);
  await expectSidebar(
    'interviewer',
    [],
    ['Members', 'Audit log', 'Candidates', 'Find A Boss', 'Jobs'],
  );

  // The server decides: the interviewer's calls are refused whatever the screen shows.
  const refused = await call('company/search', members.interviewer.token);
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
  expect((await call('company/members', members.recruiter.token)).status).toBe(403);
  expect((await call('company/audit', members.hiringManager.token)).status).toBe(403);
});

test('the hiring team works through a posting, each member doing what the table allows', async ({
  browser,
}) => {
  // The recruiter writes and publishes the posting (through the API: the posting form has its
  // own journey in jobs.spec.ts); the server names the recruiter as its author.
  const posting = await ok<{ _id: string; by: { _id: string } }>(
    'company/jobs',
    members.recruiter.token,
    'POST',
    {
      title: jobTitle,
      description: 'Runs the daily plan of a construction site.',
      workplace: 'onsite',
      country: 'EG',
      city: 'Alexandria',
      field: 'Transportation',
      requirement: { kind: 'findboss', items: [21, 22, 0] },
    },
  );
  postingId = posting._id;
  expect(posting.by._id).toBe(members.recruiter.member?._id);
  await ok(`company/jobs/${postingId}/status`, members.recruiter.token, 'PATCH', {
    status: 'published',
  });
  candidate = await createVerifiedAccount('User');
  await ok('user', candidate.token, 'PUT', candidateProfile(candidateName));
  const applied = await ok<{ _id: string }>(`jobs/${postingId}/apply`, candidate.token, 'POST');
  applicationId = applied._id;

  // Before the owner puts the hiring manager on the team, the posting is not theirs.
  expect((await call(`company/jobs/${postingId}`, members.hiringManager.token)).status).toBe(403);

  // The owner sets the hiring team on the pipeline page.
  const ownerPage = await pageOf(browser, owner, `/CompanyView/Jobs/${postingId}`);
  await ownerPage.getByRole('button', { name: 'Change the hiring team' }).click();
  await ownerPage
    .getByRole('group', { name: 'Members on the hiring team' })
    .getByLabel(new RegExp(people.hiringManager.name))
    .check();
  await ownerPage.getByRole('button', { name: 'Save the hiring team' }).click();
  await expect(
    ownerPage.getByRole('list', { name: 'Hiring team' }).getByText(people.hiringManager.name),
  ).toBeVisible();
  await ownerPage.context().close();
  const team = await ok<{ members: { _id: string }[] }>(
    `company/jobs/${postingId}/team`,
    owner.token,
  );
  expect(team.members.map((m) => m._id)).toEqual([members.hiringManager.member?._id]);

  // The hiring manager finds the posting, moves the applicant and writes a note.
  const manager = await pageOf(browser, members.hiringManager, '/CompanyView/Jobs');
  await manager
    .getByRole('article', { name: jobTitle })
    .getByRole('link', { name: 'Pipeline' })
    .click();
  await expect(
    manager.getByRole('heading', { level: 1, name: `Pipeline: ${jobTitle}` }),
  ).toBeVisible();
  await manager.getByLabel(`Stage of ${candidateName}`).selectOption('screening');
  await expect(
    manager
      .getByRole('region', { name: /^Screening/ })
      .getByRole('heading', { name: candidateName }),
  ).toBeVisible();
  await manager
    .getByRole('article', { name: candidateName })
    .getByRole('button', { name: 'Details' })
    .click();
  const panel = manager.getByTestId('application-panel');
  await panel.getByRole('textbox', { name: 'Note' }).fill('Knows site safety well.');
  await panel.getByRole('button', { name: 'Save note' }).click();
  // In the list of notes, not in the box it was typed in (a textarea's text matches getByText
  // too: the page was closed while the note was still on its way, 2026-12-07).
  const notes = panel.getByRole('region', { name: 'Notes' }).getByRole('listitem');
  await expect(notes.filter({ hasText: 'Knows site safety well.' })).toBeVisible();
  await expect(panel.getByText(people.hiringManager.name).first()).toBeVisible();
  await manager.context().close();

  // What the server stored: the move and the note by the hiring manager.
  const detail = await ok<{
    stage: string;
    notes: { text: string; by: { _id: string } | null }[];
    history: { to: string; by: { _id: string } | null }[];
  }>(`company/applications/${applicationId}`, members.recruiter.token);
  expect(detail.stage).toBe('screening');
  expect(detail.notes).toContainEqual(
    expect.objectContaining({
      text: 'Knows site safety well.',
      by: expect.objectContaining({ _id: members.hiringManager.member?._id }),
    }),
  );
  expect(detail.history).toContainEqual(
    expect.objectContaining({
      to: 'screening',
      by: expect.objectContaining({ _id: members.hiringManager.member?._id }),
    }),
  );

  // The recruiter reads the note with the hiring manager's name.
  const recruiter = await pageOf(browser, members.recruiter, `/CompanyView/Jobs/${postingId}`);
  await recruiter
    .getByRole('article', { name: candidateName })
    .getByRole('button', { name: 'Details' })
    .click();
  const seen = recruiter.getByTestId('application-panel');
  await expect(seen.getByText('Knows site safety well.')).toBeVisible();
  await expect(seen.getByText(people.hiringManager.name).first()).toBeVisible();
  await recruiter.context().close();

  // The interviewer is on no interview of this applicant: refused, in the browser and the API.
  expect(
    (await call(`company/applications/${applicationId}`, members.interviewer.token)).status,
  ).toBe(403);
  const interviewer = await pageOf(browser, members.interviewer, '/Company/Filter');
  await expect(interviewer.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(interviewer.getByRole('button', { name: 'Search' })).toHaveCount(0);
  await interviewer.context().close();

  // The admin reads the journey in the audit log, filtered by the hiring manager.
  const admin = await pageOf(browser, members.admin, '/Company/Audit');
  await admin
    .getByLabel('Member')
    .selectOption({ label: `${people.hiringManager.name} (${people.hiringManager.email})` });
  await admin.getByRole('button', { name: 'Show' }).click();
  await expect(admin).toHaveURL(new RegExp(`actorId=${members.hiringManager.member?._id}`));
  await expect(
    admin.getByRole('row').filter({ hasText: 'Application moved to another stage' }),
  ).toHaveCount(1);
  await expect(
    admin.getByRole('row').filter({ hasText: 'Note added to an application' }),
  ).toHaveCount(1);
  await admin.context().close();

  // And the server's log holds every step of the journey, each with its member.
  const log = await ok<{ events: { action: string; actor: { _id: string | null } }[] }>(
    'company/audit?pageSize=100',
    members.admin.token,
  );
  const did = (action: string, account: E2EAccount) =>
    log.events.some(
      (e) => e.action === action && e.actor._id === (account.member?._id ?? '(none)'),
    );
  for (const role of Object.keys(people) as Role[]) {
    expect(did('member.invited', owner), 'member.invited').toBe(true);
    expect(did('member.joined', members[role]), `member.joined ${role}`).toBe(true);
  }
  expect(did('posting.created', members.recruiter)).toBe(true);
  expect(did('posting.published', members.recruiter)).toBe(true);
  expect(did('posting.teamChanged', owner)).toBe(true);
  expect(did('application.moved', members.hiringManager)).toBe(true);
  expect(did('application.noted', members.hiringManager)).toBe(true);
});

test('a member turns the second factor on and logs in with a code from the standard algorithm', async ({
  browser,
}) => {
  const admin = members.admin;
  const page = await pageOf(browser, admin, '/Company/Security');
  await page.getByRole('button', { name: 'Set up the second factor' }).click();
  const key = (await page.getByTestId('totp-secret').innerText()).replaceAll(' ', '').trim();
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(
    page.getByRole('img', { name: 'QR code that adds this account to an authenticator app' }),
  ).toBeVisible();
  await page.getByLabel('6-digit code from the app').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().innerText()).trim();
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('The second factor is on: logging in asks for a code')).toBeVisible();
  await page.context().close();

  // The server stored it: the member's second factor is on.
  const me = await ok<{ member: { totpEnabled: boolean } }>('company/me', admin.token);
  expect(me.member.totpEnabled).toBe(true);

  // Logging in now asks for the code; the next step's code (RFC 6238 allows one step of drift)
  // logs in, since the step used to turn it on cannot be used twice.
  const context = await browser.newContext();
  const login2 = await context.newPage();
  await login2.goto('/auth');
  await login2.getByLabel('Email').fill(admin.email);
  await login2.getByLabel('Password', { exact: true }).fill(password);
  await login2.getByLabel('Login as a company').check();
  await login2.getByRole('button', { name: 'Login', exact: true }).click();
  const code = login2.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await code.fill(totpCode(key, Date.now() + 30_000));
  await login2.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(sidebar(login2).getByText(people.admin.name)).toBeVisible();
  await context.close();

  // A recovery code works once, through the API too.
  const viaRecovery = await fetch(`${baseURL}/api/company/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password, totp: recovery }),
  });
  expect(viaRecovery.status).toBe(200);
  const reused = await fetch(`${baseURL}/api/company/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password, totp: recovery }),
  });
  expect(reused.status).toBe(401);
  expect(await reused.json()).toMatchObject({ code: 'TOTP_INVALID' });
});

test('when the company requires the second factor, a member without it is led to set it up', async ({
  browser,
}) => {
  // The owner's own factor is off: requiring it of everyone is refused with the reason.
  const ownerPage = await pageOf(browser, owner, '/Company/Security');
  // A click, not check(): the refused switch stays off, which check() would take for a failure.
  const ownerSwitch = ownerPage.getByLabel('Require a second factor for every member');
  await ownerSwitch.click();
  // Said once, under the switch: the same words also in a toast made two matches (CI, once).
  await expect(ownerPage.getByText('Turn on your own second factor first')).toHaveCount(1);
  await expect(
    ownerPage.getByRole('alert').filter({ hasText: 'Turn on your own second factor first' }),
  ).toBeVisible();
  await expect(ownerSwitch).not.toBeChecked();
  await ownerPage.context().close();
  expect(await ok('company/security', owner.token)).toMatchObject({ requireTotp: false });

  // The admin, whose factor is on, requires it.
  const adminPage = await pageOf(browser, members.admin, '/Company/Security');
  // A click, not check(): the switch turns on when the server has said yes, which check() does
  // not wait for (it read the state too early once in CI).
  const adminSwitch = adminPage.getByLabel('Require a second factor for every member');
  await adminSwitch.click();
  await expect(adminPage.getByText('Every member must now use a second factor.')).toBeVisible();
  await expect(adminSwitch).toBeChecked();
  await adminPage.context().close();
  expect(await ok('company/security', members.admin.token)).toMatchObject({ requireTotp: true });

  const context = await browser.newContext();
  const interviewer = await context.newPage();
  await interviewer.goto('/auth');
  await interviewer.getByLabel('Email').fill(people.interviewer.email);
  await interviewer.getByLabel('Password', { exact: true }).fill(password);
  await interviewer.getByLabel('Login as a company').check();
  await interviewer.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(interviewer).toHaveURL(/\/Company\/Security\?setup=1$/);
  await expect(
    interviewer.getByRole('heading', { name: 'Your company requires a second factor' }),
  ).toBeVisible();
  await context.close();
  // Until then the server refuses the member's company calls, but says who they are.
  const fresh = await login('Company', people.interviewer.email, password);
  expect(fresh.member).toMatchObject({ totpSetupRequired: true });
  expect((await call('company/jobs', fresh.token)).status).toBe(403);
  expect((await call('company/me', fresh.token)).status).toBe(200);

  await ok('company/security', members.admin.token, 'PUT', { requireTotp: false });
});

test('in Arabic: the invitation mail, the join page right to left, the member menu and the audit log', async ({
  browser,
}) => {
  const email = `arabic-${tag}@example.com`;
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('lang', 'ar'));
  const page = await context.newPage();
  await loginInBrowser(page, owner, '/Company/Members');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'الأعضاء' })).toBeVisible();
  const invite = page.getByRole('region', { name: 'دعوة عضو' });
  await invite.getByLabel('البريد الإلكتروني').fill(email);
  await invite.getByLabel('الدور').selectOption('recruiter');
  await invite.getByRole('button', { name: 'إرسال الدعوة' }).click();
  await expect(page.getByText(`أُرسلت الدعوة إلى ${email}.`)).toBeVisible();

  // The mail is in the inviter's language (Arabic), and so is the join page.
  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.subject).toContain('للانضمام إلى');
  expect(mail.subject).toContain(companyName);
  const joinPage = await context.newPage();
  await joinPage.goto(linkIn(mail, baseURL));
  await expect(joinPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    joinPage.getByRole('heading', { level: 1, name: `انضم إلى ${companyName}` }),
  ).toBeVisible();
  await joinPage.getByLabel('اسمك').fill('مريم حسن');
  await joinPage.getByLabel('اختر كلمة مرور').fill(password);
  await joinPage.getByLabel('تأكيد كلمة المرور').fill(password);
  await joinPage.getByRole('button', { name: 'انضمام' }).click();
  await expect(sidebar(joinPage).getByText('مريم حسن')).toBeVisible();
  await expect(sidebar(joinPage).getByText('الدور: مسؤول توظيف')).toBeVisible();
  const joined = await login('Company', email, password);
  expect(joined.member).toMatchObject({ name: 'مريم حسن', role: 'recruiter' });

  // The audit log, in Arabic, names the new member's joining.
  await page.goto('/Company/Audit');
  await expect(page.getByRole('heading', { level: 1, name: 'سجل التدقيق' })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'انضمام عضو' }).filter({ hasText: 'مريم حسن' }),
  ).toHaveCount(1);
  await context.close();
});
