// The role matrix (issue 18, decisions.md 11, decision 110): every company route against every
// role of a company. Nothing here says what a role may do: the routes come from the OpenAPI
// document (an operation carrying `x-permission` is a company route, and the action is the one it
// declares). The expected answer of each cell is written out below (issue 44), read from
// decisions.md 11 and the decisions it names, never computed by the policy under test: a wrong
// cell in the domain's table fails here (before, the expectations came from `can()` itself).
// What the test holds is one request builder per operationId, so that each call is made valid
// (a refusal is about who asks, never about what is sent); a company route without a builder
// fails here, as does a company route that declares no permission.
//
// Principals: the owner, an admin, a recruiter, a hiring manager on the posting's hiring team and
// one not on it, an interviewer; for members.manage calls also the admin acting on an owner.
// Refused: exactly 403 FORBIDDEN in the error shape. Allowed: the builder's success status.
// Cells of one operation run concurrently; a call that changes or destroys what it acts on gets a
// fresh target per cell from its `prepare`.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyActions,
  type CompanyAction,
  type MemberRole,
  type PolicyContext,
} from '@talentpool/domain/members/policy';
import { eq } from 'drizzle-orm';
import {
  companies,
  postingApprovalRequests,
  postingApprovalSteps,
  savedSearches,
  webhookDeliveries,
  webhooks,
} from '../../src/db/schema';
import { addMember, createAccount, type TestAccount } from '../helpers/accounts';
import { applyAsGuest, duplicateImport, importCv, tinyPdf } from '../helpers/guestFixtures';
import { json, startTestServer, usingPostgres, type TestServer } from '../helpers/testServer';
import {
  card,
  createRejectReason,
  createStageTemplate,
  generateLink,
  ownStages,
  jobPosting,
  multipart,
  newEmail,
  relaxedLimits,
  validCompany,
  validProfile,
} from './fixtures';
import {
  createCard,
  createRoleCompany,
  createTeamApplication,
  createTeamJob,
  inviteAsOwner,
  roleOf,
  rolePrincipals,
  type RoleCompany,
  type RolePrincipal,
} from './roleFixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Fixtures {
  /** A published posting whose hiring team includes hiringManagerOnTeam. */
  job: { id: string };
  /** A closed one, on the same team: the only closed posting (the list's visibility check). */
  closedJob: { id: string };
  /** User A's application to a team posting. */
  application: { id: string; jobId: string };
  user: TestAccount;
  png: Buffer;
}

/** What a builder's prepare made for one cell. */
interface Made {
  id?: string;
  /** A second id of the URL (a file of an application or of an import). */
  second?: string;
  /** The member acted on and the role given (members.manage): the policy's context. */
  target?: { targetRole: MemberRole; newRole?: MemberRole };
}

interface Cell {
  who: RolePrincipal;
  made: Made;
}

interface Builder {
  method: Method;
  /** The path as the OpenAPI document writes it. */
  path: string;
  url: (c: Cell) => string;
  body?: (c: Cell) => unknown;
  /** A fresh target for each cell, for calls that change or destroy what they act on. */
  prepare?: (c: Cell) => Promise<Made>;
  /** The call acts on a posting (or an application to one): the policy's onTeam context. */
  posting?: boolean;
  /** Another context of the policy (an interview the member is on). */
  context?: (c: Cell) => PolicyContext;
  /** The status of the valid request when the policy allows it. */
  ok: number;
  /** More of the answer when allowed: a message when it is wrong. */
  check?: (c: Cell, body: unknown) => string | null;
}

/**
 * Operations under /api/company that declare no permission, with the reason. Any other operation
 * there without `x-permission` fails: a company route must declare the action it performs.
 */
const undeclaredCompanyCalls: Record<string, string> = {
  companySignup: 'signs a company up: no one is logged in yet',
  verifyCompanyEmail: 'the link in the verification mail, followed without a login',
  resendCompanyVerification: 'sends the verification mail again: no one is logged in yet',
  companyLogin: 'logs a member in',
  requestCompanyPasswordReset: 'forgot password (spec path change-password): mails a reset link',
  resetCompanyPassword: "takes the reset token from the mail, not a member's login",
  companyLogout:
    "ends the caller's own session: any member, even one held at second-factor set-up (decision 110)",
  getOneTimeLink: 'the state of a single-use link, for whoever holds its code',
  submitOneTimeLink: "a guest's answers through a single-use link: anyone holding a valid code",
  takeQuestionnaire: "a job seeker's call that the spec puts under company/ (POST company/test)",
  getInvitation: 'the invitation a person was mailed: public (decision 110)',
  acceptInvitation: 'joins a company through the invitation: public (decision 110)',
};

/**
 * The expected answers (issue 44), one row per operation, one column per caller: Y allowed (the
 * builder's success status), N refused, - not run. Columns: owner, admin, recruiter, a hiring
 * manager on the posting's team, one off it, an interviewer (on no interview of the fixtures, on
 * their own one for submitScorecard), the admin acting on an owner (members.manage only); then
 * outsiders: a job seeker's token (N: 403 FORBIDDEN), no token (N: 401 UNAUTHENTICATED) and the
 * owner of a rival company (N: refused with 403 FORBIDDEN or 404 NOT_FOUND, the URL names
 * something of ours; O: the call is about the caller's own company and is not refused as a role),
 * and a recruiter whom another company holds at second-factor set-up (issue 38: N as for the
 * rival; O only for "who am I", the own language and notification settings, decision 110).
 *
 * API keys (decisions.md 18, issue 42) are another caller: when they land, each row gains a column
 * per scope (candidates:read, jobs:read, jobs:write, applications:read, applications:write,
 * interviews:read, reports:read), N for every call outside a key's scopes.
 */
