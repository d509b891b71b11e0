// Interviews (issue 19, decisions.md 12, decision 120; split by flow in issue 45): the checks and reads every flow shares (the application or interview a member may act on, answers, mails in a transaction, kits).
import { createHmac } from 'node:crypto';
import { defaultKit, kitLabels } from '@talentpool/domain/interviews/kit';
import { type Interview } from '@talentpool/domain/interviews/schemas';
import { grantOf, type PolicyContext } from '@talentpool/domain/members/policy';
import { assertMemberCan } from '../../plugins/app/auth';
import type { Caller } from '../../lib/caller';
import type { ApplicationContext, InterviewRow, PersonRow, Tx } from './repository';
import { type InterviewsServiceOptions, notFound, langOf, nameOf, endOf } from './shared';
import { type InterviewMessage, queueInterviewMails } from './messages';

/** What the flows share: the options and the checks and reads every flow makes. */
export function createInterviewsContext(options: InterviewsServiceOptions) {
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
    if (stored) {
      return {
        attributes: stored.attributes,
        isDefault: false,
        labels: kitLabels(stored.attributes, stored.translations),
      };
    }
    const source = posting.requirementSource;
    const items =
      source.kind === 'card'
        ? await repository.cardItems(source.cardId)
        : { kind: source.kind, items: source.items };
    const attributes = defaultKit(items, langOf(companyLang));
    return { attributes, isDefault: true, labels: kitLabels(attributes) };
  }

  return {
    options,
    repository,
    clock,
    feedToken,
    allowedApplication,
    managedInterview,
    assertFuture,
    interviewersOf,
    toInterviews,
    toInterview,
    memberOrNone,
    storeAndMail,
    kitOf,
  };
}

export type InterviewsContext = ReturnType<typeof createInterviewsContext>;
