// Issue 25 (decision 126): richer postings (employment type, salary, deadline), the job pages
// that crawlers read (head, JSON-LD, summary), the sitemap, robots.txt and the Indeed and RSS
// feeds, over real HTTP on a fresh database (PGlite, or PostgreSQL with DATABASE_URL). The
// feeds and the sitemap are read back with a real XML parser.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostings, users } from '../src/db/schema';
import { postingChanges } from '../src/lib/postingChanges';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { jobPosting, validCompany, validProfile } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let otherCompany: TestAccount;
let user: TestAccount;
let webDir: string;
const publicUrl = 'https://jobs.example.org';
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

// The shape of the built index.html (packages/web/index.html after vite build).
const shell = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="TalentPool links job seekers with employers."
    />
    <title>TalentPool</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const salaried = {
  employmentType: 'partTime',
  salary: { min: 12000, max: 18000.5, currency: 'egp', period: 'month', visible: true },
  applicationDeadline: inFuture(30),
};

function call(
  method: string,
  url: string,
  options: { token?: string; json?: unknown; lang?: string; headers?: Record<string, string> } = {},
) {
  return server.request(url, {
    method,
    token: options.token,
    json: options.json,
    headers: { ...(options.lang ? { 'x-lang': options.lang } : {}), ...options.headers },
  });
}

async function create(account: TestAccount, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/company/jobs', {
    token: account.token,
    json: { ...jobPosting, ...body },
  });
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer as { _id: string; [key: string]: unknown };
}

async function publish(account: TestAccount, body: Record<string, unknown> = {}) {
  const made = await create(account, body);
  const res = await call('PATCH', `/api/company/jobs/${made._id}/status`, {
    token: account.token,
    json: { status: 'published' },
  });
  expect(res.status).toBe(200);
  return made._id;
}

/** Moves a posting's deadline into the past, as time passing would. */
async function expire(id: string) {
  await server.app.db
    .update(jobPostings)
    .set({ applicationDeadline: new Date(Date.now() - 60_000), updatedAt: new Date() })
    .where(eq(jobPostings.id, id));
}

