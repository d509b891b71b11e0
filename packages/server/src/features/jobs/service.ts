// Job postings and applications as users make them (decision 100, details in decision 101).
// A company manages only its own postings: another company's posting is "not found" (404), as
// description cards are (decision 061). Within the company, a hiring manager manages only the
// postings whose hiring team includes them (decisions.md 11, decision 110: 403 on another team's,
// and the list shows only theirs). The requirement profile is always computed here from the
// source the company chose; a client never sends one.
import { userApplicationOffers } from '../offers/public';
import type { UserApplicationOffer } from '@talentpool/domain/offers/schemas';
import { checkScreeningAnswers } from '@talentpool/domain/jobs/screening';
import { assertMemberCan, type Account, type MemberOfAccount } from '../../plugins/app/auth';
import { holdsIdempotencyKey, recordIdempotentAnswer } from '../../plugins/app/idempotency';
import { DomainError } from '@talentpool/domain/errors';
import { can, isScoped } from '@talentpool/domain/members/policy';
import type { Member } from '@talentpool/domain/members/schemas';
import { scoreChecklist } from '@talentpool/domain/checklists/scoring';
import {
  type CompanyPostingsQuery,
  type JobBoardQuery,
  type Posting,
  type PostingData,
  type PostingPage,
  type PostingStatus,
  type RequirementSource,
  type UserApplication,
  type UserApplicationPage,
  type UserApplicationsQuery,
} from '@talentpool/domain/jobs/schemas';
import { isOpenPosting } from '@talentpool/domain/jobs/reach';
import type { ApplyBody } from '@talentpool/domain/process/schemas';
import { findStage, stageNamesOf, stagesOrDefault } from '@talentpool/domain/process/stages';
import type { Db } from '../../db/database';
import type { FitRefreshQueue } from '../../db/fitStore';
import { postingChanges } from '../../lib/postingChanges';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { toActor, type ActorRow } from '../../db/actor';
import {
  activeMemberIds,
  activeMembersOf,
  companyNameOf,
  countsByStage,
  eventsOf,
  findOwnCardProfile,
  findOwnPosting,
  findOwnPostingView,
  findPosting,
  findUserApplication,
  insertPosting,
  insertUserApplication,
  templateStagesOf,
  listBoard,
  listCompanyPostings,
  listCompanyPostingsAfter,
  listUserApplications,
  replaceTeam,
  teamsOf,
  updateOwnPosting,
  userDataComplete,
  type EventRow,
  type NewPosting,
  type OwnPosting,
  type PostingRow,
  type PostingUpdate,
  type PostingWithCompany,
  type UserApplicationRow,
} from './repository';
import {
  assertScreeningInput,
  postingScreeningOf,
  publicScreeningOf,
  saveScreening,
  storeAnswers,
  type KnockoutRejection,
} from './screening';
import type { ApplicationMailer } from '../mailTemplates/public';
import { replaceStages, withdrawApplication } from '../applications/public';
import { saveFairnessSurvey } from '../fairness/public';
import { withdrawMatters, type NextInterview } from '@talentpool/domain/seeker/applications';
import { nextInterviewsOf } from './nextInterviews';
import {
  latestPostingApprovals,
  type PostingApprovals,
  type PublishPosting,
  type StatusChangeOutcome,
} from './approval/service';

const notFound = () => new DomainError('NOT_FOUND', 'error.NOT_FOUND');
const forbidden = () => new DomainError('FORBIDDEN', 'error.FORBIDDEN');
const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** What only the owning company sees of its posting. */
export interface CompanyView {
  counts: Record<string, number>;
  team: Member[];
  by: ActorRow | null;
}

