// Issue 25 (decision 126): the pages and files that search engines and job sites read.
// GET /jobs/{id} and /jobs answer the built index.html with this page's head (title,
// description, Open Graph, Twitter card, canonical, hreflang en/ar; a JobPosting JSON-LD block
// for an open posting) and a plain summary inside #root, so a client that runs no script sees
// the job. The language is addressed by ?lang=ar (English without it). A closed posting, or one
// past its deadline, keeps its page but loses the JSON-LD and is noindex; an unknown id or a
// draft answers 404 with the app shell (the app shows a company its own draft). /sitemap.xml,
// /robots.txt, /jobs/feed.xml (Indeed) and /jobs/feed.rss (RSS 2.0) list the open postings;
// ?company={id} narrows the feeds to one company. /jobs/{id}/apply, the guest apply form, carries
// the job page's summary, noindex and canonical to the job page (decision 145).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  employmentTypeLabels,
  salaryPeriodLabels,
  workplaceLabels,
} from '@talentpool/domain/jobs/labels';
import { formatSalary } from '@talentpool/domain/jobs/reach';
import { translate } from '@talentpool/domain/messages';
import { isLanguage, type Language } from '@talentpool/domain/plain/language';
import { countryList } from '@talentpool/domain/profile/enums';
import { apiErrorSchema } from '@talentpool/domain/errors';
import { postingChanges } from '../../lib/postingChanges';
import { sendError } from '../../plugins/app/errors';
import { AnswerCache, type CachedAnswer } from './cache';
import { firstDeadline, indeedXml, lastChange, rssXml, sitemapXml } from './feeds';
import { escapeHtml, metaDescription, minimalShell, renderPage, type PageHead } from './html';
import { absoluteUrl, jobPostingJsonLd, jsonLdScript } from './jsonLd';
import {
  companyExists,
  findReachPosting,
  listOpenPostings,
  openPostingsFingerprint,
  type ReachPosting,
} from './repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * ?lang=ar or ?lang=en; anything else is as if none was given (a page never refuses a crawler's
 * URL), and the page's language is then the visitor's `lang` cookie, else English (decision 156).
 */
const pageQuerySchema = z.object({
  lang: z.preprocess((v) => (isLanguage(v) ? v : undefined), z.enum(['en', 'ar']).optional()),
});

/**
 * The language of a page the server writes: the address's ?lang= first (a shared link, the
 * sitemap's alternates), else the `lang` cookie the web app sets when a language is chosen, so a
 * returning visitor who chose Arabic gets the board and the job pages in Arabic (decision 156).
 * An answer chosen by the cookie varies with it (Vary: Cookie), for any cache on the way.
 */
function pageLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  addressed: Language | undefined,
): Language {
  if (addressed) return addressed;
  reply.header('Vary', 'Accept-Encoding, Cookie');
  const remembered = request.cookies.lang;
  return isLanguage(remembered) ? remembered : 'en';
}
const feedQuerySchema = z.object({
  company: z.uuid({ error: 'error.VALIDATION_FAILED' }).optional(),
});

/** How many postings the board page's summary lists (the app pages through the rest). */
const boardSummarySize = 50;

/** The app areas behind a login, and one-time links: nothing for a crawler there. */
const privateAreas = [
  '/api/',
  '/Company',
  '/CompanyView',
  '/Companyform',
  '/EditCompanyInfo',
  '/EditUserInfo',
  '/Operator',
  '/Profile',
  '/Userform',
  '/Q',
  '/auth/change-password/',
  '/identification/',
  '/join/',
  '/schedule/',
];

export interface JobPagesOptions {
  /** The built web app's directory; its index.html is the page shell. */
  dist: string;
}

