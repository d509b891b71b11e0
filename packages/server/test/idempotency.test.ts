// Idempotency-Key on the calls that create (issue 43, decision 221): a retried POST whose answer
// was lost gets the first answer again instead of a second note or application; the same key with
// another request is refused (422), one still running answers 409; keys are the caller's own and
// kept 24 hours.
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@talentpool/domain/messages';
import { applicationNotes } from '../src/db/schema';
import { addMember, createAccount, type TestAccount } from './helpers/accounts';
import { completeProfile } from './helpers/profileFixture';
import pg from 'pg';
import {
  json,
  requestTo,
  startTestServer,
  usingPostgres,
  type TestServer,
} from './helpers/testServer';
import { applyToNewJob, createJob } from './security/fixtures';

let server: TestServer;
let company: TestAccount;
let rival: TestAccount;
let user: TestAccount;
let applicationId: string;

/** A job seeker who may apply (complete profiles only). */
async function applicantAccount(): Promise<TestAccount> {
  const account = await createAccount(server, 'User');
  const res = await server.request('/api/user', {
    method: 'PUT',
    token: account.token,
    json: completeProfile(),
  });
  if (res.status !== 200) throw new Error(`profile: ${res.status}`);
  return account;
}

beforeAll(async () => {
  server = await startTestServer();
  [company, rival, user] = await Promise.all([
    createAccount(server, 'Company'),
    createAccount(server, 'Company'),
    applicantAccount(),
  ]);
  applicationId = (await applyToNewJob(server, company, user)).id;
});

afterAll(async () => {
  await server?.close();
});

