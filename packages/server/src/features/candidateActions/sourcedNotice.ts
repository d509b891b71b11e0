// decisions.md 16 (issue 38, decision 191): the notice a sourced job seeker gets, and its two
// links. A link is the application's id, the choice and an HMAC under the server's secret (as
// the digest's unsubscribe token, decision 147): nothing to store, nothing to guess; it works for
// as long as the sourced application stands unanswered.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { languageSchema } from '@talentpool/domain/language';
import { sourcedNoticeMail, type SourcedChoice } from '@talentpool/domain/privacy/sourcedNotice';
import type { Db } from '../../db/database';
import { applications, companies, jobPostings, users } from '../../db/schema';
import type { Mailer } from '../../plugins/app/mailer';

const purpose = 'sourced.notice:';
const choiceLetter: Record<SourcedChoice, string> = { apply: 'a', decline: 'd' };

export const sourcedNoticePath = '/api/sourcing';

function macOf(secret: string, applicationId: string, choice: SourcedChoice): string {
  return createHmac('sha256', secret)
    .update(`${purpose}${applicationId}:${choice}`)
    .digest('base64url');
}

export function sourcedTokenOf(secret: string, applicationId: string, choice: SourcedChoice) {
  return `${applicationId}.${choiceLetter[choice]}.${macOf(secret, applicationId, choice)}`;
}

/** The application and the choice a token names, when its HMAC is right (constant time). */
export function readSourcedToken(
  secret: string,
  token: string,
): { applicationId: string; choice: SourcedChoice } | null {
  const [applicationId, letter, mac] = token.split('.');
  if (!applicationId || !letter || !mac || !/^[0-9a-f-]{36}$/i.test(applicationId)) return null;
  const choice: SourcedChoice | null = letter === 'a' ? 'apply' : letter === 'd' ? 'decline' : null;
  if (!choice) return null;
  const expected = Buffer.from(macOf(secret, applicationId, choice));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { applicationId, choice };
}

const companyName = sql<string>`coalesce(nullif(trim(${companies.companyName}), ''), ${companies.email})`;

/** What the notice and the page name: the person, the posting and the company. */
export async function sourcedApplicationOf(db: Db, applicationId: string) {
  const [row] = await db
    .select({
      id: applications.id,
      source: applications.source,
      confirmedAt: applications.confirmedAt,
      userId: applications.userId,
      email: users.email,
      personName: users.name,
      lang: users.lang,
      jobTitle: jobPostings.title,
      companyId: jobPostings.companyId,
      companyName,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row;
}

/**
 * Mails the notice in the application's transaction: the posting's title and the company's name
 * are the company's text, so the mail counts towards its daily cap (decisions.md 16) and a
 * refused mail (429 MAIL_CAP_REACHED) leaves no sourced application behind.
 */
export async function mailSourcedNotice(
  tx: Db,
  mailer: Mailer,
  options: { secret: string; publicUrl: string },
  applicationId: string,
): Promise<void> {
  const row = await sourcedApplicationOf(tx, applicationId);
  if (!row) return;
  const lang = languageSchema.safeParse(row.lang).data ?? 'en';
  const url = (choice: SourcedChoice) =>
    `${options.publicUrl}${sourcedNoticePath}/${sourcedTokenOf(options.secret, row.id, choice)}`;
  const mail = sourcedNoticeMail({
    lang,
    personName: row.personName,
    companyName: row.companyName,
    jobTitle: row.jobTitle,
    applyUrl: url('apply'),
    declineUrl: url('decline'),
  });
  await mailer.enqueue({ to: row.email, ...mail }, { companyId: row.companyId, tx });
}
