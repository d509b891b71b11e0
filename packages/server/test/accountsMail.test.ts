// Without SMTP_URL the verification mail lands in DATA_DIR/outbox as an .eml file whose link
// verifies the account (decisions.md section 1: a local user can still verify).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

it('writes the verification mail to the outbox, and its link verifies the account', async () => {
  const email = 'outbox-person@example.com';
  const password = 'Passw0rd!long';
  const res = await server.request('/api/company/signup', {
    method: 'POST',
    json: { email, password, ConfirmPassword: password },
  });
  expect(res.status).toBe(201);
  await server.app.mailer.drain();
  const dir = path.join(server.config.dataDir, 'outbox');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml'));
  expect(files).toHaveLength(1);
  const eml = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
  expect(eml).toContain(`To: ${email}`);
  expect(eml).toContain('Subject: Verify your TalentPool account');
  // Quoted-printable may wrap long lines; undo the soft breaks before looking for the link.
  const unwrapped = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = new RegExp(`${server.config.publicUrl}/api/company/verify\\?token=[\\w-]+`).exec(
    unwrapped,
  )?.[0];
  expect(link).toBeTruthy();
  const verify = await fetch(
    `${server.url}${new URL(link ?? '').pathname}${new URL(link ?? '').search}`,
    {
      redirect: 'manual',
    },
  );
  expect(verify.headers.get('location')).toBe('/auth?verified=1');
  const login = await server.request('/api/company/login', {
    method: 'POST',
    json: { email, password },
  });
  expect(login.status).toBe(200);
});
