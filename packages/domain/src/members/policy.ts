// decisions.md section 11 and decision 110: who in a company may do what. The ONE role policy:
// the server's guard asks it on every company call, the web app asks it to hide what a member may
// not do, and the access-matrix test derives its expectations from it. zod-free, so the web app's
// entry chunk (sidebar) can import it.
import { accessOfMethod, type ApiKeyScope } from '../apiKeys/scopes';

export const memberRoles = ['owner', 'admin', 'recruiter', 'hiringManager', 'interviewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const memberStatuses = ['invited', 'active'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/**
 * - yes: allowed.
 * - no: refused (403).
 * - notOwners: allowed, but not on an owner, nor to make someone an owner (admins and members).
 * - team: allowed on postings whose hiring team includes the member.
 * - interview: allowed for applicants of interviews the member is on.
 */
export type Grant = 'yes' | 'no' | 'notOwners' | 'team' | 'interview';

const all = (grant: Grant): Record<MemberRole, Grant> => ({
  owner: grant,
  admin: grant,
  recruiter: grant,
  hiringManager: grant,
  interviewer: grant,
});

const staff = (hiringManager: Grant): Record<MemberRole, Grant> => ({
  owner: 'yes',
  admin: 'yes',
  recruiter: 'yes',
  hiringManager,
  interviewer: 'no',
});

const ownersAndAdmins = (admin: Grant): Record<MemberRole, Grant> => ({
  owner: 'yes',
  admin,
  recruiter: 'no',
  hiringManager: 'no',
  interviewer: 'no',
});

/** The table of decisions.md 11, one row per action a company route declares. */
export const companyPolicy = {
  /** The own company's profile and the member menu. */
  'company.read': all('yes'),
  /** Company profile, picture, billing. */
  'company.edit': ownersAndAdmins('yes'),
  'members.read': ownersAndAdmins('yes'),
  'members.manage': ownersAndAdmins('notOwners'),
  'security.manage': ownersAndAdmins('yes'),
  'audit.read': ownersAndAdmins('yes'),
  /** decisions.md 18 (issue 42): webhooks, their deliveries, redelivery and test events. */
  'webhooks.manage': ownersAndAdmins('yes'),
  /** Search, candidates' profiles, the candidates of a style. */
  'candidates.search': staff('yes'),
  'candidates.export': staff('no'),
  'checklists.use': staff('yes'),
  'cards.manage': staff('yes'),
  'links.manage': staff('yes'),
  'postings.create': staff('yes'),
  /** Read, edit, publish, close, hiring team, pipeline, notes, outcomes, invitations, accuracy. */
  'postings.manage': staff('team'),
  /** Stage templates, reject reasons, mail templates (decision 130). */
  'process.manage': staff('no'),
  /** An applicant's profile and the application. */
  'applications.view': { ...staff('team'), interviewer: 'interview' },
  /** Decision 130: the hiring reports; a hiring manager's limited to the postings of their teams. */
  // decisions.md 20 (issue 41): offers. Create, send, withdraw and read an application's offers
  // with their salary figures: like the pipeline (a hiring manager for the postings of their
  // teams; interviewers never see a salary). Approving is for the members an offer names, in
  // order (the service checks the turn); whoever may see figures may be named. Replacing an
  // approver who left, the offer letter templates and the approval settings: owners and admins.
  'offers.manage': staff('team'),
  'offers.approve': staff('yes'),
  'offers.settings': ownersAndAdmins('yes'),
  // Decision 271 (issue 41): posting approval. Approving (or rejecting) a posting's publish is for
  // the members the company's setting names, in order (the service checks the turn); whoever may
  // publish a posting may be named, interviewers never. Choosing the approvers and replacing one
  // who left: owners and admins.
  'postings.approve': staff('yes'),
  'approvals.settings': ownersAndAdmins('yes'),
  'reports.read': staff('team'),
  /** Only a member assigned to that interview. */
  'scorecards.submit': all('interview'),
  /** decisions.md 18 (issue 42, decision 244): single sign-on settings, owners only. */
  'sso.manage': ownersAndAdmins('no'),
  // decisions.md 18 (issue 42, decision 233): API keys, integrations' own actions.
  /** Create, list and revoke the company's API keys. */
  'apiKeys.manage': ownersAndAdmins('yes'),
  /** A posting's applicants and the pipeline's changes: moves, notes, outcomes, merges. */
  'applications.manage': staff('team'),
  /** An application's interviews, kits and scorecards as read. */
  'interviews.read': { ...staff('team'), interviewer: 'interview' },
} as const satisfies Record<string, Record<MemberRole, Grant>>;

export type CompanyAction = keyof typeof companyPolicy;
export const companyActions = Object.keys(companyPolicy) as CompanyAction[];

export interface PolicyContext {
  /** The posting's hiring team includes the member. */
  onTeam?: boolean;
  /** The member is an interviewer of an interview of that applicant. */
  onInterview?: boolean;
  /** The role of the member acted on, and the role given (members.manage). */
  targetRole?: MemberRole;
  newRole?: MemberRole;
}

/** The grant of a role for an action, before any context. */
export function grantOf(role: MemberRole, action: CompanyAction): Grant {
  return companyPolicy[action][role];
}

/**
 * May a member of this role do the action? Without context a scoped grant ('team',
 * 'interview') answers true: the member may do it somewhere, and the service checks the posting
 * or interview at hand with the context.
 */
export function can(role: MemberRole, action: CompanyAction, context?: PolicyContext): boolean {
  const grant = grantOf(role, action);
  switch (grant) {
    case 'yes':
      return true;
    case 'no':
      return false;
    case 'notOwners':
      return context?.targetRole !== 'owner' && context?.newRole !== 'owner';
    case 'team':
      return context?.onTeam ?? true;
    case 'interview':
      return context?.onInterview ?? true;
  }
}

/** Scoped grants limit a member to some postings (the list of postings filters by team). */
export const isScoped = (role: MemberRole, action: CompanyAction): boolean =>
  grantOf(role, action) === 'team' || grantOf(role, action) === 'interview';

export function isCompanyAction(value: unknown): value is CompanyAction {
  return typeof value === 'string' && Object.hasOwn(companyPolicy, value);
}

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (memberRoles as readonly string[]).includes(value);
}

