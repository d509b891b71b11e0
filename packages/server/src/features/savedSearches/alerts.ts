// Decision 137 (issue 21): the daily alert of saved searches. A job on the queue (decision 121)
// runs every day; for each saved search with its alert on that was not looked at in the last
// alertIntervalHours (the app's clock, so tests move it), one transaction claims it (moving its
// window on, so a second run or a second process never mails the same candidates again), finds
// the candidates of its filters whose profile was completed inside the window (search's own
// statement and privacy: only complete, discoverable profiles, never contact details), and, when
// there are any, enqueues one mail in the member's language with a fresh unsubscribe token, kept
// only as its hash. A member who may no longer search (role, removal) gets nothing.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { languageSchema } from '@talentpool/domain/language';
import { can, isMemberRole } from '@talentpool/domain/members/policy';
import { savedSearchAlertMail } from '@talentpool/domain/pools/alertMail';
import { poolLimits, unsubscribePath } from '@talentpool/domain/pools/schemas';
import type { Db } from '../../db/database';
import { usersProfileCompletedAt } from '../../db/schema';
import { searchCandidates } from '../search/public';
import { createSavedSearchesRepository } from './repository';
import { listMailHeaders } from '../../plugins/app/mailer';
import { filtersOf, hashUnsubscribeToken, newUnsubscribeToken } from './service';

export const alertJob = 'savedSearches.alert';
/** Every day at 07:00 UTC: the start of the working day from Cairo to Riyadh. */
export const alertCron = '0 7 * * *';
/** A saved search is mailed at most once in this many hours (a day, less the job's jitter). */
export const alertIntervalHours = 20;
/** Saved searches looked at per run; the rest wait for the next run. */
const batchSize = 5000;

/** The web page of the search, with the saved search opened. */
export const savedSearchUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/Company/Filter?saved=${id}`;

/**
 * The mail's List-Unsubscribe link (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click`
 * to it (unsubscribeSavedSearchOneClick); opened in a browser it leads to the page that asks for
 * one click, as the link in the text does.
 */
export const oneClickUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/saved-searches/unsubscribe/${token}`;

/** Sends the alerts due at `now`; answers how many were looked at and how many mails were sent. */
export async function sendSavedSearchAlerts(
  app: FastifyInstance,
  now: Date,
): Promise<{ checked: number; mailed: number }> {
  const repository = createSavedSearchesRepository(app.db);
  const dueBefore = new Date(now.getTime() - alertIntervalHours * 3_600_000);
  const due = await repository.dueAlerts(dueBefore, batchSize);
  const publicUrl = app.config.publicUrl;
  let mailed = 0;
  for (const { id } of due) {
    try {
      const sent = await app.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const claimed = await repository.claim(
          tx,
          id,
          now,
          dueBefore,
          app.config.alertSettleSeconds,
        );
        if (!claimed) return false;
        if (!isMemberRole(claimed.role) || !can(claimed.role, 'candidates.search')) return false;
        const found = await searchCandidates(
          tx,
          filtersOf(claimed.filters),
          { limit: poolLimits.alertListMax, offset: 0 },
          undefined,
          {
            sort: 'newest',
            where: sql`${usersProfileCompletedAt} > ${claimed.since}::timestamptz and ${usersProfileCompletedAt} <= ${claimed.until}::timestamptz`,
          },
        );
        if (found.users.length === 0) return false;
        const token = newUnsubscribeToken();
        const lang = languageSchema.safeParse(claimed.lang).data ?? 'en';
        const mail = savedSearchAlertMail({
          lang,
          memberName: claimed.memberName?.trim() || claimed.email,
          searchName: claimed.name,
          candidates: found.users.map((u) => ({
            name: u.name,
            jobPosition: u.jobPosition,
            yearsOfExp: u.yearsOfExp,
            url: `${publicUrl}/viewProfile/${u._id}`,
          })),
          total: Math.max(found.total, found.users.length),
          searchUrl: savedSearchUrl(publicUrl, claimed.id),
          unsubscribeUrl: `${publicUrl}${unsubscribePath(token)}`,
        });
        await repository.markSent(tx, claimed.id, now, hashUnsubscribeToken(token));
        // To the company's own member: not a mail on the company's behalf (no daily cap).
        await app.mailer.enqueue(
          {
            to: claimed.email,
            ...mail,
            // RFC 2919 List-Id; RFC 2369 / RFC 8058: the mail client's own unsubscribe, one POST.
            headers: listMailHeaders({
              publicUrl,
              list: 'saved-search-alerts',
              name: 'TalentPool saved-search alerts',
              oneClickUrl: oneClickUnsubscribeUrl(publicUrl, token),
            }),
          },
          { tx },
        );
        return true;
      });
      if (sent) mailed += 1;
    } catch (err) {
      // One saved search must not stop the others; the next run tries it again.
      app.log.error({ err, savedSearchId: id }, 'saved search alert failed');
    }
  }
  return { checked: due.length, mailed };
}
