// Decision 102 (single-use job links), reused by decision 137 (inviting a talent pool) and
// decision 146 (inviting or adding a candidate found in search): what the company-side calls on
// a posting share, built once here instead of once per feature: the jobs feature's posting check
// (another company's or an unknown posting 404, a hiring manager off the posting's team 403,
// JOB_CLOSED for an invitation to a posting that is not published), the links feature's sender
// (single-use code, the company's job-invitation template, the mail; for a job seeker with an
// account the invitation to apply on the posting's page, decision 173) and the links-per-hour limit
// counted per company (decisions.md 4).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '@talentpool/domain/language';
import { renderCompanyMail } from '../mailTemplates/public';
import { postingToInviteTo, postingToManage } from '../jobs/public';
import type { Caller } from '../../lib/caller';
import { createLinksRepository } from './repository';
import { createLinksService, type LinkCaller } from './service';

/**
 * The rate limit of single-use links: per company, counted after the guard has named it
 * (preHandler runs after the guard's onRequest).
 */
export function linksPerCompany(limit: { max: number; windowMs: number }) {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `company:${request.account?.id ?? request.ip}`,
  };
}

export function createJobInvitations(app: FastifyInstance) {
  const links = createLinksService({
    repository: createLinksRepository(app.db),
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    ttlDays: app.config.linkTtlDays,
    log: app.log,
    renderJobInvitation: (input) => renderCompanyMail(app.db, input),
  });
  return {
    /** This company's posting that the member may manage (404, 403 off the team). */
    managedPosting: (caller: Caller, jobId: string) => postingToManage(app.db, caller, jobId),
    /** As managedPosting, and published (else 409 JOB_CLOSED). */
    postingForInvite: (caller: Caller, jobId: string) => postingToInviteTo(app.db, caller, jobId),
    /** Generates one single-use job link and mails it in `lang`. */
    send: (sender: LinkCaller, email: string, lang: Language, job: { id: string; title: string }) =>
      links.generate(sender, email, lang, job),
    /**
     * Invites a job seeker with an account to apply on the posting's page (decision 173): the
     * `applyInvitation` mail in `lang`, counted as a link of the company.
     */
    inviteToApply: (
      sender: LinkCaller,
      candidate: { id: string; email: string; name: string | null },
      lang: Language,
      job: { id: string; title: string },
    ) => links.inviteToApply(sender, candidate, lang, job),
    /** The route's `config.rateLimit`. */
    rateLimit: linksPerCompany(app.config.rateLimits.links),
  };
}
