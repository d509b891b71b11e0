// Issue 40 (decision 284): an application's possible duplicates (decision 218) are kept by
// triggers (migration 0063) instead of worked out per card. After each change that can alter them
// (applying as an account and as a guest, a new e-mail, phone or name, an invitation's new
// e-mail, a merge and its undo, a withdrawal, retention's anonymisation, a deleted account and
// posting) every application's kept list is compared with the rule worked out from the rows as
// they are (possibleDuplicatesComputed) and the board shows the expected pairs. The migration's own fill is checked on rows it did not
// see, and, on PostgreSQL, two races made to happen (each transaction writes before the other
// commits, the second's refresh is seen waiting for the first's lock): a guest applying with an
// address while an account moves to it, and two guests given one new phone.
// Over real HTTP, on PGlite (or PostgreSQL with DATABASE_URL).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { possibleDuplicatesComputed, possibleDuplicatesJson } from '../src/db/duplicates';
import { rowsOf } from '../src/db/postingStages';
import { anonymiseApplications } from '../src/features/applications/public';
import type { TestAccount } from './helpers/accounts';
import { apiCall, createCandidate, type ApiCallInit } from './helpers/candidates';
import { guestApplicationBody, uploadGuestCv } from './helpers/guestFixtures';
import { startTestServer, usingPostgres, type TestServer } from './helpers/testServer';
import { createRoleCompany, createTeamJob, type RoleCompany } from './security/roleFixtures';

let server: TestServer;
let company: RoleCompany;

const call = (url: string, init?: ApiCallInit) => apiCall(server, url, init);
const run = (statement: ReturnType<typeof sql>) => server.app.db.execute(statement);
type Pair = Array<{ _id: string; matchedOn: string }>;
const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Pair;

/**
 * Every application of the posting: its kept list equals the rule worked out now; no kept row of
 * an application that is gone. Answers the kept lists by application.
 */
async function keptRight(jobId: string): Promise<Map<string, Pair>> {
  const rows = rowsOf<{ id: string; kept: unknown; computed: unknown }>(
    await run(sql`select a.id, ${possibleDuplicatesJson(sql`a.id`)} as kept,
        ${possibleDuplicatesComputed(sql`a.id`)}::jsonb as computed
      from applications a where a.job_id = ${jobId}`),
  );
  for (const row of rows) expect(parse(row.kept), row.id).toEqual(parse(row.computed));
  const [orphans] = rowsOf<{ n: number }>(
    await run(sql`select ((select count(*) from application_possible_duplicates d
        where not exists (select 1 from applications a where a.id = d.application_id))
      + (select count(*) from application_duplicate_keys k
        where not exists (select 1 from applications a where a.id = k.application_id)))::int as n`),
  );
  expect(orphans?.n).toBe(0);
  return new Map(rows.map((r) => [String(r.id), parse(r.kept)]));
}

/** The duplicates each card of the ranked list shows (every stage). */
async function board(jobId: string): Promise<Map<string, Pair>> {
  const list = await call(`/api/company/jobs/${jobId}/applicants?pageSize=100&rejected=true`, {
    token: company.owner.token,
  });
  expect(list.status, list.text).toBe(200);
  return new Map(
    (list.body.applicants as Array<{ _id: string; duplicates: Pair }>).map((c) => [
      c._id,
      c.duplicates,
    ]),
  );
}

/** A job seeker with a phone of her own (the test profile's is everyone's). */
async function person(name: string, mobile: string): Promise<TestAccount & { id: string }> {
  const account = await createCandidate(server, name);
  const [row] = rowsOf<{ id: string }>(
    await run(sql`update users set mobile_no = ${mobile} where lower(email) = lower(${account.email})
      returning id`),
  );
  return { ...account, id: String(row?.id) };
}

async function applyAccount(jobId: string, who: TestAccount): Promise<string> {
  const applied = await call(`/api/jobs/${jobId}/apply`, { method: 'POST', token: who.token });
  expect(applied.status, applied.text).toBe(201);
  return String(applied.body._id);
}

async function applyGuest(jobId: string, email: string, phone: string): Promise<string> {
  const cvId = await uploadGuestCv(server, jobId);
  const guest = await call(`/api/jobs/${jobId}/guest-applications`, {
    method: 'POST',
    json: { ...guestApplicationBody(cvId, email), phone },
  });
  expect(guest.status, guest.text).toBe(201);
  return String(guest.body.applicationId);
}

