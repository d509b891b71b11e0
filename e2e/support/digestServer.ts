// Issue 39 (decisions.md 17): a second server of the app for e2e/digest-unsubscribe.spec.ts, on
// data of its own, that sends a real applicant digest. The digest job covers the UTC day before
// its run (every day at 06:00 UTC), so the run's own server cannot send one about applicants a
// journey makes today; this one runs the job's function for tomorrow's run, as the API test does
// (test/applicantDigest.test.ts), and the mails go over SMTP to the e2e mail sink. Then it serves
// the app, API and web pages, to the browser until it is stopped (SIGTERM).
//
// Started with `node --import tsx e2e/support/digestServer.ts` and DIGEST_PORT, E2E_SMTP_PORT,
// WEB_DIST (and DATABASE_URL on PostgreSQL: a database of its own is made there). It prints one
// JSON line: its address and, per member the digest went to, the e-mail, API token and language.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/database';
import { sendApplicantDigests } from '../../packages/server/src/features/notifications/digest';
import { addMember, createAccount } from '../../packages/server/test/helpers/accounts';
import { createCandidate } from '../../packages/server/test/helpers/candidates';
import {
  createTestDatabase,
  dropTestDatabase,
  requestTo,
  type TestServer,
} from '../../packages/server/test/helpers/testServer';
import { createJob, relaxedLimits } from '../../packages/server/test/security/fixtures';
import { addToTeam } from '../../packages/server/test/security/roleFixtures';

const port = Number(process.env.DIGEST_PORT);
const url = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'tp-e2e-digest-'));
const databaseUrl = process.env.DATABASE_URL
  ? await createTestDatabase(process.env.DATABASE_URL)
  : undefined;
const config = loadConfig({
  ...relaxedLimits,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: url,
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
  LOG_LEVEL: 'warn',
  ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const database = await openDatabase(config);
const app = await buildApp(config, database);
await app.listen({ port, host: '127.0.0.1' });

const server: TestServer = {
  app,
  url,
  config,
  request: requestTo(url),
  stop: () => app.close(),
  close: () => app.close(),
};

// One member per journey of the spec (each turns their own digest off): the owner, who made the
// posting, and three hiring managers on its team; two of them read Arabic.
const owner = await createAccount(server, 'Company');
const members = [
  { key: 'en-desktop', account: owner, lang: 'en' as const },
  ...(
    [
      ['en-phone', 'en'],
      ['ar-desktop', 'ar'],
      ['ar-phone', 'ar'],
    ] as const
  ).map(([key, lang]) => ({ key, lang, account: undefined as undefined | typeof owner })),
];
const job = await createJob(server, owner);
for (const member of members) {
  if (member.account) continue;
  member.account = await addMember(server, owner, 'hiringManager', {
    name: `Digest ${member.key}`,
  });
  await addToTeam(server, job.id, member.account);
  // The language of the member's mails, as the language switch sets it.
  const language = await server.request('/api/company/language', {
    method: 'PUT',
    token: member.account.token,
    json: { lang: member.lang },
  });
  if (language.status >= 300) throw new Error(`language: ${language.status}`);
}
const applicant = await createCandidate(server, 'Nadia Digest');
const applied = await server.request(`/api/jobs/${job.id}/apply`, {
  method: 'POST',
  token: applicant.token,
});
if (applied.status !== 201) throw new Error(`apply: ${applied.status}`);

// Tomorrow's run covers today, when Nadia applied.
const sent = await sendApplicantDigests(app, new Date(Date.now() + 86_400_000));
await app.mailer.drain();
if (sent.mailed !== members.length) throw new Error(`digest: ${JSON.stringify(sent)}`);

process.stdout.write(
  `${JSON.stringify({
    url,
    members: Object.fromEntries(
      members.map(({ key, lang, account }) => [
        key,
        { email: account?.email, token: account?.token, lang },
      ]),
    ),
  })}\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropTestDatabase(databaseUrl).catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
