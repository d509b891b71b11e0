// decisions.md 17 (issue 39): what job sites and crawlers read, checked with their rules and other
// people's parsers. The JobPosting JSON-LD against a table of Google's required and recommended
// properties (developers.google.com/search/docs/appearance/structured-data/job-posting) and
// schema.org's types; RSS through rss-parser (a real feed reader's parser); the sitemap against
// the sitemaps.org XML Schema with xmllint (libxml2-utils); the Indeed feed through an XML parser,
// field by field, with ISO country codes.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import RssParser from 'rss-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { jobPosting, validCompany } from './security/fixtures';

const execFileAsync = promisify(execFile);
const publicUrl = 'https://jobs.example.org';
const sitemapSchema = path.join(
  import.meta.dirname,
  'fixtures/sitemap/sitemap-with-alternates.xsd',
);

let server: TestServer;
let company: TestAccount;
let webDir: string;
let onsiteId: string;
let remoteAnywhereId: string;
let remoteSaudiId: string;

type Json = Record<string, unknown>;

async function call(
  method: string,
  url: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
) {
  return server.request(url, { method, ...init });
}

async function publish(body: Json): Promise<string> {
  const made = await call('POST', '/api/company/jobs', {
    token: company.token,
    json: { ...jobPosting, ...body },
  });
  const answer = await json(made);
  expect(made.status, JSON.stringify(answer)).toBe(201);
  const published = await call('PATCH', `/api/company/jobs/${answer._id}/status`, {
    token: company.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
  return String(answer._id);
}

async function jsonLdOf(id: string): Promise<Json> {
  const html = await (await call('GET', `/jobs/${id}`)).text();
  const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  expect(block, 'a JSON-LD block').toBeTruthy();
  return JSON.parse(block?.[1] ?? '{}') as Json;
}

/**
 * Google's JobPosting properties: the required ones and the recommended ones, with the
 * schema.org type (or JSON type) each must have. A remote job needs jobLocationType instead of
 * jobLocation.
 */
const required: Array<[string, (v: unknown) => boolean]> = [
  ['title', (v) => typeof v === 'string' && v.length > 0],
  ['description', (v) => typeof v === 'string' && v.length > 0],
  ['datePosted', (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v))],
  [
    'hiringOrganization',
    (v) => (v as Json)['@type'] === 'Organization' && typeof (v as Json).name === 'string',
  ],
];
const recommended: Array<[string, (v: unknown) => boolean]> = [
  ['validThrough', (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v))],
  ['employmentType', (v) => typeof v === 'string' && /^[A-Z_]+$/.test(v)],
  ['identifier', (v) => (v as Json)['@type'] === 'PropertyValue'],
  ['directApply', (v) => v === true],
  [
    'educationRequirements',
    (v) =>
      (v as Json)['@type'] === 'EducationalOccupationalCredential' &&
      [
        'high school',
        'associate degree',
        'bachelor degree',
        'professional certificate',
        'postgraduate degree',
      ].includes(String((v as Json).credentialCategory)),
  ],
  [
    'experienceRequirements',
    (v) =>
      v === 'no requirements' ||
      ((v as Json)['@type'] === 'OccupationalExperienceRequirements' &&
        Number.isInteger((v as Json).monthsOfExperience)),
  ],
  ['baseSalary', (v) => (v as Json)['@type'] === 'MonetaryAmount'],
];

function checkJobPosting(ld: Json) {
  expect(ld['@context']).toMatch(/^https?:\/\/schema\.org\/?$/);
  expect(ld['@type']).toBe('JobPosting');
  for (const [name, valid] of required) expect(valid(ld[name]), name).toBe(true);
  for (const [name, valid] of recommended) expect(valid(ld[name]), name).toBe(true);
  const organization = ld.hiringOrganization as Json;
  // Google: logo is a URL of the company's image (sameAs its site), crawlable.
  expect(String(organization.logo)).toMatch(/^https:\/\/jobs\.example\.org\/api\/files\//);
}

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-web-'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>TalentPool</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ env: { WEB_DIST: webDir, PUBLIC_URL: publicUrl } });
  company = await createAccount(server, 'Company');
  // The company profile names its country in words (spec 3): 'Egypt'.
  const profile = await call('PUT', '/api/company', {
    token: company.token,
    json: { ...validCompany, companyName: 'Acme Trading' },
  });
  expect(profile.status).toBe(200);
  const logo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('pic', new Blob([new Uint8Array(logo)]), 'logo.png');
  const uploaded = await call('PATCH', '/api/company/uploadImg', {
    token: company.token,
    body: form,
  });
  expect(uploaded.status).toBe(200);

  const salaried = {
    employmentType: 'fullTime',
    salary: { min: 12000, max: 18000, currency: 'EGP', period: 'month', visible: true },
    applicationDeadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  };
  onsiteId = await publish({ ...salaried, title: 'Warehouse planner' });
  remoteAnywhereId = await publish({
    ...salaried,
    title: 'Remote analyst',
    workplace: 'remote',
    country: '',
    city: '',
    minEducation: 'Post graduate degree',
    minExperience: '<2 years',
  });
  remoteSaudiId = await publish({
    ...salaried,
    title: 'Remote in Saudi Arabia',
    workplace: 'remote',
    country: 'SA',
    city: '',
  });
});