beforeAll(async () => {
  server = await startTestServer();
  company = await createRoleCompany(server);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the kept possible duplicates (issue 40)', () => {
  it('follow applying, new e-mails, phones and names, a merge and its undo', async () => {
    const jobId = (await createTeamJob(server, company)).id;
    const amal = await person('Amal Saeed', '0100 555 0101');
    // Her e-mail in another case, another phone: an e-mail match both ways (a guest first: the
    // guest form does not file a second application of an address that has applied).
    const guestApp = await applyGuest(jobId, amal.email.toUpperCase(), '+20 100 555 0202');
    // Her phone written otherwise, another e-mail: a phone match.
    const phoneApp = await applyGuest(jobId, 'someone.else@example.com', '+201005550101');
    const amalApp = await applyAccount(jobId, amal);
    await server.app.queue.drain();
    let kept = await keptRight(jobId);
    expect(kept.get(amalApp)).toEqual([
      { _id: guestApp, matchedOn: 'email' },
      { _id: phoneApp, matchedOn: 'phone' },
    ]);
    expect(kept.get(guestApp)).toEqual([{ _id: amalApp, matchedOn: 'email' }]);
    expect(kept.get(phoneApp)).toEqual([{ _id: amalApp, matchedOn: 'phone' }]);
    expect(await board(jobId)).toEqual(kept);

    // A new e-mail of her account: the guest of her old address is no longer her.
    await run(sql`update users set email = ${`new-${amal.email}`} where id = ${amal.id}`);
    kept = await keptRight(jobId);
    expect(kept.get(amalApp)).toEqual([{ _id: phoneApp, matchedOn: 'phone' }]);
    expect(kept.get(guestApp)).toEqual([]);
    // A new mobile: the phone guest goes, the guest with that phone comes.
    await run(sql`update users set mobile_no = '+20 100 555 0202' where id = ${amal.id}`);
    kept = await keptRight(jobId);
    expect(kept.get(amalApp)).toEqual([{ _id: guestApp, matchedOn: 'phone' }]);
    expect(kept.get(phoneApp)).toEqual([]);
    // A guest's new phone (as the recruiter's edit or retention writes it) and a new name.
    await run(sql`update guest_applicants set phone = '+20 100 555 0101'
      where application_id = ${guestApp}`);
    await run(sql`update users set name = 'Amal S.' where id = ${amal.id}`);
    kept = await keptRight(jobId);
    expect(kept.get(amalApp)).toEqual([]);
    expect(kept.get(guestApp)).toEqual([{ _id: phoneApp, matchedOn: 'phone' }]);
    expect(kept.get(phoneApp)).toEqual([{ _id: guestApp, matchedOn: 'phone' }]);
    // The guest's address is her account's again (the way a CV import's e-mail is corrected).
    await run(sql`update applications set guest_email = ${`NEW-${amal.email}`}
      where id = ${guestApp}`);
    kept = await keptRight(jobId);
    expect(kept.get(amalApp)).toEqual([{ _id: guestApp, matchedOn: 'email' }]);
    expect(await board(jobId)).toEqual(kept);

    // Merged into her account's application: the folded one is gone from every list.
    const merged = await call(`/api/company/applications/${guestApp}/merge`, {
      method: 'POST',
      token: company.owner.token,
      json: { duplicateId: amalApp },
    });
    expect(merged.status, merged.text).toBe(200);
    kept = await keptRight(jobId);
    expect([...kept.keys()].sort()).toEqual([amalApp, phoneApp].sort());
    // The guest row moved to her application: its phone is hers now (coalesce(guest, mobile)).
    expect(kept.get(amalApp)).toEqual([{ _id: phoneApp, matchedOn: 'phone' }]);
    expect(await board(jobId)).toEqual(kept);
    // Undone: the folded application and its guest row are back, and the lists as before.
    const undone = await call(
      `/api/company/applications/${amalApp}/merges/${merged.body.merges[0]._id}/undo`,
      { method: 'POST', token: company.owner.token },
    );
    expect(undone.status, undone.text).toBe(200);
    kept = await keptRight(jobId);
    expect(kept.get(amalApp)).toEqual([{ _id: guestApp, matchedOn: 'email' }]);
    // Oldest first: the phone guest applied before her account.
    expect(kept.get(guestApp)).toEqual([
      { _id: phoneApp, matchedOn: 'phone' },
      { _id: amalApp, matchedOn: 'email' },
    ]);
    expect(await board(jobId)).toEqual(kept);
  });

  it('follow a withdrawal, anonymisation, a deleted account and a deleted posting', async () => {
    const jobId = (await createTeamJob(server, company)).id;
    const huda = await person('Huda Nabil', '+20 100 555 0303');
    const guestApp = await applyGuest(jobId, huda.email, '+20 100 555 0404');
    const phoneApp = await applyGuest(jobId, 'phone.twin@example.com', '+20 100 555 0303');
    const hudaApp = await applyAccount(jobId, huda);
    const other = await person('Omar Adel', '0100 555 0505');
    const otherGuest = await applyGuest(jobId, other.email, '+20 100 555 0606');
    const otherApp = await applyAccount(jobId, other);
    await server.app.queue.drain();
    let kept = await keptRight(jobId);
    expect(kept.get(hudaApp)).toHaveLength(2);
    expect(kept.get(otherApp)).toEqual([{ _id: otherGuest, matchedOn: 'email' }]);

    // She withdraws: the two guests that were her are no one's duplicates any more.
    const withdrawn = await call(`/api/user/applications/${hudaApp}`, {
      method: 'DELETE',
      token: huda.token,
    });
    expect(withdrawn.status, withdrawn.text).toBeLessThan(300);
    kept = await keptRight(jobId);
    expect(kept.has(hudaApp)).toBe(false);
    expect(kept.get(guestApp)).toEqual([]);
    expect(kept.get(phoneApp)).toEqual([]);
    // She applies again: back on both.
    const again = await applyAccount(jobId, huda);
    kept = await keptRight(jobId);
    expect(kept.get(guestApp)).toEqual([{ _id: again, matchedOn: 'email' }]);

    // Retention anonymises the guest: it names nobody and matches nothing.
    await server.app.db.transaction((tx) =>
      anonymiseApplications(
        tx,
        sql`select id, user_id, stage from applications where id = ${guestApp}`,
        new Date().toISOString(),
      ),
    );
    kept = await keptRight(jobId);
    expect(kept.get(guestApp)).toEqual([]);
    expect(kept.get(again)).toEqual([{ _id: phoneApp, matchedOn: 'phone' }]);

    // Her account is deleted (its applications go with it, the foreign key's cascade).
    await run(sql`delete from users where id = ${huda.id}`);
    kept = await keptRight(jobId);
    expect(kept.has(again)).toBe(false);
    expect(kept.get(phoneApp)).toEqual([]);
    expect(kept.get(otherGuest)).toEqual([{ _id: otherApp, matchedOn: 'email' }]);
    expect(await board(jobId)).toEqual(kept);

    // The posting is deleted: nothing of its applications is kept.
    await run(sql`delete from job_postings where id = ${jobId}`);
    expect((await keptRight(jobId)).size).toBe(0);
    const [left] = rowsOf<{ n: number }>(
      await run(sql`select count(*)::int as n from application_possible_duplicates d
        where d.application_id in (${otherApp}, ${otherGuest})`),
    );
    expect(left?.n).toBe(0);
  });

  it("follow an invitation's e-mail", async () => {
    const jobId = (await createTeamJob(server, company)).id;
    const guestApp = await applyGuest(jobId, 'invited@example.com', '+20 100 555 1010');
    // An application through a single-use link (decision 100), its address another one.
    const [link] = rowsOf<{ id: string }>(
      await run(sql`insert into one_time_links (company_id, email, code_hash, expires_at)
        select company_id, 'first@example.com', 'x', now() + interval '1 day'
        from job_postings where id = ${jobId} returning id`),
    );
    const [linked] = rowsOf<{ id: string }>(
      await run(sql`insert into applications (job_id, one_time_link_id, source)
        values (${jobId}, ${link?.id}, 'invitation') returning id`),
    );
    const linkApp = String(linked?.id);
    expect((await keptRight(jobId)).get(linkApp)).toEqual([]);
    // The invitation's address becomes the guest's (in another case): the two meet.
    await run(sql`update one_time_links set email = 'Invited@Example.com' where id = ${link?.id}`);
    let kept = await keptRight(jobId);
    expect(kept.get(linkApp)).toEqual([{ _id: guestApp, matchedOn: 'email' }]);
    expect(kept.get(guestApp)).toEqual([{ _id: linkApp, matchedOn: 'email' }]);
    // And another again: they part.
    await run(sql`update one_time_links set email = 'other@example.com' where id = ${link?.id}`);
    kept = await keptRight(jobId);
    expect(kept.get(linkApp)).toEqual([]);
    expect(kept.get(guestApp)).toEqual([]);
  });

  it("fills the lists of applications there were before (the migration's own statements)", async () => {
    const jobId = (await createTeamJob(server, company)).id;
    const rana = await person('Rana Fathy', '0100 555 0707');
    const guestApp = await applyGuest(jobId, rana.email, '+20 100 555 0808');
    const ranaApp = await applyAccount(jobId, rana);
    await server.app.queue.drain();
    const before = await keptRight(jobId);
    expect(before.get(ranaApp)).toEqual([{ _id: guestApp, matchedOn: 'email' }]);
    // As on a database the migration finds: applications and no kept rows.
    await run(sql`delete from application_possible_duplicates`);
    await run(sql`delete from application_duplicate_keys`);
    const file = readFileSync(
      path.resolve(import.meta.dirname, '../drizzle/0063_possible_duplicates_kept.sql'),
      'utf8',
    );
    const fills = file
      .split('--> statement-breakpoint')
      .map((s) =>
        s
          .split('\n')
          .filter((line) => !line.startsWith('--'))
          .join('\n')
          .trim(),
      )
      .filter((s) => s.startsWith('INSERT INTO application_'));
    expect(fills).toHaveLength(2);
    for (const fill of fills) await run(sql.raw(fill));
    expect(await keptRight(jobId)).toEqual(before);
    expect(await board(jobId)).toEqual(before);
  });
});

