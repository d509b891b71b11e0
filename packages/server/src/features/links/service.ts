// spec 7 (generateLink, oneTimeLink, allOneTimeUsers), decisions.md sections 3 and 5: single-use
// questionnaire links. Codes are 256 random bits, kept only as a SHA-256 hash; a result is
// accepted once (see the repository); another company's link is "not found", never "forbidden",
// so its existence is not revealed.
import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '@talentpool/domain/errors';
import { languageSchema, type Language } from '@talentpool/domain/language';
import { responseQuality } from '@talentpool/domain/isi/responseQuality';
import { scoreIsi } from '@talentpool/domain/isi/scoring';
import {
  completionMail,
  formatLinkExpiry,
  invitationMail,
} from '@talentpool/domain/links/invitationMail';
import {
  defaultMailTemplate,
  renderMail,
  type MailValues,
} from '@talentpool/domain/mailTemplates/templates';
import type {
  LinkState,
  LinkStatus,
  OneTimeUser,
  OneTimeUserState,
  OneTimeUsersPage,
} from '@talentpool/domain/links/schemas';
import { offsetOf, type PagingQuery } from '@talentpool/domain/paging';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../plugins/app/mailer';
import { toActor, type ActorRow } from '../../db/actor';
import { jobUrl } from '../../lib/urls';
import {
  applyInvitationMark,
  applyInvitationUserOf,
  type LinkRow,
  type LinksRepository,
} from './repository';

/** The company and the member acting for it (decision 110). */
export interface LinkCaller {
  companyId: string;
  memberId: string;
}

const codeBytes = 32;
const codePattern = /^[A-Za-z0-9_-]{43}$/;
const dayMs = 24 * 60 * 60 * 1000;

export function newLinkCode(): string {
  return randomBytes(codeBytes).toString('base64url');
}