const jobPagesRoutes: FastifyPluginAsyncZod<JobPagesOptions> = async (app, { dist }) => {
  const publicUrl = app.config.publicUrl;
  let shell = minimalShell;
  try {
    shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
  } catch {
    // No web build (API-only runs, tests): the pages still carry their head and summary.
  }
  const cache = new AnswerCache();

  const pageUrl = (route: string, lang: Language) =>
    `${publicUrl}${route}${lang === 'ar' ? '?lang=ar' : ''}`;
  const alternates = (route: string) => ({ en: pageUrl(route, 'en'), ar: pageUrl(route, 'ar') });

  /**
   * A 304 when the client already holds this answer, else the answer with its validators,
   * gzipped (once, in the cache) for a client that takes it: a 10,000-posting feed is ~11 MB.
   */
  /** Accept-Encoding, and Cookie when pageLanguage read the cookie. */
  function varyOf(reply: FastifyReply): string {
    return String(reply.getHeader('vary') ?? '').includes('Cookie')
      ? 'Accept-Encoding, Cookie'
      : 'Accept-Encoding';
  }

  function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: CachedAnswer,
    type: string,
    cacheControl = 'public, max-age=300',
  ) {
    reply
      .header('ETag', answer.etag)
      .header('Last-Modified', answer.lastModified.toUTCString())
      .header('Vary', varyOf(reply))
      // Short: a crawler asks again soon, and the ETag makes asking cheap.
      .header('Cache-Control', cacheControl);
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
      return reply.status(304).send();
    }
    reply.type(type);
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('Content-Encoding', 'gzip').send(answer.gzip);
    }
    return reply.send(answer.body);
  }

  /**
   * A job page, gzipped for a client that takes it (decision 145): the built shell carries the
   * app's stylesheet inline, so a page is ~15 KB before compression; on a phone's slow link the
   * bytes are the first paint's wait.
   */
  function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
    reply.header('Vary', varyOf(reply));
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
    }
    return reply.send(html);
  }

  /** What the cache needs to know whether the open postings (of a company) changed. */
  function freshness(companyId?: string) {
    return {
      version: postingChanges.current(),
      fingerprint: () => openPostingsFingerprint(app.readDb, companyId),
    };
  }

  async function feed(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'indeed' | 'rss',
    companyId: string | undefined,
  ) {
    if (companyId && !(await companyExists(app.readDb, companyId))) {
      return sendError(reply, request, 'NOT_FOUND');
    }
    const answer = await cache.get(`${kind}:${companyId ?? ''}`, freshness(companyId), async () => {
      const postings = await listOpenPostings(app.readDb, companyId);
      const feedUrl = `${publicUrl}/jobs/feed.rss${companyId ? `?company=${companyId}` : ''}`;
      const body =
        kind === 'indeed'
          ? indeedXml(publicUrl, postings)
          : rssXml(
              publicUrl,
              feedUrl,
              postings,
              companyId ? (postings[0]?.companyName ?? undefined) : undefined,
            );
      return { body, lastModified: lastChange(postings), expiresAt: firstDeadline(postings) };
    });
    return sendCached(
      request,
      reply,
      answer,
      kind === 'indeed' ? 'application/xml; charset=utf-8' : 'application/rss+xml; charset=utf-8',
    );
  }

  // Pages and files for browsers and crawlers, not calls of the JSON API: out of the OpenAPI
  // document (which describes /api), named all the same.
  const reach = { tags: ['reach'], hide: true };

  app.get(
    '/sitemap.xml',
    {
      schema: {
        ...reach,
        operationId: 'getSitemap',
        summary:
          'The sitemap (sitemaps.org 0.9): home, the job board and every open posting, en and ar',
      },
    },
    async (request, reply) => {
      const answer = await cache.get('sitemap', freshness(), async () => {
        const postings = await listOpenPostings(app.readDb);
        return {
          body: sitemapXml(publicUrl, postings),
          lastModified: lastChange(postings),
          expiresAt: firstDeadline(postings),
        };
      });
      return sendCached(request, reply, answer, 'application/xml; charset=utf-8');
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        ...reach,
        operationId: 'getRobots',
        summary: 'robots.txt: the sitemap, and the private areas crawlers leave alone',
      },
    },
    async (_request, reply) => {
      const lines = [
        'User-agent: *',
        ...privateAreas.map((area) => `Disallow: ${area}`),
        'Allow: /',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(lines.join('\n'));
    },
  );

  app.get(
    '/jobs/feed.xml',
    {
      schema: {
        ...reach,
        operationId: 'getJobsFeed',
        summary: 'The open postings as an Indeed-style XML feed (?company= for one company)',
        querystring: feedQuerySchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => feed(request, reply, 'indeed', request.query.company),
  );

  app.get(
    '/jobs/feed.rss',
    {
      schema: {
        ...reach,
        operationId: 'getJobsRss',
        summary: 'The open postings as an RSS 2.0 feed (?company= for one company)',
        querystring: feedQuerySchema,
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => feed(request, reply, 'rss', request.query.company),
  );

  app.get(
    '/jobs',
    {
      schema: {
        ...reach,
        operationId: 'getJobBoardPage',
        summary: 'The job board page (HTML) with its head and the newest open postings',
        querystring: pageQuerySchema.passthrough(),
      },
    },
    async (request, reply) => {
      const lang = pageLanguage(request, reply, request.query.lang);
      const answer = await cache.get(`board:${lang}`, freshness(), async () => {
        const postings = await listOpenPostings(app.readDb);
        const title = `${translate('jobs.page.boardTitle', lang)} | ${translate('jobs.page.brand', lang)}`;
        const head: PageHead = {
          lang,
          title,
          description: translate('jobs.page.boardDescription', lang),
          canonical: pageUrl('/jobs', lang),
          alternates: alternates('/jobs'),
          ogType: 'website',
        };
        const items = postings
          .slice(0, boardSummarySize)
          .map(
            (p) =>
              `<li><a href="${escapeHtml(`/jobs/${p.id}${lang === 'ar' ? '?lang=ar' : ''}`)}">${escapeHtml(p.title)}</a> – ${escapeHtml(p.companyName ?? '')}</li>`,
          )
          .join('');
        // The board's heading and first paragraph as the app shows them, in the app's own classes
        // (its stylesheet is inline in the shell): the paragraph, the largest text of the first
        // screen, paints with the page, and the app's identical one later is no larger paint
        // (decision 145).
        const body =
          '<main><section class="page jobs-page">' +
          `<h1>${escapeHtml(translate('jobs.page.boardTitle', lang))}</h1>` +
          `<p class="muted">${escapeHtml(translate('jobs.page.boardIntro', lang))}</p>` +
          (items
            ? `<ul>${items}</ul>`
            : `<p>${escapeHtml(translate('jobs.page.noJobs', lang))}</p>`) +
          '</section></main>';
        return {
          body: renderPage(shell, head, body),
          lastModified: lastChange(postings),
          expiresAt: firstDeadline(postings),
        };
      });
      return sendCached(request, reply, answer, 'text/html; charset=utf-8', 'no-cache');
    },
  );

  /**
   * A job page, or its guest apply form (decision 145): the form's page carries the same summary,
   * so a reader without scripts sees the job it applies to and the form's first paint is the
   * server's; it is noindex, canonical to the job page, without the JSON-LD (the job page is the
   * one posting page crawlers should list).
   */
  async function jobPage(
    request: FastifyRequest,
    reply: FastifyReply,
    { id, lang, form }: { id: string; lang: Language; form: boolean },
  ) {
    const posting = uuidPattern.test(id) ? await findReachPosting(app.db, id) : undefined;
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (!posting || posting.status === 'draft' || posting.companyDisabled) {
      const head: PageHead = {
        lang,
        title: translate('jobs.page.brand', lang),
        description: translate('jobs.page.notFound', lang),
        canonical: pageUrl('/jobs', lang),
        alternates: alternates('/jobs'),
        ogType: 'website',
        noindex: true,
      };
      const body = `<main><p>${escapeHtml(translate('jobs.page.notFound', lang))}</p><p><a href="/jobs">${escapeHtml(translate('jobs.page.allJobs', lang))}</a></p></main>`;
      return sendPage(request, reply.status(404), renderPage(shell, head, body));
    }
    const open =
      posting.status === 'published' &&
      (!posting.applicationDeadline || posting.applicationDeadline.getTime() > Date.now());
    const route = `/jobs/${posting.id}`;
    const company = posting.companyName ?? '';
    const head: PageHead = {
      lang,
      title: company
        ? `${posting.title} – ${company} | ${translate('jobs.page.brand', lang)}`
        : `${posting.title} | ${translate('jobs.page.brand', lang)}`,
      description: metaDescription(posting.description),
      canonical: pageUrl(route, lang),
      alternates: alternates(route),
      ogType: 'article',
      image: absoluteUrl(posting.companyPic, publicUrl),
      noindex: form || !open,
      extra: open && !form ? jsonLdScript(jobPostingJsonLd(posting, publicUrl)) : undefined,
    };
    // The form's page opens with the form's heading and company as the app writes them (its
    // largest paint: the app's identical heading is no larger one), then the job's summary.
    const body = form
      ? '<main><section class="page guest-apply">' +
        `<h1>${escapeHtml(translate('jobs.page.applyTitle', lang).replaceAll('{title}', () => posting.title))}</h1>` +
        `<p class="muted">${escapeHtml(company)}</p></section>${jobSummary(posting, lang, open, 'h2')}</main>`
      : `<main>${jobSummary(posting, lang, open, 'h1')}</main>`;
    return sendPage(request, reply, renderPage(shell, head, body));
  }

  app.get(
    '/jobs/:id',
    {
      schema: {
        ...reach,
        operationId: 'getJobPage',
        summary:
          'A job page (HTML): head, JobPosting JSON-LD while open, and a summary; unknown or draft: 404 with the app shell',
        params: z.object({ id: z.string() }),
        querystring: pageQuerySchema.passthrough(),
      },
    },
    async (request, reply) =>
      jobPage(request, reply, {
        id: request.params.id,
        lang: pageLanguage(request, reply, request.query.lang),
        form: false,
      }),
  );

  app.get(
    '/jobs/:id/apply',
    {
      schema: {
        ...reach,
        operationId: 'getGuestApplyPage',
        summary:
          'The guest apply form of a posting (HTML): the summary of the job page, noindex, canonical to it; unknown or draft: 404 with the app shell',
        params: z.object({ id: z.string() }),
        querystring: pageQuerySchema.passthrough(),
      },
    },
    async (request, reply) =>
      jobPage(request, reply, {
        id: request.params.id,
        lang: pageLanguage(request, reply, request.query.lang),
        form: true,
      }),
  );
};

/** The plain summary a reader without scripts sees: title, company, facts, description. */
function jobSummary(p: ReachPosting, lang: Language, open: boolean, heading: 'h1' | 'h2'): string {
  const country = countryList.find((c) => c.code === p.country);
  const facts = [
    [p.city, country ? (lang === 'ar' ? country.nameAr : country.name) : '']
      .filter(Boolean)
      .join(', '),
    workplaceLabels.labelOf(p.workplace, lang),
    employmentTypeLabels.labelOf(p.employmentType, lang),
  ];
  if (p.salaryVisible && p.salaryMin !== null && p.salaryCurrency && p.salaryPeriod) {
    facts.push(
      formatSalary(
        {
          min: Number(p.salaryMin),
          max: p.salaryMax === null ? null : Number(p.salaryMax),
          currency: p.salaryCurrency,
          period: p.salaryPeriod,
        },
        lang,
        salaryPeriodLabels.labelOf(p.salaryPeriod, lang),
      ),
    );
  }
  if (open && p.applicationDeadline) {
    facts.push(
      `${translate('jobs.page.deadline', lang)} ${p.applicationDeadline.toISOString().slice(0, 10)}`,
    );
  }
  const paragraphs = p.description
    .split(/\n\s*\n/)
    .map((para) => `<p>${escapeHtml(para).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
  return (
    `<article><${heading}>${escapeHtml(p.title)}</${heading}>` +
    `<p>${escapeHtml(p.companyName ?? '')}</p>` +
    `<p>${facts.filter(Boolean).map(escapeHtml).join(' · ')}</p>` +
    (open ? '' : `<p>${escapeHtml(translate('jobs.page.closed', lang))}</p>`) +
    paragraphs +
    `<p><a href="/jobs${lang === 'ar' ? '?lang=ar' : ''}">${escapeHtml(translate('jobs.page.allJobs', lang))}</a></p>` +
    '</article>'
  );
}

export default jobPagesRoutes;
