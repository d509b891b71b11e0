// decisions.md 12 and decision 120: reminders 24 hours before an interview, to the applicant
// and the interviewers, exactly once, kept across restarts, never after a cancellation. One
// conditional UPDATE claims the due interviews (reminded_sequence := sequence) and their mails
// are enqueued in the same transaction once the job queue takes one (decision 120), so a claim
// and its mails commit or roll back together; a moved interview (higher sequence) is reminded
// again for its new time. "Now" comes from app.clock (tests move it).
import type { FastifyInstance } from 'fastify';
import { interviewLimits } from '@talentpool/domain/interviews/schemas';
import type { Db } from '../../db/database';
import { applicationMailerOf } from '../mailTemplates/public';
import { createInterviewsRepository, type InterviewRow, type Tx } from './repository';
import {
  applicantRecipient,
  interviewMessages,
  queueInterviewMails,
  type InterviewMessage,
  type Recipient,
} from './service';
import { languageSchema } from '@talentpool/domain/language';

/** Sends the reminders due at `now`; answers how many interviews were reminded. */
export async function sendDueReminders(app: FastifyInstance, now: Date): Promise<number> {
  const repository = createInterviewsRepository(app.db);
  // The applicant's reminder is the company's template, logged on the application (decision 130).
  const applicationMailer = applicationMailerOf(app);

  async function messagesOf(interview: InterviewRow, tx: Tx): Promise<InterviewMessage[]> {
    // Read in the claim's transaction (on PGlite, a read outside it would wait for it).
    const repository = createInterviewsRepository(tx as unknown as Db);
    const ctx = await repository.applicationById(interview.applicationId);
    if (!ctx) return [];
    const ids = (await repository.interviewersOf([interview.id])).get(interview.id) ?? [];
    const members = await repository.activeMembers(interview.companyId, ids);
    const applicant = applicantRecipient(ctx);
    const attendees: Recipient[] = [
      ...(applicant ? [applicant] : []),
      ...members.map((m) => ({
        name: m.name?.trim() || m.email,
        email: m.email,
        lang: languageSchema.safeParse(m.lang).data ?? 'en',
        role: 'interviewer' as const,
      })),
    ];
    return interviewMessages({
      kind: 'reminder',
      interview,
      ctx,
      attendees,
      // Reminders carry no calendar part; the organizer is named all the same.
      organizer: interview.createdByMemberId
        ? (await repository.membersById([interview.createdByMemberId]))[0]
        : undefined,
    });
  }

  return app.db.transaction(async (tx: Tx) => {
    const due = await repository.claimDueReminders(tx, now, interviewLimits.reminderHours);
    for (const interview of due) {
      await queueInterviewMails(tx, interview.companyId, await messagesOf(interview, tx), {
        applicationMailer,
        enqueue: (message, options) => app.mailer.enqueue(message, options),
      });
    }
    return due.length;
  });
}
