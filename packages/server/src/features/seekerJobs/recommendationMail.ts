// Issue 46, decision 278: the weekly mail of recommended jobs. A job on the queue (decision 121),
// every Sunday at 05:00 UTC (the working week starts on Sunday in Egypt and most of the Gulf),
// covers the seven UTC days before the run. Job seekers with a complete, verified profile who did
// not turn the mail off (seeker_mail_settings.recommendations) are claimed 500 at a time in one
// transaction each (recommendations_sent_until moves to the end of the week; a seeker mailed in the
// last six days is not claimed again, so a retry, a second run or a second process sends nothing
// twice), and each gets the week's postings that fit them best: the same fit and order as
// listRecommendedJobs (decision 247) over the week's candidate set of their field, every
// must-have met, not applied to, at most five. Nothing is sent to a seeker with none. The
// candidate postings are read once per field and run (they are the same for every seeker of that
// field), so the work grows with the seekers, not with seekers × postings. Each mail carries
// List-Id, List-Unsubscribe and List-Unsubscribe-Post (RFC 2919, 2369, 8058): one click turns the
// weekly mail off; the link in the text opens a page that asks for that click.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { languageSchema } from '@talentpool/domain/language';
import type { PreparedFitPosting } from '@talentpool/domain/fit/scoreFit';
import {
  jobRecommendationMail,
  recommendationMailMax,
} from '@talentpool/domain/seeker/recommendationMail';
import {
  rankKey,
  scoreFit,
  seekerCandidate,
  seekerFitText,
} from '@talentpool/domain/seeker/recommend';
import { jobAlertUnsubscribePage } from '@talentpool/domain/seeker/schemas';
import { listMailHeaders, type MailMessage } from '../../plugins/app/mailer';
import type { Db } from '../../db/database';
import { seekerJobsRepository, type CandidateRow } from './repository';
import { preparedOf } from './service';

export const recommendationJob = 'seeker.recommendations';
/** Every Sunday at 05:00 UTC (07:00 in Cairo, 08:00 in Riyadh). */
export const recommendationCron = '0 5 * * 0';
export const recommendationUnsubscribeApiPath = '/api/jobRecommendations/unsubscribe';
/** Seekers claimed per transaction. */
export const recommendationBatchSize = 500;

const purpose = 'jobRecommendations.unsubscribe:';
const dayMs = 86_400_000;

export function recommendationTokenOf(secret: string, userId: string): string {
  const mac = createHmac('sha256', secret)
    .update(purpose + userId)
    .digest('base64url');
  return `${userId}.${mac}`;
}

/** The seeker a token names, when its HMAC is right (compared in constant time). */
export function seekerOfRecommendationToken(secret: string, token: string): string | null {
  const [userId, mac] = token.split('.');
  if (!userId || !mac || !/^[0-9a-f-]{36}$/i.test(userId)) return null;
  const expected = Buffer.from(recommendationTokenOf(secret, userId).split('.')[1] ?? '');
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** The page a browser opens from the mail: the alert's unsubscribe page, for this list. */
export const recommendationUnsubscribePage = (token: string) =>
  `${jobAlertUnsubscribePage(token)}&list=recommendations`;

/** The seven UTC days before `now`: [start, end). */
export function recommendationWeekOf(now: Date): { start: Date; end: Date } {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start: new Date(end.getTime() - 7 * dayMs), end };
}