export function toPosting(
  { posting, companyName, companyPic }: PostingWithCompany,
  company?: CompanyView,
): Posting {
  const answer: Posting = {
    _id: posting.id,
    companyId: posting.companyId,
    companyName: companyName ?? '',
    companyPic: companyPic ?? null,
    status: posting.status,
    title: posting.title,
    description: posting.description,
    workplace: posting.workplace,
    country: posting.country,
    city: posting.city,
    field: posting.field,
    minEducation: posting.minEducation ?? null,
    minExperience: posting.minExperience ?? null,
    requirementSource: posting.requirementSource,
    requirementProfile: {
      '4': posting.requirementProfile['4'] ?? 0,
      '5': posting.requirementProfile['5'] ?? 0,
      '6': posting.requirementProfile['6'] ?? 0,
      '7': posting.requirementProfile['7'] ?? 0,
    },
    employmentType: posting.employmentType,
    salary: salaryOf(posting, Boolean(company)),
    applicationDeadline: isoOrNull(posting.applicationDeadline),
    openings: posting.openings,
    createdAt: iso(posting.createdAt),
    publishedAt: isoOrNull(posting.publishedAt),
    closedAt: isoOrNull(posting.closedAt),
  };
  if (expired(posting)) {
    // Past its deadline a published posting reads as closed, since the deadline (issue 25).
    answer.status = 'closed';
    answer.closedAt = isoOrNull(posting.applicationDeadline);
  }
  if (company) {
    // Decision 130: a count for every stage of the posting's list, in its order.
    const list = stagesOrDefault(posting.stages);
    answer.countsByStage = Object.fromEntries(list.map((s) => [s.key, company.counts[s.key] ?? 0]));
    answer.applicantCount = Object.values(company.counts).reduce((sum, n) => sum + n, 0);
    answer.stages = [...list];
    answer.team = company.team;
    answer.by = toActor(company.by);
  }
  return answer;
}

/** Published, but its application deadline has passed (issue 25): it reads as closed. */
function expired(posting: PostingRow, now = new Date()): boolean {
  return (
    posting.status === 'published' &&
    !isOpenPosting(posting.status, posting.applicationDeadline, now)
  );
}

/** The salary range; a hidden one only for the owning company. */
function salaryOf(posting: PostingRow, forCompany: boolean): Posting['salary'] {
  if (posting.salaryMin === null || !posting.salaryCurrency || !posting.salaryPeriod) return null;
  if (!posting.salaryVisible && !forCompany) return null;
  return {
    min: Number(posting.salaryMin),
    max: posting.salaryMax === null ? null : Number(posting.salaryMax),
    currency: posting.salaryCurrency,
    period: posting.salaryPeriod,
    visible: posting.salaryVisible,
  };
}

/** The text the board's q searches: title, description and company name, lower case. */
export function postingSearchText(title: string, description: string, companyName: string) {
  return [title, description, companyName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** The stored source and the profile computed from it; a card must be the company's own. */
async function requirementOf(
  db: Db,
  companyId: string,
  source: RequirementSource,
): Promise<{ requirementSource: RequirementSource; requirementProfile: Record<string, number> }> {
  if (source.kind === 'card') {
    const profile = await findOwnCardProfile(db, companyId, source.cardId);
    if (!profile) throw notFound();
    return {
      requirementSource: { kind: 'card', cardId: source.cardId },
      requirementProfile: profile,
    };
  }
  const items = [...source.items].sort((a, b) => a - b);
  const scored = scoreChecklist(source.kind, items);
  if (!scored.ok) {
    throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
      'requirement.items': scored.error,
    });
  }
  return { requirementSource: { kind: source.kind, items }, requirementProfile: scored.profile };
}

async function columnsOf(
  db: Db,
  companyId: string,
  data: PostingData,
): Promise<Omit<NewPosting, 'companyId'>> {
  const companyName = await companyNameOf(db, companyId);
  if (companyName === null) throw notFound();
  return {
    title: data.title,
    description: data.description,
    workplace: data.workplace,
    country: data.country,
    city: data.city,
    field: data.field,
    minEducation: data.minEducation ?? null,
    minExperience: data.minExperience ?? null,
    employmentType: data.employmentType,
    salaryMin: data.salary?.min ?? null,
    salaryMax: data.salary?.max ?? null,
    salaryCurrency: data.salary?.currency ?? null,
    salaryPeriod: data.salary?.period ?? null,
    salaryVisible: data.salary?.visible ?? true,
    applicationDeadline: data.applicationDeadline ? new Date(data.applicationDeadline) : null,
    // Left out on an update: kept (the column's default on a new posting).
    ...(data.openings === undefined ? {} : { openings: data.openings }),
    ...(await requirementOf(db, companyId, data.requirement)),
    searchText: postingSearchText(data.title, data.description, companyName),
  };
}

