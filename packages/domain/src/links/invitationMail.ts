// spec 7 (generateLink): the invitation a one-time user receives, in the language of the company
// that asked for it. Pure: the server enqueues what this returns.
import { isiTypeName } from '../isi/types';
import { intlLocaleOf, type Language } from '../language';
import { fitMessagesAr, fitMessagesEn } from '../jobs/fitMessages';
import { linksMessagesAr, linksMessagesEn } from './messages';

export interface InvitationMailInput {
  lang: Language;
  /** The company's name, or its e-mail while it has no profile. */
  companyName: string;
  /** The public questionnaire link, `${publicUrl}/identification/<code>`. */
  link: string;
  expiresAt: Date;
  /** The job posting the link also applies to (decision 100), if any. */
  jobTitle?: string;
}

export interface InvitationMail {
  subject: string;
  text: string;
  html: string;
}

const texts = {
  en: { ...linksMessagesEn, ...fitMessagesEn },
  ar: { ...linksMessagesAr, ...fitMessagesAr },
} as const;

/** The expiry date as a reader of that language writes it (UTC, so every server agrees). */
export function formatLinkExpiry(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocaleOf(lang), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function invitationMail(input: InvitationMailInput): InvitationMail {
  const t = texts[input.lang];
  const date = formatLinkExpiry(input.expiresAt, input.lang);
  const title = input.jobTitle ?? '';
  const plain = { company: input.companyName, date, title };
  const safe = {
    company: escapeHtml(input.companyName),
    date: escapeHtml(date),
    title: escapeHtml(title),
  };
  const applies = input.jobTitle === undefined ? null : t['jobs.inviteMail.applies'];
  // A subject is one line: a company name cannot add headers or lines to it.
  const subject = fill(t['links.mailSubject'], plain).replace(/[\r\n]+/g, ' ');
  const text = [
    t['links.mailGreeting'],
    '',
    fill(t['links.mailIntro'], plain),
    ...(applies === null ? [] : [fill(applies, plain)]),
    '',
    `${t['links.mailAction']}: ${input.link}`,
    '',
    fill(t['links.mailSingleUse'], plain),
    fill(t['links.mailExpiry'], plain),
    '',
    t['links.mailIgnore'],
  ].join('\n');
  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  const href = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="${input.lang}" dir="${dir}">
<body style="font-family: Arial, sans-serif; line-height: 1.5;">
<p>${escapeHtml(t['links.mailGreeting'])}</p>
<p>${fill(escapeHtml(t['links.mailIntro']), safe)}</p>
${applies === null ? '' : `<p>${fill(escapeHtml(applies), safe)}</p>\n`}<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(t['links.mailAction'])}</a></p>
<p dir="ltr"><a href="${href}">${href}</a></p>
<p>${fill(escapeHtml(t['links.mailSingleUse']), safe)}<br>${fill(escapeHtml(t['links.mailExpiry']), safe)}</p>
<p style="color: #555555;">${escapeHtml(t['links.mailIgnore'])}</p>
</body>
</html>`;
  return { subject, text, html };
}

export interface CompletionMailInput {
  lang: Language;
  /** The one-time user who answered. */
  email: string;
  iRes1: number;
  iRes2: number;
  /** Where the company sees its list, `${publicUrl}/CompanyView/Users`. */
  listUrl: string;
}

/** Tells the company that a person it invited has finished (the result is in its list). */
export function completionMail(input: CompletionMailInput): InvitationMail {
  const t = texts[input.lang];
  const plain = {
    email: input.email,
    type: isiTypeName(input.iRes1, input.lang),
    style: isiTypeName(input.iRes2, input.lang),
  };
  const safe = Object.fromEntries(
    Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]),
  ) as typeof plain;
  const subject = fill(t['links.doneSubject'], plain).replace(/[\r\n]+/g, ' ');
  const text = [
    fill(t['links.doneIntro'], plain),
    fill(t['links.doneResult'], plain),
    '',
    `${t['links.doneAction']}: ${input.listUrl}`,
  ].join('\n');
  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  const href = escapeHtml(input.listUrl);
  const html = `<!doctype html>
<html lang="${input.lang}" dir="${dir}">
<body style="font-family: Arial, sans-serif; line-height: 1.5;">
<p>${fill(escapeHtml(t['links.doneIntro']), safe)}</p>
<p>${fill(escapeHtml(t['links.doneResult']), safe)}</p>
<p><a href="${href}">${escapeHtml(t['links.doneAction'])}</a></p>
</body>
</html>`;
  return { subject, text, html };
}
