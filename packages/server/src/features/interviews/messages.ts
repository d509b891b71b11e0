// Interviews (issue 19, decisions.md 12, decision 120; split by flow in issue 45): the mails of an interview (invitation, change, cancellation, offer) and how they are queued.
import {
  formatInterviewTime,
  withDuration,
  interviewMail,
  type InterviewMailKind,
} from '@talentpool/domain/interviews/mails';
import { type Language } from '@talentpool/domain/language';
import type { Db } from '../../db/database';
import type { MailMessage } from '../../plugins/app/mailer';
import type { MailTemplateKey } from '@talentpool/domain/mailTemplates/templates';
import type { ApplicationMailer, ApplicationMailInput } from '../mailTemplates/public';
import { interviewInvitation, type CalendarInterview } from './calendar';
import type { ApplicationContext, InterviewRow, PersonRow, Tx } from './repository';
import { candidateNameOf, type EnqueueMail, interviewTexts, langOf, nameOf } from './shared';

/**
 * The ORGANIZER of an interview's calendar data (decisions.md 17): the member who scheduled it,
 * whose mailbox gets the attendees' replies; never the no-reply sender. Without that member (an
 * interview from before it was recorded) the first interviewer, also a person of the company.
 */
export function organizerOf(
  scheduler: PersonRow | undefined,
  people: Array<{ name: string; email: string; role?: Recipient['role'] }>,
): { name: string; email: string } {
  if (scheduler) return { name: nameOf(scheduler), email: scheduler.email };
  const interviewer = people.find((p) => p.role === 'interviewer') ?? people[0];
  return { name: interviewer?.name ?? '', email: interviewer?.email ?? '' };
}

/**
 * What an applicant's interview mail is when the company's template renders it (decision 130):
 * the key and the values only the interview knows.
 */
export interface TemplatedMail {
  applicationId: string;
  templateKey: MailTemplateKey;
  extra: NonNullable<ApplicationMailInput['extra']>;
}

/** A mail of an interview; `templated` marks one to an applicant (decision 130). */
export type InterviewMessage = MailMessage & { templated?: TemplatedMail };

const languagesBoth = ['en', 'ar'] as const;

export const inBoth = (text: (lang: Language) => string) =>
  Object.fromEntries(languagesBoth.map((lang) => [lang, text(lang)])) as Record<Language, string>;

/** The interview's time in both languages, with its length ("..., 45 minutes"). */
function whenOf(interview: InterviewRow): Record<Language, string> {
  return inBoth((lang) =>
    withDuration(
      formatInterviewTime(interview.startsAt, interview.timeZone, lang),
      interviewTexts[lang]['interviews.mail.duration'].replace(
        '{minutes}',
        String(interview.durationMinutes),
      ),
      lang,
    ),
  );
}

/** The offered times of a self-scheduling offer, one a line ("- ..., 45 minutes"). */
export function slotsOf(
  slots: Array<{ startsAt: Date; durationMinutes: number }>,
  timeZone: string,
): Record<Language, string> {
  return inBoth((lang) =>
    slots
      .map(
        (slot) =>
          `- ${withDuration(
            formatInterviewTime(slot.startsAt, timeZone, lang),
            interviewTexts[lang]['interviews.mail.duration'].replace(
              '{minutes}',
              String(slot.durationMinutes),
            ),
            lang,
          )}`,
      )
      .join('\n'),
  );
}

/** The template of each interview mail to an applicant ('removed' goes to interviewers only). */
const templateOfKind: Partial<Record<InterviewMailKind, MailTemplateKey>> = {
  invitation: 'interviewInvitation',
  update: 'interviewChange',
  cancellation: 'interviewCancellation',
  reminder: 'interviewReminder',
};

/** The values of an applicant's interview mail that only the interview knows. */
function templatedOf(kind: InterviewMailKind, interview: InterviewRow) {
  // A cancelled interview has no details to keep; its time reads "on <day and time>".
  if (kind === 'cancellation') {
    return {
      interviewWhen: inBoth((lang) =>
        formatInterviewTime(interview.startsAt, interview.timeZone, lang),
      ),
      link: null,
    };
  }
  return {
    interviewWhen: whenOf(interview),
    link: interview.videoUrl,
    details: detailsOf(interview),
  };
}

/**
 * Queues interview mails in `tx`: an applicant's from the company's template, logged on the
 * application (decision 130), its calendar part as it was; the others (and all of them when no
 * application mailer is given) with their fixed text.
 */
