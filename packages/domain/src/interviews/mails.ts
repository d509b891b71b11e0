// Issue 19 (decision 120): the interview mails, in the recipient's language (en/ar). Pure: the
// server adds the iCalendar part and enqueues what these return. Times are written in the
// interview's own zone and name it, so that "10:00" is never read in the wrong zone.
import { directionOf, intlLocaleOf, type Language } from '../language';
import { hourCycle, listSeparatorOf, timeZoneLabel } from '../plain/clock';
import { escapeHtml, formatLinkExpiry, type InvitationMail } from '../links/invitationMail';
import { interviewsMessagesAr, interviewsMessagesEn, type InterviewsMessageKey } from './messages';

const texts = { en: interviewsMessagesEn, ar: interviewsMessagesAr } as const;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * "Tuesday, 1 December 2026 at 10:00 (Europe/Berlin)", in the language and the zone; in Arabic
 * the zone is named in Arabic (decision 254), and both use the 24-hour clock.
 */
export function formatInterviewTime(startsAt: Date, timeZone: string, lang: Language): string {
  const when = new Intl.DateTimeFormat(intlLocaleOf(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle,
    timeZone,
  }).format(startsAt);
  return `${when} (${timeZoneLabel(timeZone, lang, startsAt)})`;
}

/** "<when>, 45 minutes" with the list separator of the language (decision 254). */
export function withDuration(when: string, duration: string, lang: Language): string {
  return `${when}${listSeparatorOf(lang)}${duration}`;
}

/**
 * A detail's value in HTML: a web address (the video link) is a link to click (decisions.md 17),
 * anything else text in its own direction.
 */
export function detailValueHtml(value: string): string {
  return /^https?:\/\/\S+$/i.test(value)
    ? `<a href="${escapeHtml(value)}" dir="ltr">${escapeHtml(value)}</a>`
    : `<span dir="auto">${escapeHtml(value)}</span>`;
}

export type InterviewMailKind = 'invitation' | 'update' | 'cancellation' | 'removed' | 'reminder';

export interface InterviewMailInput {
  lang: Language;
  kind: InterviewMailKind;
  recipient: 'applicant' | 'interviewer';
  /** The recipient's name (or e-mail while they have none). */
  name: string;
  /** The applicant's display name (jobs/applicantName); null for an imported CV without one. */
  candidateName: string | null;
  title: string;
  companyName: string;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
  location: string | null;
  videoUrl: string | null;
}

/**
 * Issue 37: the values a person or a company wrote (names, the posting title, the company) may be
 * in the other direction; in an Arabic mail they are isolated, so that the punctuation around them
 * stays on its side: FSI...PDI in the text, <bdi> in the HTML (as the stage mails do).
 */
const writtenValues = ['name', 'candidate', 'title', 'company'] as const;

function isolatedIn<T extends Record<string, string>>(lang: Language, values: T, html: boolean): T {
  if (lang !== 'ar') return values;
  const out: Record<string, string> = { ...values };
  for (const key of writtenValues) {
    const value = out[key];
    if (value === undefined) continue;
    out[key] = html ? `<bdi>${value}</bdi>` : `\u2068${value}\u2069`;
  }
  return out as T;
}

function page(lang: Language, paragraphs: string[]): string {
  return `<!doctype html>
<html lang="${lang}" dir="${directionOf(lang)}">
<body style="font-family: Arial, sans-serif; line-height: 1.5;">
${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}
</body>
</html>`;
}

