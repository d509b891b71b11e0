// decisions.md 17 (issue 39): an address that is no page of the web app answers 404 with the app
// shell (the app then shows its not-found page), not 200 (a soft 404 to search engines); every
// page the web router declares still answers 200, and an unknown API path stays a JSON 404.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webRoutePatterns } from '@talentpool/domain/plain/webRoutes';
import { createAccount } from './helpers/accounts';
import { json, startTestServer, type TestServer } from './helpers/testServer';
import { jobPosting } from './security/fixtures';

const shell =
  '<!doctype html><html lang="en"><head><title>TalentPool</title></head><body><div id="root"></div><script type="module" src="/assets/index-test.js"></script></body></html>';

let server: TestServer;
let webDir: string;
let jobId: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tp-web-'));
  await writeFile(path.join(webDir, 'index.html'), shell);
  server = await startTestServer({ env: { WEB_DIST: webDir } });
  const company = await createAccount(server, 'Company');
  const made = await server.request('/api/company/jobs', {
    method: 'POST',
    token: company.token,
    json: jobPosting,
  });
  jobId = String((await json(made))._id);
  const published = await server.request(`/api/company/jobs/${jobId}/status`, {
    method: 'PATCH',
    token: company.token,
    json: { status: 'published' },
  });
  expect(published.status).toBe(200);
});

afterAll(async () => {
  await server?.close();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

describe('page addresses', () => {
  it('answers 404 with the app shell for an address no route of the app matches', async () => {
    for (const url of [
      '/no-such-page',
      '/jobs/1/2/3',
      '/Profile/nothing?x=1',
      '/Company/Members/x',
    ]) {
      const res = await server.request(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('/assets/index-test.js');
    }
    expect((await server.request('/no-such-page', { method: 'HEAD' })).status).toBe(404);
  });

  it('answers 200 for every route the web app declares', async () => {
    for (const pattern of webRoutePatterns) {
      const url = pattern.replace(/:[A-Za-z]+/g, pattern.startsWith('/jobs/') ? jobId : 'abc123');
      const res = await server.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      await res.text();
    }
    // react-router matches without regard to case, and so does the server.
    expect((await server.request('/company/members')).status).toBe(200);
  });

  it('keeps unknown API paths and missing files as JSON 404s', async () => {
    const api = await server.request('/api/no-such-call');
    expect(api.status).toBe(404);
    expect(await json(api)).toMatchObject({ code: 'NOT_FOUND' });
    const asset = await server.request('/assets/missing.js');
    expect(asset.status).toBe(404);
    expect(await json(asset)).toMatchObject({ code: 'NOT_FOUND' });
  });
});
