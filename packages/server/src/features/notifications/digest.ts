// Decision 147 (issue 23): the daily digest of new applicants. A job on the queue (decision 121),
// scheduled every day at 06:00 UTC, covers the UTC day before the run: per company, one
// transaction claims its postings' windows (applicant_digests.sent_until moves to the end of that
// day), reads their new applicants and who should hear of them, and queues one mail per member in
// the member's language listing each posting; nothing is queued when there is nothing new. A
// retry of a failed run, a second run or a second process the same day finds the windows claimed
// and sends nothing again. The mails go to the company's own members, so they do not count
// towards its daily cap. Each mail carries List-Id, List-Unsubscribe and List-Unsubscribe-Post
// (RFC 2919, 2369, 8058): one click in the mail client turns the digest off for that member; the
// link in the text opens a page that asks for that click (decisions.md 17: links open with GET).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { languageSchema } from '@talentpool/domain/language';
import { applicantDigestMail } from '@talentpool/domain/notifications/digestMail';
import { digestUnsubscribePage } from '@talentpool/domain/notifications/schemas';
import { listMailHeaders } from '../../plugins/app/mailer';
import type { Db } from '../../db/database';
import { assembleDigests, digestDayOf } from './assemble';
import { createNotificationsRepository } from './repository';

export const digestJob = 'notifications.applicantDigest';
/** Every day at 06:00 UTC: before the working day from Cairo to Riyadh. */
export const digestCron = '0 6 * * *';

export const unsubscribeApiPath = '/api/notifications/digest/unsubscribe';
/** Where a member turns the digest off or on again (the web app's own settings). */
export const settingsPath = '/Company/Security#notifications';

const purpose = 'applicantDigest.unsubscribe:';

/** A member's unsubscribe token: the member id and its HMAC under the server's secret. */
export function unsubscribeTokenOf(secret: string, memberId: string): string {
  const mac = createHmac('sha256', secret)
    .update(purpose + memberId)
    .digest('base64url');
  return `${memberId}.${mac}`;
}

/** The member a token names, when its HMAC is right (compared in constant time). */
export function memberOfToken(secret: string, token: string): string | null {
  const [memberId, mac] = token.split('.');
  if (!memberId || !mac || !/^[0-9a-f-]{36}$/i.test(memberId)) return null;
  const expected = Buffer.from(unsubscribeTokenOf(secret, memberId).split('.')[1] ?? '');
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? memberId : null;
}

/** Sends the digests of the UTC day before `now`; answers how many mails were queued. */
export async function sendApplicantDigests(
  app: FastifyInstance,
  now: Date,
): Promise<{ companies: number; mailed: number; day: string }> {
  const repository = createNotificationsRepository(app.db);
  const { start, end, day } = digestDayOf(now);
  const due = await repository.dueCompanies(start, end);
  const publicUrl = app.config.publicUrl;
  let mailed = 0;
  for (const [companyId, jobIds] of due) {
    try {
      mailed += await app.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const claimed = await repository.claim(tx, jobIds, start, end);
        if (claimed.length === 0) return 0;
        const claimedIds = claimed.map((c) => c.jobId);
        const digests = assembleDigests(
          await repository.applicants(tx, claimed, end),
          await repository.recipients(tx, claimedIds),
        );
        for (const digest of digests) {
          const lang = languageSchema.safeParse(digest.lang).data ?? 'en';
          const token = unsubscribeTokenOf(app.config.jwtSecret, digest.memberId);
          const oneClickUrl = `${publicUrl}${unsubscribeApiPath}?token=${token}`;
          const { subject, text, html } = applicantDigestMail({
            lang,
            memberName: digest.memberName,
            day,
            postings: digest.postings.map((p) => ({
              title: p.title,
              applicants: p.applicants,
              url: `${publicUrl}/CompanyView/Jobs/${p.jobId}`,
            })),
            settingsUrl: `${publicUrl}${settingsPath}`,
            unsubscribeUrl: `${publicUrl}${digestUnsubscribePage(token)}`,
          });
          await app.mailer.enqueue(
            {
              to: digest.email,
              subject,
              text,
              html,
              headers: listMailHeaders({
                publicUrl,
                list: 'applicant-digest',
                name: 'TalentPool applicant digest',
                oneClickUrl,
              }),
            },
            { tx },
          );
        }
        return digests.length;
      });
    } catch (err) {
      // One company must not stop the others; its windows were not moved, the next run retries.
      app.log.error({ err, companyId }, 'applicant digest failed');
    }
  }
  if (mailed > 0) void app.mailer.drain().catch(() => undefined);
  return { companies: due.size, mailed, day };
}