describe.runIf(usingPostgres)('the kept possible duplicates under concurrent writes', () => {
  /** Two connections of their own, each in a transaction, and a third that watches. */
  async function connections(): Promise<[pg.Client, pg.Client, pg.Client]> {
    const clients = [0, 1, 2].map(
      () => new pg.Client({ connectionString: server.config.databaseUrl }),
    ) as [pg.Client, pg.Client, pg.Client];
    await Promise.all(clients.map((c) => c.connect()));
    return clients;
  }

  async function pidOf(client: pg.Client): Promise<number> {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return Number(rows[0]?.pid);
  }

  /** Until `pid` waits for an advisory lock (the other's refresh), at most 10 s. */
  async function waitsForLock(watcher: pg.Client, pid: number): Promise<void> {
    for (let i = 0; i < 200; i += 1) {
      const { rows } = await watcher.query<{ wait: string | null }>(
        'select wait_event as wait from pg_stat_activity where pid = $1',
        [pid],
      );
      if (rows[0]?.wait === 'advisory') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { rows } = await watcher.query(
      'select state, wait_event_type, wait_event, query from pg_stat_activity where pid = $1',
      [pid],
    );
    throw new Error(`backend ${pid} never waited for the refresh's lock: ${JSON.stringify(rows)}`);
  }

  it('race: a guest applies with an address while its owner moves her account to it, each before the other commits', async () => {
    const jobId = (await createTeamJob(server, company)).id;
    const lina = await person('Lina Hassan', '0100 555 0909');
    const linaApp = await applyAccount(jobId, lina);
    const address = `lina-${lina.id.slice(0, 8)}@example.com`;
    const [first, second, watcher] = await connections();
    try {
      await first.query('begin');
      await second.query('begin');
      // Her account takes the new address (its trigger refreshes her application's list).
      await first.query('update users set email = $1 where id = $2', [address, lina.id]);
      const secondPid = await pidOf(second);
      // A guest application with that address: its row is written, then its trigger waits for
      // the first's lock on the e-mail. (Two inserts into one posting would already wait for
      // each other earlier, on the fairness counts' rows of 0061.)
      const pending = second.query<{ id: string }>(
        `insert into applications (job_id, guest_email, guest_via, source)
         values ($1, $2, 'apply', 'board') returning id`,
        [jobId, address.toUpperCase()],
      );
      await waitsForLock(watcher, secondPid);
      await first.query('commit');
      const guestApp = String((await pending).rows[0]?.id);
      await second.query('commit');
      const kept = await keptRight(jobId);
      expect(kept.get(linaApp)).toEqual([{ _id: guestApp, matchedOn: 'email' }]);
      expect(kept.get(guestApp)).toEqual([{ _id: linaApp, matchedOn: 'email' }]);
    } finally {
      await Promise.all([first, second, watcher].map((c) => c.end()));
    }
  });

  it('race: two applications become the same person at once, in two transactions', async () => {
    const jobId = (await createTeamJob(server, company)).id;
    const one = await applyGuest(jobId, 'one@example.com', '+20 100 555 0911');
    const two = await applyGuest(jobId, 'two@example.com', '+20 100 555 0922');
    expect((await keptRight(jobId)).get(one)).toEqual([]);
    const [first, second, watcher] = await connections();
    try {
      await first.query('begin');
      await second.query('begin');
      // Both get a new phone, the same: neither sees the other's change before it commits.
      await first.query(
        `update guest_applicants set phone = '+20 100 555 0933'
        where application_id = $1`,
        [one],
      );
      const secondPid = await pidOf(second);
      const pending = second.query(
        `update guest_applicants set phone = '01005550933'
        where application_id = $1`,
        [two],
      );
      await waitsForLock(watcher, secondPid);
      await first.query('commit');
      await pending;
      await second.query('commit');
      const kept = await keptRight(jobId);
      expect(kept.get(one)).toEqual([{ _id: two, matchedOn: 'phone' }]);
      expect(kept.get(two)).toEqual([{ _id: one, matchedOn: 'phone' }]);
    } finally {
      await Promise.all([first, second, watcher].map((c) => c.end()));
    }
  });
});