const expectedAnswers: Record<string, string> = {
  // Cells: owner admin recruiter hmOnTeam hmOffTeam interviewer adminOnOwner |
  //   jobSeeker stranger rival held
  // decisions.md 11, every member: the own company, the member's own settings, interviews and feed
  // (decision 110, decisions.md 12)
  getCompany: 'Y Y Y Y    Y     Y  -    | N      N        N  N',
  setCompanyLanguage: 'Y Y Y Y    Y     Y  -    | N      N        O  O',
  getCurrentMember: 'Y Y Y Y    Y     Y  -    | N      N        O  O',
  getNotificationSettings: 'Y Y Y Y    Y     Y  -    | N      N        O  O',
  updateNotificationSettings: 'Y Y Y Y    Y     Y  -    | N      N        O  O',
  // Issue 46 (decision 252): the member's own first-hour guide and name.
  getCompanyGuide: 'Y Y Y Y    Y     Y  -    | N      N        O  O',
  updateCompanyGuide: 'Y Y Y Y    Y     Y  -    | N      N        O  O',
  setMemberName: 'Y Y Y Y    Y     Y  -    | N      N        O  O',
  listMyInterviews: 'Y Y Y Y    Y     Y  -    | N      N        O  N',
  getCalendarFeed: 'Y Y Y Y    Y     Y  -    | N      N        O  N',
  renewCalendarFeed: 'Y Y Y Y    Y     Y  -    | N      N        O  N',
  // 'company profile, billing': owners and admins
  saveCompanyProfile: 'Y Y N N    N     N  -    | N      N        O  N',
  uploadCompanyImg: 'Y Y N N    N     N  -    | N      N        O  N',
  // 'members, roles, company security settings, audit log': owners and admins (admins not on
  // owners)
  listMembers: 'Y Y N N    N     N  -    | N      N        O  N',
  inviteMember: 'Y Y N N    N     N  N    | N      N        O  N',
  resendInvitation: 'Y Y N N    N     N  N    | N      N        N  N',
  updateMember: 'Y Y N N    N     N  N    | N      N        N  N',
  removeMember: 'Y Y N N    N     N  N    | N      N        N  N',
  getCompanySecurity: 'Y Y N N    N     N  -    | N      N        O  N',
  // decisions.md 18 (issue 42): API keys, owners and admins
  listApiKeys: 'Y Y N N    N     N  -    | N      N        O  N',
  createApiKey: 'Y Y N N    N     N  -    | N      N        O  N',
  revokeApiKey: 'Y Y N N    N     N  -    | N      N        N  N',
  // Issue 42: the company's interviews for integrations; scoped roles see theirs (filtered).
  listCompanyInterviews: 'Y Y Y Y    Y     Y  -    | N      N        O  N',
  setCompanySecurity: 'Y Y N N    N     N  -    | N      N        O  N',
  getRetentionPolicy: 'Y Y N N    N     N  -    | N      N        O  N',
  setRetentionPolicy: 'Y Y N N    N     N  -    | N      N        O  N',
  listAuditEvents: 'Y Y N N    N     N  -    | N      N        O  N',
  // decisions.md 18 (issue 42): single sign-on settings, owners only (decision 244)
  getCompanySso: 'Y N N N    N     N  -    | N      N        O  N',
  setCompanySso: 'Y N N N    N     N  -    | N      N        O  N',
  removeCompanySso: 'Y N N N    N     N  -    | N      N        O  N',
  // Decision 289: the DNS proofs of a domain, owners only as the settings they serve.
  listSsoDomainProofs: 'Y N N N    N     N  -    | N      N        O  N',
  createSsoDomainProof: 'Y N N N    N     N  -    | N      N        O  N',
  checkSsoDomainProof: 'Y N N N    N     N  -    | N      N        N  N',
  removeSsoDomainProof: 'Y N N N    N     N  -    | N      N        N  N',
  // 'search candidates, checklists, description cards, single-use links': every role but
  // interviewer (pools, saved searches and candidate notes are search's, issue 28)
  searchCandidates: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  listStyleCandidates: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  listCandidateNotes: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  addCandidateNote: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  listSavedSearches: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  createSavedSearch: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  updateSavedSearch: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  deleteSavedSearch: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  listTalentPools: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  createTalentPool: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  updateTalentPool: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  deleteTalentPool: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  listTalentPoolEntries: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  addTalentPoolEntries: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  updateTalentPoolEntry: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  removeTalentPoolEntry: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  generateLink: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  allOneTimeUsers: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  resendOneTimeLink: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  revokeOneTimeLink: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  createDescriptionCard: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  listDescriptionCards: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  deleteDescriptionCard: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  // 'CSV export of candidates': not hiring managers
  exportCandidates: 'Y Y Y N    N     N  -    | N      N        O  N',
  // 'create postings': a hiring manager may (they join its team); the stage templates a new posting
  // picks from come with it
  createJob: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  listStageTemplates: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  // 'edit, publish, close, pipeline, notes, outcomes, schedule interviews': a hiring manager on the
  // posting's team only (the fixture postings' team holds hmOnTeam)
  getCompanyJob: 'Y Y Y Y    N     N  -    | N      N        N  N',
  updateJob: 'Y Y Y Y    N     N  -    | N      N        N  N',
  setJobStatus: 'Y Y Y Y    N     N  -    | N      N        N  N',
  getJobTeam: 'Y Y Y Y    N     N  -    | N      N        N  N',
  setJobTeam: 'Y Y Y Y    N     N  -    | N      N        N  N',
  // Issue 40: a posting's fit weights and must-haves, as its other settings.
  getJobFitSettings: 'Y Y Y Y    N     N  -    | N      N        N  N',
  setJobFitSettings: 'Y Y Y Y    N     N  -    | N      N        N  N',
  setJobStages: 'Y Y Y Y    N     N  -    | N      N        N  N',
  listApplicants: 'Y Y Y Y    N     N  -    | N      N        N  N',
  listApplicantIds: 'Y Y Y Y    N     N  -    | N      N        N  N',
  moveApplication: 'Y Y Y Y    N     N  -    | N      N        N  N',
  addApplicationNote: 'Y Y Y Y    N     N  -    | N      N        N  N',
  // Issue 37 (decision 218): merging two applications of one posting is a pipeline change.
  mergeApplications: 'Y Y Y Y    N     N  -    | N      N        N  N',
  undoApplicationMerge: 'Y Y Y Y    N     N  -    | N      N        N  N',
  // Issue 37 (decision 268): a hire's next steps, read by whoever may move the application.
  getHireSteps: 'Y Y Y Y    N     N  -    | N      N        N  N',
  setApplicationOutcome: 'Y Y Y Y    N     N  -    | N      N        N  N',
  inviteToJob: 'Y Y Y Y    N     N  -    | N      N        N  N',
  addCandidateToJob: 'Y Y Y Y    N     N  -    | N      N        N  N',
  inviteCandidateToJob: 'Y Y Y Y    N     N  -    | N      N        N  N',
  inviteTalentPool: 'Y Y Y Y    N     N  -    | N      N        N  N',
  scheduleInterview: 'Y Y Y Y    N     N  -    | N      N        N  N',
  updateInterview: 'Y Y Y Y    N     N  -    | N      N        N  N',
  cancelInterview: 'Y Y Y Y    N     N  -    | N      N        N  N',
  offerInterviewSlots: 'Y Y Y Y    N     N  -    | N      N        N  N',
  setInterviewKit: 'Y Y Y Y    N     N  -    | N      N        N  N',
  createCvImport: 'Y Y Y Y    N     N  -    | N      N        N  N',
  listCvImports: 'Y Y Y Y    N     N  -    | N      N        N  N',
  getCvImport: 'Y Y Y Y    N     N  -    | N      N        N  N',
  resolveCvImportDuplicate: 'Y Y Y Y    N     N  -    | N      N        N  N',
  downloadCvImportFile: 'Y Y Y Y    N     N  -    | N      N        N  N',
  // The same row, calls not about one posting: a hiring manager gets their teams' share (the list
  // of postings shows theirs, the accuracy of their postings; a bulk move refuses the others'
  // applications one by one in `failed`): the builders' checks read which.
  listCompanyJobs: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  getCompanyAccuracy: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  bulkApplications: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  // 'see an applicant's profile and the application': as the row above; an interviewer only
  // applicants of interviews they are on (the matrix's interviewer is on none of these)
  getApplication: 'Y Y Y Y    N     N  -    | N      N        N  N',
  getGuestApplicant: 'Y Y Y Y    N     N  -    | N      N        N  N',
  downloadApplicantCv: 'Y Y Y Y    N     N  -    | N      N        N  N',
  getJobStages: 'Y Y Y Y    N     N  -    | N      N        N  N',
  listApplicationMails: 'Y Y Y Y    N     N  -    | N      N        N  N',
  listApplicationInterviews: 'Y Y Y Y    N     N  -    | N      N        N  N',
  getInterviewKit: 'Y Y Y Y    N     N  -    | N      N        N  N',
  listScorecards: 'Y Y Y Y    N     N  -    | N      N        N  N',
  // Reject reasons are the company's list that an application's view names: everyone who may see
  // some application
  listRejectReasons: 'Y Y Y Y    Y     Y  -    | N      N        O  N',
  // decisions.md 20 (issue 41): offers like the pipeline (interviewers never see a salary); an
  // approver named on the offer approves in turn, whatever their team; the waiting list is every
  // approver's own; letter templates and replacing an approver who left: owners and admins.
  createOffer: 'Y Y Y Y    N     N  -    | N      N        N  N',
  listApplicationOffers: 'Y Y Y Y    N     N  -    | N      N        N  N',
  getCompanyOffer: 'Y Y Y Y    N     N  -    | N      N        N  N',
  sendOffer: 'Y Y Y Y    N     N  -    | N      N        N  N',
  withdrawOffer: 'Y Y Y Y    N     N  -    | N      N        N  N',
  approveOffer: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  rejectOffer: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  listMyOfferApprovals: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  replaceOfferApprover: 'Y Y N N    N     N  -    | N      N        N  N',
  getOfferLetterTemplates: 'Y Y N N    N     N  -    | N      N        O  N',
  setOfferLetterTemplate: 'Y Y N N    N     N  -    | N      N        O  N',
  previewOfferLetter: 'Y Y N N    N     N  -    | N      N        O  N',
  // Decision 271 (issue 41): posting approval. Whoever may publish reads whether it needs
  // approval; an approver named in a request answers it in turn, whatever their team (each cell
  // is the request's one approver; an interviewer cannot be one); the waiting list is every
  // approver's own; choosing the approvers and replacing one who left: owners and admins.
  getCompanyApprovals: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  setCompanyApprovals: 'Y Y N N    N     N  -    | N      N        O  N',
  listMyPostingApprovals: 'Y Y Y Y    Y     N  -    | N      N        O  N',
  getPostingRequest: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  approvePostingRequest: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  rejectPostingRequest: 'Y Y Y Y    Y     N  -    | N      N        N  N',
  replacePostingApprover: 'Y Y N N    N     N  -    | N      N        N  N',
  // Decision 130: the hiring process (stage templates, reject reasons, mail templates) is set by
  // owners, admins and recruiters; never hiring managers (issue 44: giving them process.manage was
  // caught by chance)
  createStageTemplate: 'Y Y Y N    N     N  -    | N      N        O  N',
  updateStageTemplate: 'Y Y Y N    N     N  -    | N      N        N  N',
  deleteStageTemplate: 'Y Y Y N    N     N  -    | N      N        N  N',
  createRejectReason: 'Y Y Y N    N     N  -    | N      N        O  N',
  updateRejectReason: 'Y Y Y N    N     N  -    | N      N        N  N',
  archiveRejectReason: 'Y Y Y N    N     N  -    | N      N        N  N',
  listMailTemplates: 'Y Y Y N    N     N  -    | N      N        O  N',
  updateMailTemplate: 'Y Y Y N    N     N  -    | N      N        O  N',
  resetMailTemplate: 'Y Y Y N    N     N  -    | N      N        O  N',
  previewMailTemplate: 'Y Y Y N    N     N  -    | N      N        O  N',
  // Decision 130: the hiring reports; a hiring manager's of their teams' postings (asked here for a
  // team posting)
  hiringReport: 'Y Y Y Y    N     N  -    | N      N        N  N',
  hiringReportCsv: 'Y Y Y Y    N     N  -    | N      N        N  N',
  // Issue 40 (decisions.md 21): the fairness report, as the hiring report.
  getFairnessReport: 'Y Y Y Y    N     N  -    | N      N        N  N',
  // 'submit a scorecard': any member assigned to that interview (each cell is on its own interview)
  submitScorecard: 'Y Y Y Y    Y     Y  -    | N      N        N  N',
  // decisions.md 18 (issue 42): webhooks, owners and admins
  listWebhooks: 'Y Y N N    N     N  -    | N      N        O  N',
  createWebhook: 'Y Y N N    N     N  -    | N      N        O  N',
  updateWebhook: 'Y Y N N    N     N  -    | N      N        N  N',
  deleteWebhook: 'Y Y N N    N     N  -    | N      N        N  N',
  listWebhookDeliveries: 'Y Y N N    N     N  -    | N      N        N  N',
  redeliverWebhook: 'Y Y N N    N     N  -    | N      N        N  N',
  testWebhook: 'Y Y N N    N     N  -    | N      N        N  N',
};

const staffColumns = [
  'owner',
  'admin',
  'recruiter',
  'hiringManagerOnTeam',
  'hiringManagerOffTeam',
  'interviewer',
  'adminOnOwner',
] as const satisfies readonly RolePrincipal[];
type Outsider = 'jobSeeker' | 'stranger' | 'rival' | 'held';
const outsiderColumns = [
  'jobSeeker',
  'stranger',
  'rival',
  'held',
] as const satisfies readonly Outsider[];