/** The company's view of its postings: applicant counts, hiring team and creator. */
async function companyViewOf(
  db: Db,
  rows: (PostingWithCompany & { by: ActorRow | null })[],
): Promise<Posting[]> {
  const ids = rows.map((r) => r.posting.id);
  const [counts, teams, approvals] = await Promise.all([
    countsByStage(db, ids),
    teamsOf(db, ids),
    latestPostingApprovals(db, ids),
  ]);
  return rows.map((row) => ({
    ...toPosting(row, {
      counts: counts.get(row.posting.id) ?? {},
      team: teams.get(row.posting.id) ?? [],
      by: row.by,
    }),
    approval: approvals.get(row.posting.id) ?? null,
  }));
}

/** The member of a company account (the guard has named it). */
function memberOfAccount(account: Account): MemberOfAccount {
  if (account.type !== 'Company' || !account.member) throw forbidden();
  return account.member;
}

/**
 * One of the company's postings that the member may manage: another company's or unknown is 404;
 * one whose hiring team does not include a hiring manager is 403 (decisions.md 11).
 */
export async function managedPosting(db: Db, account: Account, id: string): Promise<OwnPosting> {
  const member = memberOfAccount(account);
  const found = await findOwnPosting(db, account.id, id, member.id);
  if (!found) throw notFound();
  assertMemberCan(member, 'postings.manage', { onTeam: found.onTeam });
  return found;
}

async function answerOf(db: Db, found: OwnPosting): Promise<Posting> {
  const [posting] = await companyViewOf(db, [found]);
  if (!posting) throw notFound();
  // The company sees its questions with their knock-out rules (decision 130).
  const screening = await postingScreeningOf(db, found.posting.id);
  return {
    ...posting,
    screeningQuestions: screening.questions,
    knockoutAction: screening.knockoutAction,
    knockoutReasonId: screening.knockoutReasonId,
  };
}

/**
 * Decision 130: the list a template gives a posting (a copy), with the template's id; 'default'
 * (or nothing) gives the six defaults, stored as null. Another company's or an unknown template:
 * 400 on stageTemplateId.
 */
async function stagesOfTemplate(db: Db, companyId: string, templateId: string | undefined) {
  if (templateId === undefined || templateId === 'default') {
    return { stages: null, stageTemplateId: null };
  }
  const stages = await templateStagesOf(db, companyId, templateId);
  if (!stages) {
    throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
      stageTemplateId: 'process.templateUnknown',
    });
  }
  return { stages, stageTemplateId: templateId };
}

export async function createPosting(db: Db, account: Account, data: PostingData): Promise<Posting> {
  const member = memberOfAccount(account);
  await assertScreeningInput(db, account.id, data);
  const fromTemplate = await stagesOfTemplate(db, account.id, data.stageTemplateId);
  const row = await insertPosting(
    db,
    {
      ...(await columnsOf(db, account.id, data)),
      ...fromTemplate,
      companyId: account.id,
      status: 'draft',
      createdByMemberId: member.id,
    },
    // A member whose postings are scoped to their teams (a hiring manager) joins the team of
    // the posting they create, or could not see it (decision 110).
    isScoped(member.role, 'postings.manage') ? member.id : undefined,
  );
  await saveScreening(db, row.id, data);
  postingChanges.bump();
  return getCompanyPosting(db, account, row.id);
}

export async function getCompanyPosting(db: Db, account: Account, id: string): Promise<Posting> {
  // One statement (decision 165): the posting, its counts per stage, team and screening.
  const member = memberOfAccount(account);
  const found = await findOwnPostingView(db, account.id, id, member.id);
  if (!found) throw notFound();
  assertMemberCan(member, 'postings.manage', { onTeam: found.onTeam });
  // Decision 271: the posting's latest publish request with its chain.
  const approvals = await latestPostingApprovals(db, [found.posting.id]);
  return {
    ...toPosting(found, { counts: found.counts, team: found.team, by: found.by }),
    approval: approvals.get(found.posting.id) ?? null,
    screeningQuestions: found.screening.questions,
    knockoutAction: found.screening.knockoutAction,
    knockoutReasonId: found.screening.knockoutReasonId,
  };
}

