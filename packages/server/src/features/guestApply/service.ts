// Applying without an account (issue 25, decisions 141 and 142). A guest uploads a CV (judged by
// its bytes, stored, parsed on the job queue), checks the proposed fields, and applies with name,
// e-mail, phone (E.164), the CV and consent to the company's privacy notice of a given version.
// The same e-mail applies once per posting (a second time is answered alike and stores nothing,
// decision 216: no anonymous "did this address apply" oracle); a confirmation
// mail in the applicant's language carries a follow link (a token, only its hash stored) and the
// way to claim the application with an account (the users trigger of migration 0023).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { guestSignupParagraph } from '@talentpool/domain/cv/mail';
import {
  cvFieldsSchema,
  guestPrivacyNoticeVersion,
  guestStatusOf,
  type CvFields,
  type GuestApplicantDetails,
  type GuestApplicationView,
  type GuestCvParse,
} from '@talentpool/domain/cv/schemas';
import { DomainError } from '@talentpool/domain/errors';
import { isOpenPosting } from '@talentpool/domain/jobs/reach';
import {
  checkScreeningAnswers,
  type ScreeningAnswerInput,
} from '@talentpool/domain/jobs/screening';
import type { Language } from '@talentpool/domain/language';
import { stagesOrDefault } from '@talentpool/domain/process/stages';
import { grantOf, type CompanyAction } from '@talentpool/domain/members/policy';
import { translate } from '@talentpool/domain/messages';
import type { Db } from '../../db/database';
import { readCv } from '../../lib/cvFiles/readCv';
import { applicantCvKey, cvContentType } from '../../lib/cvFiles/upload';
import { sniffCv } from '../../lib/cvFiles/sniff';
import { assertMemberCan } from '../../plugins/app/auth';
import type { Caller } from '../../lib/caller';
import { recordIdempotentAnswer } from '../../plugins/app/idempotency';
import type { FileStore } from '../../plugins/app/storage';
import type { JobQueue } from '../../queue/queue';
import { storeAnswers, type KnockoutRejection } from '../jobs/public';
import type { ApplicationMailer } from '../mailTemplates/public';
import type { GuestApplyRepository } from './repository';
import { saveFairnessSurvey } from '../fairness/public';
import type { FairnessSurvey } from '@talentpool/domain/fairness/survey';

export const cvParseJob = 'cv.parse';

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

interface Options {
  repository: GuestApplyRepository;
  storage: FileStore;
  queue: JobQueue;
  publicUrl: string;
  log: FastifyBaseLogger;
  /**
   * Mails the confirmation (decision 155) and a knock-out rejection at apply (decision 130), as
   * for a job seeker.
   */
  applicationMailer: ApplicationMailer;
}

