// Issue 38 finding 9 (decisions.md 16, decision 216): the anonymous guest form told anyone whether
// an address had applied to a posting (409 ALREADY_APPLIED), e.g. an employer probing whether a
// member of staff is looking elsewhere. Tried as that stranger over HTTP: an address that applied
// as a guest, one that applied with an account and one that never applied get the same answer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../helpers/accounts';
import { apiCall, startServerWithSmtp, type ApiAnswer } from '../helpers/candidates';
import { guestApplicationBody, uploadGuestCv } from '../helpers/guestFixtures';
import type { TestSmtpServer } from '../helpers/smtpServer';
import type { TestServer } from '../helpers/testServer';
import { createJob, validProfile } from './fixtures';

let server: TestServer;
let smtp: TestSmtpServer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, smtp, close } = await startServerWithSmtp());
}, 120_000);

afterAll(async () => {
  await close();
});

/** The stranger's probe: a guest application with the address; the answer and the upload's id. */
async function probe(jobId: string, email: string): Promise<{ res: ApiAnswer; cvId: string }> {
  const cvId = await uploadGuestCv(server, jobId);
  const res = await apiCall(server, `/api/jobs/${jobId}/guest-applications`, {
    method: 'POST',
    json: guestApplicationBody(cvId, email),
  });
  return { res, cvId };
}

const shapeOf = (res: ApiAnswer) => ({
  status: res.status,
  keys: Object.keys(res.body ?? {}).sort(),
  idLike: /^[0-9a-f-]{36}$/.test(String(res.body?.applicationId)),
});

async function applicationsWith(jobId: string, email: string): Promise<number> {
  const result = await server.app.db.execute(sql`
    select count(*)::int as n from applications a left join users u on u.id = a.user_id
    where a.job_id = ${jobId} and lower(coalesce(a.guest_email, u.email)) = lower(${email})`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('the guest form is no "did this address apply" oracle', () => {
  it('answers alike for an address that applied as a guest, with an account, or never', async () => {
    const company = await createAccount(server, 'Company');
    const job = await createJob(server, company);
    const guestEmail = `applied-guest-${Date.now()}@example.com`;
    const first = await probe(job.id, guestEmail);
    expect(first.res.status, first.res.text).toBe(201);
    await smtp.waitForMail((m) => m.to.includes(guestEmail));

    const seeker = await createAccount(server, 'User');
    const saved = await apiCall(server, '/api/user', {
      method: 'PUT',
      token: seeker.token,
      json: validProfile(`2990101${String(Date.now()).slice(-7)}`),
    });
    expect(saved.status, saved.text).toBe(200);
    const applied = await apiCall(server, `/api/jobs/${job.id}/apply`, {
      method: 'POST',
      token: seeker.token,
    });
    expect(applied.status, applied.text).toBe(201);

    const never = await probe(job.id, `never-applied-${Date.now()}@example.com`);
    const againGuest = await probe(job.id, guestEmail.toUpperCase());
    const againAccount = await probe(job.id, seeker.email);
    for (const answer of [againGuest, againAccount]) {
      expect(shapeOf(answer.res)).toEqual(shapeOf(never.res));
      expect(answer.res.body.applicationId).not.toBe(first.res.body.applicationId);
      // The upload reads nothing afterwards, as a used one does.
      expect((await apiCall(server, `/api/guest-cvs/${answer.cvId}`)).status).toBe(
        (await apiCall(server, `/api/guest-cvs/${never.cvId}`)).status,
      );
    }
    // Nothing was stored or mailed for the second tries: one application per address.
    expect(await applicationsWith(job.id, guestEmail)).toBe(1);
    expect(await applicationsWith(job.id, seeker.email)).toBe(1);
    await server.app.mailer.drain();
    expect(smtp.mails.filter((m) => m.to.includes(guestEmail))).toHaveLength(1);
  }, 60_000);
});