/** Did an edit change what the applicants' fit is computed from (decision 134)? */
function fitInputsChanged(before: PostingRow, after: PostingUpdate): boolean {
  // A false "changed" (keys in another order) costs one refresh that finds nothing to write.
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return (
    (after.requirementProfile !== undefined &&
      !same(before.requirementProfile, after.requirementProfile)) ||
    (after.minEducation !== undefined && !same(before.minEducation, after.minEducation)) ||
    (after.minExperience !== undefined && !same(before.minExperience, after.minExperience)) ||
    // Issue 40: the skills asked for come from the text; the field and place are weighed.
    (['title', 'description', 'field', 'workplace', 'country'] as const).some(
      (key) => after[key] !== undefined && !same(before[key], after[key]),
    )
  );
}

export async function updatePosting(
  db: Db,
  account: Account,
  id: string,
  data: PostingData,
  /** Where the refresh of the applicants' stored fits is queued (app.queue, decision 134). */
  fitQueue: FitRefreshQueue,
): Promise<Posting> {
  // Ownership and team first: another company's id is not found, whatever the body says.
  const found = await managedPosting(db, account, id);
  await assertScreeningInput(db, account.id, data, await postingScreeningOf(db, id));
  const before = found.posting;
  const values = await columnsOf(db, account.id, data);
  // Decision 131: another template replaces the posting's list (409 STAGE_IN_USE, nothing
  // changed, while applicants sit in a stage it lacks: setJobStages moves them); the same
  // template again (or none) keeps the list, edits made with setJobStages included.
  const wanted = data.stageTemplateId;
  if (wanted !== undefined && wanted !== (found.posting.stageTemplateId ?? 'default')) {
    const fromTemplate = await stagesOfTemplate(db, account.id, wanted);
    const member = memberOfAccount(account);
    const done = await replaceStages(db, {
      jobId: id,
      companyId: account.id,
      memberId: member.id,
      stages: [...stagesOrDefault(fromTemplate.stages)],
      moves: {},
      templateId: fromTemplate.stageTemplateId,
    });
    if (!done) throw notFound();
    if (fromTemplate.stages === null) {
      // Back to the defaults: stored as null, like a posting that never had a list.
      await updateOwnPosting(db, account.id, id, { stages: null });
    }
  }
  const row = await updateOwnPosting(db, account.id, id, values, {
    refreshFit: fitInputsChanged(before, values) ? fitQueue : undefined,
  });
  if (!row) throw notFound();
  await saveScreening(db, id, data);
  // The job pages' cache (decision 126) learns of it before its next request.
  postingChanges.bump();
  return getCompanyPosting(db, account, id);
}

/**
 * Publishing stamps publishedAt and clears closedAt (a reopened posting is new again on the
 * board); closing stamps closedAt; back to draft clears both. The same status is a no-op:
 * `changed` says whether the status changed (and the audit log records it).
 */
/**
 * Writes a status change with its stamps and its event (webhooks hear posting.statusChanged in the
 * same transaction): the one way a posting is published, closed or returned to draft, whether a
 * member does it or the last approval of a publish request does (decision 271).
 */
async function writeStatus(db: Db, companyId: string, id: string, status: PostingStatus) {
  const now = new Date();
  const stamps: PostingUpdate =
    status === 'published'
      ? { publishedAt: now, closedAt: null }
      : status === 'closed'
        ? { closedAt: now }
        : { publishedAt: null, closedAt: null };
  await updateOwnPosting(db, companyId, id, { status, ...stamps }, { statusChanged: true });
}

function assertPublishable(posting: PostingRow, status: PostingStatus) {
  if (status === 'published' && expired(posting)) {
    // Republishing a posting past its deadline would reopen nothing: it needs a new deadline.
    throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
      applicationDeadline: 'jobs.deadlinePast',
    });
  }
}

/**
 * Decision 271: the last approval of a publish request publishes the posting here, in the
 * approval's transaction, as a member's publish does (the caller bumps the posting cache once
 * it committed).
 */
export const publishApprovedPosting: PublishPosting = async (tx, companyId, jobId) => {
  const found = await findPosting(tx, jobId);
  if (!found || found.posting.companyId !== companyId) throw notFound();
  assertPublishable(found.posting, 'published');
  if (found.posting.status === 'published') return;
  await writeStatus(tx, companyId, jobId, 'published');
};

/**
 * PATCH /api/company/jobs/{id}/status. With `approvals` (decision 271), the company's setting is
 * asked first, in the change's transaction: a publish that needs approval becomes a request and
 * the posting stays as it is (`request`); another change withdraws an open request.
 */
