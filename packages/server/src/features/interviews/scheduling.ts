// Interviews (issue 19, decisions.md 12, decision 120; split by flow in issue 45): scheduling, listing, changing and cancelling an interview, with its calendar mails.
import { randomUUID } from 'node:crypto';
import {
  type ApplicationInterviews,
  type Interview,
  type ScheduleInterviewInput,
} from '@talentpool/domain/interviews/schemas';
import type { z } from 'zod';
import type { updateInterviewBodySchema } from '@talentpool/domain/interviews/schemas';
import type { Caller } from '../../lib/caller';
import { notFound, invalid, wholeSecond } from './shared';
import {
  type Recipient,
  applicantRecipient,
  interviewerRecipient,
  interviewMessages,
} from './messages';
import { type InterviewsContext } from './context';

/** The scheduling flow's calls of the interviews service. */
export function schedulingFlow(context: InterviewsContext) {
  const {
    repository,
    allowedApplication,
    managedInterview,
    assertFuture,
    interviewersOf,
    toInterviews,
    toInterview,
    memberOrNone,
    storeAndMail,
  } = context;
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
  };
}
