// Decision 137: the daily mail of a saved search's new candidates, in the member's language, with
// an unsubscribe link that works without a login. Pure: the server enqueues what this returns.
// Only what a search result shows is listed (decision 128: never contact details).
import { escapeHtml } from '../links/invitationMail';
import { intlLocaleOf, type Language } from '../language';
import { professionalFields, yearsOfExp } from '../profile/enums';
import { poolsMessagesAr, poolsMessagesEn } from './messages';

export interface AlertCandidate {
  name: string;
  jobPosition: string;
  yearsOfExp: string;
  /** The company's view of the candidate, `${publicUrl}/...`. */
  url: string;
}

export interface AlertMailInput {
  lang: Language;
  memberName: string;
  searchName: string;
  candidates: readonly AlertCandidate[];
  /** All the new matches (the mail lists at most poolLimits.alertListMax). */
  total: number;
  searchUrl: string;
  unsubscribeUrl: string;
}

const texts = { en: poolsMessagesEn, ar: poolsMessagesAr } as const;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function savedSearchAlertMail(input: AlertMailInput) {
  const t = texts[input.lang];
  const count = new Intl.NumberFormat(intlLocaleOf(input.lang)).format(input.total);
  const plain = { name: input.searchName, member: input.memberName, count };
  const safe = Object.fromEntries(
    Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]),
  ) as typeof plain;
  const subjectKey =
    input.total === 1 ? 'savedSearches.alertSubjectOne' : 'savedSearches.alertSubject';
  // A subject is one line: a search name cannot add headers or lines to it.
  const subject = fill(t[subjectKey], plain).replace(/[\r\n]+/g, ' ');
  const lineOf = (c: AlertCandidate) =>
    [
      c.name.trim() || t['savedSearches.alertNoName'],
      professionalFields.labelOf(c.jobPosition, input.lang),
      yearsOfExp.labelOf(c.yearsOfExp, input.lang),
    ]
      .filter(Boolean)
      .join(' · ');
  const more = input.total - input.candidates.length;
  const moreText =
    more > 0
      ? fill(t['savedSearches.alertMore'], {
          count: new Intl.NumberFormat(intlLocaleOf(input.lang)).format(more),
        })
      : null;
  const text = [
    fill(t['savedSearches.alertGreeting'], plain),
    '',
    fill(t['savedSearches.alertIntro'], plain),
    '',
    ...input.candidates.map((c) => `- ${lineOf(c)}: ${c.url}`),
    ...(moreText ? ['', moreText] : []),
    '',
    `${t['savedSearches.alertOpen']}: ${input.searchUrl}`,
    '',
    t['savedSearches.alertWhy'],
    `${t['savedSearches.alertUnsubscribe']}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  const items = input.candidates
    .map((c) => `<li><a href="${escapeHtml(c.url)}">${escapeHtml(lineOf(c))}</a></li>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${input.lang}" dir="${dir}">
<body style="font-family: Arial, sans-serif; line-height: 1.5;">
<p>${fill(escapeHtml(t['savedSearches.alertGreeting']), safe)}</p>
<p>${fill(escapeHtml(t['savedSearches.alertIntro']), safe)}</p>
<ul>
${items}
</ul>
${moreText ? `<p>${escapeHtml(moreText)}</p>\n` : ''}<p><a href="${escapeHtml(input.searchUrl)}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(t['savedSearches.alertOpen'])}</a></p>
<p style="color: #555555;">${escapeHtml(t['savedSearches.alertWhy'])}<br><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t['savedSearches.alertUnsubscribe'])}</a></p>
</body>
</html>`;
  return { subject, text, html };
}