/** A row of the table: the answer of each caller ('Y', 'N', 'O' or '-'). */
function rowOf(operationId: string): Record<RolePrincipal | Outsider, string> {
  const row = expectedAnswers[operationId];
  if (!row) throw new Error(`${operationId}: no row in expectedAnswers`);
  const cells = row.replace('|', ' ').split(/\s+/).filter(Boolean);
  const columns = [...staffColumns, ...outsiderColumns];
  if (cells.length !== columns.length) throw new Error(`${operationId}: ${cells.length} cells`);
  return Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ''])) as Record<
    RolePrincipal | Outsider,
    string
  >;
}

/** May this principal manage the fixtures' team posting (the getCompanyJob row)? */
const managesTeamPosting = (who: RolePrincipal): boolean => rowOf('getCompanyJob')[who] === 'Y';

let server: TestServer;
let company: RoleCompany;
let fx: Fixtures;
/** The owner of another company (the rival column). */
let rival: TestAccount;
/** A recruiter whom a third company holds at second-factor set-up (the held column). */
let held: TestAccount;
let operations: Map<string, { method: Method; path: string; permission?: string }>;
let cellsRun = 0;
let operationsRun = 0;

/** The member whose token a principal calls with. */
const memberOf = (who: RolePrincipal): TestAccount =>
  company[who === 'adminOnOwner' ? 'admin' : who];

/** Invites and targets of members.manage calls: the admin-on-owner cell acts on an owner. */
const targetRoleOf = (who: RolePrincipal): MemberRole =>
  who === 'adminOnOwner' ? 'owner' : 'interviewer';

