// Interviews (issue 19, decisions.md 12, decision 120; split by flow in issue 45): what every flow uses: the service's options, errors, names, times.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '@talentpool/domain/errors';
import { applicantDisplayName } from '@talentpool/domain/jobs/applicantName';
import { languageSchema, type Language } from '@talentpool/domain/language';
import { interviewsMessagesAr, interviewsMessagesEn } from '@talentpool/domain/interviews/messages';
import type { Clock } from '../../lib/clock';
import type { MailMessage } from '../../plugins/app/mailer';
import type { ApplicationMailer } from '../mailTemplates/public';
import type { InterviewRow, InterviewsRepository, Tx } from './repository';

/** Enqueues a mail; with `tx` it commits or rolls back with the caller's transaction. */
export type EnqueueMail = (
  message: MailMessage,
  options?: { tx?: Tx; companyId?: string },
) => Promise<unknown>;

export interface InterviewsServiceOptions {
  repository: InterviewsRepository;
  enqueue: EnqueueMail;
  /** Applicant mails from the company's templates (decision 130); without it, the fixed text. */
  applicationMailer?: ApplicationMailer;
  runInTransaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  clock: Clock;
  publicUrl: string;
  /** The server's secret: calendar feed tokens are derived from it. */
  feedSecret: string;
  log: FastifyBaseLogger;
}

export const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
export const interviewTexts = { en: interviewsMessagesEn, ar: interviewsMessagesAr } as const;
export const forbidden = () => new DomainError('FORBIDDEN', 'error.FORBIDDEN');
export const invalid = (fields: Record<string, string>) =>
  new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', fields);

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const newSecret = () => randomBytes(24).toString('base64url');

export const langOf = (value: string | null | undefined): Language => {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : 'en';
};
export const nameOf = (person: { name: string | null; email: string }) =>
  person.name?.trim() || person.email;

/** What names the applicant of an interview's application (its account, guest row or link). */
export interface ApplicantNameRow {
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  guestName: string | null;
  guestEmail: string | null;
  guestVia: 'apply' | 'import' | null;
  linkEmail: string | null;
}

/**
 * Issue 37: the applicant's display name in an interview's mails, answers and calendar: the
 * domain's one rule (jobs/applicantName). An account without a name yet keeps the name its guest
 * application gave (a claimed guest application); null for an imported CV without name or e-mail.
 */
export function candidateNameOf(a: ApplicantNameRow): string | null {
  return applicantDisplayName({
    kind: a.userId ? 'user' : 'guest',
    name: a.userName?.trim() || a.guestName,
    email: a.userEmail ?? a.guestEmail ?? a.linkEmail,
    via: a.userId ? null : (a.guestVia ?? (a.linkEmail ? 'link' : null)),
  });
}

/** iCalendar times have whole seconds: stored times drop the milliseconds, so DTSTART names startsAt exactly. */
export const wholeSecond = (text: string) => new Date(Math.floor(Date.parse(text) / 1000) * 1000);

export const endOf = (row: InterviewRow) =>
  new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);