export async function queueInterviewMails(
  tx: Tx,
  companyId: string,
  messages: InterviewMessage[],
  send: { applicationMailer?: ApplicationMailer; enqueue: EnqueueMail },
): Promise<void> {
  for (const { templated, ...message } of messages) {
    if (templated && send.applicationMailer) {
      await send.applicationMailer.send(tx as unknown as Db, {
        applicationId: templated.applicationId,
        templateKey: templated.templateKey,
        companyId,
        extra: templated.extra,
        ...(message.icalEvent ? { icalEvent: message.icalEvent } : {}),
      });
      continue;
    }
    await send.enqueue(message, { tx, companyId });
  }
}

/** Where and the video link, as lines after the template's text (never templated away). */
function detailsOf(interview: InterviewRow) {
  return (lang: Language): Array<[string, string]> => [
    ...(interview.location
      ? [[interviewTexts[lang]['interviews.mail.where'], interview.location] as [string, string]]
      : []),
    ...(interview.videoUrl
      ? [[interviewTexts[lang]['interviews.mail.video'], interview.videoUrl] as [string, string]]
      : []),
  ];
}

export interface Recipient {
  name: string;
  email: string;
  lang: Language;
  role: 'applicant' | 'interviewer';
}

export function applicantRecipient(ctx: ApplicationContext): Recipient | null {
  const a = ctx.applicant;
  const email = a.userEmail ?? a.guestEmail ?? a.linkEmail;
  if (!email) return null;
  return {
    // Issue 37: a guest's or an imported CV's own name, not their e-mail; their mails go in the
    // language they applied in.
    name: candidateNameOf(a) ?? email,
    email,
    lang: langOf(a.userLang ?? a.guestLang ?? a.linkLang),
    role: 'applicant',
  };
}

export const interviewerRecipient = (member: PersonRow): Recipient => ({
  name: nameOf(member),
  email: member.email,
  lang: langOf(member.lang),
  role: 'interviewer',
});

/**
 * The mails of one interview event, one per recipient, each with its iCalendar part: the
 * invitation, a change, a cancellation, a removal (CANCEL to that person) or the reminder.
 */
export function interviewMessages(input: {
  kind: InterviewMailKind;
  interview: InterviewRow;
  ctx: ApplicationContext;
  /** Everyone on the event now (the ATTENDEEs). */
  attendees: Recipient[];
  /** Who gets this mail (by default the attendees). */
  to?: Recipient[];
  /** The member who scheduled it (or offered the slots): the ORGANIZER. */
  organizer: PersonRow | undefined;
}): InterviewMessage[] {
  const { interview, ctx } = input;
  const candidateName = candidateNameOf(ctx.applicant);
  const cancel = input.kind === 'cancellation' || input.kind === 'removed';
  const event: CalendarInterview = {
    uid: interview.uid,
    sequence: interview.sequence,
    status: interview.status,
    startsAt: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    timeZone: interview.timeZone,
    location: interview.location,
    videoUrl: interview.videoUrl,
    summary: `${ctx.posting.title} – ${candidateName ?? ''}`.trim(),
    description: [ctx.companyName, interview.videoUrl].filter(Boolean).join('\n'),
    organizer: organizerOf(input.organizer, [...input.attendees, ...(input.to ?? [])]),
    attendees: (input.kind === 'removed' ? (input.to ?? []) : input.attendees).map((p) => ({
      name: p.name,
      email: p.email,
    })),
    updatedAt: interview.updatedAt,
  };
  // Reminders carry no calendar part: the event is already in the calendar.
  const calendar =
    input.kind === 'reminder'
      ? undefined
      : {
          method: cancel ? ('CANCEL' as const) : ('REQUEST' as const),
          content: interviewInvitation(event, cancel ? 'CANCEL' : 'REQUEST'),
        };
  const templateKey = templateOfKind[input.kind];
  return (input.to ?? input.attendees).map((person) => ({
    to: person.email,
    // Decision 130: the applicant's mails come from the company's template (and the mail log)
    // when the service can send through it; this text is the fallback.
    ...(templateKey && person.role === 'applicant'
      ? {
          templated: {
            applicationId: ctx.application.id,
            templateKey,
            extra: templatedOf(input.kind, interview),
          },
        }
      : {}),
    ...interviewMail({
      lang: person.lang,
      kind: input.kind,
      recipient: person.role,
      name: person.name,
      candidateName,
      title: ctx.posting.title,
      companyName: ctx.companyName,
      startsAt: interview.startsAt,
      durationMinutes: interview.durationMinutes,
      timeZone: interview.timeZone,
      location: interview.location,
      videoUrl: interview.videoUrl,
    }),
    ...(calendar ? { icalEvent: calendar } : {}),
  }));
}
