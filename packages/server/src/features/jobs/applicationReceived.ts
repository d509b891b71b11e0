// Issue 23: an "application received" mail to the applicant, in the applicant's language, with
// the way to the applications page. Queued through the mail queue (never waits for SMTP); it is
// the platform's mail to its user, so it does not count against the company's daily cap.
import { eq } from 'drizzle-orm';
import { directionOf, type Language } from '@talentpool/domain/language';
import { translate } from '@talentpool/domain/messages';
import type { UserApplication } from '@talentpool/domain/jobs/schemas';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { Mailer, MailMessage } from '../../plugins/app/mailer';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function applicationReceivedMail(
  to: string,
  lang: Language,
  application: Pick<UserApplication, 'title' | 'companyName'>,
  link: string,
): MailMessage {
  const fill = (text: string) =>
    text
      .replaceAll('{title}', application.title)
      .replaceAll('{company}', application.companyName)
      .replaceAll('{link}', link);
  const subject = fill(translate('jobs.mail.receivedSubject', lang));
  const text = `${fill(translate('jobs.mail.receivedText', lang))}\n`;
  const paragraphs = text
    .trim()
    .split('\n')
    .map((line) =>
      line === link
        ? `<p style="word-break: break-all;"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}">
<body style="font-family: system-ui, sans-serif; color: #1b1f24; line-height: 1.5;">
${paragraphs}
</body>
</html>`;
  return { to, subject, text, html };
}

/** Queues the mail to the user who applied (their address and language from their account). */
export async function sendApplicationReceived(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  userId: string,
  application: UserApplication,
): Promise<void> {
  const [user] = await db
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return;
  const lang: Language = user.lang === 'ar' ? 'ar' : 'en';
  await mailer.enqueue(
    applicationReceivedMail(user.email, lang, application, `${publicUrl}/Profile/Applications`),
  );
}