/** A new pool of the company, made by its owner (with the fixture's user in it when asked). */
async function ownerPool(withUser = false): Promise<Made> {
  const res = await server.request('/api/company/talent-pools', {
    method: 'POST',
    token: company.owner.token,
    json: { name: newEmail('role-pool') },
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`pool: ${res.status} ${JSON.stringify(body)}`);
  const id = String(body._id);
  if (withUser) {
    const added = await server.request(`/api/company/talent-pools/${id}/entries`, {
      method: 'POST',
      token: company.owner.token,
      json: { userIds: [fx.user.id] },
    });
    if (added.status !== 200) throw new Error(`pool entry: ${added.status}`);
  }
  return { id };
}

/**
 * A saved search of the cell's member, stored directly: a member the policy refuses could not
 * save one, and the refusal is what the cell checks.
 */
async function savedSearchOf(who: RolePrincipal): Promise<Made> {
  const member = memberOf(who);
  const [row] = await server.app.db
    .insert(savedSearches)
    .values({
      companyId: company.owner.id,
      memberId: member.memberId ?? '',
      name: 'Role matrix',
      filters: {},
      alert: false,
    })
    .returning({ id: savedSearches.id });
  return { id: row?.id ?? '' };
}

const builders: Record<string, Builder> = {
  // --- the company itself ------------------------------------------------------------------
  getCompany: {
    method: 'GET',
    path: '/api/company/{id}',
    url: () => `/api/company/${company.owner.id}`,
    ok: 200,
  },
  saveCompanyProfile: {
    method: 'PUT',
    path: '/api/company',
    url: () => '/api/company',
    // The profile saved in beforeAll again: every cell leaves it as it was.
    body: () => validCompany,
    ok: 200,
  },
  uploadCompanyImg: {
    method: 'PATCH',
    path: '/api/company/uploadImg',
    url: () => '/api/company/uploadImg',
    body: () => multipart('pic', fx.png, 'logo.png', 'image/png'),
    ok: 200,
  },
  setCompanyLanguage: {
    method: 'PUT',
    path: '/api/company/language',
    url: () => '/api/company/language',
    // The caller's own mail language, to the default it already has.
    body: () => ({ lang: 'en' }),
    ok: 204,
  },
  // --- candidates ---------------------------------------------------------------------------
  searchCandidates: {
    method: 'GET',
    path: '/api/company/search',
    url: () => '/api/company/search',
    ok: 200,
  },
  exportCandidates: {
    method: 'GET',
    path: '/api/company/search.csv',
    url: () => '/api/company/search.csv',
    ok: 200,
  },
  listStyleCandidates: {
    method: 'GET',
    path: '/api/company/candidates',
    url: () => '/api/company/candidates?style=4',
    ok: 200,
  },
  // --- single-use links ---------------------------------------------------------------------
  generateLink: {
    method: 'POST',
    path: '/api/company/generateLink',
    url: () => '/api/company/generateLink',
    body: () => ({ email: newEmail('matrix-link') }),
    ok: 200,
  },
  allOneTimeUsers: {
    method: 'GET',
    path: '/api/company/allOneTimeUsers',
    url: () => '/api/company/allOneTimeUsers',
    ok: 200,
  },
  resendOneTimeLink: {
    method: 'POST',
    path: '/api/company/oneTimeLink/{id}/resend',
    url: (c) => `/api/company/oneTimeLink/${c.made.id}/resend`,
    prepare: async () => ({ id: (await generateLink(server, company.owner)).id }),
    ok: 200,
  },
  revokeOneTimeLink: {
    method: 'DELETE',
    path: '/api/company/oneTimeLink/{code}',
    url: (c) => `/api/company/oneTimeLink/${c.made.id}`,
    prepare: async () => ({ id: (await generateLink(server, company.owner)).id }),
    ok: 200,
  },
  // --- description cards --------------------------------------------------------------------
  createDescriptionCard: {
    method: 'POST',
    path: '/api/company/descriptionCards',
    url: () => '/api/company/descriptionCards',
    body: () => card,
    ok: 201,
  },
  listDescriptionCards: {
    method: 'GET',
    path: '/api/company/descriptionCards',
    url: () => '/api/company/descriptionCards',
    ok: 200,
  },
  deleteDescriptionCard: {
    method: 'DELETE',
    path: '/api/company/descriptionCards/{id}',
    url: (c) => `/api/company/descriptionCards/${c.made.id}`,
    prepare: async () => ({ id: await createCard(server, company, card) }),
    ok: 204,
  },
  // --- postings -----------------------------------------------------------------------------
  createJob: {
    method: 'POST',
    path: '/api/company/jobs',
    url: () => '/api/company/jobs',
    body: () => jobPosting,
    ok: 201,
  },
  listCompanyJobs: {
    method: 'GET',
    path: '/api/company/jobs',
    url: () => '/api/company/jobs?status=closed&pageSize=100',
    ok: 200,
    // The list shows a member the postings the policy lets them manage (a hiring manager: those
    // of their teams); the closed team posting is the only closed one.
    check(c, body) {
      const ids = ((body as { postings?: { _id: string }[] }).postings ?? []).map((p) => p._id);
      const listed = ids.includes(fx.closedJob.id);
      const allowed = managesTeamPosting(c.who);
      return listed === allowed
        ? null
        : `the team's closed posting is ${listed ? '' : 'not '}listed (policy: ${allowed ? 'listed' : 'hidden'})`;
    },
  },
  getCompanyJob: {
    method: 'GET',
    path: '/api/company/jobs/{id}',
    url: () => `/api/company/jobs/${fx.job.id}`,
    posting: true,
    ok: 200,
  },
  updateJob: {
    method: 'PUT',
    path: '/api/company/jobs/{id}',
    url: (c) => `/api/company/jobs/${c.made.id}`,
    prepare: async () => ({ id: (await createTeamJob(server, company, { publish: false })).id }),
    body: () => ({ ...jobPosting, title: 'Edited by the matrix' }),
    posting: true,
    ok: 200,
  },
  setJobStatus: {
    method: 'PATCH',
    path: '/api/company/jobs/{id}/status',
    url: (c) => `/api/company/jobs/${c.made.id}/status`,
    prepare: async () => ({ id: (await createTeamJob(server, company, { publish: false })).id }),
    body: () => ({ status: 'published' }),
    posting: true,
    ok: 200,
  },
  getJobTeam: {
    method: 'GET',
    path: '/api/company/jobs/{id}/team',
    url: () => `/api/company/jobs/${fx.job.id}/team`,
    posting: true,
    ok: 200,
  },
  getJobFitSettings: {
    method: 'GET',
    path: '/api/company/jobs/{id}/fit-settings',
    url: () => `/api/company/jobs/${fx.job.id}/fit-settings`,
    posting: true,
    ok: 200,
  },
  setJobFitSettings: {
    method: 'PUT',
    path: '/api/company/jobs/{id}/fit-settings',
    url: () => `/api/company/jobs/${fx.job.id}/fit-settings`,
    body: () => ({ weights: { skills: 1, experience: 0, education: 0, field: 0, style: 1 } }),
    posting: true,
    ok: 200,
  },
  setJobTeam: {
    method: 'PUT',
    path: '/api/company/jobs/{id}/team',
    url: (c) => `/api/company/jobs/${c.made.id}/team`,
    prepare: async () => ({ id: (await createTeamJob(server, company)).id }),
    body: () => ({ memberIds: [company.hiringManagerOnTeam.memberId] }),
    posting: true,
    ok: 200,
  },
  // --- the pipeline -------------------------------------------------------------------------
  listApplicants: {
    method: 'GET',
    path: '/api/company/jobs/{id}/applicants',
    url: () => `/api/company/jobs/${fx.application.jobId}/applicants`,
    posting: true,
    ok: 200,
  },
  getApplication: {
    method: 'GET',
    path: '/api/company/applications/{id}',
    url: () => `/api/company/applications/${fx.application.id}`,
    posting: true,
    ok: 200,
  },
  getHireSteps: {
    method: 'GET',
    path: '/api/company/applications/{id}/hire-steps',
    url: () => `/api/company/applications/${fx.application.id}/hire-steps`,
    posting: true,
    ok: 200,
  },
  moveApplication: {
    method: 'PATCH',
    path: '/api/company/applications/{id}/stage',
    url: (c) => `/api/company/applications/${c.made.id}/stage`,
    prepare: async () => ({ id: (await createTeamApplication(server, company, fx.user)).id }),
    body: () => ({ stage: 'screening', notify: false }),
    posting: true,
    ok: 200,
  },
  addApplicationNote: {
    method: 'POST',
    path: '/api/company/applications/{id}/notes',
    url: (c) => `/api/company/applications/${c.made.id}/notes`,
    prepare: async () => ({ id: (await createTeamApplication(server, company, fx.user)).id }),
    body: () => ({ text: 'Good fit' }),
    posting: true,
    ok: 201,
  },
  mergeApplications: {
    method: 'POST',
    path: '/api/company/applications/{id}/merge',
    url: (c) => `/api/company/applications/${c.made.id}/merge`,
    prepare: async () => {
      const job = await createTeamJob(server, company);
      const [first, second] = [
        await applyAsGuest(server, job.id),
        await applyAsGuest(server, job.id),
      ];
      return { id: first.id, second: second.id };
    },
    body: (c) => ({ duplicateId: c.made.second }),
    posting: true,
    ok: 200,
  },
  undoApplicationMerge: {
    method: 'POST',
    path: '/api/company/applications/{id}/merges/{mergeId}/undo',
    url: (c) => `/api/company/applications/${c.made.id}/merges/${c.made.second}/undo`,
    prepare: async () => {
      const job = await createTeamJob(server, company);
      const [first, second] = [
        await applyAsGuest(server, job.id),
        await applyAsGuest(server, job.id),
      ];
      const merged = await server.request(`/api/company/applications/${first.id}/merge`, {
        method: 'POST',
        token: company.owner.token,
        json: { duplicateId: second.id },
      });
      const body = (await json(merged)) as { merges: Array<{ _id: string }> };
      if (merged.status !== 200) throw new Error(`merge: ${merged.status}`);
      return { id: first.id, second: body.merges[0]?._id };
    },
    posting: true,
    ok: 200,
  },
  setApplicationOutcome: {
    method: 'PUT',
    path: '/api/company/applications/{id}/outcome',
    url: (c) => `/api/company/applications/${c.made.id}/outcome`,
    prepare: async () => ({
      id: (await createTeamApplication(server, company, fx.user, { stage: 'hired' })).id,
    }),
    body: () => ({ outcome: 'successful' }),
    posting: true,
    ok: 200,
  },
  getCompanyAccuracy: {
    method: 'GET',
    path: '/api/company/accuracy',
    url: () => '/api/company/accuracy',
    ok: 200,
  },
  inviteToJob: {
    method: 'POST',
    path: '/api/company/jobs/{id}/invite',
    url: () => `/api/company/jobs/${fx.job.id}/invite`,
    // One link per company, e-mail and posting: a new e-mail per cell.
    body: () => ({ email: newEmail('matrix-invite') }),
    posting: true,
    ok: 201,
  },
  // --- acting on a candidate from search (decision 146) -----------------------------------
  addCandidateToJob: {
    method: 'POST',
    path: '/api/company/jobs/{id}/candidates',
    // A fresh team posting per cell: the candidate joins each pipeline once.
    url: (c) => `/api/company/jobs/${c.made.id}/candidates`,
    prepare: async () => ({ id: (await createTeamJob(server, company)).id }),
    body: () => ({ userId: fx.user.id }),
    posting: true,
    ok: 201,
  },
  inviteCandidateToJob: {
    method: 'POST',
    path: '/api/company/jobs/{id}/candidates/invite',
    url: (c) => `/api/company/jobs/${c.made.id}/candidates/invite`,
    prepare: async () => ({ id: (await createTeamJob(server, company)).id }),
    body: () => ({ userId: fx.user.id }),
    posting: true,
    ok: 201,
  },
  listCandidateNotes: {
    method: 'GET',
    path: '/api/company/candidates/{id}/notes',
    url: () => `/api/company/candidates/${fx.user.id}/notes`,
    ok: 200,
  },
  addCandidateNote: {
    method: 'POST',
    path: '/api/company/candidates/{id}/notes',
    url: () => `/api/company/candidates/${fx.user.id}/notes`,
    body: () => ({ text: 'Role matrix note' }),
    ok: 201,
  },
  // --- a member's own notifications (decision 147) ----------------------------------------
  getNotificationSettings: {
    method: 'GET',
    path: '/api/company/me/notifications',
    url: () => '/api/company/me/notifications',
    ok: 200,
  },
  updateNotificationSettings: {
    method: 'PUT',
    path: '/api/company/me/notifications',
    url: () => '/api/company/me/notifications',
    body: () => ({ applicantDigest: true }),
    ok: 200,
  },
  // --- a member's own first-hour guide and name (issue 46, decision 252) ---------------------
  getCompanyGuide: {
    method: 'GET',
    path: '/api/company/guide',
    url: () => '/api/company/guide',
    ok: 200,
  },
  updateCompanyGuide: {
    method: 'PATCH',
    path: '/api/company/guide',
    url: () => '/api/company/guide',
    body: () => ({ stepDone: 'team' }),
    ok: 200,
  },
  setMemberName: {
    method: 'PUT',
    path: '/api/company/me/name',
    url: () => '/api/company/me/name',
    body: () => ({ name: 'Matrix Member' }),
    ok: 200,
  },
  // --- members, security, audit (decision 110) -----------------------------------------------
  getCurrentMember: {
    method: 'GET',
    path: '/api/company/me',
    url: () => '/api/company/me',
    ok: 200,
  },
  listMembers: {
    method: 'GET',
    path: '/api/company/members',
    url: () => '/api/company/members',
    ok: 200,
  },
  inviteMember: {
    method: 'POST',
    path: '/api/company/members',
    url: () => '/api/company/members',
    // The admin-on-owner cell invites an owner; the others a recruiter.
    prepare: async (c) => {
      const role: MemberRole = c.who === 'adminOnOwner' ? 'owner' : 'recruiter';
      return { target: { targetRole: role, newRole: role } };
    },
    body: (c) => ({ email: newEmail('matrix-member'), role: c.made.target?.newRole }),
    ok: 201,
  },
  resendInvitation: {
    method: 'POST',
    path: '/api/company/members/{id}/resend',
    url: (c) => `/api/company/members/${c.made.id}/resend`,
    prepare: async (c) => {
      const targetRole = targetRoleOf(c.who);
      const id = await inviteAsOwner(server, company, newEmail('matrix-invited'), targetRole);
      return { id, target: { targetRole } };
    },
    ok: 200,
  },
  updateMember: {
    method: 'PATCH',
    path: '/api/company/members/{id}',
    url: (c) => `/api/company/members/${c.made.id}`,
    prepare: async (c) => {
      const targetRole = targetRoleOf(c.who);
      const newRole: MemberRole = targetRole === 'owner' ? 'admin' : 'recruiter';
      const target = await addMember(server, company.owner, targetRole);
      return { id: target.memberId, target: { targetRole, newRole } };
    },
    body: (c) => ({ role: c.made.target?.newRole }),
    ok: 200,
  },
  removeMember: {
    method: 'DELETE',
    path: '/api/company/members/{id}',
    url: (c) => `/api/company/members/${c.made.id}`,
    prepare: async (c) => {
      const targetRole = targetRoleOf(c.who);
      const target = await addMember(server, company.owner, targetRole);
      return { id: target.memberId, target: { targetRole } };
    },
    ok: 204,
  },
  getCompanySecurity: {
    method: 'GET',
    path: '/api/company/security',
    url: () => '/api/company/security',
    ok: 200,
  },
  setCompanySecurity: {
    method: 'PUT',
    path: '/api/company/security',
    url: () => '/api/company/security',
    // false, as it is: true would hold every member of the fixture company at second-factor
    // set-up (403 on everything), spoiling the other cells.
    body: () => ({ requireTotp: false }),
    ok: 200,
  },
  listAuditEvents: {
    method: 'GET',
    path: '/api/company/audit',
    url: () => '/api/company/audit',
    ok: 200,
  },
  // Issue 42: the settings' own checks come after the permission. A provider that does not
  // answer is refused 400 (sso.test.ts runs a real one); removing settings never set is 404.
  getCompanySso: {
    method: 'GET',
    path: '/api/company/sso',
    url: () => '/api/company/sso',
    ok: 200,
  },
  setCompanySso: {
    method: 'PUT',
    path: '/api/company/sso',
    url: () => '/api/company/sso',
    body: () => ({
      issuer: 'https://127.0.0.1:9/',
      clientId: 'talentpool',
      clientSecret: 'not-a-real-secret',
      domains: ['acme-hiring.example.org'],
      defaultRole: 'recruiter',
      required: false,
    }),
    ok: 400,
  },
  removeCompanySso: {
    method: 'DELETE',
    path: '/api/company/sso',
    url: () => '/api/company/sso',
    ok: 404,
  },
  // Decision 289: a domain without a proof is 404 after the permission (no DNS lookup here;
  // ssoDomainProofs.test.ts runs a real DNS server).
  listSsoDomainProofs: {
    method: 'GET',
    path: '/api/company/sso/domain-proofs',
    url: () => '/api/company/sso/domain-proofs',
    ok: 200,
  },
  createSsoDomainProof: {
    method: 'POST',
    path: '/api/company/sso/domain-proofs',
    url: () => '/api/company/sso/domain-proofs',
    body: () => ({ domain: `proof-${randomBytes(4).toString('hex')}.example.org` }),
    ok: 201,
  },
  checkSsoDomainProof: {
    method: 'POST',
    path: '/api/company/sso/domain-proofs/{domain}/check',
    url: () => '/api/company/sso/domain-proofs/never-asked.example.org/check',
    ok: 404,
  },
  removeSsoDomainProof: {
    method: 'DELETE',
    path: '/api/company/sso/domain-proofs/{domain}',
    url: () => '/api/company/sso/domain-proofs/never-asked.example.org',
    ok: 404,
  },
  // --- API keys (issue 42, decisions.md 18) ----------------------------------------------------
  listApiKeys: {
    method: 'GET',
    path: '/api/company/api-keys',
    url: () => '/api/company/api-keys',
    ok: 200,
  },
  createApiKey: {
    method: 'POST',
    path: '/api/company/api-keys',
    url: () => '/api/company/api-keys',
    body: () => ({ name: 'Role matrix key', scopes: ['jobs:read'] }),
    ok: 201,
  },
  revokeApiKey: {
    method: 'DELETE',
    path: '/api/company/api-keys/{id}',
    url: (c) => `/api/company/api-keys/${c.made.id}`,
    prepare: async () => {
      const res = await server.request('/api/company/api-keys', {
        method: 'POST',
        token: company.owner.token,
        json: { name: 'Role matrix key', scopes: ['jobs:read'] },
      });
      const body = await json(res);
      if (res.status !== 201) throw new Error(`create key: ${res.status} ${JSON.stringify(body)}`);
      return { id: String(body.apiKey._id) };
    },
    ok: 200,
  },
  listCompanyInterviews: {
    method: 'GET',
    path: '/api/company/interviews',
    url: () => '/api/company/interviews?cursor=',
    ok: 200,
  },
  // --- talent pools and saved searches (issue 21, decision 137) -------------------------------
  listTalentPools: {
    method: 'GET',
    path: '/api/company/talent-pools',
    url: () => '/api/company/talent-pools',
    ok: 200,
  },
  createTalentPool: {
    method: 'POST',
    path: '/api/company/talent-pools',
    url: () => '/api/company/talent-pools',
    body: () => ({ name: newEmail('role-pool') }),
    ok: 201,
  },
  updateTalentPool: {
    method: 'PUT',
    path: '/api/company/talent-pools/{id}',
    url: (c) => `/api/company/talent-pools/${c.made.id}`,
    prepare: () => ownerPool(),
    body: () => ({ name: newEmail('role-renamed') }),
    ok: 200,
  },
  deleteTalentPool: {
    method: 'DELETE',
    path: '/api/company/talent-pools/{id}',
    url: (c) => `/api/company/talent-pools/${c.made.id}`,
    prepare: () => ownerPool(),
    ok: 204,
  },
  listTalentPoolEntries: {
    method: 'GET',
    path: '/api/company/talent-pools/{id}/entries',
    url: (c) => `/api/company/talent-pools/${c.made.id}/entries`,
    prepare: () => ownerPool(true),
    ok: 200,
  },
  addTalentPoolEntries: {
    method: 'POST',
    path: '/api/company/talent-pools/{id}/entries',
    url: (c) => `/api/company/talent-pools/${c.made.id}/entries`,
    prepare: () => ownerPool(),
    body: () => ({ userIds: [fx.user.id] }),
    ok: 200,
  },
  updateTalentPoolEntry: {
    method: 'PATCH',
    path: '/api/company/talent-pools/{id}/entries/{userId}',
    url: (c) => `/api/company/talent-pools/${c.made.id}/entries/${fx.user.id}`,
    prepare: () => ownerPool(true),
    body: () => ({ note: 'role matrix' }),
    ok: 200,
  },
  removeTalentPoolEntry: {
    method: 'DELETE',
    path: '/api/company/talent-pools/{id}/entries/{userId}',
    url: (c) => `/api/company/talent-pools/${c.made.id}/entries/${fx.user.id}`,
    prepare: () => ownerPool(true),
    ok: 204,
  },
  inviteTalentPool: {
    method: 'POST',
    path: '/api/company/talent-pools/{id}/invite',
    url: (c) => `/api/company/talent-pools/${c.made.id}/invite`,
    prepare: () => ownerPool(true),
    body: () => ({ jobId: fx.job.id }),
    // postings.manage on the team posting (and candidates.search, which every such role has).
    posting: true,
    ok: 200,
  },
  listSavedSearches: {
    method: 'GET',
    path: '/api/company/saved-searches',
    url: () => '/api/company/saved-searches',
    ok: 200,
  },
  createSavedSearch: {
    method: 'POST',
    path: '/api/company/saved-searches',
    url: () => '/api/company/saved-searches',
    body: () => ({ name: 'Role matrix', filters: {}, alert: false }),
    ok: 201,
  },
  // A member's saved search is their own (another member's is 404): each cell saves its own.
  updateSavedSearch: {
    method: 'PATCH',
    path: '/api/company/saved-searches/{id}',
    url: (c) => `/api/company/saved-searches/${c.made.id}`,
    prepare: (c) => savedSearchOf(c.who),
    body: () => ({ alert: true }),
    ok: 200,
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: '/api/company/saved-searches/{id}',
    url: (c) => `/api/company/saved-searches/${c.made.id}`,
    prepare: (c) => savedSearchOf(c.who),
    ok: 204,
  },
  getRetentionPolicy: {
    method: 'GET',
    path: '/api/company/retention',
    url: () => '/api/company/retention',
    ok: 200,
  },
  setRetentionPolicy: {
    method: 'PUT',
    path: '/api/company/retention',
    url: () => '/api/company/retention',
    body: () => ({ months: 24 }),
    ok: 200,
  },
  // --- the hiring process (issue 20, decision 130) -------------------------------------------
  listStageTemplates: {
    method: 'GET',
    path: '/api/company/stage-templates',
    url: () => '/api/company/stage-templates',
    ok: 200,
  },
  createStageTemplate: {
    method: 'POST',
    path: '/api/company/stage-templates',
    url: () => '/api/company/stage-templates',
    body: () => ({ name: 'Role matrix', stages: ownStages }),
    ok: 201,
  },
  updateStageTemplate: {
    method: 'PUT',
    path: '/api/company/stage-templates/{id}',
    url: (c) => `/api/company/stage-templates/${c.made.id}`,
    prepare: async () => createStageTemplate(server, company.owner),
    body: () => ({ name: 'Role matrix again', stages: ownStages }),
    ok: 200,
  },
  deleteStageTemplate: {
    method: 'DELETE',
    path: '/api/company/stage-templates/{id}',
    url: (c) => `/api/company/stage-templates/${c.made.id}`,
    prepare: async () => createStageTemplate(server, company.owner),
    ok: 204,
  },
  getJobStages: {
    method: 'GET',
    path: '/api/company/jobs/{id}/stages',
    url: () => `/api/company/jobs/${fx.job.id}/stages`,
    posting: true,
    ok: 200,
  },
  setJobStages: {
    method: 'PUT',
    path: '/api/company/jobs/{id}/stages',
    url: (c) => `/api/company/jobs/${c.made.id}/stages`,
    prepare: async () => ({ id: (await createTeamJob(server, company)).id }),
    body: () => ({ stages: ownStages }),
    posting: true,
    ok: 200,
  },
  listRejectReasons: {
    method: 'GET',
    path: '/api/company/reject-reasons',
    url: () => '/api/company/reject-reasons',
    ok: 200,
  },
  createRejectReason: {
    method: 'POST',
    path: '/api/company/reject-reasons',
    url: () => '/api/company/reject-reasons',
    body: () => ({ name: { en: 'Role matrix', ar: 'مصفوفة' } }),
    ok: 201,
  },
  updateRejectReason: {
    method: 'PUT',
    path: '/api/company/reject-reasons/{id}',
    url: (c) => `/api/company/reject-reasons/${c.made.id}`,
    prepare: async () => createRejectReason(server, company.owner),
    body: () => ({ name: { en: 'Renamed', ar: 'جديد' } }),
    ok: 200,
  },
  archiveRejectReason: {
    method: 'DELETE',
    path: '/api/company/reject-reasons/{id}',
    url: (c) => `/api/company/reject-reasons/${c.made.id}`,
    prepare: async () => createRejectReason(server, company.owner),
    ok: 204,
  },
  bulkApplications: {
    method: 'POST',
    path: '/api/company/applications/bulk',
    url: () => '/api/company/applications/bulk',
    prepare: async () => ({ id: (await createTeamApplication(server, company, fx.user)).id }),
    body: (c) => ({ ids: [c.made.id], action: 'move', stage: 'screening' }),
    // The call itself is open to every role that may manage some posting; the posting of each
    // application is checked one by one and refused in `failed` (decision 130).
    context: () => ({}),
    ok: 200,
    check: (c, body) => {
      const answer = body as { done: string[]; failed: { id: string; code: string }[] };
      const allowed = managesTeamPosting(c.who);
      const refused = answer.failed.some((f) => f.id === c.made.id && f.code === 'FORBIDDEN');
      return allowed === answer.done.includes(c.made.id ?? '') && allowed !== refused
        ? null
        : `bulk move: ${JSON.stringify(answer)} (policy: ${allowed ? 'done' : 'FORBIDDEN'})`;
    },
  },
  listApplicantIds: {
    method: 'GET',
    path: '/api/company/jobs/{id}/applicant-ids',
    url: () => `/api/company/jobs/${fx.application.jobId}/applicant-ids`,
    posting: true,
    ok: 200,
  },
  // --- reports (issue 20, decisions 130 and 134) ---------------------------------------------
  hiringReport: {
    method: 'GET',
    path: '/api/company/reports/hiring',
    url: () => `/api/company/reports/hiring?jobId=${fx.job.id}`,
    posting: true,
    ok: 200,
  },
  getFairnessReport: {
    method: 'GET',
    path: '/api/company/reports/fairness',
    url: () => `/api/company/reports/fairness?jobId=${fx.job.id}`,
    posting: true,
    ok: 200,
  },
  hiringReportCsv: {
    method: 'GET',
    path: '/api/company/reports/hiring.csv',
    url: () => `/api/company/reports/hiring.csv?table=sources&jobId=${fx.job.id}`,
    posting: true,
    ok: 200,
  },
  // --- interviews (issue 19, decision 120) ----------------------------------------------------
  scheduleInterview: {
    method: 'POST',
    path: '/api/company/applications/{id}/interviews',
    url: (c) => `/api/company/applications/${c.made.id}/interviews`,
    prepare: async () => ({ id: (await createTeamApplication(server, company, fx.user)).id }),
    body: () => interviewBody(company.owner.memberId ?? ''),
    posting: true,
    ok: 201,
  },
  listApplicationInterviews: {
    method: 'GET',
    path: '/api/company/applications/{id}/interviews',
    url: () => `/api/company/applications/${fx.application.id}/interviews`,
    posting: true,
    ok: 200,
  },
  updateInterview: {
    method: 'PATCH',
    path: '/api/company/interviews/{id}',
    url: (c) => `/api/company/interviews/${c.made.id}`,
    prepare: () => scheduledInterview(company.owner.memberId ?? ''),
    body: () => ({ durationMinutes: 30 }),
    posting: true,
    ok: 200,
  },
  cancelInterview: {
    method: 'POST',
    path: '/api/company/interviews/{id}/cancel',
    url: (c) => `/api/company/interviews/${c.made.id}/cancel`,
    prepare: () => scheduledInterview(company.owner.memberId ?? ''),
    body: () => ({}),
    posting: true,
    ok: 200,
  },
  offerInterviewSlots: {
    method: 'POST',
    path: '/api/company/applications/{id}/interview-offers',
    url: () => `/api/company/applications/${fx.application.id}/interview-offers`,
    body: () => ({
      slots: [
        { startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), durationMinutes: 30 },
      ],
      timeZone: 'UTC',
      interviewerIds: [company.owner.memberId],
    }),
    posting: true,
    ok: 201,
  },
  getInterviewKit: {
    method: 'GET',
    path: '/api/company/jobs/{id}/interview-kit',
    url: () => `/api/company/jobs/${fx.job.id}/interview-kit`,
    posting: true,
    ok: 200,
  },
  setInterviewKit: {
    method: 'PUT',
    path: '/api/company/jobs/{id}/interview-kit',
    url: () => `/api/company/jobs/${fx.job.id}/interview-kit`,
    body: () => ({ attributes: ['Planning', 'Communication'] }),
    posting: true,
    ok: 200,
  },
  submitScorecard: {
    method: 'PUT',
    path: '/api/company/interviews/{id}/scorecard',
    url: (c) => `/api/company/interviews/${c.made.id}/scorecard`,
    // Every role may submit on an interview it is on (the refusals: test/interviews.test.ts).
    prepare: (c) => scheduledInterview(memberOf(c.who).memberId ?? ''),
    body: () => ({
      ratings: [{ attribute: 'Planning', score: 3 }],
      recommendation: 'yes',
      notes: '',
    }),
    context: () => ({ onInterview: true }),
    ok: 201,
  },
  listScorecards: {
    method: 'GET',
    path: '/api/company/applications/{id}/scorecards',
    url: () => `/api/company/applications/${fx.application.id}/scorecards`,
    posting: true,
    ok: 200,
  },
  listMyInterviews: {
    method: 'GET',
    path: '/api/company/interviews/mine',
    url: () => '/api/company/interviews/mine?scope=upcoming',
    ok: 200,
  },
  getCalendarFeed: {
    method: 'GET',
    path: '/api/company/calendar-feed',
    url: () => '/api/company/calendar-feed',
    ok: 200,
  },
  renewCalendarFeed: {
    method: 'POST',
    path: '/api/company/calendar-feed',
    url: () => '/api/company/calendar-feed',
    ok: 200,
  },
  // --- mail templates and the mail log (decision 130) -----------------------------------------
  listMailTemplates: {
    method: 'GET',
    path: '/api/company/mail-templates',
    url: () => '/api/company/mail-templates',
    ok: 200,
  },
  updateMailTemplate: {
    method: 'PUT',
    path: '/api/company/mail-templates/{key}/{lang}',
    url: () => '/api/company/mail-templates/stageChange/en',
    body: () => ({ subject: 'About {{job.title}}', body: 'Hello {{candidate.name}}' }),
    ok: 200,
  },
  resetMailTemplate: {
    method: 'DELETE',
    path: '/api/company/mail-templates/{key}/{lang}',
    url: () => '/api/company/mail-templates/stageChange/ar',
    ok: 200,
  },
  previewMailTemplate: {
    method: 'POST',
    path: '/api/company/mail-templates/preview',
    url: () => '/api/company/mail-templates/preview',
    body: () => ({ key: 'offer', lang: 'en', subject: 'Offer', body: 'For {{job.title}}' }),
    ok: 200,
  },
  listApplicationMails: {
    method: 'GET',
    path: '/api/company/applications/{id}/mails',
    url: () => `/api/company/applications/${fx.application.id}/mails`,
    posting: true,
    ok: 200,
  },
  // --- guest applicants and CV imports (issue 25, decisions 141 and 142) ----------------------
  getGuestApplicant: {
    method: 'GET',
    path: '/api/company/applications/{id}/guest',
    url: (c) => `/api/company/applications/${c.made.id}/guest`,
    prepare: async () => ({
      id: (await applyAsGuest(server, (await createTeamJob(server, company)).id)).id,
    }),
    posting: true,
    ok: 200,
  },
  downloadApplicantCv: {
    method: 'GET',
    path: '/api/company/applications/{id}/cvs/{cvId}',
    url: (c) => `/api/company/applications/${c.made.id}/cvs/${c.made.second}`,
    prepare: async () => {
      const guest = await applyAsGuest(server, (await createTeamJob(server, company)).id);
      return { id: guest.id, second: guest.cvFileId };
    },
    posting: true,
    ok: 200,
  },
  createCvImport: {
    method: 'POST',
    path: '/api/company/jobs/{id}/cv-imports',
    url: () => `/api/company/jobs/${fx.job.id}/cv-imports`,
    body: () => multipart('cvs', tinyPdf, 'cv.pdf', 'application/pdf'),
    posting: true,
    ok: 202,
  },
  listCvImports: {
    method: 'GET',
    path: '/api/company/jobs/{id}/cv-imports',
    url: () => `/api/company/jobs/${fx.job.id}/cv-imports`,
    posting: true,
    ok: 200,
  },
  getCvImport: {
    method: 'GET',
    path: '/api/company/cv-imports/{id}',
    url: (c) => `/api/company/cv-imports/${c.made.id}`,
    prepare: async () => ({ id: (await importCv(server, company.owner, fx.job.id)).id }),
    posting: true,
    ok: 200,
  },
  resolveCvImportDuplicate: {
    method: 'POST',
    path: '/api/company/cv-imports/{id}/items/{itemId}/resolve',
    url: (c) => `/api/company/cv-imports/${c.made.id}/items/${c.made.second}/resolve`,
    prepare: async () => {
      const made = await duplicateImport(server, company.owner, fx.job.id);
      return { id: made.id, second: made.itemId };
    },
    body: () => ({ action: 'dismiss' }),
    posting: true,
    ok: 200,
  },
  downloadCvImportFile: {
    method: 'GET',
    path: '/api/company/cv-imports/{id}/items/{itemId}/file',
    url: (c) => `/api/company/cv-imports/${c.made.id}/items/${c.made.second}/file`,
    prepare: async () => {
      const made = await importCv(server, company.owner, fx.job.id);
      return { id: made.id, second: made.itemId };
    },
    posting: true,
    ok: 200,
  },
  // --- webhooks (issue 42, decisions.md 18) -----------------------------------------------------
  listWebhooks: {
    method: 'GET',
    path: '/api/company/webhooks',
    url: () => '/api/company/webhooks',
    ok: 200,
  },
  createWebhook: {
    method: 'POST',
    path: '/api/company/webhooks',
    url: () => '/api/company/webhooks',
    // A public address written as one (no DNS); offer.declined is not sent in this file.
    body: () => ({ url: 'https://93.184.216.34/hook', events: ['offer.declined'] }),
    ok: 201,
  },
  updateWebhook: {
    method: 'PATCH',
    path: '/api/company/webhooks/{id}',
    url: (c) => `/api/company/webhooks/${c.made.id}`,
    prepare: () => roleWebhook(),
    body: () => ({ description: 'role matrix' }),
    ok: 200,
  },
  deleteWebhook: {
    method: 'DELETE',
    path: '/api/company/webhooks/{id}',
    url: (c) => `/api/company/webhooks/${c.made.id}`,
    prepare: () => roleWebhook(),
    ok: 204,
  },
  listWebhookDeliveries: {
    method: 'GET',
    path: '/api/company/webhooks/{id}/deliveries',
    url: (c) => `/api/company/webhooks/${c.made.id}/deliveries`,
    prepare: () => roleWebhook(),
    ok: 200,
  },
  redeliverWebhook: {
    method: 'POST',
    path: '/api/company/webhooks/{id}/deliveries/{deliveryId}/redeliver',
    url: (c) => `/api/company/webhooks/${c.made.id}/deliveries/${c.made.second}/redeliver`,
    prepare: () => roleWebhook(true),
    ok: 202,
  },
  testWebhook: {
    method: 'POST',
    path: '/api/company/webhooks/{id}/test',
    url: (c) => `/api/company/webhooks/${c.made.id}/test`,
    prepare: () => roleWebhook(),
    ok: 202,
  },
  // --- offers (issue 41, decisions.md 20) -----------------------------------------------------
  createOffer: {
    method: 'POST',
    path: '/api/company/applications/{id}/offers',
    url: (c) => `/api/company/applications/${c.made.id}/offers`,
    prepare: async () => ({ id: (await createTeamApplication(server, company, fx.user)).id }),
    body: () => offerBody([]),
    posting: true,
    ok: 201,
  },
  listApplicationOffers: {
    method: 'GET',
    path: '/api/company/applications/{id}/offers',
    url: () => `/api/company/applications/${fx.application.id}/offers`,
    posting: true,
    ok: 200,
  },
  getCompanyOffer: {
    method: 'GET',
    path: '/api/company/offers/{id}',
    url: (c) => `/api/company/offers/${c.made.id}`,
    prepare: () => teamOffer([]),
    posting: true,
    ok: 200,
  },
  sendOffer: {
    method: 'POST',
    path: '/api/company/offers/{id}/send',
    url: (c) => `/api/company/offers/${c.made.id}/send`,
    prepare: () => teamOffer([]),
    body: () => ({}),
    posting: true,
    ok: 200,
  },
  withdrawOffer: {
    method: 'POST',
    path: '/api/company/offers/{id}/withdraw',
    url: (c) => `/api/company/offers/${c.made.id}/withdraw`,
    prepare: () => teamOffer([]),
    body: () => ({}),
    posting: true,
    ok: 200,
  },
  // Each cell is the offer's one approver (an interviewer cannot be one: the owner is, and the
  // interviewer is refused by the policy before the turn is looked at).
  approveOffer: {
    method: 'POST',
    path: '/api/company/offers/{id}/approve',
    url: (c) => `/api/company/offers/${c.made.id}/approve`,
    prepare: (c) => teamOffer([approverFor(c)]),
    body: () => ({}),
    ok: 200,
  },
  rejectOffer: {
    method: 'POST',
    path: '/api/company/offers/{id}/reject',
    url: (c) => `/api/company/offers/${c.made.id}/reject`,
    prepare: (c) => teamOffer([approverFor(c)]),
    body: () => ({ reason: 'Above the band' }),
    ok: 200,
  },
  listMyOfferApprovals: {
    method: 'GET',
    path: '/api/company/offers/waiting',
    url: () => '/api/company/offers/waiting',
    ok: 200,
  },
  replaceOfferApprover: {
    method: 'POST',
    path: '/api/company/offers/{id}/approvers',
    url: (c) => `/api/company/offers/${c.made.id}/approvers`,
    prepare: async () => {
      const leaving = await addMember(server, company.owner, 'recruiter', { name: 'Leaving' });
      const made = await teamOffer([leaving.memberId ?? '']);
      const removed = await server.request(`/api/company/members/${leaving.memberId}`, {
        method: 'DELETE',
        token: company.owner.token,
      });
      if (removed.status !== 204) throw new Error(`remove: ${removed.status}`);
      return { id: made.id, second: leaving.memberId };
    },
    body: (c) => ({ approverId: c.made.second, newApproverId: company.owner.memberId }),
    ok: 200,
  },
  getOfferLetterTemplates: {
    method: 'GET',
    path: '/api/company/offer-letters',
    url: () => '/api/company/offer-letters',
    ok: 200,
  },
  setOfferLetterTemplate: {
    method: 'PUT',
    path: '/api/company/offer-letters',
    url: () => '/api/company/offer-letters',
    body: () => ({ lang: 'en', body: 'Dear {{candidate.name}}, welcome to {{company.name}}.' }),
    ok: 200,
  },
  previewOfferLetter: {
    method: 'POST',
    path: '/api/company/offer-letters/preview',
    url: () => '/api/company/offer-letters/preview',
    body: () => ({ lang: 'ar', body: 'عزيزي {{candidate.name}}' }),
    ok: 200,
  },
  // --- posting approval (decision 271) --------------------------------------------------------
  getCompanyApprovals: {
    method: 'GET',
    path: '/api/company/approvals',
    url: () => '/api/company/approvals',
    ok: 200,
  },
  setCompanyApprovals: {
    method: 'PUT',
    path: '/api/company/approvals',
    url: () => '/api/company/approvals',
    // Off: the other rows' publishes stay direct.
    body: () => ({ postings: { approverIds: [] } }),
    ok: 200,
  },
  listMyPostingApprovals: {
    method: 'GET',
    path: '/api/company/posting-approvals/waiting',
    url: () => '/api/company/posting-approvals/waiting',
    ok: 200,
  },
  getPostingRequest: {
    method: 'GET',
    path: '/api/company/posting-approvals/{id}',
    url: (c) => `/api/company/posting-approvals/${c.made.id}`,
    prepare: (c) => teamPostingRequest(approverFor(c)),
    ok: 200,
  },
  approvePostingRequest: {
    method: 'POST',
    path: '/api/company/posting-approvals/{id}/approve',
    url: (c) => `/api/company/posting-approvals/${c.made.id}/approve`,
    prepare: (c) => teamPostingRequest(approverFor(c)),
    body: () => ({}),
    ok: 200,
  },
  rejectPostingRequest: {
    method: 'POST',
    path: '/api/company/posting-approvals/{id}/reject',
    url: (c) => `/api/company/posting-approvals/${c.made.id}/reject`,
    prepare: (c) => teamPostingRequest(approverFor(c)),
    body: () => ({ reason: 'The title is unclear' }),
    ok: 200,
  },
  replacePostingApprover: {
    method: 'POST',
    path: '/api/company/posting-approvals/{id}/approvers',
    url: (c) => `/api/company/posting-approvals/${c.made.id}/approvers`,
    prepare: async () => {
      const leaving = await addMember(server, company.owner, 'recruiter', { name: 'Leaving' });
      const made = await teamPostingRequest(leaving.memberId ?? '');
      const removed = await server.request(`/api/company/members/${leaving.memberId}`, {
        method: 'DELETE',
        token: company.owner.token,
      });
      if (removed.status !== 204) throw new Error(`remove: ${removed.status}`);
      return { id: made.id, second: leaving.memberId };
    },
    body: (c) => ({ approverId: c.made.second, newApproverId: company.owner.memberId }),
    ok: 200,
  },
};