function fieldsOf(value: unknown): CvFields {
  const parsed = cvFieldsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

export function createGuestApplyService({
  repository,
  storage,
  queue,
  publicUrl,
  log,
  applicationMailer,
}: Options) {
  async function openPosting(jobId: string) {
    const posting = await repository.posting(jobId);
    // A draft is as unknown to a stranger as a posting that does not exist.
    if (!posting || posting.status === 'draft') throw notFound();
    if (!isOpenPosting(posting.status, posting.applicationDeadline)) {
      throw new DomainError('JOB_CLOSED', 'error.JOB_CLOSED');
    }
    return posting;
  }

  return {
    /** Stores a guest's CV and queues its parse; the file's type is judged by its bytes. */
    async upload(jobId: string, file: { bytes: Buffer; fileName: string }, lang: Language) {
      await openPosting(jobId);
      if (file.bytes.length === 0) {
        throw new DomainError('UNSUPPORTED_FILE', 'error.UNSUPPORTED_FILE');
      }
      const sniffed = sniffCv(file.bytes);
      if ('refused' in sniffed) {
        throw new DomainError(
          'UNSUPPORTED_FILE',
          'error.UNSUPPORTED_FILE',
          sniffed.refused === 'macros'
            ? { cv: translate('cv.macros', lang) }
            : { cv: translate(`cv.reason.${sniffed.refused}`, lang) },
        );
      }
      const key = applicantCvKey(sniffed.kind);
      await storage.put(key, file.bytes);
      const row = await repository.insertUpload({
        jobId,
        storageKey: key,
        fileName: file.fileName,
        kind: sniffed.kind,
        size: file.bytes.length,
      });
      await queue.send(cvParseJob, { uploadId: row.id }, { retryLimit: 2 });
      return { cvId: row.id, kind: row.kind, fileName: row.fileName, size: row.size };
    },

    /** The queue's job: read the upload's text and keep the proposals (never throws on a bad file). */
    async parse(uploadId: string): Promise<void> {
      const upload = await repository.upload(uploadId);
      if (!upload || upload.status !== 'queued') return;
      const bytes = await storage.get(upload.storageKey);
      if (!bytes) {
        await repository.saveParse(uploadId, {
          status: 'failed',
          reason: 'unreadable',
          language: null,
          fields: {},
        });
        return;
      }
      const posting = await repository.posting(upload.jobId);
      const result = await readCv(bytes, upload.kind, posting?.country);
      await repository.saveParse(uploadId, {
        status: result.reason ? 'failed' : 'done',
        reason: result.reason,
        language: result.language,
        fields: result.fields,
      });
      log.debug({ uploadId, reason: result.reason }, 'guest CV parsed');
    },

    async parseState(cvId: string): Promise<GuestCvParse> {
      const upload = await repository.upload(cvId);
      // Once it belongs to an application, the upload's id no longer reads anything.
      if (!upload || upload.applicationId) throw notFound();
      return {
        cvId: upload.id,
        status: upload.status,
        reason: (upload.reason as GuestCvParse['reason']) ?? null,
        language: (upload.language as GuestCvParse['language']) ?? null,
        fields: fieldsOf(upload.fields),
      };
    },

    async apply(
      jobId: string,
      body: {
        name: string;
        email: string;
        phone: string;
        cvId: string;
        answers?: ScreeningAnswerInput[];
        survey?: FairnessSurvey;
        consentVersion: string;
        lang: Language;
      },
      lang: Language,
    ) {
      const posting = await openPosting(jobId);
      if (body.consentVersion !== guestPrivacyNoticeVersion) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          consent: translate('cv.consentOutdated', lang),
        });
      }
      // Decision 130, as for a job seeker: the answers are checked before anything is stored
      // (400 at answers.<questionId>); a knock-out is flagged, or rejected when the posting says.
      const screening = await repository.screening(jobId);
      const checked = checkScreeningAnswers(screening.questions, body.answers ?? []);
      if ('fields' in checked) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', checked.fields);
      }
      const upload = await repository.upload(body.cvId);
      if (!upload || upload.jobId !== jobId || upload.applicationId) {
        throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
          cvId: translate('cv.cvUnknown', lang),
        });
      }
      // Issue 38 (decision 216): whether an address applied is the person's to know, not an
      // anonymous caller's. An address that already applied (with an account or as a guest) is
      // answered as a new application is, with an id that names nothing; nothing is stored or
      // mailed, and the upload is used up as a real application's would be.
      const alreadyApplied = async () => {
        const discarded = await repository.discardUpload(upload.id);
        if (discarded) await storage.remove(discarded.storageKey).catch(() => undefined);
        return { applicationId: randomUUID(), email: body.email };
      };
      // The same person with an account already applied: one application per person.
      if (await repository.userApplied(jobId, body.email)) return alreadyApplied();
      const token = randomBytes(32).toString('base64url');
      let knockedOut: KnockoutRejection | null = null;
      const inserted = await repository.insertGuestApplication(
        {
          jobId,
          email: body.email,
          name: body.name,
          phone: body.phone,
          lang: body.lang,
          consentVersion: body.consentVersion,
          followTokenHash: hashOf(token),
          upload,
        },
        async (tx: Db, application) => {
          knockedOut = await storeAnswers(tx, application.id, checked, screening);
          // Issue 40 (decisions.md 21): the voluntary survey, apart from the application.
          await saveFairnessSurvey(tx, { applicationId: application.id, jobId }, body.survey);
          // Decision 155: the company's "application received" text in the language applied in,
          // logged on the application, with the platform's way to an account after it. It holds
          // the company's text and anyone can trigger it with any address, so it counts towards
          // the company's daily cap (decisions.md 16); over it the application stands, unmailed.
          const signupUrl = `${publicUrl}/auth?signup=user&email=${encodeURIComponent(body.email)}`;
          await applicationMailer.send(tx, {
            applicationId: application.id,
            templateKey: 'applicationReceived',
            companyId: posting.companyId,
            memberId: null,
            whenCapReached: 'skip',
            extra: {
              link: `${publicUrl}/apply/follow/${token}`,
              appendix: (mailLang) => [guestSignupParagraph(mailLang, body.email, signupUrl)],
            },
          });
          // Decision 279: the answer of a request with an Idempotency-Key is kept with it.
          await recordIdempotentAnswer(tx, 201, {
            applicationId: application.id,
            email: body.email,
          });
        },
      );
      applicationMailer.wake();
      if (!inserted) {
        // The upload was used by a concurrent request of the same applicant, or the e-mail
        // already applied: either way this person's application is there.
        return alreadyApplied();
      }
      const rejection = knockedOut as KnockoutRejection | null;
      if (rejection) {
        // As for a job seeker: the company's rejection template, kept in the mail log; a refused
        // mail (the company's daily cap) leaves the application standing.
        try {
          await applicationMailer.sendNow({
            applicationId: inserted.id,
            templateKey: 'rejection',
            companyId: posting.companyId,
            memberId: null,
            extra: {
              stageName: rejection.stage.name,
              ...(rejection.reason ? { reason: rejection.reason } : {}),
            },
          });
        } catch (err) {
          log.error({ err, applicationId: inserted.id }, 'could not queue the knock-out mail');
        }
      }
      return { applicationId: inserted.id, email: body.email };
    },

    async follow(token: string): Promise<GuestApplicationView> {
      const row = await repository.byFollowToken(hashOf(token));
      if (!row) throw notFound();
      return {
        applicationId: row.applicationId,
        jobId: row.jobId,
        title: row.title,
        companyName: row.companyName,
        name: row.name,
        email: row.email ?? '',
        status: guestStatusOf(row.stage, stagesOrDefault(row.stages)),
        appliedAt: row.appliedAt.toISOString(),
        claimed: row.claimedAt !== null,
      };
    },

    /**
     * A guest application of the caller's company that the member may view (decisions.md 11):
     * another company's or a non-guest application is 404; outside the member's teams (or
     * interviews) 403.
     */
    async allowed(caller: Caller, applicationId: string, action: CompanyAction) {
      const row = await repository.guestApplication(
        applicationId,
        caller.companyId,
        caller.member.id,
      );
      // A guest row is a guest's of the form or an import (guest_via), also once claimed, or one
      // that a merge moved onto an account's application (issue 37, decision 218).
      if (!row || !row.guest) throw notFound();
      const onInterview =
        grantOf(caller.member.role, action) === 'interview' ? Boolean(row.onInterview) : undefined;
      assertMemberCan(caller.member, action, { onTeam: Boolean(row.onTeam), onInterview });
      return { application: row.application, guest: row.guest };
    },

    async details(caller: Caller, applicationId: string): Promise<GuestApplicantDetails> {
      const { application, guest } = await this.allowed(caller, applicationId, 'applications.view');
      const cvs = await repository.cvsOf(applicationId);
      return {
        applicationId,
        name: guest.name,
        email: application.guestEmail,
        phone: guest.phone,
        lang: guest.lang === 'ar' ? 'ar' : 'en',
        via: application.guestVia ?? 'apply',
        consentAt: guest.consentAt?.toISOString() ?? null,
        consentVersion: guest.consentVersion,
        claimed: guest.claimedAt !== null,
        fields: fieldsOf(await repository.parsedFieldsOf(applicationId)),
        cvs: cvs.map((cv) => ({
          _id: cv.id,
          fileName: cv.fileName,
          kind: cv.kind,
          size: cv.size,
          via: cv.via,
          createdAt: cv.createdAt.toISOString(),
        })),
      };
    },

    async cvFile(caller: Caller, applicationId: string, cvId: string) {
      await this.allowed(caller, applicationId, 'applications.view');
      const cv = (await repository.cvsOf(applicationId)).find((c) => c.id === cvId);
      if (!cv) throw notFound();
      const bytes = await storage.get(cv.storageKey);
      if (!bytes) throw notFound();
      return { bytes, fileName: cv.fileName, type: cvContentType[cv.kind] };
    },
  };
}

export type GuestApplyService = ReturnType<typeof createGuestApplyService>;