afterAll(async () => {
  await server?.close();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

describe('JobPosting JSON-LD (Google job search)', () => {
  it("has Google's required and recommended properties, the education and experience asked and the logo", async () => {
    const ld = await jsonLdOf(onsiteId);
    checkJobPosting(ld);
    expect(ld).toMatchObject({
      directApply: true,
      educationRequirements: { credentialCategory: 'bachelor degree' },
      experienceRequirements: {
        '@type': 'OccupationalExperienceRequirements',
        monthsOfExperience: 24,
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressCountry: 'EG', addressLocality: 'Cairo' },
      },
    });
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  it('a remote posting open to anyone names no country; one for a country names it', async () => {
    const anywhere = await jsonLdOf(remoteAnywhereId);
    checkJobPosting(anywhere);
    expect(anywhere.jobLocationType).toBe('TELECOMMUTE');
    // The company being in Egypt restricts nobody.
    expect(anywhere).not.toHaveProperty('applicantLocationRequirements');
    expect(anywhere).not.toHaveProperty('jobLocation');
    expect(anywhere).toMatchObject({
      educationRequirements: { credentialCategory: 'postgraduate degree' },
      experienceRequirements: 'no requirements',
    });

    const saudi = await jsonLdOf(remoteSaudiId);
    expect(saudi).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Saudi Arabia' },
    });
  });
});

describe('feeds and the sitemap, read by other parsers', () => {
  it('the Indeed feed carries every field the posting has, countries as ISO codes', async () => {
    const text = await (await call('GET', '/jobs/feed.xml')).text();
    const doc = new XMLParser({ parseTagValue: false }).parse(text) as {
      source: { job: Json[] };
    };
    const jobs = [doc.source.job].flat();
    const byId = (id: string) => jobs.find((j) => j.referencenumber === id);
    expect(byId(onsiteId)).toMatchObject({
      title: 'Warehouse planner',
      company: 'Acme Trading',
      city: 'Cairo',
      country: 'EG',
      education: 'Faculty degree',
      experience: '2-5 years',
      category: 'Transportation',
      jobtype: 'fulltime',
    });
    // A remote posting without a country of its own: the company's country, as its code (the
    // profile says 'Egypt').
    expect(byId(remoteAnywhereId)).toMatchObject({
      country: 'EG',
      remotetype: 'Fully remote',
      education: 'Post graduate degree',
      experience: '<2 years',
    });
    expect(byId(remoteSaudiId)?.country).toBe('SA');
    for (const job of jobs) expect(String(job.country)).toMatch(/^[A-Z]{2}$/);
  });

  it('RSS reads in rss-parser with its language, title, link and items', async () => {
    const text = await (await call('GET', '/jobs/feed.rss')).text();
    const feed = await new RssParser().parseString(text);
    expect(feed.language).toBe('en');
    expect(feed.title).toBe('TalentPool jobs');
    expect(feed.link).toBe(`${publicUrl}/jobs`);
    const item = feed.items.find((i) => i.guid === `${publicUrl}/jobs/${onsiteId}`);
    expect(item?.title).toBe('Warehouse planner – Acme Trading');
    expect(item?.link).toBe(`${publicUrl}/jobs/${onsiteId}?utm_source=rss&utm_medium=feed`);
    expect(Number.isNaN(Date.parse(String(item?.isoDate)))).toBe(false);
  });

  it('the sitemap is valid against the sitemaps.org schema (xmllint)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sitemap-'));
    try {
      const file = path.join(dir, 'sitemap.xml');
      await writeFile(file, await (await call('GET', '/sitemap.xml')).text());
      const run = await execFileAsync('xmllint', ['--noout', '--schema', sitemapSchema, file]);
      expect(run.stderr).toContain('validates');
      // The schema is strict enough to fail: a <url> without <loc> does not validate.
      const broken = path.join(dir, 'broken.xml');
      await writeFile(
        broken,
        (await (await call('GET', '/sitemap.xml')).text()).replace(/<loc>[^<]*<\/loc>/, ''),
      );
      await expect(
        execFileAsync('xmllint', ['--noout', '--schema', sitemapSchema, broken]),
      ).rejects.toThrow(/fails to validate/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
