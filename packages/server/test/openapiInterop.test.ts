// decisions.md 17 (issue 39): the OpenAPI document as other people's tools read it. Spectral's
// `spectral:oas` ruleset (its CLI, on the document the server serves) reports no error, and Ajv in
// strict mode (JSON Schema 2020-12, the dialect of OpenAPI 3.1), with ajv-formats, accepts the
// real answers of the main list calls against the response schemas of the same document: a
// nullable enumeration that answers null (an application's outcome) must say so in a way a strict
// validator reads.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { createCandidate } from './helpers/candidates';
import { json, startTestServer, type TestServer } from './helpers/testServer';

const require = createRequire(import.meta.url);
const execFileAsync = promisify(execFile);
// ajv-formats is CommonJS with a default export; under ESM interop it may arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

type Json = Record<string, unknown>;

let server: TestServer;
let owner: TestAccount;
let doc: Json & { paths: Record<string, Record<string, Json>> };
let ajv: Ajv2020;
let jobId: string;
let applicationId: string;
let poolId: string;

async function call(url: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const res = await server.request(url, init);
  return { status: res.status, body: await json(res) };
}

/** The document's `#/components/schemas/X` refs, rewritten to a schema Ajv holds by itself. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', 'openapi-components#/$defs/')
        : rewriteRefs(value);
  }
  return out;
}

const validators = new Map<string, ValidateFunction>();
/** The 200 answer's schema of `METHOD path` in the served document, compiled by strict Ajv. */
function validatorOf(method: string, pathTemplate: string): ValidateFunction {
  const key = `${method} ${pathTemplate}`;
  const known = validators.get(key);
  if (known) return known;
  const operation = doc.paths[pathTemplate]?.[method.toLowerCase()] as Json | undefined;
  const responses = operation?.responses as Record<string, Json> | undefined;
  const content = responses?.['200']?.content as Record<string, Json> | undefined;
  const schema = content?.['application/json']?.schema;
  if (!schema) throw new Error(`no 200 JSON schema for ${key}`);
  const validate = ajv.compile(rewriteRefs(schema) as Json);
  validators.set(key, validate);
  return validate;
}