async function page(url: string) {
  const res = await call('GET', url);
  return { res, html: await res.text() };
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const m = html.match(new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`));
  return m?.[1];
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });
function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}
const asArray = <T>(v: T | T[] | undefined): T[] =>
  v === undefined ? [] : Array.isArray(v) ? v : [v];

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-web-'));
  await writeFile(path.join(webDir, 'index.html'), shell);
  server = await startTestServer({ env: { WEB_DIST: webDir, PUBLIC_URL: publicUrl } });
  [company, otherCompany, user] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
    createAccount(server, 'User'),
  ]);
  for (const [account, name] of [
    [company, 'Acme Trading'],
    [otherCompany, 'Nile Logistics'],
  ] as const) {
    const res = await call('PUT', '/api/company', {
      token: account.token,
      json: { ...validCompany, companyName: name },
    });
    expect(res.status).toBe(200);
  }
  const profile = await call('PUT', '/api/user', { token: user.token, json: validProfile() });
  expect(profile.status).toBe(200);
  await server.app.db.update(users).set({ dataComplete: true }).where(eq(users.id, user.id));
});

afterAll(async () => {
  await server?.close();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

describe('richer postings', () => {
  it('stores employment type, salary and deadline, and answers them', async () => {
    const made = await create(company, salaried);
    expect(made).toMatchObject({
      employmentType: 'partTime',
      salary: { min: 12000, max: 18000.5, currency: 'EGP', period: 'month', visible: true },
      applicationDeadline: new Date(salaried.applicationDeadline).toISOString(),
    });
    const [row] = await server.app.db
      .select()
      .from(jobPostings)
      .where(eq(jobPostings.id, made._id));
    expect(row).toMatchObject({
      employmentType: 'partTime',
      salaryMin: 12000,
      salaryMax: 18000.5,
      salaryCurrency: 'EGP',
      salaryPeriod: 'month',
      salaryVisible: true,
    });
    expect(row?.applicationDeadline?.toISOString()).toBe(
      new Date(salaried.applicationDeadline).toISOString(),
    );
  });

  it('makes an earlier posting full time without salary or deadline', async () => {
    const made = await create(company);
    expect(made).toMatchObject({
      employmentType: 'fullTime',
      salary: null,
      applicationDeadline: null,
    });
  });

  it.each([
    [
      { salary: { ...salaried.salary, max: 100 } },
      'salary.max',
      'The highest salary cannot be below the lowest',
    ],
    [
      { salary: { ...salaried.salary, currency: 'XYZ' } },
      'salary.currency',
      'Choose a currency from the list (ISO 4217, such as EGP or USD)',
    ],
    [
      { salary: { ...salaried.salary, min: -5 } },
      'salary.min',
      'Enter an amount above zero, with at most two decimals',
    ],
    [
      { salary: { ...salaried.salary, min: 10.123 } },
      'salary.min',
      'Enter an amount above zero, with at most two decimals',
    ],
    [
      { salary: { max: 10, currency: 'EGP', period: 'month' } },
      'salary.min',
      'Enter the lowest salary of the range',
    ],
    [
      { salary: { ...salaried.salary, period: 'fortnight' } },
      'salary.period',
      'Choose per hour, day, week, month or year',
    ],
    [
      { applicationDeadline: new Date(Date.now() - 3_600_000).toISOString() },
      'applicationDeadline',
      'The application deadline must be in the future',
    ],
    [{ applicationDeadline: '2030-13-01' }, 'applicationDeadline', 'Enter the deadline as a date'],
    [
      { employmentType: 'freelance' },
      'employmentType',
      'Choose full time, part time, contract, temporary or internship',
    ],
  ])('refuses %j with 400 on its field', async (body, field, message) => {
    const res = await call('POST', '/api/company/jobs', {
      token: company.token,
      json: { ...jobPosting, ...body },
    });
    expect(res.status).toBe(400);
    const answer = await json(res);
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(answer.fields[field]).toBe(message);
  });

  it('says the field in Arabic, and keeps several at once', async () => {
    const res = await call('POST', '/api/company/jobs', {
      token: company.token,
      lang: 'ar',
      json: {
        ...jobPosting,
        title: '',
        salary: { ...salaried.salary, max: 1 },
        applicationDeadline: '2001-01-01T00:00:00Z',
      },
    });
    expect(res.status).toBe(400);
    const answer = await json(res);
    expect(answer.fields).toMatchObject({
      title: 'المسمى الوظيفي مطلوب',
      'salary.max': 'لا يمكن أن يكون أعلى راتب أقل من أدناه',
      applicationDeadline: 'يجب أن يكون الموعد النهائي للتقديم في المستقبل',
    });
  });

  it('keeps a hidden salary for the company only', async () => {
    const id = await publish(company, { salary: { ...salaried.salary, visible: false } });
    const publicAnswer = await json(await call('GET', `/api/jobs/${id}`));
    expect(publicAnswer.salary).toBeNull();
    const own = await json(await call('GET', `/api/company/jobs/${id}`, { token: company.token }));
    expect(own.salary).toMatchObject({ min: 12000, visible: false });
  });

  it('filters the board by employment type and by a shown salary', async () => {
    const intern = await publish(otherCompany, {
      title: 'Reach intern',
      employmentType: 'internship',
    });
    const paid = await publish(otherCompany, {
      title: 'Reach paid',
      salary: { min: 100, currency: 'USD', period: 'hour' },
    });
    const hidden = await publish(otherCompany, {
      title: 'Reach hidden pay',
      salary: { min: 100, currency: 'USD', period: 'hour', visible: false },
    });
    const byType = await json(
      await call('GET', '/api/jobs?employmentType=internship&pageSize=100'),
    );
    expect(byType.postings.map((p: { _id: string }) => p._id)).toContain(intern);
    expect(
      byType.postings.every((p: { employmentType: string }) => p.employmentType === 'internship'),
    ).toBe(true);
    const withSalary = await json(await call('GET', '/api/jobs?hasSalary=true&pageSize=100'));
    const ids = withSalary.postings.map((p: { _id: string }) => p._id);
    expect(ids).toContain(paid);
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(intern);
    const bad = await call('GET', '/api/jobs?employmentType=freelance');
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toHaveProperty('employmentType');
    expect((await call('GET', '/api/jobs?hasSalary=maybe')).status).toBe(400);
  });
});

describe('the application deadline', () => {
  it('closes the posting by itself: board, page, applying, feeds, sitemap', async () => {
    // A deadline ahead, then the deadline passes: nothing of the product rewrites the row. Time
    // is not waited for: the deadline is moved into the past under the server, as a clock would
    // (the job pages' cache building again once the first deadline it lists has passed is
    // jobPages/cache.test.ts's).
    const deadline = Date.now() + 24 * 3600_000;
    const id = await publish(company, {
      title: 'Soon closed',
      ...salaried,
      applicationDeadline: new Date(deadline).toISOString(),
    });
    const before = await json(await call('GET', '/api/jobs?q=soon%20closed'));
    expect(before.postings.map((p: { _id: string }) => p._id)).toContain(id);
    for (const url of ['/sitemap.xml', '/jobs/feed.xml', '/jobs/feed.rss', '/jobs']) {
      expect((await call('GET', url).then((r) => r.text())).includes(id), url).toBe(true);
    }
    expect(jsonLdOf((await page(`/jobs/${id}`)).html)).toHaveLength(1);

    await server.app.db
      .update(jobPostings)
      .set({ applicationDeadline: new Date(Date.now() - 1_000) })
      .where(eq(jobPostings.id, id));
    // What another process's write does (decision 263): the cache asks the database again.
    postingChanges.heard();

    const after = await json(await call('GET', '/api/jobs?q=soon%20closed'));
    expect(after.postings.map((p: { _id: string }) => p._id)).not.toContain(id);
    const read = await json(await call('GET', `/api/jobs/${id}`));
    expect(read.status).toBe('closed');
    const applied = await call('POST', `/api/jobs/${id}/apply`, { token: user.token });
    expect(applied.status).toBe(409);
    expect((await json(applied)).code).toBe('JOB_CLOSED');
    const republish = await call('PATCH', `/api/company/jobs/${id}/status`, {
      token: company.token,
      json: { status: 'published' },
    });
    expect(republish.status).toBe(400);
    expect((await json(republish)).fields).toHaveProperty('applicationDeadline');

    for (const url of ['/sitemap.xml', '/jobs/feed.xml', '/jobs/feed.rss', '/jobs']) {
      expect((await call('GET', url).then((r) => r.text())).includes(id), url).toBe(false);
    }
    const { res, html } = await page(`/jobs/${id}`);
    expect(res.status).toBe(200);
    expect(jsonLdOf(html)).toEqual([]);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('This job no longer takes applications.');
  });

  it('reads a posting whose row says its deadline passed as closed (another process wrote it)', async () => {
    const id = await publish(company, { applicationDeadline: inFuture(3) });
    await expire(id);
    const read = await json(await call('GET', `/api/jobs/${id}`));
    expect(read).toMatchObject({ status: 'closed' });
    expect((await call('POST', `/api/jobs/${id}/apply`, { token: user.token })).status).toBe(409);
    // An application made before the deadline sees its posting closed.
    const applied = await publish(company, {
      title: 'Applied then closed',
      applicationDeadline: inFuture(3),
    });
    expect((await call('POST', `/api/jobs/${applied}/apply`, { token: user.token })).status).toBe(
      201,
    );
    await expire(applied);
    const mine = await json(
      await call('GET', '/api/user/applications?pageSize=100', { token: user.token }),
    );
    expect(mine.applications.find((a: { jobId: string }) => a.jobId === applied)?.jobStatus).toBe(
      'closed',
    );
    expect(jsonLdOf((await page(`/jobs/${id}`)).html)).toEqual([]);
  });

  it('lets an open posting take an application until then', async () => {
    const id = await publish(company, { applicationDeadline: inFuture(2) });
    const applied = await call('POST', `/api/jobs/${id}/apply`, { token: user.token });
    expect(applied.status).toBe(201);
  });
});

describe('job pages', () => {
  it('answers the head, the JSON-LD and a summary without scripts', async () => {
    const id = await publish(company, {
      ...salaried,
      description: 'Plans picking.\n\nReports weekly.',
    });
    const { res, html } = await page(`/jobs/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Warehouse planner – Acme Trading | TalentPool</title>');
    expect(metaContent(html, 'name', 'description')).toBe('Plans picking. Reports weekly.');
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'property', 'og:title')).toBe(
      'Warehouse planner – Acme Trading | TalentPool',
    );
    expect(metaContent(html, 'property', 'og:url')).toBe(`${publicUrl}/jobs/${id}`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/jobs/${id}" />`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="ar" href="${publicUrl}/jobs/${id}?lang=ar" />`,
    );
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${publicUrl}/jobs/${id}" />`);
    expect(html).not.toContain('noindex');
    // The app's own script stays, and the summary sits inside #root for React to replace.
    expect(html).toContain('src="/assets/index-test.js"');
    expect(html).toMatch(
      /<div id="root"><main><article><h1>Warehouse planner<\/h1><p>Acme Trading<\/p>/,
    );
    expect(html).toContain('<p>Plans picking.</p><p>Reports weekly.</p>');

    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Warehouse planner',
      description: 'Plans picking.<br><br>Reports weekly.',
      employmentType: 'PART_TIME',
      validThrough: new Date(salaried.applicationDeadline).toISOString(),
      hiringOrganization: { '@type': 'Organization', name: 'Acme Trading' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'EG', addressLocality: 'Cairo' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EGP',
        value: {
          '@type': 'QuantitativeValue',
          minValue: 12000,
          maxValue: 18000.5,
          unitText: 'MONTH',
        },
      },
    });
    expect(Number.isNaN(Date.parse(String(ld?.datePosted)))).toBe(false);
  });

  it('marks a remote job TELECOMMUTE with where applicants may live, and hides a hidden salary', async () => {
    const id = await publish(company, {
      workplace: 'remote',
      country: 'SA',
      city: '',
      salary: { min: 5, currency: 'SAR', period: 'hour', visible: false },
    });
    const [ld] = jsonLdOf((await page(`/jobs/${id}`)).html);
    expect(ld).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Saudi Arabia' },
    });
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld).not.toHaveProperty('baseSalary');
  });

  it('answers Arabic at ?lang=ar, right to left, canonical to itself', async () => {
    const id = await publish(company, salaried);
    const { html } = await page(`/jobs/${id}?lang=ar`);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/jobs/${id}?lang=ar" />`);
    expect(html).toContain('دوام جزئي');
    expect(html).toContain('في الشهر');
    expect(jsonLdOf(html)).toHaveLength(1);
  });

  it('escapes what the company wrote, in the head, the JSON-LD and the body', async () => {
    const evil = 'Boss </script><script>alert(1)</script> & "quotes" <b>';
    const id = await publish(company, { title: evil, description: `${evil}\nline $& $1` });
    const { html } = await page(`/jobs/${id}`);
    // Only the app's script and the JSON-LD block open a script; nothing the company wrote does.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(html).toContain('\\u003c/script\\u003e');
    const [ld] = jsonLdOf(html);
    expect(ld?.title).toBe(evil);
    expect(ld?.description).toBe(
      'Boss &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &lt;b&gt;<br>line $&amp; $1',
    );
    expect(html).toContain(
      '<title>Boss &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &lt;b&gt; – Acme Trading | TalentPool</title>',
    );
  });

  it('answers 404 with the app shell for an unknown id, a non-id and a draft', async () => {
    const draft = await create(company);
    for (const url of [
      '/jobs/00000000-0000-4000-8000-000000000000',
      '/jobs/not-an-id',
      `/jobs/${draft._id}`,
    ]) {
      const { res, html } = await page(url);
      expect(res.status, url).toBe(404);
      expect(html).toContain('src="/assets/index-test.js"');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(jsonLdOf(html)).toEqual([]);
      expect(html).not.toContain('Warehouse planner');
    }
  });

  it('gives a closed posting noindex and no JSON-LD', async () => {
    const id = await publish(company);
    await call('PATCH', `/api/company/jobs/${id}/status`, {
      token: company.token,
      json: { status: 'closed' },
    });
    const { res, html } = await page(`/jobs/${id}`);
    expect(res.status).toBe(200);
    expect(jsonLdOf(html)).toEqual([]);
    expect(html).toContain('noindex');
  });

  it('answers the board page with its head and the newest open postings', async () => {
    const id = await publish(company, { title: 'Board listed' });
    const { res, html } = await page('/jobs?lang=ar');
    expect(res.status).toBe(200);
    // Decision 254: the brand in Arabic is تالنت بول, in the title and the site name.
    expect(html).toContain('<title>الوظائف | تالنت بول</title>');
    expect(html).toContain('<meta property="og:site_name" content="تالنت بول" />');
    expect(html).not.toContain('TalentPool');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/jobs?lang=ar" />`);
    const english = await page('/jobs?lang=en');
    expect(english.html).toContain('<title>Jobs | TalentPool</title>');
    expect(english.html).toContain('<meta property="og:site_name" content="TalentPool" />');
    const job = await page(`/jobs/${id}?lang=ar`);
    expect(job.html).toMatch(/<title>Board listed – [^<]* \| تالنت بول<\/title>/);
    expect(html).toContain(`<a href="/jobs/${id}?lang=ar">Board listed</a>`);
  });

  it('writes the board heading and first paragraph as the app does, in both languages', async () => {
    // Decision 145: the same classes and text as JobBoardPage, so the largest paint of the first
    // screen is the server's and the app's identical paragraph does not paint a larger one.
    for (const [lang, intro] of [
      ['en', 'Open positions at companies on TalentPool. Apply with your profile in one click.'],
      ['ar', 'وظائف متاحة لدى الشركات على تالنت بول. قدّم بملفك الشخصي بنقرة واحدة.'],
    ] as const) {
      const { html } = await page(`/jobs?lang=${lang}`);
      expect(html).toMatch(
        new RegExp(
          `<div id="root"><main><section class="page jobs-page"><h1>[^<]+</h1><p class="muted">${intro}</p>`,
        ),
      );
    }
  });

  it('writes the guest apply form with the job summary, noindex and canonical to the job page', async () => {
    // Decision 145: a reader without scripts sees the job the form applies to, and the form's
    // first paint is the server's; crawlers list the job page only.
    const id = await publish(company, { title: 'Form page', description: 'Packs orders daily.' });
    for (const lang of ['en', 'ar'] as const) {
      const suffix = lang === 'ar' ? '?lang=ar' : '';
      const { res, html } = await page(`/jobs/${id}/apply${suffix}`);
      expect(res.status).toBe(200);
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      // The form's heading as the app writes it, then the job's summary.
      const heading = lang === 'ar' ? 'التقديم على وظيفة Form page' : 'Apply for Form page';
      expect(html).toContain(
        `<div id="root"><main><section class="page guest-apply"><h1>${heading}</h1><p class="muted">Acme Trading</p></section><article><h2>Form page</h2>`,
      );
      expect(html).toContain('<p>Packs orders daily.</p>');
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain(`<link rel="canonical" href="${publicUrl}/jobs/${id}${suffix}" />`);
      expect(jsonLdOf(html)).toHaveLength(0);
    }
    // The job page itself keeps its JSON-LD and is indexed.
    const { html } = await page(`/jobs/${id}`);
    expect(jsonLdOf(html)).toHaveLength(1);
    expect(html).not.toContain('noindex');
    const unknown = await page('/jobs/00000000-0000-4000-8000-000000000000/apply');
    expect(unknown.res.status).toBe(404);
  });

  it('answers in the language of the lang cookie when the address names none, ?lang= still winning', async () => {
    // Decision 156: the web app keeps the chosen language in a `lang` cookie, so a returning
    // visitor who chose Arabic gets the server's pages in Arabic without ?lang=.
    const id = await publish(company, { title: 'Cookie page' });
    const arabic = { headers: { cookie: 'tp_other=1; lang=ar' } };
    for (const url of ['/jobs', `/jobs/${id}`, `/jobs/${id}/apply`]) {
      const res = await call('GET', url, arabic);
      const html = await res.text();
      expect(html, url).toContain('<html lang="ar" dir="rtl">');
      expect(res.headers.get('vary'), url).toMatch(/Cookie/);
      // The address wins over the cookie, and answers the same to everyone.
      const named = await call('GET', `${url}?lang=en`, arabic);
      expect(await named.text(), url).toContain('<html lang="en" dir="ltr">');
      expect(named.headers.get('vary'), url).not.toMatch(/Cookie/);
    }
    const board = await (await call('GET', '/jobs', arabic)).text();
    expect(board).toContain('<title>الوظائف | تالنت بول</title>');
    expect(board).toContain(`<link rel="canonical" href="${publicUrl}/jobs?lang=ar" />`);
    // Without the cookie, or with one the server does not know, English.
    for (const cookie of ['', 'lang=fr']) {
      const res = await call('GET', `/jobs/${id}`, { headers: cookie ? { cookie } : {} });
      expect(await res.text()).toContain('<html lang="en" dir="ltr">');
    }
  });

  it('sends a job page gzipped to a client that takes it', async () => {
    // Decision 145: on a phone's slow link the page's bytes are the first paint's wait.
    const id = await publish(company, { title: 'Gzipped page' });
    for (const url of [`/jobs/${id}`, '/jobs/00000000-0000-4000-8000-000000000000']) {
      const res = await call('GET', url, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
      // fetch inflates it: the text is the page itself.
      expect(await res.text()).toContain('<div id="root"><main>');
    }
    const plain = await call('GET', `/jobs/${id}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('Gzipped page');
  });
});

describe('feeds and discovery', () => {
  it('lists open postings in the Indeed feed with every element', async () => {
    const id = await publish(otherCompany, { title: 'Feed <planner> & co', ...salaried });
    const draft = await create(otherCompany, { title: 'Feed draft' });
    const res = await call('GET', '/jobs/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const text = await res.text();
    expect(text).not.toContain(draft._id);
    const doc = parseXml(text);
    expect(doc.source.publisher).toBe('TalentPool');
    const job = asArray(doc.source.job).find(
      (j: { referencenumber: string }) => j.referencenumber === id,
    );
    expect(job).toMatchObject({
      title: 'Feed <planner> & co',
      // Decision 130: feed links say which feed the applicant came from.
      url: `${publicUrl}/jobs/${id}?utm_source=indeed&utm_medium=feed`,
      company: 'Nile Logistics',
      city: 'Cairo',
      country: 'EG',
      description: 'Plans the weekly picking schedule.',
      jobtype: 'parttime',
    });
    expect(Number.isNaN(Date.parse(job.date))).toBe(false);
    expect(job.salary).toMatch(/EGP\s?12,000(\.00)? – EGP\s?18,000\.50 per month/);
  });

  it('lists them in RSS 2.0 with the required elements, and narrows to a company', async () => {
    const mine = await publish(company, { title: 'Rss mine' });
    const theirs = await publish(otherCompany, { title: 'Rss theirs' });
    const doc = parseXml(
      await call('GET', `/jobs/feed.rss?company=${company.id}`).then((r) => r.text()),
    );
    expect(doc.rss['@_version']).toBe('2.0');
    const channel = doc.rss.channel;
    for (const required of ['title', 'link', 'description']) expect(channel[required]).toBeTruthy();
    const items = asArray(channel.item) as Record<string, unknown>[];
    const links = items.map((i) => i.link);
    expect(links).toContain(`${publicUrl}/jobs/${mine}?utm_source=rss&utm_medium=feed`);
    expect(links.join(' ')).not.toContain(`${publicUrl}/jobs/${theirs}`);
    for (const item of items) {
      expect(item.guid).toMatchObject({ '@_isPermaLink': 'true' });
      expect(item.title).toBeTruthy();
      expect(item.description).toBeTruthy();
      expect(Number.isNaN(Date.parse(String(item.pubDate)))).toBe(false);
    }
    expect((await call('GET', '/jobs/feed.rss?company=nope')).status).toBe(400);
    expect(
      (await call('GET', '/jobs/feed.xml?company=00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
  });

  it('answers 304 to a feed the client holds, and a new one once a posting changes', async () => {
    const first = await call('GET', '/jobs/feed.xml');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('last-modified')).toBeTruthy();
    await first.text();
    const again = await call('GET', '/jobs/feed.xml', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    const id = await publish(company, { title: 'Freshly published' });
    const changed = await call('GET', '/jobs/feed.xml', {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(id);
  });

  it('sends the feed gzipped to a client that takes it', async () => {
    const id = await publish(company, { title: 'Gzipped' });
    const res = await call('GET', '/jobs/feed.rss', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    // fetch inflates it: the text is the feed itself.
    expect(await res.text()).toContain(id);
  });

  it('writes a sitemap of the sitemaps.org schema with hreflang alternates', async () => {
    const id = await publish(company, { title: 'Sitemap listed' });
    const res = await call('GET', '/sitemap.xml');
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const doc = parseXml(await res.text());
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(doc.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const urls = asArray(doc.urlset.url) as Record<string, unknown>[];
    expect(urls.length).toBeLessThanOrEqual(50_000);
    for (const url of urls) {
      // loc is required, absolute, under 2,048 characters; lastmod is a W3C datetime.
      expect(String(url.loc)).toMatch(/^https:\/\/jobs\.example\.org\//);
      expect(String(url.loc).length).toBeLessThan(2048);
      if (url.lastmod !== undefined) {
        expect(String(url.lastmod)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      }
    }
    const locs = urls.map((u) => u.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${publicUrl}/`,
        `${publicUrl}/jobs`,
        `${publicUrl}/jobs/${id}`,
        `${publicUrl}/jobs/${id}?lang=ar`,
      ]),
    );
    const entry = urls.find((u) => u.loc === `${publicUrl}/jobs/${id}`);
    expect(entry?.lastmod).toBeTruthy();
    expect(
      asArray(entry?.['xhtml:link'] as Record<string, string>[]).map((l) => [
        l['@_hreflang'],
        l['@_href'],
      ]),
    ).toEqual([
      ['en', `${publicUrl}/jobs/${id}`],
      ['ar', `${publicUrl}/jobs/${id}?lang=ar`],
    ]);
  });

  it('writes robots.txt with the sitemap and the private areas', async () => {
    const res = await call('GET', '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    for (const area of ['/api/', '/CompanyView', '/Profile', '/Operator']) {
      expect(text).toContain(`Disallow: ${area}`);
    }
    expect(text).not.toMatch(/Disallow: \/jobs/);
  });
});