const addNote = (text: string, key?: string, token = company.token) =>
  server.request(`/api/company/applications/${applicationId}/notes`, {
    method: 'POST',
    token,
    json: { text },
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

const notesStored = async () =>
  Number(
    (
      await server.app.db
        .select({ n: count() })
        .from(applicationNotes)
        .where(eq(applicationNotes.applicationId, applicationId))
    )[0]?.n ?? 0,
  );

describe('Idempotency-Key', () => {
  it('answers a retried note with the first answer, and stores one note', async () => {
    const before = await notesStored();
    const key = randomUUID();
    const first = await addNote('Called her back', key);
    expect(first.status).toBe(201);
    const firstBody = await json(first);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // The answer was lost on the way; the client sends the same request again.
    const again = await addNote('Called her back', key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await json(again)).toEqual(firstBody);
    expect(await notesStored()).toBe(before + 1);
    // Without a key, each call creates (as before).
    expect((await addNote('No key')).status).toBe(201);
    expect((await addNote('No key')).status).toBe(201);
    expect(await notesStored()).toBe(before + 3);
  });

  it('refuses the same key with another request (422), and a key still running (409)', async () => {
    const key = randomUUID();
    expect((await addNote('First text', key)).status).toBe(201);
    const other = await addNote('Another text', key);
    expect(other.status).toBe(422);
    expect(await json(other)).toEqual({
      error: errorMessage('IDEMPOTENCY_KEY_REUSED', 'en'),
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    // What a first request still running leaves: its key without an answer yet.
    const running = randomUUID();
    expect((await addNote('Still running', running)).status).toBe(201);
    await server.app.db.execute(
      sql`update idempotency_keys set status = null, body = null where key = ${running}`,
    );
    const busy = await addNote('Still running', running);
    expect(busy.status).toBe(409);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await json(busy)).toEqual({
      error: errorMessage('IDEMPOTENCY_KEY_IN_USE', 'en'),
      code: 'IDEMPOTENCY_KEY_IN_USE',
    });
  });

  it('keeps keys per caller: another company, another member, a bad key', async () => {
    const key = randomUUID();
    expect((await addNote('Mine', key)).status).toBe(201);
    // A rival with the same key gets nothing of ours: its own call runs (and is refused: 404).
    const stranger = await addNote('Mine', key, rival.token);
    expect(stranger.status).toBe(404);
    expect(stranger.headers.get('idempotent-replayed')).toBeNull();
    // Another member of the same company makes a note of their own.
    const colleague = await addMember(server, { type: 'Company', id: company.id }, 'recruiter');
    const before = await notesStored();
    const theirs = await addNote('Mine', key, colleague.token);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await notesStored()).toBe(before + 1);
    const bad = await addNote('Bad key', 'a key with spaces');
    expect(bad.status).toBe(400);
    expect((await json(bad)).code).toBe('VALIDATION_FAILED');
  });

  it('keeps an answer 24 hours: an older key runs again', async () => {
    const key = randomUUID();
    expect((await addNote('Day one', key)).status).toBe(201);
    await server.app.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    const before = await notesStored();
    const later = await addNote('Day one', key);
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await notesStored()).toBe(before + 1);
    // The hourly sweep removes what is older than a day.
    await server.app.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    await server.app.queue.send('idempotency.sweep', {});
    await server.app.queue.drain();
    const left = await server.app.db.execute(
      sql`select count(*)::int as n from idempotency_keys where key = ${key}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 0 }]);
  });

  it('answers a retried application with the first answer (not 409 ALREADY_APPLIED)', async () => {
    const job = await createJob(server, company);
    const applicant = await applicantAccount();
    const key = randomUUID();
    const apply = () =>
      server.request(`/api/jobs/${job.id}/apply`, {
        method: 'POST',
        token: applicant.token,
        headers: { 'idempotency-key': key },
      });
    const first = await apply();
    expect(first.status).toBe(201);
    const again = await apply();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await json(again))._id).toBe((await json(first))._id);
  });

  // Decision 279: the key is claimed in the note's transaction. Two identical requests with one
  // key at the same moment: one note, and both answered with it (or 409 while it commits).
  it('stores one note when the same request races itself (one instance)', async () => {
    // Both requests of a pair are held before their checks until both have arrived, so both
    // find the key free before either writes (PGlite runs one statement at a time, in turn).
    const arrived = new Map<string, { count: number; release: () => void; both: Promise<void> }>();
    const raced = await startTestServer({
      database: server.app.database,
      databaseUrl: server.config.databaseUrl,
      extend: (app) => {
        app.addHook('preHandler', async (request) => {
          const key = request.headers['idempotency-key'];
          if (typeof key !== 'string' || !key.startsWith('race-')) return;
          let gate = arrived.get(key);
          if (!gate) {
            let release = () => {};
            const both = new Promise<void>((resolve) => (release = resolve));
            gate = { count: 0, release, both };
            arrived.set(key, gate);
          }
          gate.count += 1;
          if (gate.count === 2) gate.release();
          await gate.both;
        });
      },
    });
    try {
      const before = await notesStored();
      const keys = Array.from({ length: 3 }, () => `race-${randomUUID()}`);
      const send = (key: string) =>
        raced.request(`/api/company/applications/${applicationId}/notes`, {
          method: 'POST',
          token: company.token,
          json: { text: `Race ${key}` },
          headers: { 'idempotency-key': key },
        });
      const answers = await Promise.all(keys.flatMap((key) => [send(key), send(key)]));
      const bodies = await Promise.all(answers.map((res) => json(res)));
      expect(await notesStored()).toBe(before + keys.length);
      for (let i = 0; i < keys.length; i++) {
        const pair = [answers[2 * i], answers[2 * i + 1]];
        // One made the note; the other answers it again (201, replayed) or says it is in use.
        expect(pair.filter((res) => res?.headers.get('idempotent-replayed') === null)).toHaveLength(
          1,
        );
        for (const [j, res] of pair.entries()) {
          expect([201, 409]).toContain(res?.status);
          if (res?.status === 201) expect(bodies[2 * i + j].text).toBe(`Race ${keys[i]}`);
        }
      }
    } finally {
      await raced.stop();
    }
  });

  it.runIf(usingPostgres)(
    'stores one note when two instances take the same request at the same moment',
    async () => {
      const second = await startTestServer({ databaseUrl: server.config.databaseUrl });
      // Both requests are held at their write by a lock on the notes table, so both have passed
      // every check before either writes; then the lock goes and both run on.
      const holder = new pg.Client({ connectionString: server.config.databaseUrl });
      await holder.connect();
      try {
        const before = await notesStored();
        const key = randomUUID();
        await holder.query('begin');
        await holder.query('lock table application_notes in exclusive mode');
        const send = (url: string) =>
          requestTo(url)(`/api/company/applications/${applicationId}/notes`, {
            method: 'POST',
            token: company.token,
            json: { text: 'Sent twice at once' },
            headers: { 'idempotency-key': key },
          });
        const racing = Promise.all([send(server.url), send(second.url)]);
        // Both requests wait on a lock (the table's, or the first's uncommitted key).
        for (;;) {
          const { rows } = await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if ((rows[0]?.n ?? 0) >= 2) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await holder.query('commit');
        const [a, b] = await racing;
        expect(await notesStored()).toBe(before + 1);
        const statuses = [a?.status, b?.status].sort();
        expect([
          [201, 201],
          [201, 409],
        ]).toContainEqual(statuses);
        const replayed = [a, b].filter((res) => res?.headers.get('idempotent-replayed'));
        if (statuses[1] === 201) expect(replayed).toHaveLength(1);
      } finally {
        await holder.end();
        await second.stop();
      }
    },
  );

  it('answers a retried stage move with the move, kept in its transaction', async () => {
    const applicant = await applicantAccount();
    const { id } = await applyToNewJob(server, company, applicant);
    const key = randomUUID();
    const move = (stage: string) =>
      server.request(`/api/company/applications/${id}/stage`, {
        method: 'PATCH',
        token: company.token,
        json: { stage, notify: false },
        headers: { 'idempotency-key': key },
      });
    const first = await move('screening');
    expect(first.status).toBe(200);
    // Recorded with the move (decision 279), as the route answered it.
    const kept = await server.app.db.execute(
      sql`select status, body from idempotency_keys where key = ${key}`,
    );
    const [row] = (kept as unknown as { rows: { status: number; body: string }[] }).rows;
    expect(row?.status).toBe(200);
    const firstBody = await json(first);
    expect(JSON.parse(row?.body ?? '{}')).toEqual(firstBody);
    const again = await move('screening');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(again)).toEqual(firstBody);
    expect((await move('interview')).status).toBe(422);
  });

  it('names the header in the OpenAPI document of each call that takes it', async () => {
    const document = await json(await server.request('/api/openapi.json'));
    for (const [path, method] of [
      ['/api/company/applications/{id}/notes', 'post'],
      ['/api/company/applications/{id}/stage', 'patch'],
      ['/api/company/candidates/{id}/notes', 'post'],
      ['/api/jobs/{id}/apply', 'post'],
      ['/api/jobs/{id}/guest-applications', 'post'],
      ['/api/company/applications/{id}/offers', 'post'],
    ] as const) {
      const parameters = document.paths[path][method].parameters as Array<{
        in: string;
        name: string;
      }>;
      expect(
        parameters.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        `${method} ${path}`,
      ).toBe(true);
    }
  });
});
