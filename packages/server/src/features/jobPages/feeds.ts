// Issue 25 (decision 126): the sitemap (sitemaps.org 0.9 with xhtml:link hreflang alternates),
// an Indeed-style XML feed and an RSS 2.0 feed of the open postings. Built with xmlbuilder2,
// which escapes every text and attribute: no user text is ever concatenated into XML.
import { create } from 'xmlbuilder2';
import { employmentTypeLabels, salaryPeriodLabels } from '@talentpool/domain/jobs/labels';
import { formatSalary } from '@talentpool/domain/jobs/reach';
import { countryList } from '@talentpool/domain/profile/enums';
import type { ReachPosting } from './repository';

/** Indeed's job types. */
const indeedJobType: Record<ReachPosting['employmentType'], string> = {
  fullTime: 'fulltime',
  partTime: 'parttime',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
};

export const jobUrl = (publicUrl: string, id: string) => `${publicUrl}/jobs/${id}`;
const arabic = (url: string) => `${url}${url.includes('?') ? '&' : '?'}lang=ar`;

/** The salary a posting shows in English, or '' (none, or hidden by the company). */
export function salaryText(p: ReachPosting): string {
  if (!p.salaryVisible || p.salaryMin === null || !p.salaryCurrency || !p.salaryPeriod) return '';
  return formatSalary(
    {
      min: Number(p.salaryMin),
      max: p.salaryMax === null ? null : Number(p.salaryMax),
      currency: p.salaryCurrency,
      period: p.salaryPeriod,
    },
    'en',
    salaryPeriodLabels.labelOf(p.salaryPeriod, 'en'),
  );
}

function countryName(code: string): string {
  return countryList.find((c) => c.code === code)?.name ?? code;
}

/** The latest change of the postings, for lastBuildDate and Last-Modified. */
export function lastChange(postings: ReachPosting[]): Date {
  let latest = 0;
  for (const p of postings) latest = Math.max(latest, p.updatedAt.getTime());
  return new Date(latest || Date.now());
}

export function sitemapXml(publicUrl: string, postings: ReachPosting[]): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    'http://www.sitemaps.org/schemas/sitemap/0.9',
    'urlset',
    { 'xmlns:xhtml': 'http://www.w3.org/1999/xhtml' },
  );
  const add = (loc: string, lastmod?: Date) => {
    // Each language version is a <url> of its own naming both (Google's hreflang in sitemaps).
    for (const url of [loc, arabic(loc)]) {
      const entry = root.ele('url');
      entry.ele('loc').txt(url);
      if (lastmod) entry.ele('lastmod').txt(lastmod.toISOString());
      entry.ele('xhtml:link', { rel: 'alternate', hreflang: 'en', href: loc });
      entry.ele('xhtml:link', { rel: 'alternate', hreflang: 'ar', href: arabic(loc) });
    }
  };
  add(`${publicUrl}/`);
  add(`${publicUrl}/jobs`, postings.length > 0 ? lastChange(postings) : undefined);
  for (const p of postings) add(jobUrl(publicUrl, p.id), p.updatedAt);
  return root.end({ prettyPrint: false });
}

export function indeedXml(publicUrl: string, postings: ReachPosting[]): string {
  const source = create({ version: '1.0', encoding: 'UTF-8' }).ele('source');
  source.ele('publisher').txt('TalentPool');
  source.ele('publisherurl').txt(`${publicUrl}/`);
  source.ele('lastBuildDate').txt(lastChange(postings).toUTCString());
  for (const p of postings) {
    const job = source.ele('job');
    job.ele('title').txt(p.title);
    job.ele('date').txt((p.publishedAt ?? p.updatedAt).toUTCString());
    job.ele('referencenumber').txt(p.id);
    job.ele('url').txt(jobUrl(publicUrl, p.id));
    job.ele('company').txt(p.companyName ?? '');
    job.ele('city').txt(p.city);
    job.ele('country').txt(p.country || p.companyCountry || '');
    job.ele('description').txt(p.description);
    job.ele('salary').txt(salaryText(p));
    job.ele('jobtype').txt(indeedJobType[p.employmentType]);
    if (p.workplace === 'remote') job.ele('remotetype').txt('Fully remote');
    if (p.applicationDeadline) job.ele('expirationdate').txt(p.applicationDeadline.toUTCString());
  }
  return source.end({ prettyPrint: false });
}

export function rssXml(
  publicUrl: string,
  feedUrl: string,
  postings: ReachPosting[],
  companyName?: string,
): string {
  const rss = create({ version: '1.0', encoding: 'UTF-8' }).ele('rss', {
    version: '2.0',
    'xmlns:atom': 'http://www.w3.org/2005/Atom',
  });
  const channel = rss.ele('channel');
  channel.ele('title').txt(companyName ? `${companyName}: jobs on TalentPool` : 'TalentPool jobs');
  channel.ele('link').txt(`${publicUrl}/jobs`);
  channel.ele('description').txt('Open jobs at companies hiring on TalentPool.');
  channel.ele('lastBuildDate').txt(lastChange(postings).toUTCString());
  channel.ele('atom:link', { href: feedUrl, rel: 'self', type: 'application/rss+xml' });
  for (const p of postings) {
    const item = channel.ele('item');
    const where = [p.city, p.country ? countryName(p.country) : ''].filter(Boolean).join(', ');
    item.ele('title').txt(p.companyName ? `${p.title} – ${p.companyName}` : p.title);
    item.ele('link').txt(jobUrl(publicUrl, p.id));
    item.ele('guid', { isPermaLink: 'true' }).txt(jobUrl(publicUrl, p.id));
    item.ele('pubDate').txt((p.publishedAt ?? p.updatedAt).toUTCString());
    item.ele('category').txt(employmentTypeLabels.labelOf(p.employmentType, 'en'));
    const facts = [where, salaryText(p)].filter(Boolean).join(' · ');
    item.ele('description').txt(facts ? `${facts}\n\n${p.description}` : p.description);
  }
  return rss.end({ prettyPrint: false });
}
