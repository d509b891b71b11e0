// Issue 46, decisions.md 23 (decision 248): the daily job alert. A job on the queue (decision
// 121), every day at 05:00 UTC, covers the UTC day before the run: it reads that day's postings
// that are still open once, then claims the alerts not yet run for that day in batches (each batch
// one transaction: sent_until moves to the end of the day, FOR UPDATE SKIP LOCKED so a second
// process takes other batches), matches each alert against the day's postings in memory and
// queues one mail per alert with matches, in the seeker's language, in the same transaction (the
// batch's mails in one statement). An alert with a field is matched against that field's postings
// only. A
// retry, a second run or a second process finds the alerts claimed and sends nothing twice. Each
// mail carries List-Id, List-Unsubscribe and List-Unsubscribe-Post (RFC 2919, 2369, 8058): one
// click deletes the alert; the link in the text opens a page that asks for that click.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { languageSchema } from '@talentpool/domain/language';
import { jobAlertMail } from '@talentpool/domain/seeker/alertMail';
import { alertMatches, jobAlertUnsubscribePage } from '@talentpool/domain/seeker/schemas';
import { listMailHeaders, type MailMessage } from '../../plugins/app/mailer';
import type { Db } from '../../db/database';
import { openPostingWhere } from '../../db/openPosting';
import { companies, jobPostings } from '../../db/schema';

export const jobAlertJob = 'seeker.jobAlerts';
/** Every day at 05:00 UTC (07:00 in Cairo, 08:00 in Riyadh): before the working day. */
export const jobAlertCron = '0 5 * * *';
export const unsubscribeApiPath = '/api/jobAlerts/unsubscribe';
/** Alerts claimed per transaction. */
export const alertBatchSize = 2000;

const purpose = 'jobAlert.unsubscribe:';

export function alertTokenOf(secret: string, alertId: string): string {
  const mac = createHmac('sha256', secret)
    .update(purpose + alertId)
    .digest('base64url');
  return `${alertId}.${mac}`;
}

/** The alert a token names, when its HMAC is right (compared in constant time). */
export function alertOfToken(secret: string, token: string): string | null {
  const [alertId, mac] = token.split('.');
  if (!alertId || !mac || !/^[0-9a-f-]{36}$/i.test(alertId)) return null;
  const expected = Buffer.from(alertTokenOf(secret, alertId).split('.')[1] ?? '');
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? alertId : null;
}

/** The UTC day before `now`: [start, end) and its date. */
export function alertDayOf(now: Date): { start: Date; end: Date; day: string } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const start = new Date(end.getTime() - 86_400_000);
  return { start, end, day: start.toISOString().slice(0, 10) };
}

interface ClaimedAlert {
  id: string;
  q: string | null;
  field: string | null;
  country: string | null;
  city: string | null;
  workplace: 'onsite' | 'remote' | 'hybrid' | null;
  email: string;
  name: string | null;
  lang: string;
}

/** Sends the alerts of the UTC day before `now`; answers how many mails were queued. */
export async function sendJobAlerts(
  app: FastifyInstance,
  now: Date,
): Promise<{ postings: number; alerts: number; mailed: number; day: string }> {
  const { start, end, day } = alertDayOf(now);
  const db = app.db;
  const postings = await db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      field: jobPostings.field,
      workplace: jobPostings.workplace,
      country: jobPostings.country,
      city: jobPostings.city,
      searchText: jobPostings.searchText,
      companyName: companies.companyName,
    })
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(
      and(
        openPostingWhere(),
        gte(jobPostings.publishedAt, start),
        lt(jobPostings.publishedAt, end),
      ),
    );
  // An alert with a field looks only at that field's postings (most alerts name one).
  const byField = new Map<string, typeof postings>();
  for (const p of postings) {
    const list = byField.get(p.field);
    if (list) list.push(p);
    else byField.set(p.field, [p]);
  }
  const publicUrl = app.config.publicUrl;
  let alerts = 0;
  let mailed = 0;
  for (;;) {
    const batch = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // Claim: the day is this batch's, whatever happens to the mails after (a failed batch rolls
      // back and the next run retries it).
      const claimed = (await tx.execute(sql`
        update job_alerts a set sent_until = ${end.toISOString()}::timestamptz
        from users u
        where a.id in (select id from job_alerts where sent_until < ${end.toISOString()}::timestamptz
                       order by sent_until, user_id limit ${alertBatchSize} for update skip locked)
          and u.id = a.user_id
        returning a.id, a.q, a.field, a.country, a.city, a.workplace, u.email, u.name, u.lang,
          u.disabled_at is not null as disabled
      `)) as unknown as { rows: (ClaimedAlert & { disabled: boolean })[] };
      const rows = claimed.rows;
      const mailedIds: string[] = [];
      const mails: MailMessage[] = [];
      for (const alert of rows) {
        if (alert.disabled) continue;
        const pool = alert.field ? (byField.get(alert.field) ?? []) : postings;
        const matches = pool.filter((p) => alertMatches(alert, p));
        if (matches.length === 0) continue;
        const lang = languageSchema.safeParse(alert.lang).data ?? 'en';
        const token = alertTokenOf(app.config.jwtSecret, alert.id);
        const { subject, text, html } = jobAlertMail({
          lang,
          name: alert.name ?? '',
          alert,
          day,
          postings: matches.map((p) => ({
            title: p.title,
            companyName: p.companyName ?? '',
            country: p.country,
            city: p.city,
            url: `${publicUrl}/jobs/${p.id}`,
          })),
          homeUrl: `${publicUrl}/`,
          unsubscribeUrl: `${publicUrl}${jobAlertUnsubscribePage(token)}`,
        });
        mails.push({
          to: alert.email,
          subject,
          text,
          html,
          headers: listMailHeaders({
            publicUrl,
            list: 'job-alerts',
            name: 'TalentPool job alerts',
            oneClickUrl: `${publicUrl}${unsubscribeApiPath}?token=${token}`,
          }),
        });
        mailedIds.push(alert.id);
      }
      // The batch's mails in one statement, in the claim's transaction.
      await app.mailer.enqueueMany(mails, { tx });
      if (mailedIds.length > 0) {
        await tx.execute(
          sql`update job_alerts set last_sent_at = ${now.toISOString()}::timestamptz where id in (${sql.join(
            mailedIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
      }
      return { claimed: rows.length, mailed: mailedIds.length };
    });
    alerts += batch.claimed;
    mailed += batch.mailed;
    if (batch.claimed < alertBatchSize) break;
  }
  if (mailed > 0) void app.mailer.drain().catch(() => undefined);
  return { postings: postings.length, alerts, mailed, day };
}