interface ClaimedSeeker {
  id: string;
  email: string;
  name: string | null;
  lang: string;
  technical_skills: { name: string }[] | null;
  general_skills: { name: string }[] | null;
  hl_of_edu: string | null;
  years_of_exp: string | null;
  job_position: string | null;
  country: string | null;
  flp: number | null;
  frp: number | null;
  brp: number | null;
  blp: number | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Sends the week's recommendation mails; answers how many seekers were claimed and mailed. */
export async function sendJobRecommendations(
  app: FastifyInstance,
  now: Date,
): Promise<{ seekers: number; mailed: number }> {
  const { start, end } = recommendationWeekOf(now);
  const notAfter = new Date(end.getTime() - 6 * dayMs).toISOString();
  const publicUrl = app.config.publicUrl;
  // The week's candidate postings of a field, prepared once per run. Read through the batch's
  // transaction: on PGlite a query beside an open transaction would wait for it.
  const byField = new Map<string, { row: CandidateRow; prepared: PreparedFitPosting }[]>();
  const candidatesOf = async (tx: Db, field: string | null) => {
    const repository = seekerJobsRepository(tx);
    const key = field ?? '';
    const hit = byField.get(key);
    if (hit) return hit;
    const rows = await repository.candidatePostings(null, field, start);
    const read: { jobId: string; postingUpdatedAt: Date; skills: string[] }[] = [];
    const prepared = rows.map((row) => ({ row, prepared: preparedOf(row, read) }));
    await repository.storeFitFeatures(read);
    byField.set(key, prepared);
    return prepared;
  };
  let after = '00000000-0000-0000-0000-000000000000';
  let seekers = 0;
  let mailed = 0;
  for (;;) {
    const batch = await app.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      // Claim: the week is this batch's whatever happens to the mails after (a failed batch rolls
      // back and the next run retries it). A seeker who turned the mail off is never claimed.
      const picked = rowsOf<{ id: string; claimed: boolean }>(
        await tx.execute(sql`
          with picked as (
            select u.id from users u
            left join seeker_mail_settings s on s.user_id = u.id
            where u.id > ${after}::uuid and u.data_complete and u.email_verified_at is not null
              and u.disabled_at is null
              and (s.user_id is null or (s.recommendations and
                coalesce(s.recommendations_sent_until, '-infinity') <= ${notAfter}::timestamptz))
            order by u.id
            limit ${recommendationBatchSize}
          ), claimed as (
            insert into seeker_mail_settings (user_id, recommendations_sent_until)
            select id, ${end.toISOString()}::timestamptz from picked
            on conflict (user_id) do update
              set recommendations_sent_until = excluded.recommendations_sent_until
              -- Another process claimed (or the seeker turned the mail off) meanwhile: not ours.
              where seeker_mail_settings.recommendations
                and coalesce(seeker_mail_settings.recommendations_sent_until, '-infinity')
                  <= ${notAfter}::timestamptz
            returning user_id
          )
          select p.id, c.user_id is not null as claimed
          from picked p left join claimed c on c.user_id = p.id
          order by p.id`),
      );
      const last = picked.at(-1)?.id ?? null;
      const claimedIds = picked.filter((p) => p.claimed).map((p) => p.id);
      if (claimedIds.length === 0) return { picked: picked.length, claimed: 0, mailed: 0, last };
      const idList = sql.join(
        claimedIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const people = rowsOf<ClaimedSeeker>(
        await tx.execute(sql`
          select id, email, name, lang, technical_skills, general_skills, hl_of_edu, years_of_exp,
            job_position, country, flp, frp, brp, blp
          from users where id in (${idList})`),
      );
      const applied = new Set(
        rowsOf<{ k: string }>(
          await tx.execute(
            sql`select user_id || ':' || job_id as k from applications where user_id in (${idList})`,
          ),
        ).map((r) => r.k),
      );
      const mailedIds: string[] = [];
      const mails: MailMessage[] = [];
      for (const person of people) {
        const candidates = await candidatesOf(tx, person.job_position);
        const { flp, frp, brp, blp } = person;
        const candidate = seekerCandidate({
          technicalSkills: person.technical_skills ?? [],
          generalSkills: person.general_skills ?? [],
          hlOfEdu: person.hl_of_edu,
          yearsOfExp: person.years_of_exp,
          jobPosition: person.job_position,
          country: person.country,
          isi:
            flp === null || frp === null || brp === null || blp === null
              ? null
              : { flp, frp, brp, blp },
        });
        const best = candidates
          .filter(({ row }) => !applied.has(`${person.id}:${row.id}`))
          .map(({ row, prepared }) => {
            const fit = scoreFit(prepared, candidate);
            const key = {
              passes: fit.passes,
              fit: fit.score,
              publishedAt: row.publishedAt?.toISOString() ?? null,
              id: row.id,
            };
            return { row, fit, key };
          })
          // Only postings whose every must-have they meet: a mail never says "you miss this".
          .filter((s) => s.fit.passes && s.fit.score > 0)
          .sort((a, b) => rankKey(a.key, b.key))
          .slice(0, recommendationMailMax);
        if (best.length === 0) continue;
        const lang = languageSchema.safeParse(person.lang).data ?? 'en';
        const token = recommendationTokenOf(app.config.jwtSecret, person.id);
        const { subject, text, html } = jobRecommendationMail({
          lang,
          name: person.name ?? '',
          postings: best.map(({ row, fit }) => ({
            title: row.title,
            companyName: row.companyName ?? '',
            country: row.country,
            city: row.city,
            fit: fit.score,
            reason: seekerFitText(fit, lang).reasons[0] ?? '',
            url: `${publicUrl}/jobs/${row.id}${lang === 'ar' ? '?lang=ar' : ''}`,
          })),
          homeUrl: `${publicUrl}/Profile/Jobs`,
          unsubscribeUrl: `${publicUrl}${recommendationUnsubscribePage(token)}`,
        });
        mails.push({
          to: person.email,
          subject,
          text,
          html,
          headers: listMailHeaders({
            publicUrl,
            list: 'job-recommendations',
            name: 'TalentPool job recommendations',
            oneClickUrl: `${publicUrl}${recommendationUnsubscribeApiPath}?token=${token}`,
          }),
        });
        mailedIds.push(person.id);
      }
      await app.mailer.enqueueMany(mails, { tx });
      if (mailedIds.length > 0) {
        await tx.execute(sql`
          update seeker_mail_settings set recommendations_last_sent_at = ${now.toISOString()}::timestamptz
          where user_id in (${sql.join(
            mailedIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`);
      }
      return { picked: picked.length, claimed: claimedIds.length, mailed: mailedIds.length, last };
    });
    seekers += batch.claimed;
    mailed += batch.mailed;
    if (batch.picked < recommendationBatchSize || batch.last === null) break;
    after = batch.last;
  }
  if (mailed > 0) void app.mailer.drain().catch(() => undefined);
  return { seekers, mailed };
}