export async function setPostingStatus(
  db: Db,
  account: Account,
  id: string,
  status: PostingStatus,
  approvals?: PostingApprovals,
): Promise<{
  posting: Posting;
  changed: boolean;
  outcome: StatusChangeOutcome | null;
}> {
  const found = await managedPosting(db, account, id);
  assertPublishable(found.posting, status);
  const member = memberOfAccount(account);
  let changed = found.posting.status !== status;
  let outcome: StatusChangeOutcome | null = null;
  if (approvals) {
    outcome = await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      const decided = await approvals.onStatusChange(
        tx,
        member,
        { id, companyId: account.id },
        status,
        changed,
      );
      if (decided.kind === 'direct' && changed) await writeStatus(tx, account.id, id, status);
      return decided;
    });
    if (outcome.kind === 'request') changed = false;
  } else if (changed) {
    await writeStatus(db, account.id, id, status);
  }
  if (changed) postingChanges.bump();
  return { posting: await getCompanyPosting(db, account, id), changed, outcome };
}

/** A hiring manager sees only the postings of their teams (decisions.md 11). */
export async function companyPostingPage(
  db: Db,
  account: Account,
  query: CompanyPostingsQuery,
): Promise<PostingPage> {
  const member = memberOfAccount(account);
  const { page, pageSize, status } = query;
  // Decision 235 (issue 42): with a cursor, the postings after it, oldest first.
  if (query.cursor !== undefined) {
    const after = decodeCursor(query.cursor);
    const found = await listCompanyPostingsAfter(
      db,
      account.id,
      status,
      after,
      pageSize,
      isScoped(member.role, 'postings.manage') ? member.id : undefined,
    );
    const last = found.rows.at(-1);
    return {
      postings: await companyViewOf(db, found.rows),
      total: found.total,
      page: 1,
      pageSize,
      nextCursor: encodeCursor(last ? { us: last.keyUs, id: last.posting.id } : after),
      hasMore: found.hasMore,
    };
  }
  const { rows, total } = await listCompanyPostings(
    db,
    account.id,
    status,
    { limit: pageSize, offset: (page - 1) * pageSize },
    isScoped(member.role, 'postings.manage') ? member.id : undefined,
  );
  return { postings: await companyViewOf(db, rows), total, page, pageSize };
}

/** GET /api/company/jobs/{id}/team: the posting's hiring team. */
export async function getJobTeam(
  db: Db,
  account: Account,
  id: string,
): Promise<{ members: Member[]; candidates: Member[] }> {
  const found = await managedPosting(db, account, id);
  const [teams, candidates] = await Promise.all([
    teamsOf(db, [found.posting.id]),
    activeMembersOf(db, account.id),
  ]);
  return { members: teams.get(found.posting.id) ?? [], candidates };
}

/**
 * PUT /api/company/jobs/{id}/team: the team becomes exactly these members; each must be an
 * active member of the same company (400 VALIDATION_FAILED on memberIds otherwise).
 */
export async function setJobTeam(
  db: Db,
  account: Account,
  id: string,
  memberIds: readonly string[],
): Promise<{ members: Member[]; added: string[]; removed: string[] }> {
  const found = await managedPosting(db, account, id);
  const wanted = [...new Set(memberIds)];
  const active = await activeMemberIds(db, account.id, wanted);
  if (wanted.some((memberId) => !active.has(memberId))) {
    throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', {
      memberIds: 'jobs.teamMemberUnknown',
    });
  }
  const { added, removed } = await replaceTeam(db, found.posting.id, wanted);
  const teams = await teamsOf(db, [found.posting.id]);
  return { members: teams.get(found.posting.id) ?? [], added, removed };
}

