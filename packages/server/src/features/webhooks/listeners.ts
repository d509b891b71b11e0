// Issue 42 (decisions.md 18, decision 236): the events of other modules that the webhooks hear,
// each turned into the contract's event types and written as deliveries in the change's own
// transaction (the outbox): a change that rolls back leaves no delivery behind, and one that
// commits is sent by the dispatcher once it is there.
import type { Listeners } from '../../lib/events';
import { enqueueDeliveries, type OutgoingEvent } from './repository';

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
  'posting.statusChanged': (tx, e) =>
    e.status === 'draft'
      ? Promise.resolve()
      : enqueueDeliveries(tx, e.companyId, [
          { type: `posting.${e.status}`, data: { jobId: e.jobId } },
        ]),
};