/**
 * A publish request of a new draft team posting with one approver (decision 271), straight in
 * the database: the company's setting stays off for the other rows.
 */
async function teamPostingRequest(approverId: string): Promise<Made> {
  const job = await createTeamJob(server, company, { publish: false });
  const [request] = await server.app.db
    .insert(postingApprovalRequests)
    .values({ companyId: company.owner.id, jobId: job.id, status: 'pending' })
    .returning({ id: postingApprovalRequests.id });
  if (!request) throw new Error('posting request not stored');
  await server.app.db
    .insert(postingApprovalSteps)
    .values({ requestId: request.id, position: 0, memberId: approverId });
  return { id: request.id };
}

/** A valid createOffer body (issue 41) with these approvers. */
function offerBody(approverIds: string[]) {
  return {
    salary: { amount: 9000, currency: 'SAR', period: 'month' },
    startDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    expiresAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    approverIds,
  };
}

/** The approver of a cell's offer: the cell's member, the owner for an interviewer's cell. */
function approverFor(c: Cell): string {
  const who = c.who === 'interviewer' ? 'owner' : c.who;
  return memberOf(who).memberId ?? '';
}

/** An offer (made by the owner) on a new team application. */
async function teamOffer(approverIds: string[]): Promise<Made> {
  const application = await createTeamApplication(server, company, fx.user);
  const res = await server.request(`/api/company/applications/${application.id}/offers`, {
    method: 'POST',
    token: company.owner.token,
    json: offerBody(approverIds),
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`offer: ${res.status} ${JSON.stringify(body)}`);
  return { id: String((body.offer as { _id: string })._id) };
}

/**
 * A webhook of the role company (and a failed delivery of it), straight in the database to a
 * loopback URL that the delivery check refuses without connecting (issue 42).
 */
async function roleWebhook(withDelivery = false): Promise<Made> {
  const [hook] = await server.app.db
    .insert(webhooks)
    .values({
      companyId: company.owner.id,
      url: 'https://127.0.0.1:9/hook',
      events: ['offer.declined'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    })
    .returning({ id: webhooks.id });
  if (!hook) throw new Error('webhook not stored');
  if (!withDelivery) return { id: hook.id };
  const [delivery] = await server.app.db
    .insert(webhookDeliveries)
    .values({
      webhookId: hook.id,
      companyId: company.owner.id,
      messageId: `msg_${hook.id.replaceAll('-', '')}`,
      type: 'offer.declined',
      occurredAt: new Date(),
      data: {},
      status: 'failed',
    })
    .returning({ id: webhookDeliveries.id });
  return { id: hook.id, second: delivery?.id };
}

/** A valid scheduleInterview body with one interviewer, three days ahead. */
function interviewBody(interviewerId: string) {
  return {
    startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    durationMinutes: 45,
    timeZone: 'Asia/Riyadh',
    interviewerIds: [interviewerId],
  };
}

/**
 * An interview (scheduled by the owner) of a new team application, with that interviewer; its
 * posting's kit is Planning and Communication.
 */
async function scheduledInterview(interviewerId: string): Promise<Made> {
  const application = await createTeamApplication(server, company, fx.user);
  const kit = await server.request(`/api/company/jobs/${application.jobId}/interview-kit`, {
    method: 'PUT',
    token: company.owner.token,
    json: { attributes: ['Planning', 'Communication'] },
  });
  if (kit.status !== 200) throw new Error(`kit: ${kit.status}`);
  const res = await server.request(`/api/company/applications/${application.id}/interviews`, {
    method: 'POST',
    token: company.owner.token,
    json: interviewBody(interviewerId),
  });
  const body = await json(res);
  if (res.status !== 201) throw new Error(`schedule: ${res.status} ${JSON.stringify(body)}`);
  return { id: String(body.interview._id) };
}

/** The onTeam context of a call on a team posting: only the on-team hiring manager is on it. */
function postingContext(who: RolePrincipal): PolicyContext {
  return { onTeam: who === 'hiringManagerOnTeam', onInterview: false };
}

function contextOf(builder: Builder, cell: Cell): PolicyContext | undefined {
  if (builder.context) return builder.context(cell);
  if (builder.posting) return postingContext(cell.who);
  return cell.made.target;
}

beforeAll(async () => {
  server = await startTestServer({ env: relaxedLimits });
  const [roleCompany, user, png, doc] = await Promise.all([
    createRoleCompany(server),
    createAccount(server, 'User'),
    sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 90 } },
    })
      .png()
      .toBuffer(),
    server.request('/api/openapi.json').then(json),
  ]);
  company = roleCompany;
  operations = new Map();
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const [method, op] of Object.entries(ops)) {
      const { operationId, 'x-permission': permission } = op as Record<string, string | undefined>;
      if (operationId) {
        operations.set(operationId, { method: method.toUpperCase() as Method, path, permission });
      }
    }
  }
  const [saved, profile] = await Promise.all([
    server.request('/api/company', {
      method: 'PUT',
      token: company.owner.token,
      json: validCompany,
    }),
    server.request('/api/user', { method: 'PUT', token: user.token, json: validProfile() }),
  ]);
  expect(saved.status).toBe(200);
  expect(profile.status).toBe(200);
  const [job, closedJob, application] = await Promise.all([
    createTeamJob(server, company),
    createTeamJob(server, company),
    createTeamApplication(server, company, user),
  ]);
  const closed = await server.request(`/api/company/jobs/${closedJob.id}/status`, {
    method: 'PATCH',
    token: company.owner.token,
    json: { status: 'closed' },
  });
  expect(closed.status).toBe(200);
  fx = { job, closedJob, application, user, png };
  rival = await createAccount(server, 'Company');
  const holding = await createAccount(server, 'Company');
  held = await addMember(server, holding, 'recruiter', { name: 'Matrix held recruiter' });
  await server.app.db
    .update(companies)
    .set({ requireTotp: true })
    .where(eq(companies.id, holding.id));
});