async function expectValidAnswer(pathTemplate: string, url: string, token?: string) {
  const answer = await call(url, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const validate = validatorOf('GET', pathTemplate);
  const valid = validate(answer.body);
  expect(valid, `${pathTemplate}: ${JSON.stringify(validate.errors, null, 1)}`).toBe(true);
  return answer.body;
}

beforeAll(async () => {
  server = await startTestServer();
  doc = await json(await server.request('/api/openapi.json'));
  // Strict mode: an unknown keyword (3.0's `nullable` among them) is an error, not ignored. A
  // union of types (`type: ['string', 'number']`) is plain JSON Schema: allowed.
  ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  const components = doc.components as { schemas: Json };
  ajv.addSchema({ $id: 'openapi-components', $defs: rewriteRefs(components.schemas) });

  owner = await createAccount(server, 'Company');
  await server.app.db
    .update(companies)
    .set({ companyName: 'Interop Hiring' })
    .where(eq(companies.id, owner.id));
  const created = await call('/api/company/jobs', {
    method: 'POST',
    token: owner.token,
    json: {
      title: 'Operations planner',
      description: 'Plans the weekly schedule of three warehouses.',
      workplace: 'remote',
      country: '',
      city: '',
      field: 'Architecture and Construction',
      minEducation: 'Faculty degree',
      minExperience: '6-10 years',
      requirement: { kind: 'jobmatch', items: [7, 12, 0] },
    },
  });
  expect(created.status).toBe(201);
  jobId = String(created.body._id);
  const published = await call(`/api/company/jobs/${jobId}/status`, {
    method: 'PATCH',
    token: owner.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
  const applicant = await createCandidate(server, 'Nadia Interop');
  const applied = await call(`/api/jobs/${jobId}/apply`, {
    method: 'POST',
    token: applicant.token,
  });
  expect(applied.status).toBe(201);
  applicationId = String(applied.body._id);
  const interviewer = await addMember(server, owner, 'interviewer', { name: 'Amal Interviewer' });
  const scheduled = await call(`/api/company/applications/${applicationId}/interviews`, {
    method: 'POST',
    token: owner.token,
    json: {
      startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      durationMinutes: 45,
      timeZone: 'Africa/Cairo',
      interviewerIds: [owner.memberId, interviewer.memberId],
    },
  });
  expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
  const pool = await call('/api/company/talent-pools', {
    method: 'POST',
    token: owner.token,
    json: { name: 'Planners' },
  });
  expect(pool.status).toBe(201);
  poolId = String(pool.body._id);
  const added = await call(`/api/company/talent-pools/${poolId}/entries`, {
    method: 'POST',
    token: owner.token,
    json: { userIds: [applicant.id] },
  });
  expect(added.status).toBeLessThan(300);
});

afterAll(async () => {
  await server?.close();
});

describe('the served OpenAPI document', () => {
  it('has no error under Spectral (spectral:oas)', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'spectral-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const ruleset = path.join(dir, '.spectral.yaml');
      await writeFile(ruleset, 'extends: ["spectral:oas"]\n');
      const cli = path.join(
        path.dirname(require.resolve('@stoplight/spectral-cli/package.json')),
        'dist/index.js',
      );
      // The CLI exits 1 when it finds errors; its JSON report says which.
      const run = await execFileAsync(
        process.execPath,
        [cli, 'lint', '--ruleset', ruleset, '--format', 'json', '--quiet', file],
        { maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
      const results = JSON.parse(run.stdout || '[]') as Array<{
        code: string;
        severity: number;
        message: string;
      }>;
      const errors = results.filter((r) => r.severity === 0);
      expect(errors.map((e) => `${e.code}: ${e.message}`)).toEqual([]);
      // What stays a warning: the document names no contact (info-contact).
      expect(results.filter((r) => r.severity === 1).map((r) => r.code)).toEqual(['info-contact']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('is OpenAPI 3.1 and writes null as a type, never with 3.0 `nullable`', () => {
    expect(doc.openapi).toBe('3.1.0');
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"nullable"');
    expect(text).toContain('{"type":"null"}');
  });
});

describe('real answers of the main list calls pass strict Ajv against the document', () => {
  it('postings: the public list and the company list', async () => {
    await expectValidAnswer('/api/jobs', '/api/jobs');
    const own = await expectValidAnswer('/api/company/jobs', '/api/company/jobs', owner.token);
    expect(JSON.stringify(own)).toContain(jobId);
  });

  it("a posting's applicants (outcome and stage fields that answer null)", async () => {
    const page = await expectValidAnswer(
      '/api/company/jobs/{id}/applicants',
      `/api/company/jobs/${jobId}/applicants`,
      owner.token,
    );
    expect(JSON.stringify(page)).toContain(applicationId);
    expect(JSON.stringify(page)).toContain('"outcome":null');
  });

  it('candidate search, members, interviews, talent pools and their entries', async () => {
    await expectValidAnswer(
      '/api/company/search',
      '/api/company/search?page=1&pageSize=20',
      owner.token,
    );
    await expectValidAnswer('/api/company/members', '/api/company/members', owner.token);
    await expectValidAnswer(
      '/api/company/applications/{id}/interviews',
      `/api/company/applications/${applicationId}/interviews`,
      owner.token,
    );
    await expectValidAnswer(
      '/api/company/interviews/mine',
      '/api/company/interviews/mine',
      owner.token,
    );
    await expectValidAnswer('/api/company/talent-pools', '/api/company/talent-pools', owner.token);
    await expectValidAnswer(
      '/api/company/talent-pools/{id}/entries',
      `/api/company/talent-pools/${poolId}/entries`,
      owner.token,
    );
  });

  it("the company's other lists", async () => {
    for (const url of [
      '/api/company/allOneTimeUsers',
      '/api/company/saved-searches',
      '/api/company/mail-templates',
      '/api/company/stage-templates',
      '/api/company/reject-reasons',
      '/api/company/audit',
    ]) {
      await expectValidAnswer(url, url, owner.token);
    }
  });
});
