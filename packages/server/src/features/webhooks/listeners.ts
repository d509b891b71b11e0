// Issue 42 (decisions.md 18, decision 236): the events of other modules that the webhooks hear,
// each turned into the contract's event types and written as deliveries in the change's own
// transaction (the outbox): a change that rolls back leaves no delivery behind, and one that
// commits is sent by the dispatcher once it is there.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { applications, jobPostings } from '../../db/schema';
import type { Listeners } from '../../lib/events';
import { enqueueDeliveries, type OutgoingEvent } from './repository';

/**
 * Decision 282: a job seeker deleting their account deletes their applications with it (foreign
 * keys); each company hears `application.deleted` for its own, written before the rows go.
 */
async function accountApplicationsDeleted(tx: Db, userId: string): Promise<void> {
  const rows = await tx
    .select({ id: applications.id, jobId: applications.jobId, companyId: jobPostings.companyId })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.jobId))
    .where(eq(applications.userId, userId));
  const byCompany = new Map<string, OutgoingEvent[]>();
  for (const row of rows) {
    const events = byCompany.get(row.companyId) ?? [];
    events.push({
      type: 'application.deleted',
      data: { applicationId: row.id, jobId: row.jobId, reason: 'accountDeleted' },
    });
    byCompany.set(row.companyId, events);
  }
  for (const [companyId, events] of byCompany) await enqueueDeliveries(tx, companyId, events);
}

export const webhooksListeners: Listeners = {
  'application.entered': (tx, e) =>
    enqueueDeliveries(tx, e.companyId, [
      {
        type: 'application.created',
        data: { applicationId: e.applicationId, jobId: e.jobId, source: e.source, wayIn: e.wayIn },
      },
    ]),
  'application.stageChanged': (tx, e) => {
    const events: OutgoingEvent[] = [];
    for (const move of e.moves) {
      const base = { applicationId: move.applicationId, jobId: e.jobId };
      events.push({
        type: 'application.stageChanged',
        data: { ...base, from: move.fromStage, to: e.toStage },
      });
      if (e.toKind === 'hired' || e.toKind === 'rejected') {
        events.push({ type: `application.${e.toKind}`, data: { ...base, stage: e.toStage } });
      }
    }
    return enqueueDeliveries(tx, e.companyId, events);
  },
  'interview.scheduled': (tx, e) =>
    enqueueDeliveries(tx, e.companyId, [
      {
        type: 'interview.scheduled',
        data: {
          interviewId: e.interviewId,
          applicationId: e.applicationId,
          jobId: e.jobId,
          startsAt: e.startsAt,
        },
      },
    ]),
  'interview.cancelled': (tx, e) =>
    enqueueDeliveries(tx, e.companyId, [
      {
        type: 'interview.cancelled',
        data: { interviewId: e.interviewId, applicationId: e.applicationId, jobId: e.jobId },
      },
    ]),
  'scorecard.submitted': (tx, e) =>
    enqueueDeliveries(tx, e.companyId, [
      {
        type: 'scorecard.submitted',
        data: {
          scorecardId: e.scorecardId,
          interviewId: e.interviewId,
          applicationId: e.applicationId,
          recommendation: e.recommendation,
        },
      },
    ]),
  'offer.accepted': (tx, e) =>
    enqueueDeliveries(tx, e.companyId, [
      {
        type: 'offer.accepted',
        data: { offerId: e.offerId, applicationId: e.applicationId, jobId: e.jobId },
      },
    ]),
  'offer.declined': (tx, e) =>
    enqueueDeliveries(tx, e.companyId, [
      {
        type: 'offer.declined',
        data: {
          offerId: e.offerId,
          applicationId: e.applicationId,
          jobId: e.jobId,
          reason: e.reason,
        },
      },
    ]),
  // Decision 282: the changes that take an application off the board, or bring one back.
  'application.withdrawn': (tx, e) =>
    enqueueDeliveries(tx, e.companyId, [
      { type: 'application.withdrawn', data: { applicationId: e.applicationId, jobId: e.jobId } },
    ]),
  'application.merged': (tx, e) =>
    enqueueDeliveries(tx, e.companyId, [
      {
        type: 'application.merged',
        data: { applicationId: e.keptId, mergedApplicationId: e.mergedId, jobId: e.jobId },
      },
    ]),
  'application.unmerged': (tx, e) =>
    enqueueDeliveries(tx, e.companyId, [
      {
        type: 'application.unmerged',
        data: { applicationId: e.keptId, restoredApplicationId: e.restoredId, jobId: e.jobId },
      },
    ]),
  'application.anonymised': (tx, e) =>
    enqueueDeliveries(
      tx,
      e.companyId,
      e.applications.map((a) => ({
        type: 'application.anonymised',
        data: { applicationId: a.applicationId, jobId: a.jobId },
      })),
    ),
  'account.deleted': (tx, e) =>
    e.accountType === 'User' ? accountApplicationsDeleted(tx, e.accountId) : Promise.resolve(),
  'posting.statusChanged': (tx, e) =>
    e.status === 'draft'
      ? Promise.resolve()
      : enqueueDeliveries(tx, e.companyId, [
          { type: `posting.${e.status}`, data: { jobId: e.jobId } },
        ]),
};
