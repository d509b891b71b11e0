// Decision 147: the daily digest of new applicants to a member's postings, one mail per member
// and day, in the member's language: per posting its title, how many applied, up to
// digestLimits.applicantsPerPosting names and a link to its pipeline; the member's settings and a
// one-click unsubscribe link (also the List-Unsubscribe header the server adds). Pure: the server
// enqueues what this returns. Names only: never contact details.
import { escapeHtml } from '../links/invitationMail';
import { intlLocaleOf, type Language } from '../language';
import { digestLimits } from './schemas';
import { notificationsMessagesAr, notificationsMessagesEn } from './messages';

export interface DigestPosting {
  title: string;
  /** The names of its new applicants, oldest first (empty name: a guest without one). */
  applicants: readonly string[];
  /** The pipeline's page, `${publicUrl}/...`. */
  url: string;
}

export interface DigestMailInput {
  lang: Language;
  memberName: string;
  /** The day the applicants applied, YYYY-MM-DD (UTC). */
  day: string;
  postings: readonly DigestPosting[];
  settingsUrl: string;
  unsubscribeUrl: string;
}

const texts = { en: notificationsMessagesEn, ar: notificationsMessagesAr } as const;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function applicantDigestMail(input: DigestMailInput) {
  const t = texts[input.lang];
  const number = (n: number) => new Intl.NumberFormat(intlLocaleOf(input.lang)).format(n);
  const day = new Intl.DateTimeFormat(intlLocaleOf(input.lang), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${input.day}T12:00:00Z`));
  const total = input.postings.reduce((sum, p) => sum + p.applicants.length, 0);
  const plain = { member: input.memberName, day, count: number(total) };
  const subjectKey = total === 1 ? 'notifications.digestSubjectOne' : 'notifications.digestSubject';
  // A subject is one line: nothing in it can add a header.
  const subject = fill(t[subjectKey], plain).replace(/[\r\n]+/g, ' ');
  const sections = input.postings.map((p) => {
    const shown = p.applicants.slice(0, digestLimits.applicantsPerPosting);
    const more = p.applicants.length - shown.length;
    return {
      heading: fill(t['notifications.digestPosting'], {
        title: p.title.replace(/[\r\n]+/g, ' '),
        count: number(p.applicants.length),
      }),
      names: shown.map((name) => name.trim() || t['notifications.digestNoName']),
      more: more > 0 ? fill(t['notifications.digestMore'], { count: number(more) }) : null,
      url: p.url,
    };
  });
  const text = [
    fill(t['notifications.digestGreeting'], plain),
    '',
    fill(t['notifications.digestIntro'], plain),
    ...sections.flatMap((s) => [
      '',
      s.heading,
      ...s.names.map((name) => `- ${name}`),
      ...(s.more ? [s.more] : []),
      `${t['notifications.digestOpen']}: ${s.url}`,
    ]),
    '',
    t['notifications.digestWhy'],
    `${t['notifications.digestSettings']}: ${input.settingsUrl}`,
    `${t['notifications.digestUnsubscribe']}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${input.lang}" dir="${dir}">
<body style="font-family: Arial, sans-serif; line-height: 1.5;">
<p>${escapeHtml(fill(t['notifications.digestGreeting'], plain))}</p>
<p>${escapeHtml(fill(t['notifications.digestIntro'], plain))}</p>
${sections
  .map(
    (s) => `<h2 style="font-size: 1.1em;">${escapeHtml(s.heading)}</h2>
<ul>
${s.names.map((name) => `<li>${escapeHtml(name)}</li>`).join('\n')}
</ul>
${s.more ? `<p>${escapeHtml(s.more)}</p>\n` : ''}<p><a href="${escapeHtml(s.url)}">${escapeHtml(t['notifications.digestOpen'])}</a></p>`,
  )
  .join('\n')}
<p style="color: #555555;">${escapeHtml(t['notifications.digestWhy'])}<br><a href="${escapeHtml(input.settingsUrl)}">${escapeHtml(t['notifications.digestSettings'])}</a> · <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t['notifications.digestUnsubscribe'])}</a></p>
</body>
</html>`;
  return { subject, text, html, total };
}
