// Issue 43 (decision 264): the stage-move mail is queued in the move's transaction. A notified
// move that answers 200 has its mail queued (at once, or waiting its undo window); when the queue
// cannot take it, the move does not happen either and the answer says so (5xx), so the member can
// try again. A move without a mail is not held up by the queue.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications } from '../src/db/schema';
import { createAccount, type TestAccount } from './helpers/accounts';
import { apiCall, createCandidate } from './helpers/candidates';
import { startTestServer, type TestServer } from './helpers/testServer';
import { createJob } from './security/fixtures';

const servers: TestServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.close();
});

/** A server (undo window in seconds), a company with a published posting and one applicant. */
async function setUp(undoSeconds: string) {
  const server = await startTestServer({ env: { STAGE_MAIL_UNDO_SECONDS: undoSeconds } });
  servers.push(server);
  const company = await createAccount(server, 'Company');
  const jobId = (await createJob(server, company)).id;
  const applicant = await createCandidate(server, 'Salma Ali');
  const applied = await apiCall(server, `/api/jobs/${jobId}/apply`, {
    method: 'POST',
    token: applicant.token,
  });
  expect(applied.status, applied.text).toBe(201);
  const id = String((applied.body as { _id: string })._id);
  return { server, company, id };
}

function move(
  server: TestServer,
  company: TestAccount,
  id: string,
  stage: string,
  notify: boolean,
) {
  return apiCall(server, `/api/company/applications/${id}/stage`, {
    method: 'PATCH',
    token: company.token,
    json: { stage, notify },
  });
}

/** The queue refuses jobs of that name (as a full or failing queue table would). */
async function refuseJobs(server: TestServer, name: string) {
  await server.app.db.execute(
    sql.raw(`create or replace function refuse_job() returns trigger language plpgsql as
      $$ begin if new.name = '${name}' then raise exception 'queue refused'; end if;
      return new; end $$`),
  );
  await server.app.db.execute(sql`drop trigger if exists refuse_job on pgboss.job`);
  await server.app.db.execute(sql`create trigger refuse_job before insert on pgboss.job
    for each row execute function refuse_job()`);
}

async function stageOf(server: TestServer, id: string) {
  const [row] = await server.app.db
    .select({ stage: applications.stage })
    .from(applications)
    .where(eq(applications.id, id));
  return row?.stage;
}

async function jobsNamed(server: TestServer, name: string): Promise<number> {
  const result = await server.app.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${name}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function moves(server: TestServer, id: string): Promise<number> {
  const rows = await server.app.db
    .select({ id: applicationEvents.id })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id));
  return rows.length;
}

describe('the stage-move mail commits with the move (issue 43)', { timeout: 120_000 }, () => {
  it('without an undo window: a 200 has its mail queued; a refused mail leaves the move undone', async () => {
    const { server, company, id } = await setUp('0');
    const history = await moves(server, id);
    const ok = await move(server, company, id, 'screening', true);
    expect(ok.status, ok.text).toBe(200);
    expect(await jobsNamed(server, 'mail.send')).toBeGreaterThanOrEqual(1);
    const mails = await jobsNamed(server, 'mail.send');

    await refuseJobs(server, 'mail.send');
    const refused = await move(server, company, id, 'interview', true);
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(await stageOf(server, id)).toBe('screening');
    expect(await moves(server, id)).toBe(history + 1);
    expect(await jobsNamed(server, 'mail.send')).toBe(mails);

    // Without a mail the move does not need the queue.
    const quiet = await move(server, company, id, 'interview', false);
    expect(quiet.status, quiet.text).toBe(200);
    expect(await stageOf(server, id)).toBe('interview');
  });

  it('with an undo window: a 200 has its waiting mail queued; a refused one leaves the move undone', async () => {
    const { server, company, id } = await setUp('120');
    const ok = await move(server, company, id, 'screening', true);
    expect(ok.status, ok.text).toBe(200);
    expect(await jobsNamed(server, 'pipeline.stageMail')).toBe(1);

    await refuseJobs(server, 'pipeline.stageMail');
    const refused = await move(server, company, id, 'interview', true);
    expect(refused.status).toBeGreaterThanOrEqual(500);
    expect(await stageOf(server, id)).toBe('screening');
    expect(await jobsNamed(server, 'pipeline.stageMail')).toBe(1);
  });
});
