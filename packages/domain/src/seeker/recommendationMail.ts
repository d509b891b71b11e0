// Issue 46, decision 278: the weekly mail of recommended jobs, in the job seeker's language: the
// postings of the week that fit their profile best (title, company, place, the fit and its first
// reason, a link to the posting), a link to their jobs page and the one-click unsubscribe link
// (also the List-Unsubscribe header the server adds). Pure: the server enqueues what this returns.
import { escapeHtml } from '../links/invitationMail';
import { intlLocaleOf, type Language } from '../language';
import { countryList } from '../plain/profile';
import { listSeparatorOf } from '../plain/clock';
import { messages } from '../messages';

/** At most this many postings in one mail. */
export const recommendationMailMax = 5;

export interface RecommendationMailPosting {
  title: string;
  companyName: string;
  country: string;
  city: string;
  fit: number;
  /** The first thing that fits, in the seeker's language; '' when none is said. */
  reason: string;
  url: string;
}

export interface RecommendationMailInput {
  lang: Language;
  name: string;
  postings: readonly RecommendationMailPosting[];
  homeUrl: string;
  unsubscribeUrl: string;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();
const countryByCode = new Map(countryList.map((c) => [c.code, c]));

export function jobRecommendationMail(input: RecommendationMailInput) {
  const t = messages[input.lang];
  const number = (n: number) => new Intl.NumberFormat(intlLocaleOf(input.lang)).format(n);
  const shown = input.postings.slice(0, recommendationMailMax);
  const name = oneLine(input.name);
  const greeting = name
    ? fill(t['seeker.alert.greeting'], { name })
    : t['seeker.recommendations.greetingNoName'];
  const subject = oneLine(
    shown.length === 1
      ? t['seeker.recommendations.subjectOne']
      : fill(t['seeker.recommendations.subject'], { count: number(shown.length) }),
  );
  const place = (p: RecommendationMailPosting) => {
    const c = countryByCode.get(p.country);
    const country = c ? (input.lang === 'ar' ? c.nameAr : c.name) : '';
    return [p.city, country].filter(Boolean).join(listSeparatorOf(input.lang));
  };
  const fit = (p: RecommendationMailPosting) =>
    fill(t['seeker.recommendations.fit'], { score: number(p.fit) });
  const details = (p: RecommendationMailPosting) =>
    [oneLine(p.companyName), place(p), fit(p)].filter(Boolean).join(' · ');
  const text = [
    greeting,
    '',
    t['seeker.recommendations.intro'],
    '',
    ...shown.flatMap((p) => [
      `- ${oneLine(p.title)} · ${details(p)}`,
      ...(p.reason ? [`  ${oneLine(p.reason)}`] : []),
      `  ${p.url}`,
    ]),
    '',
    `${t['seeker.alert.home']}: ${input.homeUrl}`,
    t['seeker.recommendations.why'],
    `${t['seeker.recommendations.unsubscribe']}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const dir = input.lang === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${input.lang}" dir="${dir}">
<body style="font-family: Arial, sans-serif; line-height: 1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t['seeker.recommendations.intro'])}</p>
<ul>
${shown.map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(oneLine(p.title))}</a> · ${escapeHtml(details(p))}${p.reason ? `<br>${escapeHtml(oneLine(p.reason))}` : ''}</li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(input.homeUrl)}">${escapeHtml(t['seeker.alert.home'])}</a></p>
<p style="color: #555555;">${escapeHtml(t['seeker.recommendations.why'])}<br><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t['seeker.recommendations.unsubscribe'])}</a></p>
</body>
</html>`;
  return { subject, text, html };
}
