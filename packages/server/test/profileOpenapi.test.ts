// Every profile call is in the OpenAPI document (decisions.md 3), with its schemas.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { json, startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

it('documents the profile calls', async () => {
  const res = await server.request('/api/openapi.json');
  expect(res.status).toBe(200);
  const doc = await json(res);
  for (const [path, method] of [
    ['/api/user/{id}', 'get'],
    ['/api/user', 'put'],
    ['/api/user', 'delete'],
    ['/api/user/export', 'get'],
    ['/api/user/uploadImg', 'patch'],
    ['/api/user/uploadCv', 'patch'],
    ['/api/public/user/{id}', 'get'],
    ['/api/files/{key}', 'get'],
  ] as const) {
    expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  }
  const put = doc.paths['/api/user'].put;
  expect(JSON.stringify(put.requestBody)).toContain('ProfileInput');
  expect(doc.components.schemas.PublicUser.properties).not.toHaveProperty('nationalID');
});