afterAll(async () => {
  console.info(
    `role matrix on ${usingPostgres ? 'PostgreSQL' : 'PGlite'}: ${operationsRun} operations, ${cellsRun} cells`,
  );
  await server?.close();
});

describe('role matrix', () => {
  it('has a builder for every operation that declares a permission', () => {
    const missing = [...operations]
      .filter(([id, op]) => op.permission && !builders[id])
      .map(([id, op]) => `${id} (${op.method} ${op.path}, ${op.permission}): add a builder`);
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('builds only operations of the document, at their method and path', () => {
    const wrong = Object.entries(builders).flatMap(([id, builder]) => {
      const op = operations.get(id);
      if (!op) return [`${id}: not in the OpenAPI document`];
      return op.method === builder.method && op.path === builder.path
        ? []
        : [
            `${id}: the document has ${op.method} ${op.path}, the builder ${builder.method} ${builder.path}`,
          ];
    });
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('finds a permission declared on every company route but the listed exceptions', () => {
    const undeclared = [...operations]
      .filter(
        ([id, op]) =>
          (op.path === '/api/company' || op.path.startsWith('/api/company/')) &&
          !op.permission &&
          !(id in undeclaredCompanyCalls),
      )
      .map(([id, op]) => `${id} (${op.method} ${op.path}) declares no config.permission`);
    expect(undeclared, undeclared.join('\n')).toEqual([]);
  });

  it('declares only actions of the policy table', () => {
    const unknown = [...operations]
      .filter(([, op]) => op.permission && !companyActions.includes(op.permission as CompanyAction))
      .map(([id, op]) => `${id}: ${op.permission}`);
    expect(unknown).toEqual([]);
  });

  it('writes out one row of answers for every builder, and only for them', () => {
    expect(Object.keys(expectedAnswers).sort()).toEqual(Object.keys(builders).sort());
    // The admin-on-owner column is run exactly where members are managed.
    const wrong = Object.keys(expectedAnswers).filter((id) => {
      const onOwner = rowOf(id).adminOnOwner !== '-';
      return onOwner !== (operations.get(id)?.permission === 'members.manage');
    });
    expect(wrong).toEqual([]);
  });

  it.for(Object.keys(builders))('%s answers every role as the table says', async (id) => {
    const builder = builders[id] as Builder;
    const op = operations.get(id);
    expect(op, `${id} is not in the OpenAPI document`).toBeDefined();
    expect(op?.permission, `${id} has a builder but declares no permission`).toBeTruthy();
    const action = op?.permission as CompanyAction;

    const results = await Promise.all(
      rolePrincipals
        .filter((who) => rowOf(id)[who] !== '-')
        .map(async (who) => {
          const cell: Cell = { who, made: {} };
          if (builder.prepare) cell.made = await builder.prepare(cell);
          const context = contextOf(builder, cell);
          const expected = rowOf(id)[who] === 'Y';
          const body = builder.body?.(cell);
          const res = await server.request(builder.url(cell), {
            method: builder.method,
            token: memberOf(who).token,
            redirect: 'manual',
            ...(body instanceof FormData ? { body } : body !== undefined ? { json: body } : {}),
          });
          const text = await res.text();
          return { cell, context, expected, status: res.status, text };
        }),
    );

    operationsRun += 1;
    for (const { cell, context, expected, status, text } of results) {
      cellsRun += 1;
      const where = `${builder.method} ${builder.path} (${id}, ${action}) as ${cell.who} [${roleOf[cell.who]}${context ? ` ${JSON.stringify(context)}` : ''}]: the table ${expected ? 'allows' : 'refuses'}, server answered ${status} ${text.slice(0, 200)}`;
      if (cell.who === 'adminOnOwner') {
        expect
          .soft(cell.made.target?.targetRole, `${where}: the builder must act on an owner`)
          .toBe('owner');
      }
      if (!expected) {
        expect.soft(status, where).toBe(403);
        if (status === 403) {
          const error = JSON.parse(text) as Record<string, unknown>;
          expect.soft(Object.keys(error).sort(), where).toEqual(['code', 'error']);
          expect.soft(error.code, where).toBe('FORBIDDEN');
        }
        continue;
      }
      expect.soft(status, where).toBe(builder.ok);
      if (status === builder.ok && builder.check) {
        const problem = builder.check(cell, text ? JSON.parse(text) : null);
        expect.soft(problem, where).toBeNull();
      }
    }
  });
});

// Decision 120: the operator console is no company action. No role of any company reaches it
// (an operator is named by ADMIN_EMAILS, which this server does not set): every operator call but
// getOperatorSelf answers every member 403 FORBIDDEN, and getOperatorSelf answers false.
// Issue 44: the callers from outside the company, on every company operation, as the table's
// last three columns say. Targets are made as for the owner's cell.
describe('outsiders', () => {
  it.for(Object.keys(builders))(
    '%s refuses a job seeker, a stranger, a rival and a held member',
    async (id) => {
      const builder = builders[id] as Builder;
      const row = rowOf(id);
      const results = await Promise.all(
        outsiderColumns.map(async (who) => {
          const cell: Cell = { who: 'owner', made: {} };
          if (builder.prepare) cell.made = await builder.prepare(cell);
          const body = builder.body?.(cell);
          const token = {
            jobSeeker: fx.user.token,
            stranger: undefined,
            rival: rival.token,
            held: held.token,
          }[who];
          const res = await server.request(builder.url(cell), {
            method: builder.method,
            token,
            redirect: 'manual',
            ...(body instanceof FormData ? { body } : body !== undefined ? { json: body } : {}),
          });
          return { who, status: res.status, text: await res.text() };
        }),
      );
      for (const { who, status, text } of results) {
        const where = `${builder.method} ${builder.path} (${id}) as ${who}: the table says ${row[who]}, server answered ${status} ${text.slice(0, 200)}`;
        const code = status >= 400 ? (JSON.parse(text) as { code?: string }).code : undefined;
        if (who === 'stranger') {
          expect.soft([status, code], where).toEqual([401, 'UNAUTHENTICATED']);
        } else if (who === 'jobSeeker') {
          expect.soft([status, code], where).toEqual([403, 'FORBIDDEN']);
        } else if (row[who] === 'N') {
          expect
            .soft(
              [
                [403, 'FORBIDDEN'],
                [404, 'NOT_FOUND'],
              ],
              where,
            )
            .toContainEqual([status, code]);
        } else {
          // Its own company's call: whatever it answers, it is no refusal of the caller and no fault.
          expect.soft(status, where).toBeLessThan(500);
          expect.soft([401, 403], where).not.toContain(status);
        }
      }
    },
  );
});

describe('operator calls (decision 120)', () => {
  it('refuse every role of a company with 403 FORBIDDEN', async () => {
    const calls = [...operations].filter(
      ([id, op]) => op.path.startsWith('/api/operator/') && id !== 'getOperatorSelf',
    );
    expect(calls.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        'listOperatorAccounts',
        'disableAccount',
        'enableAccount',
        'listOperatorAudit',
        'listOperatorJobs',
        'retryOperatorJob',
        'getOperatorQueueCounts',
      ]),
    );
    for (const [id, op] of calls) {
      const url = op.path.replace('{type}', 'user').replace('{id}', fx.user.id);
      for (const who of rolePrincipals) {
        const res = await server.request(url, {
          method: op.method,
          token: memberOf(who).token,
          ...(op.method === 'POST' ? { json: { reason: 'role matrix' } } : {}),
        });
        const where = `${op.method} ${op.path} (${id}) as ${who}`;
        expect.soft(res.status, where).toBe(403);
        expect.soft((await json(res)).code, where).toBe('FORBIDDEN');
      }
    }
    const self = await server.request('/api/operator/me', { token: company.owner.token });
    expect(await json(self)).toEqual({ operator: false });
  });
});
