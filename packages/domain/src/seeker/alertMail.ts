// Issue 46, decisions.md 23: the daily job alert mail, one per alert and day, in the job seeker's
// language: what the alert looks for, the postings published the day before that match it (title,
// company, place, a link to its page), a link to the seeker's home page and the one-click
// unsubscribe link (also the List-Unsubscribe header the server adds). Pure: the server enqueues
// what this returns.
import { escapeHtml } from '../links/invitationMail';
import { intlLocaleOf, type Language } from '../language';
import { countryList } from '../plain/profile';
import { messages } from '../messages';
import { alertDescription } from './alertDescription';

export { alertDescription };

/** At most this many postings in one mail; the rest are counted and linked. */
export const alertMailMax = 20;

export interface AlertMailPosting {
  title: string;
  companyName: string;
  country: string;
  city: string;
  url: string;
}

export interface AlertMailInput {
  lang: Language;
  name: string;
  alert: { q: string | null; field: string | null; country: string | null; city: string | null };
  /** The day the postings were published, YYYY-MM-DD (UTC). */
  day: string;
  postings: readonly AlertMailPosting[];
  homeUrl: string;
  unsubscribeUrl: string;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ');
const countryByCode = new Map(countryList.map((c) => [c.code, c]));

export function jobAlertMail(input: AlertMailInput) {
  const t = messages[input.lang];
  const number = (n: number) => new Intl.NumberFormat(intlLocaleOf(input.lang)).format(n);
  const shown = input.postings.slice(0, alertMailMax);
  const more = input.postings.length - shown.length;
  const what = oneLine(
    alertDescription(input.alert, input.lang, messages[input.lang]['seeker.alert.anyJob']),
  );
  const values = { name: oneLine(input.name), what, count: number(input.postings.length) };
  // No name yet: "Hello," rather than "Hello ,".
  const greeting = values.name
    ? fill(t['seeker.alert.greeting'], values)
    : t['seeker.recommendations.greetingNoName'];
  const subjectKey =
    input.postings.length === 1 ? 'seeker.alert.subjectOne' : 'seeker.alert.subject';
  const subject = oneLine(fill(t[subjectKey], values));
  const place = (p: AlertMailPosting) => {
    const c = countryByCode.get(p.country);
    const country = c ? (input.lang === 'ar' ? c.nameAr : c.name) : '';
    return [p.city, country].filter(Boolean).join(input.lang === 'ar' ? '، ' : ', ');
  };
  const line = (p: AlertMailPosting) =>
    [oneLine(p.title), oneLine(p.companyName), place(p)].filter(Boolean).join(' · ');
  const text = [
    greeting,
    '',
    fill(t['seeker.alert.intro'], values),
    '',
    ...shown.flatMap((p) => [`- ${line(p)}`, `  ${p.url}`]),
    ...(more > 0 ? ['', fill(t['seeker.alert.more'], { count: number(more) })] : []),
    '',
    `${t['seeker.alert.home']}: ${input.homeUrl}`,
    t['seeker.alert.why'],
    `${t['seeker.alert.unsubscribe']}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${input.lang}" dir="${dir}">
<body style="font-family: Arial, sans-serif; line-height: 1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(fill(t['seeker.alert.intro'], values))}</p>
<ul>
${shown.map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(oneLine(p.title))}</a> · ${escapeHtml([oneLine(p.companyName), place(p)].filter(Boolean).join(' · '))}</li>`).join('\n')}
</ul>
${more > 0 ? `<p><a href="${escapeHtml(input.homeUrl)}">${escapeHtml(fill(t['seeker.alert.more'], { count: number(more) }))}</a></p>\n` : ''}<p style="color: #555555;">${escapeHtml(t['seeker.alert.why'])}<br><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t['seeker.alert.unsubscribe'])}</a></p>
</body>
</html>`;
  return { subject, text, html };
}