/** A fast hash is enough: the code itself carries 256 random bits, nothing to brute-force. */
export function hashLinkCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function linkStateOf(row: LinkRow, now: Date): LinkState {
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

const listStates: Record<LinkState, OneTimeUserState> = {
  valid: 'pending',
  used: 'completed',
  expired: 'expired',
  revoked: 'revoked',
};

export function toOneTimeUser(row: LinkRow, by: ActorRow | null, now = new Date()): OneTimeUser {
  return {
    _id: row.id,
    kind: applyInvitationUserOf(row.codeHash) === null ? 'link' : 'applyInvitation',
    email: row.email,
    isFilled: row.usedAt !== null,
    state: listStates[linkStateOf(row, now)],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    completedAt: row.usedAt?.toISOString() ?? null,
    by: toActor(by),
    iRes1: row.iRes1,
    iRes2: row.iRes2,
    flt: row.flt,
    frt: row.frt,
    brt: row.brt,
    blt: row.blt,
    flp: row.flp,
    frp: row.frp,
    brp: row.brp,
    blp: row.blp,
    // Response quality of the answers (decision 135): the company sees it beside the result.
    isiFlags: row.isiFlags ?? null,
  };
}

export interface LinksServiceOptions {
  repository: LinksRepository;
  mailer: Mailer;
  publicUrl: string;
  ttlDays: number;
  log: FastifyBaseLogger;
  /** A job invitation from the company's template (decision 130); without it, the fixed text. */
  renderJobInvitation?: (input: {
    companyId: string;
    key: 'invitation' | 'applyInvitation';
    lang: Language;
    values: MailValues;
  }) => Promise<{ subject: string; text: string; html: string }>;
}

export function createLinksService({
  repository,
  mailer,
  publicUrl,
  ttlDays,
  log,
  renderJobInvitation,
}: LinksServiceOptions) {
  const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
  const linkNotFound = () => new DomainError('LINK_NOT_FOUND', 'error.LINK_NOT_FOUND');
  /** What the API answers: the web app takes the part after 'oneTimeLink/' (spec 7). */
  const apiUrlOf = (code: string) => `${publicUrl}/api/company/oneTimeLink/${code}`;
  const publicLinkOf = (code: string) => `${publicUrl}/identification/${code}`;
  const expiryFromNow = () => new Date(Date.now() + ttlDays * dayMs);

  async function sendInvitation(
    companyId: string,
    to: string,
    code: string,
    expiresAt: Date,
    lang: Language,
    jobTitle?: string,
  ) {
    const companyName = (await repository.companyName(companyId)) ?? '';
    const link = publicLinkOf(code);
    // Decision 130: an invitation to a posting comes from the company's template; a plain
    // questionnaire link (no posting) keeps its fixed mail.
    const mail =
      jobTitle !== undefined && renderJobInvitation
        ? await renderJobInvitation({
            companyId,
            key: 'invitation',
            lang,
            values: {
              'company.name': companyName,
              'job.title': jobTitle,
              link,
              'link.expires': formatLinkExpiry(expiresAt, lang),
            },
          })
        : invitationMail({ lang, companyName, link, expiresAt, jobTitle });
    // Sent on behalf of the company: counts towards its mails of the day (decision 120).
    await mailer.enqueue({ to, ...mail }, { companyId });
  }

  /**
   * Decision 173: a job seeker with an account is invited to apply on the posting's page with that
   * account (the company's `applyInvitation` template), never to a guest questionnaire.
   */
  async function sendApplyInvitation(
    companyId: string,
    to: string,
    lang: Language,
    candidateName: string,
    job: { id: string; title: string },
  ) {
    const values: MailValues = {
      'candidate.name': candidateName,
      'company.name': (await repository.companyName(companyId)) ?? '',
      'job.title': job.title,
      link: jobUrl(publicUrl, job.id),
    };
    const mail = renderJobInvitation
      ? await renderJobInvitation({ companyId, key: 'applyInvitation', lang, values })
      : renderMail('applyInvitation', lang, defaultMailTemplate('applyInvitation', lang), values);
    // On behalf of the company: counts towards its mails of the day (decision 120).
    await mailer.enqueue({ to, ...mail }, { companyId });
  }

  /**
   * The company hears that its invitee finished; the result is already stored either way. A mail
   * to the company, not on its behalf: it does not count towards its daily cap.
   */
  async function notifyCompany(row: LinkRow) {
    try {
      const to = await repository.companyEmail(row.companyId);
      if (!to || row.iRes1 === null || row.iRes2 === null) return;
      const mail = completionMail({
        lang: row.lang === 'ar' ? 'ar' : 'en',
        email: row.email,
        iRes1: row.iRes1,
        iRes2: row.iRes2,
        listUrl: `${publicUrl}/CompanyView/Users`,
      });
      await mailer.enqueue({ to, ...mail });
    } catch (err) {
      log.error({ err, linkId: row.id }, 'could not notify the company of a completed link');
    }
  }

  async function lookup(code: string) {
    if (!codePattern.test(code)) return null;
    return repository.findByCodeHash(hashLinkCode(code));
  }

  return {
    /**
     * A new link, stored with the member who generated it; with `job`, tied to that posting:
     * submitting it also applies (decision 100). Answers the link's id too, for the audit log.
     */
    async generate(
      { companyId, memberId }: LinkCaller,
      email: string,
      lang: Language,
      job?: { id: string; title: string },
    ): Promise<{ url: string; linkId: string }> {
      const code = newLinkCode();
      const expiresAt = expiryFromNow();
      const row = await repository.insert({
        companyId,
        createdByMemberId: memberId,
        email,
        codeHash: hashLinkCode(code),
        lang,
        expiresAt,
        ...(job ? { jobId: job.id } : {}),
      });
      if (!row) {
        throw new DomainError('LINK_ALREADY_REQUESTED', 'error.LINK_ALREADY_REQUESTED');
      }
      try {
        await sendInvitation(companyId, row.email, code, expiresAt, lang, job?.title);
      } catch (err) {
        // Without its invitation the link is useless, and it would block the address: undo it.
        await repository.remove(row.id);
        throw err;
      }
      return { url: apiUrlOf(code), linkId: row.id };
    },

    /**
     * Decision 173: invites a job seeker with an account (search, a talent pool) to apply to a
     * posting with that account. The invitation keeps a one_time_links row (so `alreadyInvited`,
     * 409 LINK_ALREADY_REQUESTED, the links of the hour and the audit stay as they were) whose
     * code is never made: it holds applyInvitationMark, used when they apply.
     */
    async inviteToApply(
      { companyId, memberId }: LinkCaller,
      candidate: { id: string; email: string; name: string | null },
      lang: Language,
      job: { id: string; title: string },
    ): Promise<{ url: string; linkId: string }> {
      const row = await repository.insert({
        companyId,
        createdByMemberId: memberId,
        email: candidate.email,
        codeHash: applyInvitationMark(candidate.id, job.id),
        lang,
        expiresAt: expiryFromNow(),
        jobId: job.id,
      });
      if (!row) {
        throw new DomainError('LINK_ALREADY_REQUESTED', 'error.LINK_ALREADY_REQUESTED');
      }
      try {
        await sendApplyInvitation(companyId, row.email, lang, candidate.name ?? '', job);
      } catch (err) {
        // Without its mail the invitation would only block the address: undo it.
        await repository.remove(row.id);
        throw err;
      }
      return { url: jobUrl(publicUrl, job.id), linkId: row.id };
    },

    async status(code: string): Promise<LinkStatus> {
      const row = await lookup(code);
      if (!row) throw linkNotFound();
      return {
        state: linkStateOf(row, new Date()),
        companyName: row.companyName,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    async submit(code: string, answers: number[], timings?: number[]): Promise<void> {
      const scores = scoreIsi(answers);
      // Stored beside the scores, never changing them; no timings, no speed flag (decision 135).
      const { flags } = responseQuality(answers, timings);
      if (codePattern.test(code)) {
        const stored = await repository.submitOnce(hashLinkCode(code), answers, scores, flags);
        if (stored) {
          await notifyCompany(stored);
          return;
        }
      }
      // Nothing was stored: say why, from the row as it is now.
      const row = await lookup(code);
      if (!row) throw linkNotFound();
      const state = linkStateOf(row, new Date());
      if (state === 'used') throw new DomainError('LINK_USED', 'error.LINK_USED');
      if (state === 'revoked') throw new DomainError('LINK_EXPIRED', 'links.revoked');
      // 'valid' here means it expired between the update and this read: still too late.
      throw new DomainError('LINK_EXPIRED', 'error.LINK_EXPIRED');
    },

    async list(companyId: string, paging: PagingQuery): Promise<OneTimeUsersPage> {
      const { rows, total } = await repository.listForCompany(companyId, {
        limit: paging.pageSize,
        offset: offsetOf(paging),
      });
      const now = new Date();
      return {
        oneTimeUsers: rows.map((row) => toOneTimeUser(row.link, row.by, now)),
        total,
        page: paging.page,
        pageSize: paging.pageSize,
      };
    },

    async resend(
      companyId: string,
      id: string,
      lang: Language,
    ): Promise<{ url: string; oneTimeUser: OneTimeUser }> {
      const existing = await repository.findForCompany(id, companyId);
      const invitedUser = existing ? applyInvitationUserOf(existing.codeHash) : null;
      if (existing?.jobId && invitedUser) {
        // An invitation to apply with an account (decision 173) is sent again as itself, in the
        // job seeker's language it was first sent in: it keeps its mark, and no code is made.
        const theirs = languageSchema.safeParse(existing.lang).data ?? lang;
        const row = await repository.rotate(id, companyId, {
          codeHash: existing.codeHash,
          expiresAt: expiryFromNow(),
          lang: theirs,
        });
        if (!row?.jobId) throw new DomainError('LINK_USED', 'error.LINK_USED');
        const job = { id: row.jobId, title: (await repository.jobTitle(row.jobId)) ?? '' };
        const name = (await repository.userName(invitedUser)) ?? '';
        await sendApplyInvitation(companyId, row.email, theirs, name, job);
        const by = await repository.actorOf(row.createdByMemberId);
        return { url: jobUrl(publicUrl, job.id), oneTimeUser: toOneTimeUser(row, by) };
      }
      const code = newLinkCode();
      const expiresAt = expiryFromNow();
      const row = await repository.rotate(id, companyId, {
        codeHash: hashLinkCode(code),
        expiresAt,
        lang,
      });
      if (!row) {
        const existing = await repository.findForCompany(id, companyId);
        if (!existing) throw notFound();
        throw new DomainError('LINK_USED', 'error.LINK_USED');
      }
      // A link to a job posting keeps saying which posting it applies to.
      const jobTitle = row.jobId
        ? ((await repository.jobTitle(row.jobId)) ?? undefined)
        : undefined;
      await sendInvitation(companyId, row.email, code, expiresAt, lang, jobTitle);
      const by = await repository.actorOf(row.createdByMemberId);
      return { url: apiUrlOf(code), oneTimeUser: toOneTimeUser(row, by) };
    },

    async revoke(companyId: string, id: string): Promise<{ oneTimeUser: OneTimeUser }> {
      const row = await repository.revoke(id, companyId);
      if (!row) {
        const existing = await repository.findForCompany(id, companyId);
        if (!existing) throw notFound();
        throw new DomainError('LINK_USED', 'error.LINK_USED');
      }
      return { oneTimeUser: toOneTimeUser(row, await repository.actorOf(row.createdByMemberId)) };
    },
  };
}

export type LinksService = ReturnType<typeof createLinksService>;