/**
 * decisions.md 18 (issue 42, decision 233): the scope an API key needs for a route's declared
 * action, by whether the request reads (GET) or writes; null: no key may (403). A key acts as
 * the company through this same table: the route's action decides, never a list of its own.
 */
export const keyScopes: Record<
  CompanyAction,
  { read: ApiKeyScope | null; write: ApiKeyScope | null }
> = {
  'company.read': { read: null, write: null },
  'company.edit': { read: null, write: null },
  'members.read': { read: null, write: null },
  'members.manage': { read: null, write: null },
  'security.manage': { read: null, write: null },
  'audit.read': { read: null, write: null },
  'candidates.search': { read: 'candidates:read', write: null },
  'candidates.export': { read: 'candidates:read', write: null },
  'checklists.use': { read: null, write: null },
  'cards.manage': { read: null, write: null },
  'links.manage': { read: null, write: null },
  'postings.create': { read: 'jobs:read', write: 'jobs:write' },
  'postings.manage': { read: 'jobs:read', write: 'jobs:write' },
  'process.manage': { read: null, write: null },
  'applications.view': { read: 'applications:read', write: 'applications:write' },
  'reports.read': { read: 'reports:read', write: 'reports:read' },
  'scorecards.submit': { read: null, write: null },
  // A key may never manage keys: a leaked key could otherwise mint more.
  'apiKeys.manage': { read: null, write: null },
  'applications.manage': { read: 'applications:read', write: 'applications:write' },
  'interviews.read': { read: 'interviews:read', write: null },
  // Integrations are set up by people: a key never manages webhooks or single sign-on.
  'webhooks.manage': { read: null, write: null },
  'sso.manage': { read: null, write: null },
  // decisions.md 18 names no offer scope: salary figures stay with people.
  'offers.manage': { read: null, write: null },
  'offers.approve': { read: null, write: null },
  'offers.settings': { read: null, write: null },
  // An approval is a person's judgement: a key neither approves nor chooses the approvers.
  'postings.approve': { read: null, write: null },
  'approvals.settings': { read: null, write: null },
};

/** The scope a key needs for an action performed with this HTTP method; null: none suffices. */
export function keyScopeOf(action: CompanyAction, method: string): ApiKeyScope | null {
  return keyScopes[action][accessOfMethod(method)];
}

/** May a key with these scopes perform the action with this HTTP method? */
export function keyCan(
  scopes: readonly ApiKeyScope[],
  action: CompanyAction,
  method: string,
): boolean {
  const needed = keyScopeOf(action, method);
  return needed !== null && scopes.includes(needed);
}