export function interviewMail(input: InterviewMailInput): InvitationMail {
  const t = (key: InterviewsMessageKey) => texts[input.lang][key];
  const plain = {
    name: input.name,
    candidate: input.candidateName?.trim() || t('interviews.mail.unnamedCandidate'),
    title: input.title,
    company: input.companyName,
    when: formatInterviewTime(input.startsAt, input.timeZone, input.lang),
    minutes: String(input.durationMinutes),
  };
  const safe = isolatedIn(
    input.lang,
    Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)])),
    true,
  );
  const body = isolatedIn(input.lang, plain, false);
  const subjectKey: InterviewsMessageKey = {
    invitation: 'interviews.mail.invitation.subject',
    update: 'interviews.mail.update.subject',
    cancellation: 'interviews.mail.cancel.subject',
    removed: 'interviews.mail.cancel.subject',
    reminder: 'interviews.mail.reminder.subject',
  }[input.kind] as InterviewsMessageKey;
  const bodyKey: InterviewsMessageKey =
    input.kind === 'invitation'
      ? input.recipient === 'applicant'
        ? 'interviews.mail.invitation.applicant'
        : 'interviews.mail.invitation.interviewer'
      : ({
          update: 'interviews.mail.update.body',
          cancellation: 'interviews.mail.cancel.body',
          removed: 'interviews.mail.removed.body',
          reminder: 'interviews.mail.reminder.body',
        }[input.kind] as InterviewsMessageKey);
  // A subject is one line: names cannot add headers or lines to it.
  const subject = fill(t(subjectKey), plain).replace(/[\r\n]+/g, ' ');
  const ended = input.kind === 'cancellation' || input.kind === 'removed';
  const details: Array<[string, string]> = ended
    ? []
    : [
        [
          t('interviews.mail.when'),
          withDuration(plain.when, fill(t('interviews.mail.duration'), plain), input.lang),
        ],
        ...(input.location
          ? [[t('interviews.mail.where'), input.location] as [string, string]]
          : []),
        ...(input.videoUrl
          ? [[t('interviews.mail.video'), input.videoUrl] as [string, string]]
          : []),
      ];
  const text = [
    fill(t('interviews.mail.greeting'), body),
    '',
    fill(t(bodyKey), body),
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(ended ? [] : [t('interviews.mail.calendar'), '']),
    t('interviews.mail.ignore'),
  ].join('\n');
  const html = page(input.lang, [
    fill(escapeHtml(t('interviews.mail.greeting')), safe),
    fill(escapeHtml(t(bodyKey)), safe),
    ...details.map(([label, value]) => `${escapeHtml(label)}: ${detailValueHtml(value)}`),
    ...(ended ? [] : [escapeHtml(t('interviews.mail.calendar'))]),
    `<span style="color: #555555;">${escapeHtml(t('interviews.mail.ignore'))}</span>`,
  ]);
  return { subject, text, html };
}

export interface OfferMailInput {
  lang: Language;
  name: string;
  title: string;
  companyName: string;
  /** `${publicUrl}/schedule/<code>`. */
  link: string;
  expiresAt: Date;
  slots: Array<{ startsAt: Date; durationMinutes: number }>;
  timeZone: string;
}

export function offerMail(input: OfferMailInput): InvitationMail {
  const t = (key: InterviewsMessageKey) => texts[input.lang][key];
  const plain = {
    name: input.name,
    title: input.title,
    company: input.companyName,
    date: formatLinkExpiry(input.expiresAt, input.lang),
  };
  const safe = isolatedIn(
    input.lang,
    Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)])),
    true,
  );
  const body = isolatedIn(input.lang, plain, false);
  const times = input.slots.map((slot) =>
    withDuration(
      formatInterviewTime(slot.startsAt, input.timeZone, input.lang),
      fill(t('interviews.mail.duration'), { minutes: String(slot.durationMinutes) }),
      input.lang,
    ),
  );
  const subject = fill(t('interviews.mail.offer.subject'), plain).replace(/[\r\n]+/g, ' ');
  const text = [
    fill(t('interviews.mail.greeting'), body),
    '',
    fill(t('interviews.mail.offer.body'), body),
    ...times.map((time) => `- ${time}`),
    '',
    `${t('interviews.mail.offer.action')}: ${input.link}`,
    '',
    fill(t('interviews.mail.offer.expiry'), body),
    '',
    t('interviews.mail.ignore'),
  ].join('\n');
  const href = escapeHtml(input.link);
  const html = page(input.lang, [
    fill(escapeHtml(t('interviews.mail.greeting')), safe),
    `${fill(escapeHtml(t('interviews.mail.offer.body')), safe)}<br>${times.map(escapeHtml).join('<br>')}`,
    `<a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(t('interviews.mail.offer.action'))}</a>`,
    `<span dir="ltr"><a href="${href}">${href}</a></span>`,
    fill(escapeHtml(t('interviews.mail.offer.expiry')), safe),
    `<span style="color: #555555;">${escapeHtml(t('interviews.mail.ignore'))}</span>`,
  ]);
  return { subject, text, html };
}
