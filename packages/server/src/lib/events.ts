// In-process events (issue 45, decision 176): what one module's change makes another module do,
// in the same transaction, without the first importing the second. The changing module emits a
// typed event with its transaction and awaits every listener; a listener that throws rolls the
// change back with it. Work that may be slow or retried goes on the job queue instead (it is an
// outbox: a job enqueued with the transaction commits with it).
//
// Modelled on immich's event repository: one map of event names to payloads, so an emitter and
// its listeners agree at compile time.
import type { AccountType } from '@talentpool/domain/account';
import type { ApplicationSource } from '@talentpool/domain/process/schemas';
import type { StageKind } from '@talentpool/domain/process/stages';
import type { Db } from '../db/database';

/** How an application came in: the way in, not the `source` the company reads (decision 130). */
export type ApplicationWayIn = 'board' | 'guestForm' | 'cvImport' | 'invitationLink' | 'sourcing';

export interface EventMap {
  /** An application was created (applications module); emitted in its transaction. */
  'application.entered': {
    applicationId: string;
    jobId: string;
    /** The posting's company (issue 42: the webhooks' `application.created`). */
    companyId: string;
    /** The job seeker's account; null for a guest, an imported CV or an invitation link's guest. */
    userId: string | null;
    wayIn: ApplicationWayIn;
    source: ApplicationSource | null;
  };
  /** A company saved its profile (its name may have changed); emitted in its transaction. */
  'company.renamed': { companyId: string };
  /**
   * A candidate accepted an offer (offers module, decisions.md 20); emitted in the acceptance's
   * transaction, after the offer is signed and the application moved to the hired stage.
   * Listeners: webhooks (`offer.accepted`), the hire steps.
   */
  'offer.accepted': { companyId: string; offerId: string; applicationId: string; jobId: string };
  /** A candidate declined an offer (offers module); emitted in the decline's transaction. */
  'offer.declined': {
    companyId: string;
    offerId: string;
    applicationId: string;
    jobId: string;
    reason: string | null;
  };
  // Issue 42 (decisions.md 18, decision 236): the changes a company's webhooks hear, each emitted
  // by the module that owns the change, in its transaction.
  /**
   * Applications moved to one stage of one posting (applications module: a move, a bulk move, a
   * knock-out rejection); one event for the whole batch, so a listener writes once per batch.
   */
  'application.stageChanged': {
    companyId: string;
    jobId: string;
    toStage: string;
    /** The kind of the stage moved to: `hired` and `rejected` are events of their own too. */
    toKind: StageKind;
    moves: Array<{ applicationId: string; fromStage: string }>;
  };
  /** An interview was scheduled (interviews module: scheduled by a member or a booked slot). */
  'interview.scheduled': {
    companyId: string;
    interviewId: string;
    applicationId: string;
    jobId: string;
    startsAt: string;
  };
  /** An interview was cancelled (interviews module). */
  'interview.cancelled': {
    companyId: string;
    interviewId: string;
    applicationId: string;
    jobId: string;
  };
  /** An interviewer submitted (or changed) their scorecard (interviews module). */
  'scorecard.submitted': {
    companyId: string;
    interviewId: string;
    applicationId: string;
    scorecardId: string;
    recommendation: string;
  };
  /**
   * Issue 42, decision 282: a job seeker withdrew their application (applications module); emitted
   * in the withdrawal's transaction, before its row goes.
   */
  'application.withdrawn': { companyId: string; applicationId: string; jobId: string };
  /**
   * Two applications of one person to a posting became one (applications module, decision 218):
   * `mergedId` left the board, folded into `keptId`. Emitted in the merge's transaction.
   */
  'application.merged': { companyId: string; jobId: string; keptId: string; mergedId: string };
  /** A merge was undone: `restoredId` is back on the board beside `keptId`. */
  'application.unmerged': {
    companyId: string;
    jobId: string;
    keptId: string;
    restoredId: string;
  };
  /**
   * The retention sweep anonymised applications of a company (retention module, decision 124);
   * one event per company and sweep, in its transaction.
   */
  'application.anonymised': {
    companyId: string;
    applications: Array<{ applicationId: string; jobId: string }>;
  };
  /** A posting was published or closed (jobs module; closed also by its deadline's sweep). */
  'posting.statusChanged': {
    companyId: string;
    jobId: string;
    status: 'published' | 'closed' | 'draft';
  };
  /**
   * An account is being deleted (profile: a job seeker deletes theirs, decisions.md 14); emitted
   * in the deletion's transaction before the account's row goes. Each module removes what it
   * keeps of the account that no foreign key removes with the row, and commits or rolls back
   * with the deletion.
   */
  'account.deleted': {
    accountType: AccountType;
    accountId: string;
    /** The account's login e-mail, for what other modules keep by address (decision 215). */
    email: string;
  };
}

export type EventName = keyof EventMap;
export type Listener<E extends EventName> = (tx: Db, payload: EventMap[E]) => Promise<void>;

/** Listeners by event, in the order they were added; the same function is added once. */
const listeners = new Map<EventName, Set<Listener<EventName>>>();

/**
 * Adds a module's listener. app.ts adds them while it builds a server; a process that builds
 * several (the API tests) adds each function once, so a change never runs a reaction twice.
 * Answers a function that removes it (for tests that add a listener of their own).
 */
export function listen<E extends EventName>(event: E, listener: Listener<E>): () => void {
  const set = listeners.get(event) ?? new Set();
  set.add(listener as unknown as Listener<EventName>);
  listeners.set(event, set);
  return () => {
    set.delete(listener as unknown as Listener<EventName>);
  };
}

/** Runs every listener of `event` in `tx`, one after another, and waits for all of them. */
export async function emit<E extends EventName>(tx: Db, event: E, payload: EventMap[E]) {
  for (const listener of listeners.get(event) ?? []) {
    await (listener as unknown as Listener<E>)(tx, payload);
  }
}

/** The listeners a module offers, for app.ts to add (each module's public.ts exports one). */
export type Listeners = { [E in EventName]?: Listener<E> };

/** Adds every listener of a module's `Listeners`; answers a function that removes them. */
export function listenAll(moduleListeners: Listeners): () => void {
  const stops: Array<() => void> = [];
  for (const [event, listener] of Object.entries(moduleListeners)) {
    if (listener) stops.push(listen(event as EventName, listener as Listener<EventName>));
  }
  return () => {
    for (const stop of stops) stop();
  };
}
