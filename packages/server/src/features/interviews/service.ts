// Issue 19 (decisions.md 12, decision 120): scheduling interviews with calendar invitations,
// changes and cancellations, self-scheduling offers booked exactly once, interview kits,
// scorecards (hidden from an interviewer until theirs is in), my interviews and the private
// calendar feed. Permissions follow the one policy (decision 110): the route's guard checks the
// role, the service the posting's team or the member's interviews; another company's things are
// 404. "Now" is the app's clock (tests move it).
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '@talentpool/domain/errors';
import { defaultKit } from '@talentpool/domain/interviews/kit';
import {
  formatInterviewTime,
  interviewMail,
  offerMail,
  type InterviewMailKind,
} from '@talentpool/domain/interviews/mails';
import {
  interviewLimits,
  recommendations,
  type ApplicationInterviews,
  type Interview,
  type InterviewKit,
  type InterviewSlots,
  type MyInterviewsPage,
  type MyInterviewsQuery,
  type OfferSlotsInput,
  type ScheduleInterviewInput,
  type Scorecard,
  type ScorecardList,
} from '@talentpool/domain/interviews/schemas';
import type { z } from 'zod';
import type {
  scorecardBodySchema,
  updateInterviewBodySchema,
} from '@talentpool/domain/interviews/schemas';
import { languageSchema, type Language } from '@talentpool/domain/language';
import { interviewsMessagesAr, interviewsMessagesEn } from '@talentpool/domain/interviews/messages';
import { grantOf, can, type PolicyContext } from '@talentpool/domain/members/policy';
import type { Clock } from '../../lib/clock';
import { assertMemberCan } from '../../plugins/app/auth';
import type { Caller } from '../../lib/caller';
import type { Db } from '../../db/database';
import type { MailMessage } from '../../plugins/app/mailer';
import { formatLinkExpiry } from '@talentpool/domain/links/invitationMail';
import type { MailTemplateKey } from '@talentpool/domain/mailTemplates/templates';
import type { ApplicationMailer, ApplicationMailInput } from '../mailTemplates/public';
import { interviewInvitation, interviewFeed, type CalendarInterview } from './calendar';
import type {
  ApplicationContext,
  InterviewRow,
  InterviewsRepository,
  PersonRow,
  ScorecardRow,
  Tx,
} from './repository';

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

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const interviewTexts = { en: interviewsMessagesEn, ar: interviewsMessagesAr } as const;
const forbidden = () => new DomainError('FORBIDDEN', 'error.FORBIDDEN');
const invalid = (fields: Record<string, string>) =>
  new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', fields);

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(24).toString('base64url');

const langOf = (value: string | null | undefined): Language => {
  const parsed = languageSchema.safeParse(value);
  return parsed.success ? parsed.data : 'en';
};
const nameOf = (person: { name: string | null; email: string }) =>
  person.name?.trim() || person.email;

/**
 * The ORGANIZER of an interview's calendar data (decisions.md 17): the member who scheduled it,
 * whose mailbox gets the attendees' replies; never the no-reply sender. Without that member (an
 * interview from before it was recorded) the first interviewer, also a person of the company.
 */