export async function boardPage(db: Db, query: JobBoardQuery): Promise<PostingPage> {
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await listBoard(db, filters, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { postings: rows.map((row) => toPosting(row)), total, page, pageSize };
}

/**
 * A posting as anyone sees it: published or closed. A draft is not found, except by its own
 * company, which also sees the counts of its applicants.
 */
export async function publicPosting(db: Db, viewer: Account | null, id: string): Promise<Posting> {
  const found = await findPosting(db, id);
  if (!found) throw notFound();
  const member = viewer?.type === 'Company' ? viewer.member : undefined;
  if (viewer && member && viewer.id === found.posting.companyId) {
    // A member who may manage it sees the company's view; another member of that company (a
    // hiring manager of another team, an interviewer) sees what anyone sees.
    const own = await findOwnPosting(db, viewer.id, id, member.id);
    if (
      own &&
      !member.setupRequired &&
      can(member.role, 'postings.manage', { onTeam: own.onTeam })
    ) {
      return answerOf(db, own);
    }
  }
  // A draft, or a posting of a company an operator disabled (decision 123), is not public.
  if (found.posting.status === 'draft' || found.companyDisabled) throw notFound();
  // Applicants see the questions, never what knocks them out (decision 130).
  return {
    ...toPosting(found),
    screeningQuestions: publicScreeningOf(await postingScreeningOf(db, id)),
  };
}

function toUserApplication(
  row: UserApplicationRow,
  events: EventRow[],
  nextInterview: NextInterview | null = null,
): UserApplication {
  const { application } = row;
  // Issue 46: withdrawing is offered while it can matter (not once hired or rejected).
  const stageKind = findStage(stagesOrDefault(row.jobStages), application.stage)?.kind;
  return {
    _id: application.id,
    jobId: application.jobId,
    title: row.title,
    companyName: row.companyName ?? '',
    companyPic: row.companyPic ?? null,
    // A posting past its deadline reads as closed here too (issue 25).
    jobStatus:
      row.jobStatus === 'published' && !isOpenPosting(row.jobStatus, row.jobDeadline)
        ? 'closed'
        : row.jobStatus,
    stage: application.stage,
    stageName: findStage(stagesOrDefault(row.jobStages), application.stage)?.name ?? {
      en: application.stage,
      ar: application.stage,
    },
    appliedAt: iso(application.appliedAt),
    stageChangedAt: iso(application.stageChangedAt),
    // Decision 130: each move names its stages, in both languages (the viewer picks). Offer
    // entries (issue 41) are the company's record, not moves.
    history: events
      .filter((e) => e.offerAction === null)
      .map((e) => ({
        from: e.fromStage ?? null,
        to: e.toStage,
        at: iso(e.at),
        fromName: e.fromStage
          ? stageNamesOf(stagesOrDefault(row.jobStages), e.fromStage, row.jobRemovedStages)
          : null,
        toName: stageNamesOf(stagesOrDefault(row.jobStages), e.toStage, row.jobRemovedStages),
      })),
    nextInterview,
    canWithdraw: withdrawMatters(stageKind),
  };
}

/**
 * A user applies with their profile. The posting must exist (404) and be published (409
 * JOB_CLOSED, also for a draft, as decision 100 says); the profile must be complete (403 with a
 * profile message); a second application is 409 ALREADY_APPLIED, decided by the unique index.
 */
export async function apply(
  db: Db,
  account: Account,
  jobId: string,
  body: ApplyBody = {},
  options: {
    /** Mails a knock-out rejection (decision 130); without it, none is sent. */
    applicationMailer?: ApplicationMailer;
    log?: { error: (obj: object, msg: string) => void };
  } = {},
): Promise<UserApplication> {
  const found = await findPosting(db, jobId);
  if (!found) throw notFound();
  if (
    found.companyDisabled ||
    !isOpenPosting(found.posting.status, found.posting.applicationDeadline)
  ) {
    // Closed, a draft, or past its application deadline (issue 25).
    throw new DomainError('JOB_CLOSED', 'error.JOB_CLOSED');
  }
  if (!(await userDataComplete(db, account.id))) {
    throw new DomainError('FORBIDDEN', 'jobs.profileIncomplete');
  }
  // Decision 130: the answers are checked before anything is stored (400 at answers.<id>).
  const screening = await postingScreeningOf(db, jobId);
  const checked = checkScreeningAnswers(screening.questions, body.answers ?? []);
  if ('fields' in checked) {
    throw new DomainError('VALIDATION_FAILED', 'error.VALIDATION_FAILED', checked.fields);
  }
  // Decision 130: where the applicant came from (the job board unless the link said otherwise).
  let knockedOut: KnockoutRejection | null = null;
  const inserted = await insertUserApplication(
    db,
    jobId,
    account.id,
    { source: body.source ?? 'board', sourceDetail: body.utmSource?.trim() || null },
    async (tx, row) => {
      // Decision 173: an invitation to apply with the account is used by the links feature's
      // listener of 'application.entered' (links/listeners.ts), in this transaction.
      knockedOut = await storeAnswers(tx, row.id, checked, screening);
      // Issue 40 (decisions.md 21): the voluntary survey, apart from the application.
      await saveFairnessSurvey(tx, { applicationId: row.id, jobId }, body.survey);
      // Issue 23, decision 155: the applicant hears that it arrived, in the company's words
      // ("application received" template) and their language, logged on the application, in the
      // transaction that makes it. Company text: it counts towards the company's daily cap
      // (decisions.md 16); over it the application stands without the mail.
      await options.applicationMailer?.send(tx, {
        applicationId: row.id,
        templateKey: 'applicationReceived',
        companyId: found.posting.companyId,
        memberId: null,
        whenCapReached: 'skip',
      });
      // Decision 279: the answer of a request with an Idempotency-Key is kept with it.
      if (holdsIdempotencyKey()) {
        const made = await findUserApplication(tx, account.id, row.id);
        if (made) {
          const events = await eventsOf(tx, [row.id]);
          await recordIdempotentAnswer(tx, 201, toUserApplication(made, events.get(row.id) ?? []));
        }
      }
    },
  );
  options.applicationMailer?.wake();
  if (!inserted) throw new DomainError('ALREADY_APPLIED', 'error.ALREADY_APPLIED');
  const rejection = knockedOut as KnockoutRejection | null;
  if (rejection && options.applicationMailer) {
    // A rejection by the posting's knock-out rule is mailed as a member's rejection is: the
    // company's rejection template in the applicant's language, kept in the mail log. A refused
    // mail (the company's daily cap) leaves the application standing.
    try {
      await options.applicationMailer.sendNow({
        applicationId: inserted.id,
        templateKey: 'rejection',
        companyId: found.posting.companyId,
        memberId: null,
        extra: {
          stageName: rejection.stage.name,
          ...(rejection.reason ? { reason: rejection.reason } : {}),
        },
      });
    } catch (err) {
      options.log?.error({ err, applicationId: inserted.id }, 'could not queue the knock-out mail');
    }
  }
  const row = await findUserApplication(db, account.id, inserted.id);
  if (!row) throw notFound();
  const events = await eventsOf(db, [row.application.id]);
  return toUserApplication(row, events.get(row.application.id) ?? []);
}

export async function userApplicationPage(
  db: Db,
  account: Account,
  query: UserApplicationsQuery,
  /** Issue 41: the offers' links (decisions.md 23: the items carry the offer). */
  offerLinks?: { secret: string; publicUrl: string },
): Promise<UserApplicationPage> {
  const { page, pageSize } = query;
  const { rows, total } = await listUserApplications(db, account.id, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const ids = rows.map((r) => r.application.id);
  const [events, interviewsNext, offers] = await Promise.all([
    eventsOf(db, ids),
    nextInterviewsOf(db, ids),
    offerLinks
      ? userApplicationOffers(db, offerLinks, ids)
      : Promise.resolve(new Map<string, UserApplicationOffer>()),
  ]);
  return {
    applications: rows.map((row) => ({
      ...toUserApplication(
        row,
        events.get(row.application.id) ?? [],
        interviewsNext.get(row.application.id) ?? null,
      ),
      offer: offers.get(row.application.id) ?? null,
    })),
    total,
    page,
    pageSize,
  };
}

/** Every application of a user, for the export of their own data (decision 023). */
export async function allUserApplications(db: Db, userId: string): Promise<UserApplication[]> {
  const { rows } = await listUserApplications(db, userId, 'all');
  const events = await eventsOf(
    db,
    rows.map((r) => r.application.id),
  );
  return rows.map((row) => toUserApplication(row, events.get(row.application.id) ?? []));
}

/** The user withdraws: the application leaves the company's pipeline. Another's: 404. */
export async function withdraw(db: Db, account: Account, id: string): Promise<void> {
  // Issue 46: a decided application (hired or rejected) is not withdrawn: 409.
  const row = await findUserApplication(db, account.id, id);
  if (!row) throw notFound();
  const kind = findStage(stagesOrDefault(row.jobStages), row.application.stage)?.kind;
  if (!withdrawMatters(kind)) {
    throw new DomainError('APPLICATION_DECIDED', 'error.APPLICATION_DECIDED');
  }
  if (!(await withdrawApplication(db, account.id, id))) throw notFound();
}