function organizerOf(
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

const inBoth = (text: (lang: Language) => string) =>
  Object.fromEntries(languagesBoth.map((lang) => [lang, text(lang)])) as Record<Language, string>;

/** The interview's time in both languages, with its length ("..., 45 minutes"). */
function whenOf(interview: InterviewRow): Record<Language, string> {
  return inBoth(
    (lang) =>
      `${formatInterviewTime(interview.startsAt, interview.timeZone, lang)}, ${interviewTexts[lang]['interviews.mail.duration'].replace('{minutes}', String(interview.durationMinutes))}`,
  );
}

/** The offered times of a self-scheduling offer, one a line ("- ..., 45 minutes"). */
function slotsOf(
  slots: Array<{ startsAt: Date; durationMinutes: number }>,
  timeZone: string,
): Record<Language, string> {
  return inBoth((lang) =>
    slots
      .map(
        (slot) =>
          `- ${formatInterviewTime(slot.startsAt, timeZone, lang)}, ${interviewTexts[lang]['interviews.mail.duration'].replace('{minutes}', String(slot.durationMinutes))}`,
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
    name: a.userName?.trim() || a.guestName?.trim() || email,
    email,
    lang: langOf(a.userLang ?? a.guestLang ?? a.linkLang),
    role: 'applicant',
  };
}

const interviewerRecipient = (member: PersonRow): Recipient => ({
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
  const candidate = applicantRecipient(ctx);
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
    summary: `${ctx.posting.title} – ${candidate?.name ?? ''}`.trim(),
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
      candidateName: candidate?.name ?? '',
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

/** iCalendar times have whole seconds: stored times drop the milliseconds, so DTSTART names startsAt exactly. */
const wholeSecond = (text: string) => new Date(Math.floor(Date.parse(text) / 1000) * 1000);

const endOf = (row: InterviewRow) =>
  new Date(row.startsAt.getTime() + row.durationMinutes * 60_000);

export function createInterviewsService(options: InterviewsServiceOptions) {
  const { repository, clock } = options;
  const feedToken = (memberId: string, createdAt: Date) =>
    createHmac('sha256', options.feedSecret)
      .update(`calendar-feed:${memberId}:${createdAt.toISOString()}`)
      .digest('base64url');

  /** An application of this company that the member may act on (404 / 403 otherwise). */
  async function allowedApplication(
    id: string,
    caller: Caller,
    action: 'postings.manage' | 'applications.view',
  ): Promise<ApplicationContext> {
    const ctx = await repository.findApplication(id, caller.companyId, caller.member.id);
    if (!ctx) throw notFound();
    const context: PolicyContext = { onTeam: ctx.onTeam };
    if (grantOf(caller.member.role, action) === 'interview') context.onInterview = ctx.onInterview;
    assertMemberCan(caller.member, action, context);
    return ctx;
  }

  /** An interview of this company whose posting the member may manage. */
  async function managedInterview(id: string, caller: Caller) {
    const found = await repository.findInterview(id, caller.companyId, caller.member.id);
    if (!found) throw notFound();
    assertMemberCan(caller.member, 'postings.manage', { onTeam: found.onTeam });
    return found;
  }

  function assertFuture(startsAt: Date, field: string, fields: Record<string, string>) {
    if (startsAt.getTime() <= clock.now().getTime()) fields[field] = 'interviews.startsAtPast';
  }

  /** The interviewers as active members of the company, or a field error. */
  async function interviewersOf(
    companyId: string,
    ids: readonly string[],
    fields: Record<string, string>,
  ): Promise<PersonRow[]> {
    const members = await repository.activeMembers(companyId, ids);
    if (members.length !== ids.length) fields.interviewerIds = 'interviews.interviewerUnknown';
    // In the order given.
    return ids.flatMap((id) => members.filter((m) => m.id === id));
  }

  /** Interview answers with their interviewers and labels: one statement for the whole page. */
  async function toInterviews(rows: InterviewRow[]): Promise<Interview[]> {
    const details = await repository.detailsOf(rows.map((r) => r.id));
    return rows.map((row) => {
      const detail = details.get(row.id);
      const label = detail?.label;
      return {
        _id: row.id,
        applicationId: row.applicationId,
        jobId: row.jobId,
        startsAt: row.startsAt.toISOString(),
        endsAt: endOf(row).toISOString(),
        durationMinutes: row.durationMinutes,
        timeZone: row.timeZone,
        location: row.location,
        videoUrl: row.videoUrl,
        status: row.status,
        sequence: row.sequence,
        interviewers: (detail?.interviewers ?? []).map((m) => ({
          _id: m.id,
          name: nameOf(m),
          email: m.email,
          scorecardSubmitted: m.submitted,
        })),
        // The applicant's account, or for a guest the application itself.
        candidate: { _id: label?.userId ?? row.applicationId, name: label?.name ?? '' },
        job: { _id: row.jobId, title: label?.title ?? '' },
      };
    });
  }

  async function toInterview(row: InterviewRow): Promise<Interview> {
    const [interview] = await toInterviews([row]);
    if (!interview) throw notFound();
    return interview;
  }

  /**
   * Stores with `store` and enqueues the mails `messages` builds (from data read before) in the
   * same transaction (decision 120): both commit or neither; a mail server outage only delays
   * the mails, and a refused enqueue (429 MAIL_CAP_REACHED) stores nothing.
   */
  /** A member by id (removed or not), read before the transaction that mails. */
  async function memberOrNone(id: string | null): Promise<PersonRow | undefined> {
    return id ? (await repository.membersById([id]))[0] : undefined;
  }

  async function storeAndMail<T>(
    companyId: string,
    store: (tx: Tx) => Promise<T>,
    messages: (stored: T) => InterviewMessage[],
  ): Promise<T> {
    return options.runInTransaction(async (tx) => {
      const stored = await store(tx);
      await queueInterviewMails(tx, companyId, messages(stored), options);
      return stored;
    });
  }

  async function kitOf(posting: ApplicationContext['posting'], companyLang: string) {
    const stored = await repository.storedKit(posting.id);
    if (stored) return { attributes: stored, isDefault: false };
    const source = posting.requirementSource;
    const items =
      source.kind === 'card'
        ? await repository.cardItems(source.cardId)
        : { kind: source.kind, items: source.items };
    return { attributes: defaultKit(items, langOf(companyLang)), isDefault: true };
  }

  return {
    async schedule(
      caller: Caller,
      applicationId: string,
      body: ScheduleInterviewInput,
    ): Promise<Interview> {
      const ctx = await allowedApplication(applicationId, caller, 'postings.manage');
      const startsAt = wholeSecond(body.startsAt);
      const fields: Record<string, string> = {};
      assertFuture(startsAt, 'startsAt', fields);
      const interviewers = await interviewersOf(caller.companyId, body.interviewerIds, fields);
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const applicant = applicantRecipient(ctx);
      const attendees = [
        ...(applicant ? [applicant] : []),
        ...interviewers.map(interviewerRecipient),
      ];
      const organizer = await memberOrNone(caller.member.id);
      const row = await storeAndMail(
        caller.companyId,
        (tx) =>
          repository.insertInterview(
            tx,
            {
              applicationId,
              jobId: ctx.posting.id,
              companyId: caller.companyId,
              startsAt,
              durationMinutes: body.durationMinutes,
              timeZone: body.timeZone,
              location: body.location,
              videoUrl: body.videoUrl,
              uid: randomUUID(),
              createdByMemberId: caller.member.id,
            },
            interviewers.map((m) => m.id),
          ),
        (stored) =>
          interviewMessages({
            kind: 'invitation',
            interview: stored,
            ctx,
            attendees,
            organizer,
          }),
      );
      return toInterview(row);
    },

    async listForApplication(
      caller: Caller,
      applicationId: string,
    ): Promise<ApplicationInterviews> {
      await allowedApplication(applicationId, caller, 'applications.view');
      const [rows, offers] = await Promise.all([
        repository.interviewsOfApplication(applicationId),
        repository.offersOfApplication(applicationId),
      ]);
      return {
        interviews: await toInterviews(rows),
        offers: offers.map((o) => ({
          _id: o.id,
          slots: o.slots,
          usedAt: o.usedAt?.toISOString() ?? null,
          expiresAt: o.expiresAt.toISOString(),
        })),
      };
    },

    /** Changes an interview; `changed` is false when the body changed nothing (no mail). */
    async update(
      caller: Caller,
      id: string,
      body: z.output<typeof updateInterviewBodySchema>,
    ): Promise<{ interview: Interview; changed: boolean }> {
      const { interview: current } = await managedInterview(id, caller);
      if (current.status !== 'scheduled') throw invalid({ status: 'interviews.cancelled' });
      const fields: Record<string, string> = {};
      const startsAt = body.startsAt ? wholeSecond(body.startsAt) : current.startsAt;
      if (body.startsAt && startsAt.getTime() !== current.startsAt.getTime()) {
        assertFuture(startsAt, 'startsAt', fields);
      }
      const before = (await repository.interviewersOf([id])).get(id) ?? [];
      const interviewers = body.interviewerIds
        ? await interviewersOf(caller.companyId, body.interviewerIds, fields)
        : null;
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const blank = (value: string | null | undefined) =>
        value === undefined ? undefined : value?.trim() ? value.trim() : null;
      const changes = {
        startsAt,
        durationMinutes: body.durationMinutes ?? current.durationMinutes,
        timeZone: body.timeZone ?? current.timeZone,
        location:
          blank(body.location) === undefined ? current.location : (blank(body.location) ?? null),
        videoUrl:
          blank(body.videoUrl) === undefined ? current.videoUrl : (blank(body.videoUrl) ?? null),
      };
      const newIds = interviewers?.map((m) => m.id) ?? before;
      const sameTeam =
        newIds.length === before.length && newIds.every((memberId) => before.includes(memberId));
      const same =
        sameTeam &&
        changes.startsAt.getTime() === current.startsAt.getTime() &&
        changes.durationMinutes === current.durationMinutes &&
        changes.timeZone === current.timeZone &&
        changes.location === current.location &&
        changes.videoUrl === current.videoUrl;
      if (same) return { interview: await toInterview(current), changed: false };
      const ctx = await repository.applicationById(current.applicationId);
      if (!ctx) throw notFound();
      const everyone = await repository.membersById([...new Set([...before, ...newIds])]);
      const kept = everyone.filter((m) => newIds.includes(m.id)).map(interviewerRecipient);
      const added = new Set(newIds.filter((memberId) => !before.includes(memberId)));
      const removed = everyone.filter((m) => !newIds.includes(m.id)).map(interviewerRecipient);
      const applicant = applicantRecipient(ctx);
      const attendees = [...(applicant ? [applicant] : []), ...kept];
      const isNew = (r: Recipient) => everyone.some((m) => m.email === r.email && added.has(m.id));
      const organizer = await memberOrNone(current.createdByMemberId);
      const updated = await storeAndMail(
        caller.companyId,
        (tx) =>
          repository.updateInterview(
            tx,
            id,
            current.sequence,
            changes,
            sameTeam ? undefined : newIds,
          ),
        (stored) =>
          stored
            ? [
                ...interviewMessages({
                  kind: 'update',
                  interview: stored,
                  ctx,
                  attendees,
                  to: attendees.filter((r) => !isNew(r)),
                  organizer,
                }),
                ...interviewMessages({
                  kind: 'invitation',
                  interview: stored,
                  ctx,
                  attendees,
                  to: attendees.filter(isNew),
                  organizer,
                }),
                // An interviewer taken off gets CANCEL (decisions.md 12).
                ...interviewMessages({
                  kind: 'removed',
                  interview: stored,
                  ctx,
                  attendees,
                  to: removed,
                  organizer,
                }),
              ]
            : [],
      );
      // Another change got there first (or it was cancelled meanwhile): try again.
      if (!updated) throw invalid({ status: 'interviews.cancelled' });
      return { interview: await toInterview(updated), changed: true };
    },

    /** Cancels; `changed` false when it was already cancelled. */
    async cancel(caller: Caller, id: string): Promise<{ interview: Interview; changed: boolean }> {
      const { interview: current } = await managedInterview(id, caller);
      if (current.status === 'cancelled')
        return { interview: await toInterview(current), changed: false };
      const ctx = await repository.applicationById(current.applicationId);
      const memberIds = (await repository.interviewersOf([id])).get(id) ?? [];
      const members = await repository.membersById(memberIds);
      const applicant = ctx ? applicantRecipient(ctx) : null;
      const attendees = [...(applicant ? [applicant] : []), ...members.map(interviewerRecipient)];
      const organizer = await memberOrNone(current.createdByMemberId);
      const cancelled = await storeAndMail(
        caller.companyId,
        (tx) => repository.cancelInterview(tx, id),
        (stored) =>
          stored && ctx
            ? interviewMessages({
                kind: 'cancellation',
                interview: stored,
                ctx,
                attendees,
                organizer,
              })
            : [],
      );
      if (!cancelled) return { interview: await toInterview(current), changed: false };
      return { interview: await toInterview(cancelled), changed: true };
    },

    async offer(caller: Caller, applicationId: string, body: OfferSlotsInput) {
      const ctx = await allowedApplication(applicationId, caller, 'postings.manage');
      const fields: Record<string, string> = {};
      body.slots.forEach((slot, i) =>
        assertFuture(new Date(slot.startsAt), `slots.${i}.startsAt`, fields),
      );
      await interviewersOf(caller.companyId, body.interviewerIds, fields);
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const applicant = applicantRecipient(ctx);
      const code = newSecret();
      const expiresAt = new Date(clock.now().getTime() + interviewLimits.offerTtlDays * 86_400_000);
      const slots = body.slots
        .map((s) => ({
          startsAt: wholeSecond(s.startsAt).toISOString(),
          durationMinutes: s.durationMinutes,
        }))
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      const offer = await storeAndMail(
        caller.companyId,
        (tx) =>
          repository.insertOffer(tx, {
            applicationId,
            companyId: caller.companyId,
            codeHash: hashSecret(code),
            slots,
            timeZone: body.timeZone,
            interviewerIds: body.interviewerIds,
            location: body.location,
            videoUrl: body.videoUrl,
            createdByMemberId: caller.member.id,
            expiresAt,
          }),
        () =>
          applicant
            ? [
                {
                  to: applicant.email,
                  // The company's template, logged on the application (decision 130).
                  templated: {
                    applicationId,
                    templateKey: 'interviewSlots',
                    extra: {
                      link: `${options.publicUrl}/schedule/${code}`,
                      linkExpires: inBoth((lang) => formatLinkExpiry(expiresAt, lang)),
                      interviewSlots: slotsOf(
                        slots.map((slot) => ({
                          startsAt: new Date(slot.startsAt),
                          durationMinutes: slot.durationMinutes,
                        })),
                        body.timeZone,
                      ),
                    },
                  },
                  ...offerMail({
                    lang: applicant.lang,
                    name: applicant.name,
                    title: ctx.posting.title,
                    companyName: ctx.companyName,
                    link: `${options.publicUrl}/schedule/${code}`,
                    expiresAt,
                    slots: slots.map((s) => ({
                      startsAt: new Date(s.startsAt),
                      durationMinutes: s.durationMinutes,
                    })),
                    timeZone: body.timeZone,
                  }),
                },
              ]
            : [],
      );
      return { _id: offer.id, slots: offer.slots, expiresAt: offer.expiresAt.toISOString() };
    },

    /** The offer of a code, if it can still be booked (404 / 409 / 410 otherwise). */
    async openOffer(code: string) {
      const offer = await repository.offerByCodeHash(hashSecret(code));
      if (!offer) throw new DomainError('LINK_NOT_FOUND', 'error.LINK_NOT_FOUND');
      if (offer.usedAt) throw new DomainError('LINK_USED', 'error.LINK_USED');
      if (offer.expiresAt.getTime() <= clock.now().getTime()) {
        throw new DomainError('LINK_EXPIRED', 'error.LINK_EXPIRED');
      }
      return offer;
    },

    async slots(code: string): Promise<InterviewSlots> {
      const offer = await this.openOffer(code);
      const ctx = await repository.applicationById(offer.applicationId);
      if (!ctx) throw new DomainError('LINK_NOT_FOUND', 'error.LINK_NOT_FOUND');
      const now = clock.now().getTime();
      return {
        company: { name: ctx.companyName },
        job: { title: ctx.posting.title },
        timeZone: offer.timeZone,
        location: offer.location,
        videoUrl: offer.videoUrl,
        // The free slots: those still to come.
        slots: offer.slots.filter((s) => Date.parse(s.startsAt) > now),
      };
    },

    /** Books one slot of an offer, exactly once (decisions.md 12). */
    async book(
      code: string,
      startsAtText: string,
    ): Promise<{ interview: Interview; companyId: string; applicantEmail: string }> {
      const offer = await this.openOffer(code);
      const startsAt = wholeSecond(startsAtText);
      const slot = offer.slots.find((s) => Date.parse(s.startsAt) === startsAt.getTime());
      if (!slot) throw invalid({ startsAt: 'interviews.slotNotOffered' });
      const fields: Record<string, string> = {};
      assertFuture(startsAt, 'startsAt', fields);
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const ctx = await repository.applicationById(offer.applicationId);
      if (!ctx) throw new DomainError('LINK_NOT_FOUND', 'error.LINK_NOT_FOUND');
      // Interviewers removed since the offer are left out.
      const interviewers = await repository.activeMembers(offer.companyId, offer.interviewerIds);
      const applicant = applicantRecipient(ctx);
      const attendees = [
        ...(applicant ? [applicant] : []),
        ...interviewers.map(interviewerRecipient),
      ];
      const organizer = await memberOrNone(offer.createdByMemberId);
      const claim = (tx: Tx) =>
        repository.bookOffer(tx, offer.id, clock.now(), (inner) =>
          repository.insertInterview(
            inner,
            {
              applicationId: offer.applicationId,
              jobId: ctx.posting.id,
              companyId: offer.companyId,
              startsAt,
              durationMinutes: slot.durationMinutes,
              timeZone: offer.timeZone,
              location: offer.location,
              videoUrl: offer.videoUrl,
              uid: randomUUID(),
              createdByMemberId: offer.createdByMemberId,
            },
            interviewers.map((m) => m.id),
          ),
        );
      const row = await storeAndMail(offer.companyId, claim, (stored) =>
        stored
          ? interviewMessages({
              kind: 'invitation',
              interview: stored,
              ctx,
              attendees,
              organizer,
            })
          : [],
      );
      if (!row) {
        // Someone else booked it meanwhile (or it expired): say which.
        await this.openOffer(code);
        throw new DomainError('LINK_USED', 'error.LINK_USED');
      }
      return {
        interview: await toInterview(row),
        companyId: offer.companyId,
        applicantEmail: applicant?.email ?? '',
      };
    },

    async kit(caller: Caller, jobId: string): Promise<InterviewKit> {
      const found = await repository.findPosting(jobId, caller.companyId, caller.member.id);
      if (!found) throw notFound();
      const manages =
        !caller.member.setupRequired &&
        can(caller.member.role, 'postings.manage', { onTeam: found.onTeam });
      if (!manages) {
        // An interviewer of that posting reads its kit to fill a scorecard.
        const interviewer = await repository.isInterviewerOfJob(caller.member.id, jobId);
        if (!interviewer || caller.member.setupRequired) throw forbidden();
      }
      return kitOf(found.posting, found.companyLang);
    },

    async setKit(
      caller: Caller,
      jobId: string,
      attributes: string[] | null,
    ): Promise<{ kit: InterviewKit; changed: boolean }> {
      const found = await repository.findPosting(jobId, caller.companyId, caller.member.id);
      if (!found) throw notFound();
      assertMemberCan(caller.member, 'postings.manage', { onTeam: found.onTeam });
      const before = await repository.storedKit(jobId);
      await repository.saveKit(jobId, attributes);
      const changed = JSON.stringify(before) !== JSON.stringify(attributes);
      return { kit: await kitOf(found.posting, found.companyLang), changed };
    },

    async submitScorecard(
      caller: Caller,
      interviewId: string,
      body: z.output<typeof scorecardBodySchema>,
    ): Promise<{ scorecard: Scorecard; created: boolean; applicationId: string }> {
      const found = await repository.findInterview(interviewId, caller.companyId, caller.member.id);
      if (!found) throw notFound();
      // decisions.md 12: only an interviewer of that interview (else 403).
      assertMemberCan(caller.member, 'scorecards.submit', { onInterview: found.isInterviewer });
      const { interview } = found;
      if (interview.status !== 'scheduled') throw invalid({ status: 'interviews.cancelled' });
      const ctx = await repository.applicationById(interview.applicationId);
      if (!ctx) throw notFound();
      const kit = await kitOf(ctx.posting, ctx.companyLang);
      const fields: Record<string, string> = {};
      body.ratings.forEach((rating, i) => {
        if (!kit.attributes.includes(rating.attribute)) {
          fields[`ratings.${i}.attribute`] = 'interviews.attributeUnknown';
        }
      });
      if (Object.keys(fields).length > 0) throw invalid(fields);
      const { row, created } = await repository.upsertScorecard({
        interviewId,
        memberId: caller.member.id,
        ratings: body.ratings,
        recommendation: body.recommendation,
        notes: body.notes,
      });
      const [member] = await repository.membersById([caller.member.id]);
      return {
        scorecard: toScorecard(row, member),
        created,
        applicationId: interview.applicationId,
      };
    },

    async scorecards(caller: Caller, applicationId: string): Promise<ScorecardList> {
      const ctx = await allowedApplication(applicationId, caller, 'applications.view');
      const [rows, interviews] = await Promise.all([
        repository.scorecardsOfApplication(applicationId),
        repository.interviewsOfApplication(applicationId),
      ]);
      const live = interviews.filter((i) => i.status === 'scheduled');
      const interviewerIds = await repository.interviewersOf(live.map((i) => i.id));
      const expected = [...interviewerIds.values()].reduce((n, ids) => n + ids.length, 0);
      // An interviewer sees the others' only once their own is in (decisions.md 12).
      const hidden =
        ctx.onInterview && !rows.some((r) => r.scorecard.memberId === caller.member.id);
      const visible = hidden ? [] : rows;
      const scores = visible.flatMap((r) => r.scorecard.ratings);
      const byAttribute = new Map<string, number[]>();
      for (const rating of scores) {
        byAttribute.set(rating.attribute, [
          ...(byAttribute.get(rating.attribute) ?? []),
          rating.score,
        ]);
      }
      const mean = (values: number[]) =>
        Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
      const counts = Object.fromEntries(recommendations.map((r) => [r, 0])) as Record<
        (typeof recommendations)[number],
        number
      >;
      for (const r of visible) counts[r.scorecard.recommendation] += 1;
      return {
        scorecards: visible.map((r) => toScorecard(r.scorecard, { ...r.member, lang: 'en' })),
        hidden,
        summary: {
          submitted: rows.length,
          expected,
          average: scores.length > 0 ? mean(scores.map((s) => s.score)) : null,
          attributes: [...byAttribute].map(([attribute, values]) => ({
            attribute,
            average: mean(values),
          })),
          recommendations: counts,
        },
      };
    },

    async mine(caller: Caller, query: MyInterviewsQuery): Promise<MyInterviewsPage> {
      const { rows, total } = await repository.interviewsOfMember(
        caller.member.id,
        query.scope,
        clock.now(),
        (query.page - 1) * query.pageSize,
        query.pageSize,
      );
      return {
        interviews: await toInterviews(rows),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * The member's feed URL, made on first call; `renew` makes a new secret and the old URL
     * answers 404 from then on. Only the token's hash is stored; the token itself is an HMAC
     * of the member and the feed's creation instant under the server's secret, so that the
     * same URL can be shown again without keeping it.
     */
    async feedUrl(caller: Caller, renew: boolean): Promise<{ url: string }> {
      const existing = await repository.feedOf(caller.member.id);
      let createdAt = existing?.createdAt;
      if (!createdAt || renew) {
        const now = Date.now();
        createdAt = new Date(Math.max(now, (existing?.createdAt.getTime() ?? 0) + 1));
        await repository.saveFeed(
          caller.member.id,
          hashSecret(feedToken(caller.member.id, createdAt)),
          createdAt,
        );
      }
      return {
        url: `${options.publicUrl}/api/calendar/${feedToken(caller.member.id, createdAt)}.ics`,
      };
    },

    async feed(token: string): Promise<string> {
      const owner = await repository.memberOfFeed(hashSecret(token));
      if (!owner) throw notFound();
      const since = new Date(clock.now().getTime() - interviewLimits.feedPastDays * 86_400_000);
      const rows = await repository.feedInterviews(owner.memberId, since);
      const answers = await toInterviews(rows);
      const companyName = rows[0]
        ? ((await repository.applicationById(rows[0].applicationId))?.companyName ?? '')
        : '';
      const schedulers = await repository.membersById([
        ...new Set(rows.flatMap((row) => (row.createdByMemberId ? [row.createdByMemberId] : []))),
      ]);
      const events = rows.map((row, i): CalendarInterview => {
        const answer = answers[i];
        return {
          uid: row.uid,
          sequence: row.sequence,
          status: row.status,
          startsAt: row.startsAt,
          durationMinutes: row.durationMinutes,
          timeZone: row.timeZone,
          location: row.location,
          videoUrl: row.videoUrl,
          summary: `${answer?.job.title ?? ''} – ${answer?.candidate.name ?? ''}`,
          description: row.videoUrl ?? '',
          organizer: organizerOf(
            schedulers.find((m) => m.id === row.createdByMemberId),
            (answer?.interviewers ?? []).map((p) => ({ ...p, role: 'interviewer' as const })),
          ),
          attendees: (answer?.interviewers ?? []).map((p) => ({ name: p.name, email: p.email })),
          updatedAt: row.updatedAt,
        };
      });
      return interviewFeed(companyName ? `${companyName} – interviews` : 'Interviews', events);
    },
  };
}

function toScorecard(row: ScorecardRow, member: PersonRow | undefined): Scorecard {
  return {
    _id: row.id,
    interviewId: row.interviewId,
    interviewer: {
      _id: row.memberId,
      name: member ? nameOf(member) : '',
      email: member?.email ?? '',
    },
    ratings: row.ratings,
    recommendation: row.recommendation,
    notes: row.notes,
    submittedAt: row.submittedAt.toISOString(),
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
